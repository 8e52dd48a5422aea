import { CallToAction } from '../components/call-to-action.tsx';
import { EntryList } from '../components/entry-card.tsx';
import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';

/** `/`: hero, feature grid, solutions, comparisons, latest articles. */
export default function Home() {
  const t = useT();
  const view = useView();
  const { data } = view;
  if (data.kind !== 'home') return null;
  return (
    <>
      <section className="hero hero-home">
        <h1>{t('home.title', { brand: view.brand })}</h1>
        <p className="lead">{t('home.lead')}</p>
        <CallToAction />
        <p className="fine-print">{t('home.freePlan')}</p>
      </section>
      {data.features.length > 0 ? (
        <section className="section">
          <h2>{t('home.featuresTitle')}</h2>
          <ul className="link-grid">
            {data.features.map((link) => (
              <li key={link.href} className="card">
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.solutions.length > 0 ? (
        <section className="section">
          <h2>{t('home.solutionsTitle')}</h2>
          <ul className="link-grid">
            {data.solutions.map((link) => (
              <li key={link.href} className="card">
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.useCases.length > 0 ? (
        <section className="section">
          <h2>{t('home.useCasesTitle')}</h2>
          <ul className="pill-list">
            {data.useCases.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.alternatives.length > 0 ? (
        <section className="section">
          <h2>{t('home.alternativesTitle')}</h2>
          <ul className="pill-list">
            {data.alternatives.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.latest.length > 0 ? (
        <section className="section">
          <h2>{t('home.latestTitle')}</h2>
          <EntryList entries={data.latest} collection="blog" />
        </section>
      ) : null}
    </>
  );
}
