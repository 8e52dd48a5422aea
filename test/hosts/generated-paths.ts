import fc from 'fast-check';
import type { SitePlan } from '../../manifest/plan/types.ts';

/**
 * Request targets for the property test: segments from the site's own vocabulary (locale codes,
 * page and rule segments, colon ids) and from noise (random slugs, encoded bytes, `evil.example`),
 * joined by slashes, doubled slashes and backslashes (at most four separators of any kind), with a
 * suffix (`/`, `.html`, `/index.html`) and a query.
 */
export function requestTargets(plan: SitePlan, siteId: string): fc.Arbitrary<string> {
  const words = new Set<string>(['en', 'zh', 'ru', 'Pricing', 'a:b:c', 'a%3Ab', 'caf%C3%A9', 'evil.example', '%2F%2Fevil.example', '%5Cevil.example']);
  for (const page of plan.pages.filter((candidate) => candidate.site === siteId)) for (const part of page.path.split('/').filter(Boolean)) words.add(part);
  for (const rule of plan.ruleSets[siteId]?.rules ?? []) {
    const path = rule.match.type === 'exact' ? rule.match.path : rule.match.type === 'prefix' ? rule.match.prefix : rule.match.path;
    for (const part of path.split('/').filter(Boolean)) words.add(part);
  }
  const segment = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...[...words].sort()) }, { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,8}$/) });
  const separator = fc.oneof({ weight: 6, arbitrary: fc.constant('/') }, { weight: 1, arbitrary: fc.constantFrom('//', '\\', '/\\') });
  const suffix = fc.constantFrom('', '', '', '/', '.html', '/index.html', '//');
  const query = fc.constantFrom('', '', '', '?a=1', '?x=1&y=2', '?', '?flag');
  return fc
    .tuple(fc.array(fc.tuple(separator, segment), { minLength: 0, maxLength: 4 }), suffix, query)
    .map(([parts, end, search]) => {
      const path = parts.map(([sep, word]) => `${sep}${word}`).join('') || '/';
      const withEnd = path === '/' && end === '/' ? '/' : `${path}${end}`;
      return `${withEnd.startsWith('/') ? withEnd : `/${withEnd}`}${search}`;
    })
    .filter((target) => (target.match(/\/\/|\\/g) ?? []).length <= 4);
}

/** Locale prefixes a request may carry: every locale's code, plus case variants of the bare ones. */
function localePrefixes(plan: SitePlan): string[] {
  return [...new Set([...plan.locales.map((locale) => `/${locale.code}`), '/EN', '/Zh'])].sort();
}

/** Paths the rules of a site are about: exact sources, prefixes with something after them, segments with and without a rest. */
function ruleSources(plan: SitePlan, siteId: string): string[] {
  const out = new Set<string>();
  for (const rule of plan.ruleSets[siteId]?.rules ?? []) {
    const match = rule.match;
    if (match.type === 'exact') out.add(match.path);
    else if (match.type === 'prefix') for (const rest of ['', 'x', 'a/b', 'pricing']) out.add(`${match.prefix}${rest}`);
    else for (const rest of ['', '/', '/pricing', '/blog/x', '/a:b']) out.add(`${match.path}${rest}`);
  }
  return [...out].sort();
}

/** One edit of a path at a position picked by `at`: what a hand-typed, copied or crafted URL does to it. */
const EDITS = {
  /** A character percent-encoded, upper-case hex (`:` → `%3A`, `p` → `%70`, `/` → `%2F`). */
  encode: (path: string, at: number) => encodeAt(path, at, (hex) => hex.toUpperCase()),
  /** The same with lower-case hex (`%3a`): Cloudflare's `_redirects` tells them apart, resolve() does not. */
  encodeLower: (path: string, at: number) => encodeAt(path, at, (hex) => hex.toLowerCase()),
  /** A slash doubled. */
  doubleSlash: (path: string, at: number) => replaceSlash(path, at, '//'),
  /** A slash after the first one turned into a backslash (a leading one gets a backslash after it). */
  backslash: (path: string, at: number) => replaceSlash(path, at, '\\'),
  /** A letter in the other case (`/Pricing`, `/DE`). */
  caseFlip: (path: string, at: number) => {
    const letters = [...path.matchAll(/[a-zA-Z]/g)].map((found) => found.index);
    const index = letters[at % Math.max(letters.length, 1)];
    if (index === undefined) return path;
    const char = path.charAt(index);
    return `${path.slice(0, index)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${path.slice(index + 1)}`;
  },
  /** Something inserted: a colon (raw or encoded), encoded UTF-8, invalid UTF-8, a bare or broken escape, encoded structure. */
  insert: (path: string, at: number) => {
    const pieces = [':', '%3A', '%3a', '%C3%A9', '%E0%A4', '%zz', '%', '%25', '%2F', '%5C', '%3F', '%23', '%20', '%7E', '-'];
    const piece = pieces[at % pieces.length] ?? '';
    const index = 1 + (Math.floor(at / pieces.length) % path.length);
    return `${path.slice(0, index)}${piece}${path.slice(index)}`;
  },
} as const;
type Edit = keyof typeof EDITS;

