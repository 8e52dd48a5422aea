import { StaticPage } from '../components/static-page.tsx';

/** `about`: copy from the message files under `about`. */
export default function Page() {
  return <StaticPage messageKey="about" />;
}
