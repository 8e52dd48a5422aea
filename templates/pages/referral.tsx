import { StaticPage } from '../components/static-page.tsx';

/** `referral`: copy from the message files under `referral`. */
export default function Page() {
  return <StaticPage messageKey="referral" />;
}