function encodeAt(path: string, at: number, hexCase: (hex: string) => string): string {
  const index = 1 + (at % Math.max(path.length - 1, 1));
  const char = path.charAt(index);
  if (!char || char === '%') return path;
  return `${path.slice(0, index)}%${hexCase(char.charCodeAt(0).toString(16).padStart(2, '0'))}${path.slice(index + 1)}`;
}

function replaceSlash(path: string, at: number, by: string): string {
  const slashes = [...path.matchAll(/\//g)].map((found) => found.index).filter((index) => index > 0);
  const index = slashes[at % Math.max(slashes.length, 1)];
  if (index === undefined) return `/${by === '//' ? '/' : by}${path.slice(1)}`;
  return `${path.slice(0, index)}${by}${path.slice(index + 1)}`;
}

/**
 * Request targets for the worker property test (`worker-property.test.ts`): the site's own paths —
 * every rule source (exact, prefix and segment rules with something after them), every page, a
 * path of `requestTargets` — optionally under a locale prefix (`/en/…` is an alias on main), with up
 * to three edits (encoded characters in either hex case, colons, UTF-8 and broken escapes, doubled
 * slashes, backslashes, case), a suffix (`/`, `//`, `.html`, `/index.html`, `/index`) and a query.
 * Every target is plain ASCII with no fragment: what a browser or curl sends.
 */
export function variedRequestTargets(plan: SitePlan, siteId: string): fc.Arbitrary<string> {
  const pages = plan.pages.filter((page) => page.site === siteId).map((page) => page.path);
  const base = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ruleSources(plan, siteId)) },
    { weight: 4, arbitrary: fc.constantFrom(...pages) },
    { weight: 2, arbitrary: requestTargets(plan, siteId).map((target) => target.replace(/\?.*$/, '')) },
  );
  const prefix = fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...localePrefixes(plan)) });
  const edit = fc.tuple(fc.constantFrom(...(Object.keys(EDITS) as Edit[])), fc.nat({ max: 10_000 }));
  const edits = fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: fc.array(edit, { minLength: 1, maxLength: 3 }) });
  const suffix = fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('/', '//', '.html', '/index.html', '/index', '.html/') });
  const query = fc.constantFrom('', '', '', '', '?a=1', '?x=1&y=2', '?', '?flag', '?q=caf%C3%A9', '?a=b/c', '?a=%2F', '?a=1?b=2', '?a=b:c', '?utm_source=x&utm_medium=y');
  return fc.tuple(prefix, base, edits, suffix, query).map(([before, path, changes, end, search]) => {
    let target = `${before}${path === '/' && before ? '' : path}`;
    for (const [edit, at] of changes) target = EDITS[edit](target, at);
    target = `${target}${end}`.replace(/^\/?/, '/');
    return `${target}${search}`;
  });
}

/**
 * `count` distinct values of `arbitrary`, the same for the same seed on every machine (fast-check's
 * generator is seeded; rounds use `seed`, `seed + 1`, … until enough distinct values are found).
 */
export function distinctSample<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  const seen = new Set<T>();
  for (let round = 0; seen.size < count && round < 20; round++) {
    for (const value of fc.sample(arbitrary, { seed: seed + round, numRuns: count })) {
      if (seen.size < count) seen.add(value);
    }
  }
  return [...seen];
}
