/**
 * The manifest of the small test site: the shipped manifest sections cut down to three locales
 * (en and de on main, zh on its own site), a dozen routes and a few items, so that a clean build
 * takes a fraction of a second in process. `small-project.ts` copies it to
 * `manifest/site/index.ts` of a temporary project beside the shipped section files (the imports
 * below are rewritten to `./` there). The differential test edits the lines marked `edit:`.
 */
import { defineSite, type SiteInput } from '../../../manifest/define-site.ts';
import { collections } from '../../../manifest/site/collections.ts';
import { externalHosts, trustedDomains } from '../../../manifest/site/domains.ts';
import { locales, sites } from '../../../manifest/site/locales.ts';
import { docs } from '../../../manifest/site/menus.ts';
import { guards, routes } from '../../../manifest/site/routes.ts';
import { siteConfig } from '../../../manifest/site/site-config.ts';
import { currencies, pricing, thirdParties } from '../../../manifest/site/third-parties.ts';

const codes = ['en', 'de', 'zh'];
const routeIds = ['home', 'feature', 'alternative', 'solution', 'blog', 'blog-category', 'blog-article', 'faq', 'pricing', 'error-404'];

const brand = 'Polyprofile'; // edit: brand
const featureSlugs = ['rpa', 'synchronizer']; // edit: features
const synchronizerLanguages: string[] | undefined = undefined; // edit: availability
const rivalName = 'GoLogin'; // edit: rival
const legacyPaths = [{ from: '/Pricing', to: '/pricing', note: 'Legacy capitalised path.' }]; // edit: redirects

export default defineSite({
  brand: { name: brand },
  sites: sites.filter((site) => site.id !== 'ru'),
  locales: locales.filter((locale) => codes.includes(locale.code)),
  externalHosts,
  trustedDomains,
  guards: Object.fromEntries(Object.entries(guards).filter(([name]) => !['soultions-route', 'case-route', 'use-case-route', 'pre-sales'].includes(name))),
  routes: routes.filter((route) => routeIds.includes(route.id)),
  collections,
  solutions: [{ slug: 'telegram' }],
  features: featureSlugs.map((slug) => (slug === 'synchronizer' && synchronizerLanguages ? { slug, languages: synchronizerLanguages } : { slug })),
  alternatives: [{ rival: 'gologin', name: rivalName }],
  useCases: [],
  menus: {
    topBar: [
      { key: 'blog', label: 'nav.blog', link: { route: 'blog' } },
      { key: 'proxy', label: 'nav.proxy', link: { docs: 'proxies' } },
      { key: 'chat-group', label: 'nav.chatGroup', link: { url: `${externalHosts.community}/chat` } },
    ],
    solutions: ['telegram'],
    features: featureSlugs,
    footer: [
      { title: 'footer.product', routes: ['pricing'] },
      { title: 'footer.resources', routes: ['blog', 'faq'] },
      { title: 'footer.compare', alternatives: true },
    ],
  },
  docs: { ...docs, prefixes: {} },
  redirects: { localeSites: { status: 301 }, externalBlogs: [], paths: legacyPaths },
  siteConfig: Object.fromEntries(Object.entries(siteConfig).filter(([code]) => codes.includes(code))) as SiteInput['siteConfig'],
  thirdParties,
  currencies,
  pricing,
});
