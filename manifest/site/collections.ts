import type { SiteInput } from '../define-site.ts';

/** Taxonomy of each content collection: front matter may only use these categories and tags. */
export const collections: SiteInput['collections'] = {
  blog: {
    categories: ['multi-accounting', 'affiliate-marketing', 'e-commerce', 'social-media', 'privacy-security'],
    tags: ['facebook', 'tiktok', 'amazon', 'proxies', 'fingerprints', 'automation', 'teamwork', 'ads', 'crypto', 'beginners'],
  },
  news: {
    categories: ['product', 'company', 'industry'],
    tags: ['release', 'partnership', 'event', 'pricing', 'security', 'community'],
  },
  guide: {
    categories: ['getting-started', 'advanced'],
    tags: ['profiles', 'proxies', 'automation', 'teamwork'],
  },
  helps: {
    categories: ['account', 'profiles', 'proxies', 'billing'],
    tags: ['profiles', 'proxies', 'automation', 'teamwork', 'payments'],
  },
  release: {},
  faq: { categories: ['general', 'billing', 'technical'] },
  partners: { categories: ['proxy', 'payments', 'automation', 'agency'] },
};
