import type { SiteInput } from '../define-site.ts';

/** Feature pages at the site root, `/{slug}` (D6). */
export const features: SiteInput['features'] = [
  { slug: 'multi-account-management' },
  { slug: 'synchronizer' },
  { slug: 'rpa' },
  { slug: 'local-api' },
  { slug: 'multi-profiles-management' },
  { slug: 'teamwork' },
  { slug: 'antidetect-browser', languages: ['en', 'pt'] },
];
