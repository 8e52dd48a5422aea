import { CallToAction } from '../components/call-to-action.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { expose, track } from '../components/track.ts';
import { useT } from '../i18n.tsx';
import { usePageData } from '../view-context.tsx';

/** `/solutions` (en, pt, zh, tc) or `/use-cases` (ru, vn): the use-case sections after the slug swap (D5). */
export default function SolutionsLanding() {
  const t = useT();
  const data = usePageData('landing');
  if (!data) return null;
  return (
    <article className="landing">
      <PageHeader hero>
        <CallToAction />
      </PageHeader>
      <nav className="landing-index" aria-label={t('landing.title')}>
        <ul className="pill-list">
          {data.sections.map((section) => (
            <li key={section.slug}>
              <a href={`#${section.slug}`} {...track('landing.index')} {...(section.lang ? { lang: section.lang } : {})}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.sections.map((section) => (
        <section key={section.slug} id={section.slug} className="landing-section card" data-use-case={section.slug} {...expose(`landing.${section.slug}`)}>
          <h2 {...(section.lang ? { lang: section.lang } : {})}>{section.title}</h2>
          <p {...(section.lang ? { lang: section.lang } : {})}>{section.summary}</p>
          {section.href ? (
            <a href={section.href} {...track(`landing.${section.slug}`)}>
              {t('landing.more')}
            </a>
          ) : null}
        </section>
      ))}
    </article>
  );
}
