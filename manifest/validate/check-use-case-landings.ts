import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { expandLanguages, selects } from '../plan/locales.ts';
import type { SiteManifest } from '../schema/index.ts';

/** The template of the landing page whose sections the use cases are (spec 2.5). */
const LANDING_TEMPLATE = 'solutions-landing';

/**
 * Every use case is available only where a use-case landing is (USE_CASE_NO_LANDING): the locales
 * the `solutions-landing` routes' `locales` guards let through. A landing route without such a
 * guard exists everywhere, and then there is nothing to check.
 */
export function checkUseCaseLandings(codes: readonly string[], m: Partial<Pick<SiteManifest, 'useCases' | 'routes' | 'guards'>>): Diagnostic[] {
  const { useCases, routes, guards } = m;
  if (!useCases || !routes || !guards) return [];
  const landing = useCaseLandingLocales(codes, { routes, guards });
  if (landing.length === 0 || landing.length === codes.length) return [];
  const out: Diagnostic[] = [];
  useCases.forEach((item, index) => {
    const outside = expandLanguages(item.languages, codes).filter((code) => !landing.includes(code));
    if (outside.length) out.push(diagnostic('USE_CASE_NO_LANDING', { slug: item.slug, outside, landing }, { path: formatPath(['useCases', index, 'languages']) }));
  });
  return out;
}

/**
 * The locales (of `codes`, in their order) that have a use-case landing: those the
 * `solutions-landing` routes' `locales` guards let through (every locale for a route without one).
 */
export function useCaseLandingLocales(codes: readonly string[], m: Pick<SiteManifest, 'routes' | 'guards'>): string[] {
  const landing = new Set<string>();
  for (const route of m.routes.filter((candidate) => candidate.template === LANDING_TEMPLATE)) {
    let where = [...codes];
    for (const name of route.guards) {
      const guard = m.guards[name];
      if (guard?.type === 'locales') where = where.filter((code) => selects(guard.locales, code));
    }
    for (const code of where) landing.add(code);
  }
  return codes.filter((code) => landing.has(code));
}
