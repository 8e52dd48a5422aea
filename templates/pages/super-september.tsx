import { StaticPage } from '../components/static-page.tsx';

/** `super-september`: copy from the message files under `superSeptember`. */
export default function Page() {
  return <StaticPage messageKey="superSeptember" />;
}
