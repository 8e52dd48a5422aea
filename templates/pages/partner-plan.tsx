import { StaticPage } from '../components/static-page.tsx';

/** `partner-plan`: copy from the message files under `partnerPlan`. */
export default function Page() {
  return <StaticPage messageKey="partnerPlan" />;
}
