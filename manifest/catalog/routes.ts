/** Codes of routes, guards, fallbacks and URLs (`manifest/validate/check-routes.ts`, the planner; D8). */
import { validValuesHint } from '../validate/hints.ts';
import { defineCode } from './define.ts';

/** Names that files of the build or the hosts own (see RESERVED_NAME). */
const RESERVED = ['index', '404', 'assets', 'builds'] as const;

const OWNERS = {
  'folder-index': 'the folder index hosts serve for the folder URL',
  'not-found': 'the not-found page hosts serve for unknown URLs',
  assets: 'inside assets/, the folder of hashed files cached for a year',
  builds: 'inside builds/, the build metadata the runtime polls',
} as const;

const ROUTE_IDS = ['home', 'feature', 'about', 'alternative', 'blog', 'blog-category', 'blog-tag', 'blog-article', 'download', 'faq', 'guide', 'pricing'];

export const ROUTE_CODES = {
  DUPLICATE_ROUTE: defineCode('error', 'Route id used twice', {
    message: (d: { id: string; first: number; index: number }) => `Two routes have the id "${d.id}" (routes[${d.first}] and routes[${d.index}]).`,
    hint: () => 'Route ids must be unique; menus and fallbacks use them.',
    meaning: 'Two entries of `routes` share an `id`. Menus, fallbacks and `site routes` refer to routes by id, so each must name one route.',
    fix: 'Rename one of the two routes (and the menu entries or fallbacks that meant it).',
  }).example('manifest/site/routes.ts', "  { id: 'faq', path: '/questions', template: 'faq' },", { id: 'faq', first: 11, index: 36 }, { file: 'manifest/site/routes.ts', line: 71, path: 'routes[36].id' }),
  DUPLICATE_URL: defineCode('error', 'Two claims on one URL', {
    message: (
      d:
        | { case: 'routes'; first: number; index: number; path: string }
        | { case: 'prefix'; route: string; prefix: string }
        | { case: 'pages'; url: string; first: string; second: string; blamed: string; other: string; otherTemplate: string },
    ) =>
      d.case === 'routes'
        ? `routes[${d.first}] and routes[${d.index}] both claim the path ${d.path}.`
        : d.case === 'prefix'
          ? `Route "${d.route}" starts with /${d.prefix}, which is a locale prefix.`
          : `${d.url} is claimed twice: by ${d.first} and by ${d.second}.`,
    hint: (d) =>
      d.case === 'routes'
        ? 'Give one of them another path.'
        : d.case === 'prefix'
          ? 'Locale codes own their first path segment; rename the route path.'
          : `Each URL is one page: rename ${d.blamed}, or change ${d.other} (template ${d.otherTemplate}).`,
    meaning: 'One URL would be two pages: two routes with the same path, a route whose path starts with a locale code (`/de/…` belongs to the `de` locale), or an item whose slug makes the same URL as a route (a feature `pricing` at `/pricing`). Only one can be served.',
    fix: 'Rename the slug or the route path named in the hint so that every URL has one page.',
  }).example('manifest/site/features.ts', "  { slug: 'pricing' },", { case: 'pages', url: '/pricing', first: 'features[7].slug', second: 'routes[25].path', blamed: 'features[7].slug', other: 'routes[25].path', otherTemplate: 'pricing' }, { file: 'manifest/site/features.ts', line: 15, path: 'features[7].slug' }),
  ROUTE_PATH_FORM: defineCode('error', 'Route path not canonical', {
    message: (d: { case: 'trailing-slash' | 'empty-segment'; route: string; path: string; fixed: string } | { case: 'file-like'; route: string; path: string; segment: string; fixed: string }) =>
      d.case === 'file-like'
        ? `Route "${d.route}" has the path ${d.path}, whose segment "${d.segment}" looks like a file name.`
        : d.case === 'trailing-slash'
          ? `Route "${d.route}" has the path ${d.path}, which ends with a slash.`
          : `Route "${d.route}" has the path ${d.path}, which has an empty segment (//).`,
    hint: (d) =>
      d.case === 'trailing-slash'
        ? `Write path: '${d.fixed}' (no trailing slash): page URLs have none, and ${d.path} already answers 301 to ${d.fixed}.`
        : d.case === 'empty-segment'
          ? `Write path: '${d.fixed}' with single slashes.`
          : `Use a kebab-case segment without dots, e.g. path: '${d.fixed}': hosts serve a path with an extension as a file, and URLs lose their .html.`,
    meaning: 'A route path is a canonical URL in bare form (D3): it starts with `/`, has no trailing slash (except the home page `/`), no empty segments, and no segment that looks like a file name (`pricing.html`). Such a path could never be requested: the URL normalisation redirects `/pricing/` to `/pricing`, `//a` to `/a` and `/pricing.html` to `/pricing`, and hosts treat a path with an extension as a file.',
    fix: 'Write the path as the hint shows: without the trailing slash, with single slashes, with kebab-case segments.',
  }).example('manifest/site/routes.ts', "  { id: 'pricing', path: '/pricing/', template: 'pricing', copy: 'pricing' },", { case: 'trailing-slash', route: 'pricing', path: '/pricing/', fixed: '/pricing' }, { file: 'manifest/site/routes.ts', line: 60, path: 'routes[25].path' }),
  RESERVED_NAME: defineCode('error', 'Name reserved for a file', {
    message: (d: { source: string; name: string; page: string; file: string; owner: 'folder-index' | 'not-found' | 'assets' | 'builds' }) =>
      `${d.source} "${d.name}" makes the page ${d.page}, whose file ${d.file} is ${OWNERS[d.owner]}.`,
    hint: (d) => `Choose a valid kebab-case slug that is not ${RESERVED.join(', ')}, e.g. "${d.name}-page".`,
    meaning: 'Every page is written to a file of its site (`/pricing` → `dist/main/pricing.html`). Some names are taken by files the build or the hosts own: `index` (a folder index, `x/index.html`, which hosts serve for the folder), `404` (`404.html`, the page hosts serve for unknown URLs; Cloudflare Pages looks for the nearest one up the folders), `assets` (the folder of hashed files, cached for a year) and `builds` (the build metadata the runtime polls). A slug or path segment with one of these names would replace or hide that file.',
    fix: 'Rename the slug or path segment to a kebab-case name that describes the page (`index-browser`, `not-found-guide`).',
  }).example('manifest/site/features.ts', "  { slug: '404' },", { source: 'features[7].slug', name: '404', page: '/404', file: 'dist/main/404.html', owner: 'not-found' }, { file: 'manifest/site/features.ts', line: 12, path: 'features[7].slug' }),
  OUTPUT_FILE_CLASH: defineCode('error', 'Two pages, one file', {
    message: (d: { case: 'same' | 'case'; file: string; first: string; firstPage: string; second: string; secondPage: string }) =>
      d.case === 'same'
        ? `${d.second} makes ${d.secondPage} and ${d.first} makes ${d.firstPage}: both are written to ${d.file}.`
        : `${d.second} makes ${d.secondPage} and ${d.first} makes ${d.firstPage}, which differ only in case: they are one file, ${d.file}, on case-insensitive disks and hosts.`,
    hint: (d) =>
      d.case === 'same'
        ? `Rename ${d.second} to a valid kebab-case slug: ${d.file} is the file of ${d.firstPage} (${d.first}).`
        : `Write ${d.second} in lowercase or rename it: URLs are lowercase (D3), and ${d.firstPage} (${d.first}) keeps its file.`,
    meaning: 'Every page is written to one file of its site (`/` → `index.html`, `/pricing` → `pricing.html`). Two pages whose files are the same, or differ only in upper and lower case (macOS and Windows disks, and several hosts, do not tell `Pricing.html` from `pricing.html`), would overwrite each other: one page would silently replace the other (a feature `index` would replace the home page).',
    fix: 'Rename the slug or path named first in the message, so that every page has its own file.',
  }).example('manifest/site/features.ts', "  { slug: 'index' },", { case: 'same', file: 'dist/main/index.html', first: 'routes[0].path', firstPage: '/', second: 'features[7].slug', secondPage: '/index' }, { file: 'manifest/site/features.ts', line: 12, path: 'features[7].slug' }),
  UNKNOWN_GUARD: defineCode('error', 'Unknown route middleware', {
    message: (d: { guard: string; route: string; known: readonly string[] }) => `Unknown route middleware "${d.guard}" on route "${d.route}".`,
    hint: (d) => validValuesHint('guards', d.guard, d.known),
    meaning: 'A route names a guard (route middleware, spec 2.2) that `guards` does not declare (D8). Guards decide in which locales a route exists; an unknown one cannot be applied.',
    fix: 'Correct the name (guard names keep the spec\'s spelling, e.g. `soultion-route`), or declare the guard in `guards` in `manifest/site/routes.ts`.',
  }).example('manifest/site/routes.ts', "  { id: 'alternative', path: '/alternatives/{id}', template: 'alternative', params: { id: { from: 'items', items: 'alternatives' } }, guards: ['alternatve-route'] },", { guard: 'alternatve-route', route: 'alternative', known: ['html-route', 'feature-route', 'alternative-route', 'soultion-route', 'blog-route'] }, { file: 'manifest/site/routes.ts', line: 38, path: 'routes[3].guards[0]' }),
  UNKNOWN_ROUTE: defineCode('error', 'Unknown fallback route', {
    message: (d: { route: string; target: string; known: readonly string[] }) => `Route "${d.route}" falls back to "${d.target}", which is not a route.`,
    hint: (d) => validValuesHint('routes', d.target, d.known),
    meaning: 'A route\'s `fallback.route` (where the route redirects in locales it does not exist in) names a route id that `routes` does not declare.',
    fix: 'Name an existing route id, or remove `fallback` to fall back to the locale home (D4).',
  }).example('manifest/site/routes.ts', "  { id: 'guide', path: '/guide', template: 'guide-index', guards: ['guide-route'], fallback: { route: 'blgo', status: 302 } },", { route: 'guide', target: 'blgo', known: ROUTE_IDS }, { file: 'manifest/site/routes.ts', line: 47, path: 'routes[12].fallback.route' }),
  ROUTE_PARAM: defineCode('error', 'Route parameter without source', {
    message: (d: { case: 'no-source'; route: string; param: string } | { case: 'unused'; route: string; param: string; params: readonly string[] }) =>
      d.case === 'no-source' ? `Route "${d.route}" has the parameter {${d.param}} but no source for it.` : `Route "${d.route}" declares a source for "${d.param}", which its path does not use.`,
    hint: (d) => (d.case === 'no-source' ? `Add params: { ${d.param}: { from: 'items', items: 'solutions' } } or a collection source.` : validValuesHint('path parameters', d.param, d.params)),
    meaning: 'Every `{parameter}` of a route path needs a source in `params` (an item list or a content collection) that says which values it takes, and every source must belong to a parameter of the path.',
    fix: "Add the source (`params: { id: { from: 'collection', collection: 'blog' } }`), or remove the source whose parameter the path does not have.",
  }).example('manifest/site/routes.ts', "  { id: 'blog-article', path: '/blog/{id}', template: 'blog-article', guards: ['blog-route'] },", { case: 'no-source', route: 'blog-article', param: 'id' }, { file: 'manifest/site/routes.ts', line: 42, path: 'routes[7].params' }),
  GUARD_PARAM: defineCode('error', 'Guard on the wrong parameter', {
    message: (d: { guard: string; param: string; route: string }) => `Guard "${d.guard}" checks the parameter "${d.param}", which route "${d.route}" does not take from an item list.`,
    hint: (d) => `Use it on a route like /alternatives/{${d.param}} with params.${d.param} from items, or change guards["${d.guard}"].param.`,
    meaning: 'An `available` guard checks that the item named by a route parameter exists in the page\'s locale. The route it is on must take that parameter from an item list.',
    fix: 'Remove the guard from this route, or put it on a route with that item parameter.',
  }).example('manifest/site/routes.ts', "  { id: 'pricing', path: '/pricing', template: 'pricing', guards: ['alternative-route'] },", { guard: 'alternative-route', param: 'id', route: 'pricing' }, { file: 'manifest/site/routes.ts', line: 60, path: 'routes[25].guards[0]' }),
  FALLBACK_ROUTE: defineCode('error', 'Fallback route not usable', {
    message: (d: { case: 'itself'; route: string } | { case: 'has-params'; route: string; target: string }) =>
      d.case === 'itself' ? `Route "${d.route}" falls back to itself.` : `Route "${d.route}" falls back to "${d.target}", which needs parameters.`,
    hint: (d) => (d.case === 'itself' ? 'Fall back to another route, or remove fallback to use the locale home.' : 'Fall back to a route without {parameters}, such as a listing.'),
    meaning: 'A route falls back to itself (a redirect loop) or to a route with `{parameters}`, whose URL cannot be known from the request.',
    fix: 'Fall back to a listing or landing route, or remove `fallback` to use the locale home.',
  }).example('manifest/site/routes.ts', "  { id: 'guide', path: '/guide', template: 'guide-index', guards: ['guide-route'], fallback: { route: 'guide', status: 302 } },", { case: 'itself', route: 'guide' }, { file: 'manifest/site/routes.ts', line: 47, path: 'routes[12].fallback.route' }),
  TEMPLATE_MISSING: defineCode('error', 'Unknown template', {
    message: (d: { route: string; template: string; known: readonly string[] }) => `Route "${d.route}" uses the template "${d.template}", which does not exist.`,
    hint: (d) => `${validValuesHint('templates', d.template, d.known)} A new page kind is a component in templates/registry.ts and a name in TEMPLATE_NAMES.`,
    meaning: 'A route names a page kind (`template`) that `templates/registry.ts` does not have, so its pages cannot be rendered.',
    fix: 'Use an existing template name, or add the component to `templates/registry.ts` and its name to `TEMPLATE_NAMES`.',
  }).example('manifest/site/routes.ts', "  { id: 'pricing', path: '/pricing', template: 'prices', copy: 'pricing' },", { route: 'pricing', template: 'prices', known: ['pre-sales', 'pricing', 'referral', 'release-list', 'solution'] }, { file: 'manifest/site/routes.ts', line: 60, path: 'routes[25].template' }),
};
