import type { SiteInput } from '../define-site.ts';
import { solutionsLandingLocales, useCasesLandingLocales } from './routes.ts';

/** Use cases exist where a solutions landing page does. */
const landing = [...solutionsLandingLocales, ...useCasesLandingLocales];

/** A use case limited to some locales: `{ slug, languages }` in the list below. */
type LimitedUseCase = { slug: string; languages: string[] };

/**
 * Use cases: the sections of the solutions landing page (`/solutions` or `/use-cases`) and their
 * pages `/use-cases/{slug}` (D5). Which ones a locale shows is decided by `useCaseSwap`. A bare
 * slug is on every landing page; `{ slug, languages }` only in those locales.
 */
export const useCases: SiteInput['useCases'] = [
  'traffic',
  'ad-placement',
  'e-commerce',
  'affiliate-market',
  'media-market',
  'data-collection',
  'betting',
  'crypto',
  'agencies',
  'price-comparison',
  'ticketing',
  'self-examination',
  'web-scraping',
].map((entry: string | LimitedUseCase) => (typeof entry === 'string' ? { slug: entry, languages: landing } : entry));

/** The slug swap of spec 2.5: zh and tc show the right-hand slugs; every other locale the left-hand ones. */
export const useCaseSwap: SiteInput['useCaseSwap'] = {
  locales: ['zh', 'tc'],
  replace: {
    betting: 'media-market',
    crypto: 'data-collection',
    agencies: 'price-comparison',
    ticketing: 'self-examination',
    'web-scraping': null,
  },
};
