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
