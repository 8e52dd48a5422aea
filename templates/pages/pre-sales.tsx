import { StaticPage } from '../components/static-page.tsx';

/** `pre-sales`: copy from the message files under `preSales`. */
export default function Page() {
  return <StaticPage messageKey="preSales" />;
}
