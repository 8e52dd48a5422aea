import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { CallToAction } from './call-to-action.tsx';
import { expose, track } from './track.ts';

/** A solution, feature, alternative or use-case page from its structured copy. */
export function CopyPage() {
  const t = useT();
  const view = useView();
  const { data } = view;
  if (data.kind !== 'copy') return null;
  const { copy } = data;
  return (
    <article className={`copy-page copy-${data.items}`}>
      <header className="hero">
        {data.rival ? <p className="eyebrow">{t('alternative.eyebrow', { brand: view.brand, rival: data.rival })}</p> : null}
        <h1>{copy.title}</h1>
        <p className="lead">{copy.headline}</p>
        {copy.fallbackFrom ? (
          <p className="notice" lang={copy.fallbackFrom}>
            {t('copy.fallbackNotice')}
          </p>
        ) : null}
        <CallToAction />
      </header>
      <ul className="benefits">
        {copy.benefits.map((benefit) => (
          <li key={benefit.title} className="card">
            <h2>{benefit.title}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      {copy.comparison ? (
        <section className="comparison" {...expose(`comparison.${data.slug}`)}>
          <h2>{t('alternative.comparisonTitle', { brand: view.brand, rival: data.rival ?? '' })}</h2>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('alternative.topic')}</th>
                  <th scope="col">{view.brand}</th>
                  <th scope="col">{data.rival}</th>
                </tr>
              </thead>
              <tbody>
                {copy.comparison.map((row) => (
                  <tr key={row.topic}>
                    <th scope="row">{row.topic}</th>
                    <td>{row.product}</td>
                    <td>{row.rival}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <div className="prose" {...(copy.fallbackFrom ? { lang: copy.fallbackFrom } : {})} dangerouslySetInnerHTML={{ __html: copy.html }} />
      {data.related.length > 0 ? (
        <nav className="related-links" aria-label={t('copy.related')}>
          <h2>{t('copy.related')}</h2>
          <ul>
            {data.related.map((link) => (
              <li key={link.href}>
                <a href={link.href} {...track(`related.${data.items}`)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
