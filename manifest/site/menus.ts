import type { SiteInput } from '../define-site.ts';
import { externalHosts } from './domains.ts';

/** Menus of spec 2.5. Entries whose target is not a page in a locale are left out there (D4). */
export const menus: SiteInput['menus'] = {
  topBar: [
    { key: 'pre-sales', label: 'nav.preSales', link: { route: 'pre-sales' } },
    { key: 'blog', label: 'nav.blog', link: { route: 'blog' } },
    { key: 'guide', label: 'nav.guide', link: { route: 'guide' } },
    { key: 'nav', label: 'nav.nav', link: { route: 'links' } },
    { key: 'partner', label: 'nav.partner', link: { route: 'partner' } },
    { key: 'proxy', label: 'nav.proxy', link: { docs: 'proxies' } },
    { key: 'chat-group', label: 'nav.chatGroup', link: { url: `${externalHosts.community}/chat` } },
    { key: 'scan', label: 'nav.scan', link: { url: `${externalHosts.scan}/` } },
    { key: 'help', label: 'nav.help', link: { route: 'helps', else: { docs: 'faq' } } },
    { key: 'video', label: 'nav.video', link: { url: `${externalHosts.video}/` } },
    { key: 'partner-plan', label: 'nav.partnerPlan', link: { route: 'partner-plan' } },
    { key: 'about-us', label: 'nav.aboutUs', link: { route: 'about' } },
    { key: 'news', label: 'nav.news', link: { route: 'news' } },
    { key: 'promotion', label: 'nav.promotion', link: { route: 'super-september' } },
  ],
  solutions: [
    'affiliate-marketing',
    'e-commerce',
    'digital-agency',
    'social-marketing',
    'web-scraping',
    'traffic-arbitrage',
    'facebook',
    'tiktok',
    'amazon',
    'crypto',
  ],
  features: [
    'multi-account-management',
    'synchronizer',
    'rpa',
    'local-api',
    'multi-profiles-management',
    'teamwork',
    'antidetect-browser',
  ],
  footer: [
    { title: 'footer.product', routes: ['pricing', 'download', 'solutions', 'use-cases', 'release'] },
    { title: 'footer.resources', routes: ['blog', 'news', 'guide', 'helps', 'faq', 'links'] },
    { title: 'footer.company', routes: ['about', 'partner', 'partner-plan', 'referral', 'pre-sales'] },
    { title: 'footer.compare', alternatives: true },
  ],
};

/** The docs link map (spec 2.3): `/docs/…`, `/ru/docs/…`, `/pt/docs/…`, `/vi/docs/…` on the docs host. */
export const docs: SiteInput['docs'] = {
  host: 'docs',
  prefixes: { ru: '/ru/docs', pt: '/pt/docs', vn: '/vi/docs' },
  defaultPrefix: '/docs',
  pages: { proxies: 'proxies', profiles: 'profiles', automation: 'automation', faq: 'faq' },
};
