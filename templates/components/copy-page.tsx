import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import type { CopyView } from '../view.ts';
import { CallToAction } from './call-to-action.tsx';
import { expose, track } from './track.ts';

/** A solution, feature, alternative or use-case page from its structured copy. */
export function CopyPage() {
  const t = useT();
  const view = useView();
  const { data } = view;
  if (data.kind !== 'copy') return null;
  const { copy } = data;
  /** The copy's own language when it is not the page's (shown under a notice). */
  const lang = copy.lang ? { lang: copy.lang } : {};
  return (
    <article className={`copy-page copy-${data.items}`}>
      <header className="hero">
        {data.rival ? <p className="eyebrow">{t('alternative.eyebrow', { brand: view.brand, rival: data.rival })}</p> : null}
        {copy.lang ? <p className="notice">{t('copy.fallbackNotice')}</p> : null}
        <h1 {...lang}>{copy.title}</h1>
        <p className="lead" {...lang}>
          {copy.headline}
        </p>
        <CallToAction />
      </header>
      <ul className="benefits" {...lang}>
        {copy.benefits.map((benefit) => (
          <li key={benefit.title} className="card">
            <h2>{benefit.title}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      {copy.comparison ? <Comparison slug={data.slug} rows={copy.comparison} brand={view.brand} rival={data.rival ?? ''} lang={lang} /> : null}
      {copy.bodyLang && copy.html ? <p className="notice">{t('translation.notice')}</p> : null}
      <div className="prose" {...(copy.bodyLang ? { lang: copy.bodyLang } : lang)} dangerouslySetInnerHTML={{ __html: copy.html }} />
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

/** The comparison table of an alternative page; its rows in `lang` when the copy is not in the page's language. */
function Comparison({ slug, rows, brand, rival, lang }: { slug: string; rows: NonNullable<CopyView['comparison']>; brand: string; rival: string; lang: { lang?: string } }) {
  const t = useT();
  return (
    <section className="comparison" {...expose(`comparison.${slug}`)}>
      <h2>{t('alternative.comparisonTitle', { brand, rival })}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('alternative.topic')}</th>
              <th scope="col">{brand}</th>
              <th scope="col">{rival}</th>
            </tr>
          </thead>
          <tbody {...lang}>
            {rows.map((row) => (
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
  );
}
