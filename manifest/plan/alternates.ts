import type { PlanContext } from './context.ts';
import type { DraftPage } from './routes.ts';
import type { Alternate, PlannedPage } from './types.ts';

/**
 * Links translations: pages with the same identity (template and subject, or translation key)
 * are each other's hreflang alternates. Only real pages take part, so fallback URLs never do;
 * pages outside sitemaps (error pages, `/_icons`) have no alternates.
 */
export function attachAlternates(ctx: PlanContext, drafts: readonly DraftPage[]): PlannedPage[] {
  const order = new Map(ctx.codes.map((code, index) => [code, index]));
  const groups = new Map<string, DraftPage[]>();
  for (const draft of drafts) {
    if (!draft.sitemap) continue;
    groups.set(draft.identity, [...(groups.get(draft.identity) ?? []), draft]);
  }
  for (const group of groups.values()) group.sort((a, b) => (order.get(a.locale) ?? 0) - (order.get(b.locale) ?? 0));

  // One alternates list per group, shared by its pages.
  type Links = { alternates: readonly Alternate[]; xDefault?: string };
  const linked = new Map<string, Links>();
  const none: Links = { alternates: [] };
  const linksOf = (identity: string): Links => {
    let links = linked.get(identity);
    if (!links) {
      const group = groups.get(identity) ?? [];
      const xDefault = group.find((other) => other.locale === ctx.catchAll?.code)?.url;
      const alternates = group.map((other) => ({ locale: other.locale, tag: ctx.localeByCode.get(other.locale)?.tag ?? other.locale, url: other.url }));
      linked.set(identity, (links = { alternates, ...(xDefault ? { xDefault } : {}) }));
    }
    return links;
  };
  return drafts.map(({ identity, ...page }) => {
    const { alternates, xDefault } = page.sitemap ? linksOf(identity) : none;
    return { ...page, alternates, ...(xDefault ? { xDefault } : {}) };
  });
}
