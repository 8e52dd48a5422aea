/**
 * Property test of the reference semantics (D3): on every site, for 10,000 generated request
 * paths per run built from the site's real vocabulary and every trick a URL can play, following
 * the redirects never loops, takes at most one hop on each site it visits, every Location is a
 * one-slash path or an absolute URL on a declared host, and a 200 is a planned page at its
 * canonical path.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShipped, manifestInput, type Shipped } from '../../test/manifest/fixtures/shipped.ts';
import { validateManifest } from '../validate/index.ts';
import { plan } from './plan.ts';
import { decodePath, splitRequest } from './request.ts';
import { follow, type Hop } from './resolve.ts';
import type { SitePlan } from './types.ts';

/** Paths per site per run; `PROPERTY_RUNS=100000` for a deeper search. */
const RUNS = Math.max(10_000, Number(process.env.PROPERTY_RUNS ?? 0));

let shipped: Shipped;
let requests: fc.Arbitrary<string>;
let declaredOrigins: Set<string>;
let siteOrigins: Map<string, string>;

beforeAll(async () => {
  shipped = await loadShipped();
  const m = shipped.manifest;
  siteOrigins = new Map(m.sites.map((site) => [site.id, site.origin]));
  declaredOrigins = new Set([...siteOrigins.values(), ...Object.values(m.externalHosts)]);
  requests = requestPaths(vocabulary(shipped));
});

/** Real path segments of the site, plus legacy forms and a few strangers. */
function vocabulary({ manifest: m, entries }: Shipped): { locales: string[]; segments: string[] } {
  const staticSegments = m.routes.flatMap((route) => route.path.split('/')).filter((segment) => segment && !segment.includes('{'));
  const categories = Object.entries(m.collections).flatMap(([collection, taxonomy]) => [
    ...taxonomy.categories.map((category) => `${collection}-${category}`),
    ...taxonomy.tags,
  ]);
  const segments = [
    ...staticSegments,
    ...m.solutions.map((item) => item.slug),
    ...m.features.map((item) => item.slug),
    ...m.alternatives.map((item) => `${item.rival}-alternative`),
    ...m.useCases.map((item) => item.slug),
    ...categories,
    ...entries.map((entry) => entry.slug),
    ...Object.keys(m.redirects.externalBlogs[0]?.articles ?? {}),
    ...m.redirects.paths.flatMap((redirect) => redirect.from.split('/').filter(Boolean)),
    'index.html',
    'evil.example',
    'no-such-page',
    'ü',
    '',
  ];
  return { locales: [...m.locales.map((locale) => locale.code), 'xx', 'EN', 'De'], segments: [...new Set(segments)] };
}

/** Mostly `plain`, sometimes one of the tricks (about one in `1 / (1 - share)` picks). */
function mostly<T>(plain: T, tricks: readonly T[], share = 0.12): fc.Arbitrary<T> {
  const weight = Math.max(1, Math.round((tricks.length * (1 - share)) / share));
  return fc.oneof({ arbitrary: fc.constant(plain), weight }, ...tricks.map((trick) => ({ arbitrary: fc.constant(trick), weight: 1 })));
}

/** Capitalisation changes and percent-escapes of one segment. */
const segmentForm = (segment: string): fc.Arbitrary<string> =>
  mostly(segment, [
    segment.charAt(0).toUpperCase() + segment.slice(1),
    segment.toUpperCase(),
    `${segment}.html`,
    segment.replace(/:/g, '%3A'),
    segment.replace(/:/g, '%3a'),
    segment.replace(/-/g, '%2D'),
    `${segment}%2F`,
    `%5C${segment}`,
    `${segment}%C3%BC`,
    `${segment}%E4%B8%AD`,
    `${segment}%`,
    `${segment}%25`,
    encodeURIComponent(segment),
  ]);

function requestPaths({ locales, segments }: { locales: string[]; segments: string[] }): fc.Arbitrary<string> {
  const segment = fc.constantFrom(...segments).chain(segmentForm);
  const separator = mostly('/', ['//', '\\', '/\\', '%2F', '%5C']);
  const leading = mostly('/', ['//', '\\', '/\\', '\\\\', '///']);
  const trailing = mostly('', ['/', '//', '.html', '/index.html', 'index.html', '\\'], 0.2);
  const locale = fc.option(fc.constantFrom(...locales), { freq: 2 });
  const query = mostly('', ['?', '?x=1', '?category=a&b=%2F', '?a=b c', '?next=//evil.example', '?%zz', '#frag', '?x=1#f', '?q=\u00fc\r\n'], 0.3);
  const body = fc.array(fc.tuple(separator, segment), { maxLength: 4 });
  return fc.tuple(leading, locale, body, trailing, query).map(([lead, code, parts, tail, q]) => {
    let path = lead + (code ?? '');
    for (const [sep, part] of parts) path += (path.endsWith('/') ? '' : sep) + part;
    return `${path}${tail}${q}`;
  });
}

