import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { validValuesHint } from './hints.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * Locales and sites: unique codes and tags, valid BCP-47 tags, every locale on a declared site,
 * one bare locale per site (and every site has one), exactly one catch-all locale, bare.
 */
export function checkLocales(m: Pick<SiteManifest, 'locales' | 'sites'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const siteIds = m.sites.map((site) => site.id);
  duplicates(m.sites.map((site) => site.id)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_SITE', `Two sites have the id "${m.sites[index]?.id}" (sites[${first}] and sites[${index}]).`, { path: `sites[${index}].id`, hint: 'Give each site its own id.' })),
  );
  duplicates(m.sites.map((site) => site.origin)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_SITE', `Two sites have the origin ${m.sites[index]?.origin} (sites[${first}] and sites[${index}]).`, { path: `sites[${index}].origin`, hint: 'Each site is its own domain.' })),
  );
  duplicates(m.locales.map((locale) => locale.code)).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_LOCALE', `Two locales have the URL code "${m.locales[index]?.code}" (locales[${first}] and locales[${index}]).`, { path: `locales[${index}].code`, hint: 'URL codes must be unique.' })),
  );
  duplicates(m.locales.map((locale) => locale.tag.toLowerCase())).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_LOCALE', `Two locales have the tag "${m.locales[index]?.tag}" (locales[${first}] and locales[${index}]).`, { path: `locales[${index}].tag`, hint: 'Tags must be unique: hreflang and sitemaps use them.' })),
  );

  m.locales.forEach((locale, index) => {
    out.push(...checkTag(locale.tag, `locales[${index}].tag`));
    if (!siteIds.includes(locale.site)) {
      out.push(
        diagnostic('UNKNOWN_SITE', `Locale "${locale.code}" is on site "${locale.site}", which is not declared: it has no site.`, {
          path: `locales[${index}].site`,
          hint: validValuesHint('sites', locale.site, siteIds),
        }),
      );
    }
  });

  for (const site of m.sites) {
    const bare = m.locales.map((locale, index) => ({ locale, index })).filter(({ locale }) => locale.site === site.id && locale.bare);
    const [, second] = bare;
    if (second) {
      out.push(
        diagnostic('TWO_BARE_LOCALES', `Site "${site.id}" has two bare locales, "${bare[0]?.locale.code}" and "${second.locale.code}": both would own ${site.origin}/.`, {
          path: `locales[${second.index}].bare`,
          hint: `Keep one bare locale per site; prefix the other (bare: false) or move it to its own site.`,
        }),
      );
    }
    if (bare.length === 0 && m.locales.some((locale) => locale.site === site.id)) {
      out.push(diagnostic('SITE_WITHOUT_ROOT', `Site "${site.id}" has no bare locale, so nothing answers ${site.origin}/.`, { path: `sites[${m.sites.indexOf(site)}]`, hint: 'Mark one of its locales bare: true.' }));
    }
  }

  const catchAll = m.locales.map((locale, index) => ({ locale, index })).filter(({ locale }) => locale.catchAll);
  if (catchAll.length !== 1) {
    out.push(
      diagnostic('CATCH_ALL', `There are ${catchAll.length} catch-all locales (${catchAll.map(({ locale }) => locale.code).join(', ') || 'none'}); there must be exactly one.`, {
        path: catchAll[1] ? `locales[${catchAll[1].index}].catchAll` : 'locales',
        hint: 'Set catchAll: true on the default language (en) only.',
      }),
    );
  } else if (catchAll[0] && !catchAll[0].locale.bare) {
    out.push(diagnostic('CATCH_ALL', `The catch-all locale "${catchAll[0].locale.code}" must be bare: it answers the site root.`, { path: `locales[${catchAll[0].index}].bare`, hint: 'Set bare: true on it.' }));
  }
  return out;
}

/** A BCP-47 tag: syntactically valid, written in canonical case, with a known language. */
export function checkTag(tag: string, path: string): Diagnostic[] {
  let canonical: string;
  try {
    [canonical = tag] = Intl.getCanonicalLocales(tag);
  } catch {
    return [diagnostic('INVALID_LOCALE_TAG', `"${tag}" is not a valid BCP-47 language tag.`, { path, hint: 'Write language-REGION with a hyphen, e.g. "de-DE", "pt-PT", "zh-TW".' })];
  }
  if (canonical.toLowerCase() === tag.toLowerCase() && canonical !== tag) {
    return [diagnostic('INVALID_LOCALE_TAG', `"${tag}" is not written in canonical form.`, { path, hint: `Write it as "${canonical}".` })];
  }
  const language = tag.split('-')[0] ?? tag;
  const name = languageNames.of(language);
  if (!name || name === language) {
    return [diagnostic('UNKNOWN_LANGUAGE', `The language "${language}" of tag "${tag}" is not a known language.`, { path, hint: 'Use an ISO 639 language code, e.g. "de", "vi", "ja".' })];
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
