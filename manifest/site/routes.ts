import type { SiteInput } from '../define-site.ts';

/** Locales whose solutions landing is `/solutions` (spec 2.5, D5). */
export const solutionsLandingLocales = ['en', 'pt', 'zh', 'tc'];
/** Locales whose solutions landing is `/use-cases`. */
export const useCasesLandingLocales = ['ru', 'vn'];

/**
 * Route guards (spec 2.2 'middleware', D8). Names are the spec's, spelling included
 * ('soultion-route'), so auditors can match them to the old application.
 */
export const guards: SiteInput['guards'] = {
  'html-route': { type: 'locales', locales: 'all' },
  'feature-route': { type: 'available', param: 'html' },
  'alternative-route': { type: 'available', param: 'id' },
  'soultion-route': { type: 'available', param: 'id' },
  'soultions-route': { type: 'locales', locales: solutionsLandingLocales },
  'case-route': { type: 'locales', locales: useCasesLandingLocales },
  'use-case-route': { type: 'available', param: 'id' },
  'pre-sales': { type: 'locales', locales: ['en', 'zh', 'tc', 'ru', 'vn', 'es', 'pt'] },
  'guide-route': { type: 'content', collection: 'guide' },
  // Help pages exist in every locale (spec 2.1): the index lists the locale's help articles, then
  // the English ones; an article follows translations.collections.helps.
  'help-route': { type: 'locales', locales: 'all' },
};

const blog = { from: 'collection', collection: 'blog' } as const;
const news = { from: 'collection', collection: 'news' } as const;

/** Every route of spec 2.2 (paths in bare form; each locale adds its prefix). */
export const routes: SiteInput['routes'] = [
  { id: 'home', path: '/', template: 'home' },
  { id: 'feature', path: '/{html}', template: 'feature', params: { html: { from: 'items', items: 'features' } }, guards: ['html-route', 'feature-route'] },
  { id: 'about', path: '/about-us', template: 'about', copy: 'about', label: 'nav.aboutUs' },
  { id: 'alternative', path: '/alternatives/{id}', template: 'alternative', params: { id: { from: 'items', items: 'alternatives' } }, guards: ['alternative-route'] },
  { id: 'blog', path: '/blog', template: 'blog-index', collection: 'blog', label: 'nav.blog' },
  { id: 'blog-category', path: '/blog-{category}', template: 'blog-category', params: { category: { ...blog, field: 'category' } } },
  { id: 'blog-tag', path: '/blog-{category}/{tags}', template: 'blog-tag', params: { category: { ...blog, field: 'category' }, tags: { ...blog, field: 'tags' } } },
  { id: 'blog-article', path: '/blog/{id}', template: 'blog-article', params: { id: blog } },
  { id: 'download', path: '/download', template: 'download', copy: 'download', label: 'cta.download' },
  { id: 'error-404', path: '/error/404', template: 'error-404', layout: 'custom', sitemap: false, title: 'errors.notFoundTitle' },
  { id: 'error-502', path: '/error/502', template: 'error-502', layout: 'custom', sitemap: false, title: '502msg1' },
  { id: 'faq', path: '/faq', template: 'faq', collection: 'faq', copy: 'faq' },
  { id: 'guide', path: '/guide', template: 'guide-index', collection: 'guide', guards: ['guide-route'], fallback: { route: 'blog', status: 302 }, label: 'nav.guide' },
  { id: 'guide-article', path: '/guide/{id}', template: 'guide-article', params: { id: { from: 'collection', collection: 'guide' } }, guards: ['guide-route'], fallback: { route: 'blog', status: 302 } },
  { id: 'helps', path: '/helps', template: 'helps-index', collection: 'helps', guards: ['help-route'], label: 'nav.help' },
  { id: 'helps-article', path: '/helps/{id}', template: 'helps-article', params: { id: { from: 'collection', collection: 'helps' } }, guards: ['help-route'] },
  { id: 'links', path: '/links', template: 'links', copy: 'links' },
  { id: 'news', path: '/news', template: 'news-index', collection: 'news', label: 'nav.news' },
  { id: 'news-category', path: '/news-{category}', template: 'news-category', params: { category: { ...news, field: 'category' } } },
  { id: 'news-tag', path: '/news-{category}/{tags}', template: 'news-tag', params: { category: { ...news, field: 'category' }, tags: { ...news, field: 'tags' } } },
  { id: 'news-article', path: '/news/{id}', template: 'news-article', params: { id: news } },
  { id: 'partner', path: '/partner', template: 'partner-list', collection: 'partners', label: 'nav.partner' },
  { id: 'partner-detail', path: '/partner/{id}', template: 'partner-detail', params: { id: { from: 'collection', collection: 'partners' } } },
  { id: 'partner-plan', path: '/partner-plan', template: 'partner-plan', copy: 'partnerPlan', label: 'nav.partnerPlan' },
  { id: 'pre-sales', path: '/pre-sales', template: 'pre-sales', guards: ['pre-sales'], copy: 'preSales', label: 'nav.preSales' },
  { id: 'pricing', path: '/pricing', template: 'pricing', copy: 'pricing' },
  { id: 'referral', path: '/referral-program', template: 'referral', copy: 'referral' },
  { id: 'referral-program', path: '/referral-program/referralProgram', template: 'referral-program', copy: 'referralProgram' },
  { id: 'super-september', path: '/referral-program/superSeptember', template: 'super-september', copy: 'superSeptember' },
  { id: 'release', path: '/release', template: 'release-list', collection: 'release', label: 'collections.release.title' },
  { id: 'release-detail', path: '/release/{id}', template: 'release-detail', params: { id: { from: 'collection', collection: 'release' } } },
  { id: 'solutions', path: '/solutions', template: 'solutions-landing', guards: ['soultions-route'], fallback: { route: 'use-cases', status: 301 }, copy: 'landing' },
  { id: 'solution', path: '/solutions/{id}', template: 'solution', params: { id: { from: 'items', items: 'solutions' } }, guards: ['soultion-route'] },
  { id: 'use-cases', path: '/use-cases', template: 'solutions-landing', guards: ['case-route'], fallback: { route: 'solutions', status: 301 }, copy: 'landing' },
  { id: 'use-case', path: '/use-cases/{id}', template: 'use-case', params: { id: { from: 'items', items: 'useCases' } }, guards: ['use-case-route'] },
  { id: 'icons', path: '/_icons', template: 'icons', layout: 'sprite', sitemap: false, title: 'icons.title' },
];
