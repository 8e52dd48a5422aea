import { formatPath } from '../diagnostics.ts';
import type { PlanContext } from './context.ts';
import { expandLanguages, localize } from './locales.ts';
import type { PlanLocale, PlanSite, Rule } from './types.ts';

/**
 * Spec 2.6 / D2: `/{code}` and `/{code}/…` of a locale that lives elsewhere (or is the bare
 * locale of this site, like `/en/…` on main) answer with that locale's site, prefix stripped
 * for bare locales, query kept.
 */
export function localeSiteRules(ctx: PlanContext, site: PlanSite): Rule[] {
  const status = ctx.manifest.redirects.localeSites.status;
  const rules: Rule[] = [];
  for (const locale of ctx.locales) {
    if (locale.site === site.id && !locale.bare) continue;
    rules.push({
      id: `redirects.localeSites@${locale.code}`,
      kind: 'locale-site',
      source: `${locale.source}.site`,
      locale: locale.code,
      match: { type: 'segment', path: `/${locale.code}` },
      status,
      to: { type: 'splat', base: `${locale.origin}${locale.prefix}` },
      query: 'keep',
      note: `locale "${locale.code}" is served by site "${locale.site}"`,
    });
  }
  return rules;
}

/** D7: a locale's blog, news and guide URLs go to an external blog host. */
export function externalBlogRules(ctx: PlanContext, locale: PlanLocale): Rule[] {
  const exact: Rule[] = [];
  const broad: Rule[] = [];
  ctx.manifest.redirects.externalBlogs.forEach((blog, blogIndex) => {
    if (!blog.locales.includes(locale.code)) return;
    const origin = ctx.manifest.externalHosts[blog.host] ?? '';
    const source = formatPath(['redirects', 'externalBlogs', blogIndex]);
    const base = { kind: 'external-blog' as const, locale: locale.code, status: blog.status };
    for (const collection of blog.collections) {
      const root = localize(`/${collection}`, locale);
      for (const [slug, articlePath] of Object.entries(blog.articles)) {
        exact.push({
          ...base,
          id: `${source}.articles.${slug}@${locale.code}:${collection}`,
          source: formatPath(['redirects', 'externalBlogs', blogIndex, 'articles', slug]),
          match: { type: 'exact', path: `${root}/${slug}` },
          to: { type: 'url', url: `${origin}${articlePath}` },
          query: 'keep',
        });
      }
      for (const category of ctx.manifest.collections[collection]?.categories ?? []) {
        const to = { type: 'url' as const, url: `${origin}/?${blog.categoryQuery}=${encodeURIComponent(category)}` };
        const categorySource = formatPath(['redirects', 'externalBlogs', blogIndex, 'categoryQuery']);
        exact.push({ ...base, id: `${categorySource}@${locale.code}:${collection}-${category}`, source: categorySource, match: { type: 'exact', path: `${root}-${category}` }, to, query: 'drop' });
        broad.push({ ...base, id: `${categorySource}@${locale.code}:${collection}-${category}/*`, source: categorySource, match: { type: 'prefix', prefix: `${root}-${category}/` }, to, query: 'drop' });
      }
      const home = { type: 'url' as const, url: `${origin}/` };
      broad.push({ ...base, id: `${source}@${locale.code}:${collection}`, source, match: { type: 'segment', path: root }, to: home, query: 'keep' });
      broad.push({ ...base, id: `${source}@${locale.code}:${collection}-*`, source, match: { type: 'prefix', prefix: `${root}-` }, to: home, query: 'keep' });
    }
  });
  return [...exact, ...broad];
}

/** Fixed path redirects (legacy ids, renamed articles, capitalised paths), per locale. */
export function pathRedirectRules(ctx: PlanContext, locale: PlanLocale): Rule[] {
  const rules: Rule[] = [];
  ctx.manifest.redirects.paths.forEach((redirect, index) => {
    if (!expandLanguages(redirect.locales, ctx.codes).includes(locale.code)) return;
    const source = formatPath(['redirects', 'paths', index]);
    rules.push({
      id: `${source}@${locale.code}`,
      kind: 'path',
      source,
      locale: locale.code,
      match: { type: 'exact', path: localize(redirect.from, locale) },
      status: redirect.status,
      to: { type: 'path', path: localize(redirect.to, locale) },
      query: 'keep',
      ...(redirect.note ? { note: redirect.note } : {}),
    });
  });
  return rules;
}

/** Human form of a match for tables: `/de/guide/*`, `/ru/**`. */
export function formatMatch(rule: Rule): string {
  const match = rule.match;
  if (match.type === 'exact') return match.path;
  if (match.type === 'prefix') return `${match.prefix}*`;
  return `${match.path}(/*)`;
}
