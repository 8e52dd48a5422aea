/** `site explain`: the rules that fired with their manifest paths, then the answer; --follow; errors. */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { type ExplainResult, runExplain } from './explain.ts';

async function json(argv: string[]): Promise<ExplainResult> {
  const result = await site(['explain', ...argv, '--format', 'json']);
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.out) as ExplainResult;
}

describe('site explain --format json', () => {
  it('gives each step with its manifest path, then the status and Location of a redirect', async () => {
    const result = await json(['/Pricing.html/?a=1']);
    expect(Object.keys(result)).toEqual(['site', 'request', 'locale', 'status', 'steps', 'location']);
    expect(result).toMatchObject({ site: 'main', request: '/Pricing.html/?a=1', locale: 'en', status: 301, location: '/pricing?a=1' });
    expect(result.steps.map((step) => [step.kind, step.source])).toEqual(
      expect.arrayContaining([
        ['normalize', 'redirects.normalize.htmlSuffix'],
        ['normalize', 'redirects.normalize.trailingSlash'],
        ['rule', 'redirects.paths[2]'],
      ]),
    );
    expect(result.steps).toHaveLength(3);
    for (const step of result.steps) expect(Object.keys(step)).toEqual(['kind', 'name', 'source', 'detail']);
  });

  it('gives the page of a 200 with its template, route and locale', async () => {
    const result = await json(['/de/pricing']);
    expect(result).toEqual({
      site: 'main',
      request: '/de/pricing',
      locale: 'de',
      status: 200,
      steps: [{ kind: 'page', name: 'pricing', source: 'routes[25]', detail: 'pricing /de/pricing' }],
      page: { path: '/de/pricing', url: 'https://www.polyprofile.example/de/pricing', template: 'pricing', route: 'pricing', locale: 'de' },
    });
  });

  it('gives the locale\'s 404 page of an unmatched path', async () => {
    const result = await json(['/de/nope']);
    expect(result).toMatchObject({ status: 404, locale: 'de', page: { path: '/de/error/404', template: 'error-404' } });
    expect(result.steps.at(-1)).toEqual({ kind: 'not-found', name: '404', source: 'routes', detail: 'Page not found: /de/nope' });
  });

  it('follows redirects across sites with --follow', async () => {
    const result = await json(['/zh/Pricing/?x=1', '--follow']);
    expect(result.status).toBe(301);
    expect(result.hops).toEqual([
      { site: 'main', request: '/zh/Pricing/?x=1', status: 301, location: 'https://www.polyprofile-cn.example/pricing?x=1' },
      { site: 'zh', request: '/pricing?x=1', status: 200 },
    ]);
  });

  it('leaves hops out without --follow', async () => {
    expect((await json(['/Pricing'])).hops).toBeUndefined();
  });

  it('takes the site from a full URL, and --site for a path', async () => {
    const full = await json(['https://www.polyprofile-cn.example/use-cases/betting?x=1']);
    expect(full).toMatchObject({ site: 'zh', request: '/use-cases/betting?x=1', status: 301, location: '/use-cases/media-market?x=1' });
    expect(full.steps.map((step) => step.source)).toEqual(['useCaseSwap.replace.betting']);
    const ru = await json(['/blog/proxy-vpn-antidetect-browser', '--site', 'ru']);
    expect(ru).toMatchObject({ site: 'ru', status: 301, location: 'https://blog.polyprofile-ru.example/articles/proxy-vpn-antidetect' });
  });
});

describe('site explain in text', () => {
  it('prints the request, each numbered step with its manifest path, and the answer', async () => {
    const result = await site(['explain', '/de/solutions/whatsapp/?x=1']);
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      [
        'GET /de/solutions/whatsapp/?x=1 on main (https://www.polyprofile.example), locale de',
        '  1. normalize  redirects.normalize.trailingSlash',
        '     trailingSlash: /de/solutions/whatsapp/ → /de/solutions/whatsapp',
        '  2. rule       solutions[27].languages',
        '     solutions[27].languages@de:whatsapp:solution: fallback 302 → /de/?x=1 (falls back to the locale home (D4))',
        '→ 302 Location: /de/?x=1',
        '',
      ].join('\n'),
    );
  });

  it('prints a page answer and a 404 answer', async () => {
    expect((await site(['explain', '/pricing'])).out).toContain('→ 200 pricing page https://www.polyprofile.example/pricing\n');
    expect((await site(['explain', '/nope'])).out).toContain('→ 404 (page /error/404): Page not found: /nope\n');
  });

  it('prints the hops with --follow: one hop across sites (D3), also when it leaves for another host', async () => {
    const result = await site(['explain', '/ru/blog-e-commerce?page=2', '--follow']);
    expect(result.out).toContain(['hops:', '  main /ru/blog-e-commerce?page=2 → 301 https://blog.polyprofile-ru.example/?category=e-commerce', ''].join('\n'));
    const swap = await site(['explain', '/zh/use-cases/betting', '--follow']);
    expect(swap.out).toContain(['hops:', '  main /zh/use-cases/betting → 301 https://www.polyprofile-cn.example/use-cases/media-market', '  zh /use-cases/media-market → 200', ''].join('\n'));
  });

  it('colours only a TTY, and not with NO_COLOR', async () => {
    const { plan } = await loadShipped();
    const run = (isTTY: boolean, env: Record<string, string>) => {
      let out = '';
      runExplain(plan, '/pricing', { site: 'main', format: 'text' }, { stdout: { write: (chunk: string) => (out += chunk), isTTY }, stderr: { write: () => true }, cwd: '.', env });
      return out;
    };
    expect(run(true, {})).toMatch(/\u001b\[32m→ 200 pricing page/);
    expect(run(true, { NO_COLOR: '1' })).not.toMatch(/\u001b\[/);
    expect(run(false, {})).not.toMatch(/\u001b\[/);
  });
});

describe('site explain errors', () => {
  it('exits 2 and names the sites for an unknown --site', async () => {
    const result = await site(['explain', '/pricing', '--site', 'cn']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe('site explain: unknown site "cn". Sites: main, zh, ru.\n');
  });

  it('exits 2 and names the sites\' origins for a URL on another host', async () => {
    const result = await site(['explain', 'https://evil.example/x']);
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      'site explain: https://evil.example is not one of the sites: main (https://www.polyprofile.example), zh (https://www.polyprofile-cn.example), ru (https://www.polyprofile-ru.example).\n',
    );
  });
});
