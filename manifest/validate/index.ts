import type { Diagnostic } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { checkAvailability } from './check-availability.ts';
import { checkConfig } from './check-config.ts';
import { checkItems, checkSwap } from './check-items.ts';
import { checkLocales } from './check-locales.ts';
import { checkNavigation } from './check-navigation.ts';
import { checkLocaleReferences } from './check-references.ts';
import { checkRedirectTargets } from './check-redirect-targets.ts';
import { checkRoutePaths } from './check-route-paths.ts';
import { checkRoutes } from './check-routes.ts';
import { checkSwapTargets } from './check-swap-targets.ts';
import { parseSections } from './parse.ts';

type Sections = Partial<SiteManifest>;

/** A cross-check and the sections it needs parsed; it runs only when they all are. */
interface Check<K extends keyof SiteManifest> {
  needs: readonly K[];
  run(m: Pick<SiteManifest, K>): Diagnostic[];
}

function check<K extends keyof SiteManifest>(needs: readonly K[], run: (m: Pick<SiteManifest, K>) => Diagnostic[]): Check<K> {
  return { needs, run };
}

const CHECKS = [
  check(['locales', 'sites'], checkLocales),
  check(['routes', 'guards', 'locales'], checkRoutes),
  check(['routes'], checkRoutePaths),
  check(['redirects'], checkRedirectTargets),
  check(['solutions', 'features', 'alternatives', 'useCases'], checkItems),
  // The swap table is optional: checkSwap has nothing to check without it.
  check(['useCases'], checkSwap),
  check(['menus', 'routes', 'solutions', 'features', 'alternatives', 'docs', 'trustedDomains', 'externalHosts'], checkNavigation),
  check(['siteConfig', 'locales', 'externalHosts', 'trustedDomains', 'redirects', 'currencies', 'pricing'], checkConfig),
];

/**
 * Validates a manifest: zod shapes section by section, then the pure cross-checks of every
 * section that parsed. Returns all diagnostics at once, and the manifest when it is complete.
 */
export function validateManifest(input: unknown): { manifest?: SiteManifest; diagnostics: Diagnostic[] } {
  const { sections, diagnostics } = parseSections(input);
  const parsed = sections as Sections;
  for (const { needs, run } of CHECKS as Check<keyof SiteManifest>[]) {
    if (needs.every((key) => parsed[key] !== undefined)) diagnostics.push(...run(parsed as SiteManifest));
  }
  if (parsed.locales) {
    const codes = parsed.locales.map((locale) => locale.code);
    diagnostics.push(...checkLocaleReferences(codes, parsed), ...checkAvailability(codes, parsed), ...checkSwapTargets(codes, parsed));
  }
  const complete = diagnostics.every((d) => d.code !== 'SCHEMA_INVALID' && d.code !== 'SCHEMA_MISSING' && d.code !== 'SCHEMA_UNKNOWN_KEY');
  return complete ? { manifest: parsed as SiteManifest, diagnostics } : { diagnostics };
}