/** Why a Location is unsafe, or undefined when it is safe. */
function unsafeLocation(location: string, origin: string): string | undefined {
  if (/[\s\\\u0000-\u001f\u007f-\uffff]/.test(location)) return 'has a space, backslash, control or non-ASCII character';
  if (location.startsWith('/')) {
    if (/^\/[/\\]/.test(location)) return 'starts with // or /\\';
  } else if (!/^https:\/\/[a-z0-9.-]+\//.test(location)) return 'is neither a path nor an absolute https URL';
  const resolved = new URL(location, origin);
  if (!declaredOrigins.has(resolved.origin)) return `points at ${resolved.origin}, which the manifest does not declare`;
  return undefined;
}

/** Every property of one followed request; returns the first violation. */
function violation(plan: SitePlan, site: string, request: string): string | undefined {
  const followed = follow(plan, site, request);
  if (followed.loop) return `loops: ${followed.hops.map((hop) => `${hop.site} ${hop.request}`).join(' → ')}`;
  const redirectsPerSite = new Map<string, number>();
  for (const hop of followed.hops) {
    const origin = siteOrigins.get(hop.site) ?? '';
    const answer = hop.resolution;
    if (answer.status === 301 || answer.status === 302) {
      const count = (redirectsPerSite.get(hop.site) ?? 0) + 1;
      redirectsPerSite.set(hop.site, count);
      if (count > 1) return `takes ${count} hops on ${hop.site}: ${describeHops(followed.hops)}`;
      const unsafe = unsafeLocation(answer.location, origin);
      if (unsafe) return `Location ${JSON.stringify(answer.location)} for ${hop.request} ${unsafe}`;
    } else if (answer.status === 200) {
      const { path, query } = splitRequest(hop.request);
      const decoded = decodePath(path);
      const homeForm = query !== '' && !answer.page.path.endsWith('/') && decoded === `${answer.page.path}/` && plan.ruleSets[hop.site]?.prefixedHomes.includes(answer.page.path);
      if (answer.page.site !== hop.site) return `200 for ${hop.request} on ${hop.site} serves a page of ${answer.page.site}`;
      if (decoded !== answer.page.path && !homeForm) return `200 for ${hop.request} on ${hop.site} is not the canonical path ${answer.page.path}`;
      if (!plan.pages.includes(answer.page)) return `200 for ${hop.request} serves a page that is not planned`;
    } else if (answer.status === 404 && answer.page?.template !== 'error-404') {
      return `404 for ${hop.request} on ${hop.site} has no 404 page`;
    }
  }
  if (followed.external && !declaredOrigins.has(new URL(followed.external).origin)) return `leaves for an undeclared host: ${followed.external}`;
  return undefined;
}

function describeHops(hops: Hop[]): string {
  return hops.map((hop) => `${hop.site} ${hop.request} → ${hop.resolution.status}${'location' in hop.resolution ? ` ${hop.resolution.location}` : ''}`).join(' ; ');
}

describe.each(['main', 'zh', 'ru'])('on the %s site, any request path', (site) => {
  it(`never loops, takes at most one hop per site, points only at declared hosts and serves pages at canonical paths (${RUNS} paths)`, () => {
    fc.assert(
      fc.property(requests, (request) => {
        const problem = violation(shipped.plan, site, request);
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the request generator', () => {
  it('reaches every kind of answer, so the properties above are not vacuous', () => {
    const outcomes = new Map<string, number>();
    for (const request of fc.sample(requests, { numRuns: 3000, seed: 42 })) {
      const followed = follow(shipped.plan, 'main', request);
      const first = followed.hops[0]?.resolution;
      const kind = !first ? 'none' : first.status === 200 || first.status === 404 ? String(first.status) : `${first.status} ${first.rule?.kind ?? 'normalize'}`;
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
      if (followed.hops.length > 1 && followed.hops.at(-1)?.site !== 'main') outcomes.set('cross-site', (outcomes.get('cross-site') ?? 0) + 1);
      if (followed.external) outcomes.set('external', (outcomes.get('external') ?? 0) + 1);
    }
    for (const kind of ['200', '404', '301 normalize', '301 locale-site', '301 path', '302 fallback', 'cross-site']) {
      expect(outcomes.get(kind) ?? 0, `${kind} in ${JSON.stringify([...outcomes])}`).toBeGreaterThan(5);
    }
  });

  it('finds a planted redirect chain (the checker can fail)', () => {
    const input = manifestInput();
    input.redirects?.paths?.push({ from: '/prices', to: '/Pricing' });
    const validated = validateManifest(input);
    if (!validated.manifest) throw new Error('the chain must still plan');
    const chained = plan(validated.manifest, shipped.entries);
    expect(violation(chained, 'main', '/prices')).toMatch(/^takes 2 hops on main/);
    expect(violation(chained, 'main', '/pricing')).toBeUndefined();
  });

  it('finds a planted unsafe Location (the checker can fail)', () => {
    expect(unsafeLocation('//evil.example/', 'https://www.polyprofile.example')).toMatch(/starts with/);
    expect(unsafeLocation('/\\evil.example', 'https://www.polyprofile.example')).toMatch(/backslash/);
    expect(unsafeLocation('https://evil.example/', 'https://www.polyprofile.example')).toMatch(/does not declare/);
    expect(unsafeLocation('/ok', 'https://www.polyprofile.example')).toBeUndefined();
  });
});
