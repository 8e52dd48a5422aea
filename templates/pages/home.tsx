import { CallToAction } from '../components/call-to-action.tsx';
import { LinkList } from '../components/link-list.tsx';
import { EntryList } from '../components/entry-card.tsx';
import { expose } from '../components/track.ts';
import { useT } from '../i18n.tsx';
import { usePageData, useView } from '../view-context.tsx';
import type { LinkView } from '../view.ts';

/** A titled list of links: cards (`link-grid`) or pills (`pill-list`); nothing when empty. */
function LinkSection({ title, links, style, name }: { title: string; links: LinkView[]; style: 'link-grid' | 'pill-list'; name: string }) {
  if (links.length === 0) return null;
  return (
    <section className="section" {...expose(`home.${name}`)}>
      <h2>{title}</h2>
      <LinkList links={links} style={style} trackKey={`home.${name}`} />
    </section>
  );
}

/** `/`: hero, feature grid, solutions, use cases, comparisons, latest articles. */
export default function Home() {
  const t = useT();
  const { brand } = useView();
  const data = usePageData('home');
  if (!data) return null;
  return (
    <>
      <section className="hero hero-home" {...expose('home.hero')}>
        <h1>{t('home.title', { brand })}</h1>
        <p className="lead">{t('home.lead')}</p>
        <CallToAction />
        <p className="fine-print">{t('home.freePlan')}</p>
      </section>
      <LinkSection title={t('home.featuresTitle')} links={data.features} style="link-grid" name="features" />
      <LinkSection title={t('home.solutionsTitle')} links={data.solutions} style="link-grid" name="solutions" />
      <LinkSection title={t('home.useCasesTitle')} links={data.useCases} style="pill-list" name="use-cases" />
      <LinkSection title={t('home.alternativesTitle')} links={data.alternatives} style="pill-list" name="alternatives" />
      {data.latest.length > 0 ? (
        <section className="section" {...expose('home.latest')}>
          <h2>{t('home.latestTitle')}</h2>
          <EntryList entries={data.latest} collection="blog" />
        </section>
      ) : null}
    </>
  );
}
