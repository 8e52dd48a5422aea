import { beforeAll, describe, expect, it } from 'vitest';
import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { createI18n, type I18nSetup } from '../../../templates/i18n.tsx';
import { loadProject, type Project } from '../../project.ts';
import { loadMessages } from '../inputs/messages.ts';
import { runtimeConfigFor } from './runtime-config.ts';
import { withHandOff } from './site-config.ts';
import { createSiteIndex, type SiteIndex } from './site-index.ts';
import { sitemapFiles } from './sitemaps.ts';
import type { ViewContext } from './context.ts';
import { buildView } from './page-part.ts';

let project: Project;
let index: SiteIndex;
let ctx: ViewContext;

beforeAll(async () => {
  project = await loadProject(process.cwd());
  const plan = project.plan!;
  const { messages } = await loadMessages(process.cwd());
  const setup: I18nSetup = { messages, tags: Object.fromEntries(plan.locales.map((l) => [l.code, l.tag])), fallback: 'en' };
  index = createSiteIndex(plan, project.entries, new Map());
  const i18n = (code: string) => createI18n(code, setup);
  ctx = {
    index,
    i18n,
    assets: { css: '/assets/site.css', script: '/assets/core.js', sprite: '/assets/sprite.svg', images: new Map(), icons: [] },
    runtimeBase: (code) => runtimeConfigFor({ index, runtimeVersion: 'test', i18n, assetUrls: new Map([['/assets/widgets/banner-zh.svg', '/assets/widgets/banner-zh-0123456789.svg']]) }, code),
  };
});

const find = (predicate: (page: PlannedPage) => boolean) => {
  const page = project.plan!.pages.find(predicate);
  if (!page) throw new Error('no such page');
  return page;
};

describe('view models', () => {
  it('adds from, rel and lang to register and login URLs unless present (D10)', () => {
    const url = new URL(withHandOff('https://app.polyprofile.example/register?lang=xx', 'https://www.polyprofile.example/de', 'de'));
    expect(url.searchParams.get('from')).toBe('https://www.polyprofile.example/de');
    expect(url.searchParams.get('rel')).toBe('official_website');
    expect(url.searchParams.get('lang')).toBe('xx');
  });

  it('links the switcher to the page in each locale that has it, else to that locale home', () => {
    const view = buildView(ctx, find((p) => p.locale === 'zh' && p.path === '/alternatives/ziniao-alternative'));
    const byCode = new Map(view.switcher.map((entry) => [entry.code, entry]));
    expect(byCode.get('zh')).toMatchObject({ href: '/alternatives/ziniao-alternative', current: true });
    expect(byCode.get('tc')).toMatchObject({ href: 'https://www.polyprofile.example/tc/alternatives/ziniao-alternative' });
    expect(byCode.get('en')).toMatchObject({ href: 'https://www.polyprofile.example/' });
    expect(byCode.get('ru')).toMatchObject({ href: 'https://www.polyprofile-ru.example/' });
  });

  it('marks English fallback copy and uses the locale copy where it exists', () => {
    // Every shipped item has its German copy now: leave one out to see the fallback.
    const untranslated = { ...ctx, index: createSiteIndex(project.plan!, project.entries.filter((entry) => entry.file !== 'content/features/de/synchronizer.md'), new Map()) };
    const de = buildView(untranslated, find((p) => p.locale === 'de' && p.path === '/de/synchronizer'));
    const pt = buildView(ctx, find((p) => p.locale === 'pt' && p.path === '/pt/synchronizer'));
    expect(de.data.kind === 'copy' && de.data.copy.fallbackFrom).toBe('en');
    expect(pt.data.kind === 'copy' && pt.data.copy.fallbackFrom).toBeUndefined();
  });

  it('shows the swapped landing sections in zh and the originals in en (D5)', () => {
    const zh = buildView(ctx, find((p) => p.locale === 'zh' && p.template === 'solutions-landing'));
    const en = buildView(ctx, find((p) => p.locale === 'en' && p.template === 'solutions-landing'));
    const slugs = (view: typeof zh) => (view.data.kind === 'landing' ? view.data.sections.map((section) => section.slug) : []);
    expect(slugs(zh)).toEqual(['traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'media-market', 'data-collection', 'price-comparison', 'self-examination']);
    expect(slugs(en)).toEqual(['traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'betting', 'crypto', 'agencies', 'ticketing', 'web-scraping']);
  });

  it('puts head facts, hreflang and x-default in the view', () => {
    const view = buildView(ctx, find((p) => p.locale === 'de' && p.path === '/de/pricing'));
    expect(view.head.canonical).toBe('https://www.polyprofile.example/de/pricing');
    expect(view.head.alternates).toContainEqual({ hreflang: 'x-default', href: 'https://www.polyprofile.example/pricing' });
    expect(view.head.alternates).toContainEqual({ hreflang: 'zh-CN', href: 'https://www.polyprofile-cn.example/pricing' });
    expect(view.head.noindex).toBe(false);
    expect(view.locale.tag).toBe('de-DE');
  });

  it('gives the runtime its locale, 502 target and stand-alone strings', () => {
    const ru = buildView(ctx, find((p) => p.locale === 'ru' && p.template === 'error-502'));
    const de = buildView(ctx, find((p) => p.locale === 'de' && p.template === 'error-502'));
    const zh = buildView(ctx, find((p) => p.locale === 'zh' && p.template === 'home'));
    expect(ru.runtimeConfig.paths.errorTarget).toBe('/');
    expect(de.runtimeConfig.paths.errorTarget).toBe('/de/blog');
    expect(zh.runtimeConfig.strings.registrationFailed).toBe('注册失败！');
    expect(zh.runtimeConfig.images.banner.zh).toBe('/assets/widgets/banner-zh-0123456789.svg');
    expect(zh.runtimeConfig.page.isCatchAllRoot).toBe(false);
    expect(buildView(ctx, find((p) => p.locale === 'en' && p.path === '/')).runtimeConfig.page.isCatchAllRoot).toBe(true);
    expect(de.runtimeConfig.strings.notFound).toContain('{path}');
  });
});

describe('sitemaps', () => {
  it('never list a fallback URL', () => {
    const files = sitemapFiles(project.plan!, 'main', '2026-11-21');
    const de = String(files.find((file) => file.path === 'de-DE-sitemap.xml')?.contents);
    expect(de).toContain('<loc>https://www.polyprofile.example/de/pricing</loc>');
    expect(de).not.toContain('/de/alternatives/ziniao-alternative<');
    expect(de).not.toContain('/de/error/404');
    const index = String(files.find((file) => file.path === 'sitemap.xml')?.contents);
    expect(index).toContain('<loc>https://www.polyprofile.example/de-DE-sitemap.xml</loc>');
  });
});
