/** Codes of locales and sites (`manifest/validate/check-locales.ts`, `check-references.ts`, `check-config.ts`; D1, D2). */
import { validValuesHint } from '../validate/hints.ts';
import { defineCode } from './define.ts';
import { LOCALE_CODES } from './examples.ts';

/** Where a locale code is written. */
export type LocalePlace =
  | { place: 'item'; item: 'solution' | 'feature' | 'alternative' | 'use case'; name: string }
  | { place: 'guard'; name: string }
  | { place: 'redirect'; from: string }
  | { place: 'swap-locales' | 'external-blog' | 'docs-prefixes' | 'site-config' };

const PLACES = { 'swap-locales': 'the slug-swap locales', 'external-blog': 'an external blog', 'docs-prefixes': 'the docs prefixes', 'site-config': 'the site config' };

function describePlace(where: LocalePlace): string {
  if (where.place === 'item') return `the languages of ${where.item} "${where.name}"`;
  if (where.place === 'guard') return `guard "${where.name}"`;
  if (where.place === 'redirect') return `the redirect from ${where.from}`;
  return PLACES[where.place];
}

export const LOCALE_SITE_CODES = {
  UNKNOWN_LOCALE: defineCode('error', 'Unknown locale', {
    message: (d: { code: string; where: LocalePlace; known: readonly string[] }) => `Unknown locale "${d.code}" in ${describePlace(d.where)}.`,
    hint: (d) => validValuesHint('locales', d.code, d.known),
    meaning: 'A locale code is written somewhere (the languages of an item, a guard, a redirect, the docs prefixes, the site config) that no entry of `locales` declares. Locales are written as URL codes (`jp`, `tc`, `vn`), not language tags (`ja`, `zh-TW`, `vi`).',
    fix: 'Write the URL code the hint suggests, or declare the locale in `manifest/site/locales.ts` first.',
  }).example('manifest/site/alternatives.ts', "  { rival: 'octo-browser', name: 'Octo Browser', languages: { except: ['zh', 'tc', 'ja'] } },", { code: 'ja', where: { place: 'item', item: 'alternative', name: 'octo-browser' }, known: LOCALE_CODES }, { file: 'manifest/site/alternatives.ts', line: 12, path: 'alternatives[4].languages.except[2]' }),
  UNKNOWN_SITE: defineCode('error', 'Locale without a site', {
    message: (d: { locale: string; site: string; known: readonly string[] }) => `Locale "${d.locale}" is on site "${d.site}", which is not declared: it has no site.`,
    hint: (d) => validValuesHint('sites', d.site, d.known),
    meaning: 'Each locale is served by one site (one domain, one deployable root, D2). This locale names a site id that `sites` does not declare, so none of its pages would be built.',
    fix: 'Use one of the declared site ids, or add the site to `sites` in `manifest/site/locales.ts` (its origin goes in `domains.ts`).',
  }).example('manifest/site/locales.ts', "  { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'mian' },", { locale: 'de', site: 'mian', known: ['main', 'zh', 'ru'] }, { file: 'manifest/site/locales.ts', line: 30, path: 'locales[14].site' }),
  INVALID_LOCALE_TAG: defineCode('error', 'Invalid locale tag', {
    message: (d: { case: 'syntax'; tag: string } | { case: 'case'; tag: string; canonical: string }) =>
      d.case === 'syntax' ? `"${d.tag}" is not a valid BCP-47 language tag.` : `"${d.tag}" is not written in canonical form.`,
    hint: (d) => (d.case === 'syntax' ? 'Write language-REGION with a hyphen, e.g. "de-DE", "pt-PT", "zh-TW".' : `Write it as "${d.canonical}".`),
    meaning: 'A locale `tag` is what `hreflang`, `<html lang>` and the sitemap names use, so it must be a BCP-47 language tag in its canonical spelling (`pt-PT`, not `pt_PT` or `pt-pt`).',
    fix: 'Write the tag as language-REGION with a hyphen, the language in lower case and the region in upper case.',
  }).example('manifest/site/locales.ts', "  { code: 'de', tag: 'de_DE', name: 'Deutsch', site: 'main' },", { case: 'syntax', tag: 'de_DE' }, { file: 'manifest/site/locales.ts', line: 30, path: 'locales[14].tag' }),
  UNKNOWN_LANGUAGE: defineCode('warning', 'Unknown language', {
    message: (d: { tag: string; language: string }) => `The language "${d.language}" of tag "${d.tag}" is not a known language.`,
    hint: () => 'Use an ISO 639 language code, e.g. "de", "vi", "ja".',
    meaning: 'The tag is well formed, but its language subtag is not a language that browsers and search engines know, so hreflang would point nowhere useful. Often a URL code used as a tag (`vn` instead of `vi`).',
    fix: 'Use the ISO 639 code of the language in the tag; the URL `code` may stay as it is.',
  }).example('manifest/site/locales.ts', "  { code: 'vn', tag: 'vn-VN', name: 'Tiếng Việt', site: 'main' },", { tag: 'vn-VN', language: 'vn' }, { file: 'manifest/site/locales.ts', line: 19, path: 'locales[3].tag' }),
  DUPLICATE_LOCALE: defineCode('error', 'Locale declared twice', {
    message: (d: { case: 'code' | 'tag'; value: string; first: number; index: number }) =>
      `Two locales have the ${d.case === 'code' ? 'URL code' : 'tag'} "${d.value}" (locales[${d.first}] and locales[${d.index}]).`,
    hint: (d) => (d.case === 'code' ? 'URL codes must be unique.' : 'Tags must be unique: hreflang and sitemaps use them.'),
    meaning: 'Two entries of `locales` share a URL code (both would own `/de/…`) or a tag (both would claim one hreflang and one sitemap).',
    fix: 'Remove the second entry, or give it its own URL code and tag (`{ code: \'at\', tag: \'de-AT\', … }`).',
  }).example('manifest/site/locales.ts', "  { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'main' },\n  …\n  { code: 'de', tag: 'de-AT', name: 'Deutsch (Österreich)', site: 'main' },", { case: 'code', value: 'de', first: 14, index: 20 }, { file: 'manifest/site/locales.ts', line: 36, path: 'locales[20].code' }),
  DUPLICATE_SITE: defineCode('error', 'Site declared twice', {
    message: (d: { case: 'id' | 'origin'; value: string; first: number; index: number }) =>
      d.case === 'id' ? `Two sites have the id "${d.value}" (sites[${d.first}] and sites[${d.index}]).` : `Two sites have the origin ${d.value} (sites[${d.first}] and sites[${d.index}]).`,
    hint: (d) => (d.case === 'id' ? 'Give each site its own id.' : 'Each site is its own domain.'),
    meaning: 'Two entries of `sites` share an id or an origin. Each site is one domain and one deployable root under `dist/<site>/` (D2).',
    fix: 'Give each site its own id and its own origin (origins are declared in `manifest/site/domains.ts`).',
  }).example('manifest/site/locales.ts', "  { id: 'zh', origin: origins.zh, api: 'secondary' },\n  { id: 'ru', origin: origins.zh, api: 'secondary' },", { case: 'origin', value: 'https://www.polyprofile-cn.example', first: 1, index: 2 }, { file: 'manifest/site/locales.ts', line: 8, path: 'sites[2].origin' }),
  TWO_BARE_LOCALES: defineCode('error', 'Two bare locales on one site', {
    message: (d: { site: string; origin: string; first: string; second: string }) => `Site "${d.site}" has two bare locales, "${d.first}" and "${d.second}": both would own ${d.origin}/.`,
    hint: () => `Keep one bare locale per site; prefix the other (bare: false) or move it to its own site.`,
    meaning: 'A bare locale has no URL prefix: its home is the site root. Two bare locales on one site would both claim every unprefixed URL (D2).',
    fix: 'Remove `bare: true` from one of them (it is then served under `/de/…`), or give it a site of its own.',
  }).example('manifest/site/locales.ts', "  { code: 'de', tag: 'de-DE', name: 'Deutsch', site: 'main', bare: true },", { site: 'main', origin: 'https://www.polyprofile.example', first: 'en', second: 'de' }, { file: 'manifest/site/locales.ts', line: 30, path: 'locales[14].bare' }),
  SITE_WITHOUT_ROOT: defineCode('error', 'Site without a bare locale', {
    message: (d: { site: string; origin: string }) => `Site "${d.site}" has no bare locale, so nothing answers ${d.origin}/.`,
    hint: () => 'Mark one of its locales bare: true.',
    meaning: 'A site has locales, but all of them are prefixed, so its root URL and every unprefixed path would have no page.',
    fix: 'Mark the site\'s main language `bare: true`.',
  }).example('manifest/site/locales.ts', "  { code: 'ru', tag: 'ru-RU', name: 'Русский', site: 'ru' },", { site: 'ru', origin: 'https://www.polyprofile-ru.example' }, { file: 'manifest/site/locales.ts', line: 8, path: 'sites[2]' }),
  CATCH_ALL: defineCode('error', 'Not exactly one bare catch-all locale', {
    message: (d: { case: 'count'; locales: readonly string[] } | { case: 'prefixed'; locale: string }) =>
      d.case === 'count'
        ? `There are ${d.locales.length} catch-all locales (${d.locales.join(', ') || 'none'}); there must be exactly one.`
        : `The catch-all locale "${d.locale}" must be bare: it answers the site root.`,
    hint: (d) => (d.case === 'count' ? 'Set catchAll: true on the default language (en) only.' : 'Set bare: true on it.'),
    meaning: 'The catch-all locale answers every URL no other locale claims, and lends its site config and messages to locales that lack them. There must be exactly one, and it must be bare (D1, D2).',
    fix: 'Keep `catchAll: true` on the default language (en) only, and make sure that locale is `bare: true`.',
  }).example('manifest/site/locales.ts', "  { code: 'ru', tag: 'ru-RU', name: 'Русский', site: 'ru', bare: true, catchAll: true },", { case: 'count', locales: ['en', 'ru'] }, { file: 'manifest/site/locales.ts', line: 18, path: 'locales[2].catchAll' }),
  LOCALE_CONFIG_MISSING: defineCode('warning', 'Locale without site config', {
    message: (d: { locale: string; catchAll: string }) => `Locale "${d.locale}" has no site config; it uses "${d.catchAll}"'s title and description.`,
    hint: (d) => `Add siteConfig.${d.locale} with a title, keywords and description in that language.`,
    meaning: 'A locale has no entry in `siteConfig`, so its pages show the catch-all locale\'s title, keywords and description (D10). Normal right after adding a locale.',
    fix: 'Add `siteConfig.it` in `manifest/site/site-config.ts` with the translated title, keywords and description.',
  }).example('manifest/site/locales.ts', "  { code: 'it', tag: 'it-IT', name: 'Italiano', site: 'main' },", { locale: 'it', catchAll: 'en' }, { file: 'manifest/site/locales.ts', line: 36, path: 'locales[20]' }),
};
