import { StaticPage } from '../components/static-page.tsx';

/** `referral-program`: copy from the message files under `referralProgram`. */
export default function Page() {
  return <StaticPage messageKey="referralProgram" />;
}
