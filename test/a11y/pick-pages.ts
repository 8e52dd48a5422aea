/**
 * Which built pages the accessibility audit opens: one page of every page kind of
 * `templates/registry.ts`, spread over the locales so the audit meets every script, the home page
 * of every site, and the error pages. Pure: the plan decides.
 */
import type { PlannedPage, SitePlan } from '../../manifest/plan/types.ts';
import { TEMPLATES } from '../../templates/registry.ts';

/** A page to audit and why it was picked. */
export interface AuditPage {
  site: string;
  path: string;
  /** The page kind (`templates/registry.ts`), `not-found` for an unknown path. */
  kind: string;
}

/**
 * One page per template, the i-th template taken in the i-th locale that has one (so twenty
 * locales share the thirty-odd kinds), each site's home page, and an unknown path per site (its 404
 * page). A template no planned page uses is reported by the caller, not skipped here.
 */
export function pickAuditPages(plan: SitePlan): AuditPage[] {
  const codes = plan.locales.map((locale) => locale.code);
  const picked: AuditPage[] = [];
  Object.keys(TEMPLATES).forEach((template, index) => {
    const pages = plan.pages.filter((page) => page.template === template);
    const rotated = [...codes.slice(index % codes.length), ...codes.slice(0, index % codes.length)];
    const page = rotated.map((code) => pages.find((candidate) => candidate.locale === code)).find((found): found is PlannedPage => found !== undefined);
    if (page) picked.push({ site: page.site, path: page.path, kind: template });
  });
  for (const site of plan.sites) {
    const home = plan.pages.find((page) => page.site === site.id && page.template === 'home' && !picked.some((item) => item.site === site.id && item.path === page.path));
    if (home) picked.push({ site: site.id, path: home.path, kind: 'home' });
    picked.push({ site: site.id, path: '/a11y-audit-missing-page', kind: 'not-found' });
  }
  return picked;
}
