import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * Locales and sites: unique codes and tags, valid BCP-47 tags, every locale on a declared site,
 * one bare locale per site (and every site has one), exactly one catch-all locale, bare.
 */
export function checkLocales(m: Pick<SiteManifest, 'locales' | 'sites'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const siteIds = m.sites.map((site) => site.id);
  duplicates(m.sites.map((site) => site.id)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_SITE', { case: 'id', value: m.sites[index]?.id ?? '', first, index }, { path: `sites[${index}].id` })),
  );
  duplicates(m.sites.map((site) => site.origin)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_SITE', { case: 'origin', value: m.sites[index]?.origin ?? '', first, index }, { path: `sites[${index}].origin` })),
  );
  duplicates(m.locales.map((locale) => locale.code)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_LOCALE', { case: 'code', value: m.locales[index]?.code ?? '', first, index }, { path: `locales[${index}].code` })),
  );
  duplicates(m.locales.map((locale) => locale.tag.toLowerCase())).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_LOCALE', { case: 'tag', value: m.locales[index]?.tag ?? '', first, index }, { path: `locales[${index}].tag` })),
  );

  m.locales.forEach((locale, index) => {
    out.push(...checkTag(locale.tag, `locales[${index}].tag`));
    if (!siteIds.includes(locale.site)) {
      out.push(diagnostic('UNKNOWN_SITE', { locale: locale.code, site: locale.site, known: siteIds }, { path: `locales[${index}].site` }));
    }
  });

  for (const site of m.sites) {
    const bare = m.locales.map((locale, index) => ({ locale, index })).filter(({ locale }) => locale.site === site.id && locale.bare);
    const [, second] = bare;
    if (second) {
      out.push(diagnostic('TWO_BARE_LOCALES', { site: site.id, origin: site.origin, first: bare[0]?.locale.code ?? '', second: second.locale.code }, { path: `locales[${second.index}].bare` }));
    }
    if (bare.length === 0 && m.locales.some((locale) => locale.site === site.id)) {
      out.push(diagnostic('SITE_WITHOUT_ROOT', { site: site.id, origin: site.origin }, { path: `sites[${m.sites.indexOf(site)}]` }));
    }
  }

  const catchAll = m.locales.map((locale, index) => ({ locale, index })).filter(({ locale }) => locale.catchAll);
  if (catchAll.length !== 1) {
    out.push(diagnostic('CATCH_ALL', { case: 'count', locales: catchAll.map(({ locale }) => locale.code) }, { path: catchAll[1] ? `locales[${catchAll[1].index}].catchAll` : 'locales' }));
  } else if (catchAll[0] && !catchAll[0].locale.bare) {
    out.push(diagnostic('CATCH_ALL', { case: 'prefixed', locale: catchAll[0].locale.code }, { path: `locales[${catchAll[0].index}].bare` }));
  }
  return out;
}

/** A BCP-47 tag: syntactically valid, written in canonical case, with a known language. */
function checkTag(tag: string, path: string): Diagnostic[] {
  let canonical: string;
  try {
    [canonical = tag] = Intl.getCanonicalLocales(tag);
  } catch {
    return [diagnostic('INVALID_LOCALE_TAG', { case: 'syntax', tag }, { path })];
  }
  if (canonical.toLowerCase() === tag.toLowerCase() && canonical !== tag) {
    return [diagnostic('INVALID_LOCALE_TAG', { case: 'case', tag, canonical }, { path })];
  }
  const language = tag.split('-')[0] ?? tag;
  const name = languageNames.of(language);
  if (!name || name === language) {
    return [diagnostic('UNKNOWN_LANGUAGE', { tag, language }, { path })];
  }
  return [];
}

/** `[index, firstIndex]` for every value seen before. */
function duplicates(values: readonly string[]): [number, number][] {
  const first = new Map<string, number>();
  const out: [number, number][] = [];
  values.forEach((value, index) => {
    const seen = first.get(value);
    if (seen === undefined) first.set(value, index);
    else out.push([index, seen]);
  });
  return out;
}

export { duplicates, formatPath };
