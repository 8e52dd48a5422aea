import { CallToAction } from '../components/call-to-action.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { expose } from '../components/track.ts';
import { useT } from '../i18n.tsx';
import { Island } from '../islands/island.tsx';
import { useView } from '../view-context.tsx';

/** `/pricing`: plans with the currency switcher (USD default; BRL, PLN, VND with the rules of spec 5). */
export default function Pricing() {
  const t = useT();
  const { data } = useView();
  if (data.kind !== 'pricing') return null;
  const plans = data.plans.map((plan) => ({ id: plan.id, name: t(`pricing.plans.${plan.id}.name`), prices: plan.prices, period: t('pricing.period') }));
  return (
    <article className="pricing">
      <PageHeader />
      <Island name="currency-switcher" props={{ plans, currencies: data.currencies }} />
      <ul className="plans">
        {data.plans.map((plan) => (
          <li key={plan.id} className={`card plan${plan.highlight ? ' plan-highlight' : ''}`} data-plan={plan.id} {...expose(`pricing.plan.${plan.id}`)}>
            <h2>{t(`pricing.plans.${plan.id}.name`)}</h2>
            <p>{t(`pricing.plans.${plan.id}.text`)}</p>
            <ul className="plan-facts">
              <li>{t('pricing.profiles', { count: plan.profiles })}</li>
              <li>{t('pricing.members', { count: plan.members })}</li>
            </ul>
          </li>
        ))}
      </ul>
      <CallToAction />
    </article>
  );
}
