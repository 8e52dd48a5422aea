import { defineSite } from '../define-site.ts';
import { alternatives } from './alternatives.ts';
import { collections } from './collections.ts';
import { externalHosts, trustedDomains } from './domains.ts';
import { features } from './features.ts';
import { locales, sites } from './locales.ts';
import { docs, menus } from './menus.ts';
import { redirects } from './redirects.ts';
import { guards, routes } from './routes.ts';
import { siteConfig } from './site-config.ts';
import { solutions } from './solutions.ts';
import { currencies, pricing, thirdParties } from './third-parties.ts';
import { translations } from './translations.ts';
import { useCases, useCaseSwap } from './use-cases.ts';

/**
 * The site's manifest. Each section is `export const <section>` in one file of this folder;
 * `site check` names that file in its messages.
 */
export default defineSite({
  brand: { name: 'Polyprofile' },
  sites,
  locales,
  externalHosts,
  trustedDomains,
  guards,
  routes,
  collections,
  solutions,
  features,
  alternatives,
  useCases,
  useCaseSwap,
  menus,
  docs,
  translations,
  redirects,
  siteConfig,
  thirdParties,
  currencies,
  pricing,
});
