import type { Diagnostic } from '../diagnostics.ts';
import { SiteManifest } from '../schema/index.ts';
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
import { checkUseCaseLandings } from './check-use-case-landings.ts';
import { parseSections } from './parse.ts';
import { isWithin } from './salvage.ts';

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

/** What validation gives: every diagnostic, and the manifest when its shape is complete. */
export interface Validated {
  manifest?: SiteManifest;
  diagnostics: Diagnostic[];
  /**
   * Every section parsed, with the list entries that did not (`standIns`) replaced by inert
   * stand-ins: what the later checks may run on while the manifest has shape errors. Absent when a
   * section did not parse at all.
   */
  partial?: { manifest: SiteManifest; standIns: string[] };
}

/**
 * Validates a manifest: zod shapes section by section, then the pure cross-checks of every
 * section that parsed (stand-ins in place of list entries that did not; what the cross-checks say
 * about a stand-in is left out, its shape error says it). Returns all diagnostics at once, and the
 * manifest when it is complete.
 */
export function validateManifest(input: unknown): Validated {
  const { sections, diagnostics: shape, standIns } = parseSections(input);
  const parsed = sections as Sections;
  const crossChecks: Diagnostic[] = [];
  for (const { needs, run } of CHECKS as Check<keyof SiteManifest>[]) {
    if (needs.every((key) => parsed[key] !== undefined)) crossChecks.push(...run(parsed as SiteManifest));
  }
  if (parsed.locales) {
    const codes = parsed.locales.map((locale) => locale.code);
    crossChecks.push(...checkLocaleReferences(codes, parsed), ...checkAvailability(codes, parsed), ...checkSwapTargets(codes, parsed), ...checkUseCaseLandings(codes, parsed));
  }
  const standInSet = new Set(standIns);
  const diagnostics = [...shape, ...crossChecks.filter((d) => !isWithin(d.path, standInSet))];
  const everySection = (Object.keys(SiteManifest.shape) as (keyof SiteManifest)[]).every((key) => parsed[key] !== undefined);
  const partial = everySection ? { partial: { manifest: parsed as SiteManifest, standIns } } : {};
  return shape.length === 0 ? { manifest: parsed as SiteManifest, diagnostics, ...partial } : { diagnostics, ...partial };
}
