/** Codes of item lists, the slug swap, menus, external hosts and prices (`check-items.ts`, `check-navigation.ts`, `check-config.ts`; D5). */
import type { ItemKind } from '../schema/index.ts';
import { validValuesHint } from '../validate/hints.ts';
import { defineCode } from './define.ts';
import { EXTERNAL_HOSTS, TRUSTED_DOMAINS } from './examples.ts';

/** `useCases` → `use cases`. */
const listName = (kind: ItemKind) => kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export const ITEM_MENU_CODES = {
  DUPLICATE_SLUG: defineCode('error', 'Slug or key used twice', {
    message: (d: { case: 'item'; kind: ItemKind; slug: string; first: number; index: number } | { case: 'top-bar'; key: string }) =>
      d.case === 'item' ? `Two ${listName(d.kind)} have the slug "${d.slug}" (${d.kind}[${d.first}] and ${d.kind}[${d.index}]).` : `Two top-bar entries have the key "${d.key}".`,
    hint: (d) => (d.case === 'item' ? 'Each slug is a URL; remove the second entry or rename it.' : 'Keys must be unique.'),
    meaning: 'Two items of one list (solutions, features, alternatives, use cases) share a slug, so they would share a URL; or two top-bar menu entries share a key.',
    fix: 'Remove the second entry (merge its `languages` into the first), or rename it.',
  }).example('manifest/site/solutions.ts', "  { slug: 'facebook' },\n  …\n  { slug: 'facebook', languages: ['en', 'de'] },", { case: 'item', kind: 'solutions', slug: 'facebook', first: 8, index: 28 }, { file: 'manifest/site/solutions.ts', line: 33, path: 'solutions[28].slug' }),
  AVAILABLE_NOWHERE: defineCode('error', 'Available in no locale', {
    message: (d: { place: 'item' | 'guard' | 'redirect'; name: string; field: string; written: string }) =>
      `${d.place === 'item' ? d.name : d.place === 'guard' ? `The guard "${d.name}"` : `The redirect from ${d.name}`} is available in no locale: ${d.field} is ${d.written}.`,
    hint: (d) =>
      d.place === 'item'
        ? `Remove the entry, or list the locales that have the page: languages: ['en', 'de'], or 'all'.`
        : d.place === 'guard'
          ? `Remove the guard (and its uses), or list the locales where the route exists: locales: ['en', 'de'], or 'all'.`
          : `Remove the redirect, or list the locales it applies in: locales: ['en', 'de'], or 'all'.`,
    meaning: 'A language list (`languages` of an item, `locales` of a guard or a redirect) selects no locale: an empty list `[]`, or `{ except: [...] }` naming every locale. The entry would silently do nothing: the item has no page anywhere (its URLs only redirect), the route exists nowhere, the redirect never fires. That is almost always an unfinished edit.',
    fix: "Remove the entry if it should not exist yet, or list the locales that have it (`['en', 'de']`), or write `'all'`.",
  }).example('manifest/site/features.ts', "  { slug: 'rpa', languages: [] },", { place: 'item', name: 'Feature "rpa"', field: 'features[2].languages', written: '[]' }, { file: 'manifest/site/features.ts', line: 7, path: 'features[2].languages' }),
  SWAP_UNKNOWN_SLUG: defineCode('error', 'Unknown use case in swap table', {
    message: (d: { case: 'replaced'; slug: string; known: readonly string[] } | { case: 'shown'; slug: string; as: string; known: readonly string[] }) =>
      d.case === 'replaced' ? `The swap table replaces "${d.slug}", which is not a use case.` : `The swap table shows "${d.slug}" as "${d.as}", which is not a use case.`,
    hint: (d) => validValuesHint('use cases', d.case === 'replaced' ? d.slug : d.as, d.known),
    meaning: 'The slug-swap table (`useCaseSwap.replace`, D5) maps use-case slugs to the slugs the swap locales show instead. Both sides must be use cases that `useCases` declares.',
    fix: 'Correct the slug, or declare the use case in `useCases` first.',
  }).example('manifest/site/use-cases.ts', "  replace: { ticketting: 'self-examination' },", { case: 'replaced', slug: 'ticketting', known: ['traffic', 'ad-placement', 'e-commerce', 'betting', 'crypto', 'ticketing', 'self-examination'] }, { file: 'manifest/site/use-cases.ts', line: 34, path: 'useCaseSwap.replace.ticketting' }),
  SWAP_CONFLICT: defineCode('error', 'Swap table conflict', {
    message: (d: { case: 'itself'; slug: string } | { case: 'two-to-one'; first: string; second: string; to: string } | { case: 'both'; slug: string }) =>
      d.case === 'itself'
        ? `The swap table maps "${d.slug}" to itself.`
        : d.case === 'two-to-one'
          ? `The swap table maps both "${d.first}" and "${d.second}" to "${d.to}".`
          : `"${d.slug}" is both a replacement and replaced in the swap table.`,
    hint: (d) =>
      d.case === 'itself' ? 'Remove the entry.' : d.case === 'two-to-one' ? 'Each replacement slug can stand for one slug only.' : 'A slug is either shown in the swap locales or replaced there, not both.',
    meaning: 'The slug-swap table must be a one-to-one renaming: each replacement stands for one slug, no slug maps to itself, and a slug is either replaced or a replacement. Otherwise a swapped URL could not redirect to one answer (D5).',
    fix: 'Give each replaced slug its own replacement, and remove entries that map a slug to itself.',
  }).example('manifest/site/use-cases.ts', "  replace: { betting: 'media-market', crypto: 'media-market' },", { case: 'two-to-one', first: 'betting', second: 'crypto', to: 'media-market' }, { file: 'manifest/site/use-cases.ts', line: 35, path: 'useCaseSwap.replace.crypto' }),
  SWAP_TARGET_UNAVAILABLE: defineCode('error', 'Swap target missing where it applies', {
    message: (d: { from: string; to: string; target: string; targetLocales: readonly string[]; swapLocales: readonly string[]; lost: readonly string[]; unreachable: boolean; alternatives: readonly string[] }) => {
      const has = `${d.target} has ${d.targetLocales.length ? d.targetLocales.join(', ') : 'no locale'}`;
      const nowhere = `"${d.to}" has a page in no locale${d.targetLocales.length ? ` (${d.targetLocales.join(', ')} show${d.targetLocales.length === 1 ? 's' : ''} "${d.from}" instead)` : ''}`;
      return d.lost.length
        ? `The swap table shows "${d.from}" as "${d.to}" in ${d.lost.join(', ')}, where "${d.to}" is not available (${has}): "${d.from}" falls back to the home page there${d.unreachable ? `, and ${nowhere}` : ''}.`
        : `The swap table shows "${d.from}" as "${d.to}" only in ${d.swapLocales.join(', ')}, none of which has "${d.to}" (${has}): ${nowhere}.`;
    },
    hint: (d) => {
      const add = `Add ${(d.lost.length ? d.lost : d.swapLocales).join(', ')} to the languages of ${d.target} ("${d.to}")`;
      if (!d.lost.length) return `${add}, or remove the entry.`;
      return d.alternatives.length ? `${add}, or swap "${d.from}" to a use case available in ${d.lost.join(', ')}: ${d.alternatives.join(', ')}.` : `${add}, or remove the entry.`;
    },
    meaning:
      'In the swap locales (`useCaseSwap.locales`) a use case is shown under its swap target, and every other locale shows it under its own slug (D5). So the target must be a use case in each swap locale that has the original: where it is not, the use case disappears from that locale (its URL answers 302 to the home page, D4). And a target that no swap locale has is reachable nowhere: every locale that has it answers 301 to the original.',
    fix: 'Add the swap locales to the target\'s `languages` in `useCases`, or swap to a use case those locales have, or remove the entry.',
  })
    .example(
      'manifest/site/use-cases.ts',
      "  { slug: 'proxy-testing', languages: ['en', 'ru'] },\n  …\n    'affiliate-market': 'proxy-testing',",
      { from: 'affiliate-market', to: 'proxy-testing', target: 'useCases[13]', targetLocales: ['en', 'ru'], swapLocales: ['zh', 'tc'], lost: ['zh', 'tc'], unreachable: true, alternatives: ['traffic', 'ad-placement', 'e-commerce'] },
      { file: 'manifest/site/use-cases.ts', line: 40, path: 'useCaseSwap.replace["affiliate-market"]' },
    ),
  USE_CASE_NO_LANDING: defineCode('error', 'Use case without a landing', {
    message: (d: { slug: string; outside: readonly string[]; landing: readonly string[] }) =>
      `Use case "${d.slug}" is available in ${d.outside.join(', ')}, which ${d.outside.length === 1 ? 'has' : 'have'} no use-case landing (the landing exists in ${d.landing.join(', ')}): its page there would be linked from nowhere.`,
    hint: (d) => `Limit "languages" to locales with a landing (${d.landing.join(', ')}), or give ${d.outside.join(', ')} a landing in the guards of the solutions-landing routes (manifest/site/routes.ts).`,
    meaning:
      'Use cases are the sections of the solutions landing page (`/solutions` or `/use-cases`, spec 2.5, D5) and exist where that landing does. A use case available in a locale whose landing route is guarded out gets a page that no landing, menu or card links to, and that the spec says should not exist (other locales fall back to the site root).',
    fix: 'Remove those locales from the use case\'s `languages`, or add them to the landing route\'s guard.',
  }).example('manifest/site/use-cases.ts', "  { slug: 'x', languages: ['en', 'jp'] },", { slug: 'x', outside: ['jp'], landing: ['en', 'pt', 'zh', 'tc', 'ru', 'vn'] }, { file: 'manifest/site/use-cases.ts', line: 28, path: 'useCases[13].languages' }),
  MENU_TARGET_MISSING: defineCode('error', 'Menu entry points at nothing', {
    message: (d: { target: 'route' | 'solution' | 'feature' | 'alternative' | 'docs page'; value: string; known: readonly string[] }) => `A menu entry points at ${d.target} "${d.value}", which does not exist.`,
    hint: (d) => validValuesHint(`${d.target}s`, d.value, d.known),
    meaning: 'A menu entry (top bar, solutions or features menu, footer) names a route id, item slug or docs page that the manifest does not declare. Menus link by id, not by URL.',
    fix: 'Use the id the hint suggests (`/about-us` is the path of the route whose id is `about`).',
  }).example('manifest/site/menus.ts', "    { key: 'about-us', label: 'nav.aboutUs', link: { route: 'about-us' } },", { target: 'route', value: 'about-us', known: ['home', 'feature', 'about', 'alternative', 'blog', 'download', 'faq', 'pricing'] }, { file: 'manifest/site/menus.ts', line: 18, path: 'menus.topBar[11].link.route' }),
  UNTRUSTED_URL: defineCode('error', 'URL off the trusted domains', {
    message: (d: { case: 'menu'; url: string; host: string; trusted: readonly string[] } | { case: 'site-config'; locale: string; field: string; host: string; trusted: readonly string[] }) =>
      d.case === 'menu' ? `The menu links to ${d.url}, whose host ${d.host} is not a trusted domain.` : `siteConfig.${d.locale}.${d.field} is on ${d.host}, which is not a trusted domain.`,
    hint: (d) => `Trusted domains: ${d.trusted.join(', ')}.${d.case === 'menu' ? ' Add the domain to trustedDomains if it is yours.' : ''}`,
    meaning: 'An external URL in a menu or the site config (register and login links) is on a host outside `trustedDomains` (spec 5). Links off those domains are treated as untrusted by the runtime, and a register link there is a phishing risk.',
    fix: 'Link to a page on a trusted domain, or, if the domain is yours, add it to `trustedDomains` in `manifest/site/domains.ts`.',
  }).example('manifest/site/menus.ts', "    { key: 'chat-group', label: 'nav.chatGroup', link: { url: 'https://t.me/polyprofile' } },", { case: 'menu', url: 'https://t.me/polyprofile', host: 't.me', trusted: TRUSTED_DOMAINS }, { file: 'manifest/site/menus.ts', line: 13, path: 'menus.topBar[6].link.url' }),
  UNKNOWN_HOST: defineCode('error', 'Undeclared external host', {
    message: (d: { case: 'docs' | 'external-blog'; host: string; known: readonly string[] } | { case: 'statistics'; src: string; origin: string; declared: readonly string[] }) =>
      d.case === 'statistics'
        ? `The statistics script ${d.src} is on ${d.origin}, which externalHosts does not declare.`
        : `The ${d.case === 'docs' ? 'docs' : 'external blog'} host "${d.host}" is not declared in externalHosts.`,
    hint: (d) => (d.case === 'statistics' ? `Declare it in externalHosts (manifest/site/domains.ts); declared: ${d.declared.join(', ')}.` : validValuesHint('hosts', d.host, d.known)),
    meaning: 'External origins (the docs site, the ru blog, statistics scripts) are declared once, by name, in `externalHosts`; links, redirects and the content security policy use that list. This reference names a host that is not there.',
    fix: 'Use a declared host name, or declare the origin in `externalHosts` in `manifest/site/domains.ts`.',
  }).example('manifest/site/menus.ts', "  host: 'dcos',", { case: 'docs', host: 'dcos', known: EXTERNAL_HOSTS }, { file: 'manifest/site/menus.ts', line: 53, path: 'docs.host' }),
  PRICE_MISSING: defineCode('error', 'Price missing for a currency', {
    message: (d: { case: 'missing' | 'undeclared'; plan: string; currency: string; currencies: readonly string[] }) =>
      d.case === 'missing' ? `Plan "${d.plan}" has no ${d.currency} price.` : `Plan "${d.plan}" has a price in ${d.currency}, which is not a declared currency.`,
    hint: (d) => (d.case === 'missing' ? `Every plan needs a price in each currency: ${d.currencies.join(', ')}.` : validValuesHint('currencies', d.currency, d.currencies)),
    meaning: 'Each pricing plan has a price in every currency of `currencies`, so the pricing page can show every locale its own currency; a price in an undeclared currency would never be shown.',
    fix: 'Add the missing price, or correct the currency code to a declared one.',
  }).example('manifest/site/third-parties.ts', "  { id: 'base', profiles: 10, members: 1, prices: { USD: 9, BRL: 49.9, PLN: 39 } },", { case: 'missing', plan: 'base', currency: 'VND', currencies: ['USD', 'BRL', 'PLN', 'VND'] }, { file: 'manifest/site/third-parties.ts', line: 62, path: 'pricing[1].prices' }),
};
