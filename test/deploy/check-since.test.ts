/** `site check --since <previous build>` (issue 13.7): no URL a previous build published is ever lost. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMetaFiles } from '../../cli/build/views/build-meta.ts';
import type { SiteInput } from '../../manifest/define-site.ts';
import { site } from '../manifest/fixtures/cli.ts';
import { loadShipped, manifestInput } from '../manifest/fixtures/shipped.ts';

let dir: string;
/** The build meta of each site of the shipped manifest, as `site build` writes it: the "previous build". */
const metas: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-since-'));
  const { plan } = await loadShipped();
  for (const { id } of plan.sites) {
    const files = buildMetaFiles(plan.pages.filter((page) => page.site === id), plan.ruleSets[id], { id: 'old1', now: new Date(0), pageIds: new Map() });
    for (const file of files) {
      await mkdir(join(dir, id, 'builds', 'meta'), { recursive: true });
      await writeFile(join(dir, id, file.path), String(file.contents));
    }
    metas[id] = join(dir, id, 'builds', 'meta', 'old1.json');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The shipped manifest without the GoLogin alternative. */
function withoutGologin(): SiteInput {
  const input = manifestInput();
  input.alternatives = (input.alternatives ?? []).filter((alternative) => alternative.rival !== 'gologin');
  return input;
}

async function check(input: SiteInput, since: string[], format = 'json') {
  const { entries } = await loadShipped();
  return site(['check', '--skip-render', '--format', format, ...since.flatMap((file) => ['--since', file])], { load: { manifestInput: input, entries } });
}

interface Json {
  diagnostics: { code: string; severity: string; message: string; hint?: string; file?: string; locale?: string; path?: string }[];
}

describe('site check --since', () => {
  it('passes against the build of the same manifest', async () => {
    const result = await check(manifestInput(), Object.values(metas));
    expect(result.code, result.out).toBe(0);
  });

  it('fails when an alternative is removed, listing its URL in every locale, then passes once a redirect keeps them', async () => {
    const { plan } = await loadShipped();
    const published = plan.pages.filter((page) => page.path.endsWith('/alternatives/gologin-alternative'));
    expect(published.length).toBeGreaterThan(10);
    const removed = await check(withoutGologin(), Object.values(metas));
    expect(removed.code).toBe(1);
    const lost = (JSON.parse(removed.out) as Json).diagnostics.filter((d) => d.code === 'PUBLISHED_URL_LOST');
    expect(lost.map((d) => /^(\S+) answered 200/.exec(d.message)?.[1]).sort()).toEqual(published.map((page) => page.url).sort());
    expect(new Set(lost.map((d) => d.locale))).toEqual(new Set(published.map((page) => page.locale)));
    const first = lost[0];
    expect(first?.message).toContain('routes[3] (alternative): {id} = "gologin-alternative" is no longer an item of alternatives');
    expect(first?.hint).toContain("add to redirects.paths (manifest/site/redirects.ts): { from: '/alternatives/gologin-alternative', to: '/'");
    expect(first?.path).toBe('redirects.paths');

    // The fix the hint shows, taken literally.
    const entry = /redirects\.paths \(manifest\/site\/redirects\.ts\): (\{.*\})$/.exec(first?.hint ?? '')?.[1] ?? '';
    const fixed = withoutGologin();
    fixed.redirects ??= {};
    fixed.redirects.paths = [...(fixed.redirects.paths ?? []), new Function(`return (${entry});`)() as NonNullable<SiteInput['redirects']>['paths'] extends (infer P)[] | undefined ? P : never];
    const kept = await check(fixed, Object.values(metas));
    expect(kept.code, kept.out).toBe(0);
  });

  it('prints each lost URL with its cause and the redirect to add in text output', async () => {
    const result = await check(withoutGologin(), [metas.zh ?? ''], 'text');
    expect(result.code).toBe(1);
    expect(result.out).toContain('PUBLISHED_URL_LOST');
    expect(result.out).toContain('https://www.polyprofile-cn.example/alternatives/gologin-alternative');
    // Only the zh site's build is given: tc lives on main, so the entry names zh alone.
    expect(result.out).toContain("hint: Keep it: add to redirects.paths (manifest/site/redirects.ts): { from: '/alternatives/gologin-alternative', to: '/', locales: ['zh'] }");
  });

  it('reads a site folder, a sitemap and a URL list as well as the meta', async () => {
    await writeFile(join(dir, 'urls.txt'), '# published\nhttps://www.polyprofile.example/de/alternatives/gologin-alternative\n/pricing\n');
    await writeFile(join(dir, 'main', 'sitemap.xml'), '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.polyprofile.example/fr/alternatives/gologin-alternative</loc></url></urlset>\n');
    const result = await check(withoutGologin(), [join(dir, 'urls.txt'), join(dir, 'main', 'sitemap.xml'), join(dir, 'ru')]);
    const lost = (JSON.parse(result.out) as Json).diagnostics.filter((d) => d.code === 'PUBLISHED_URL_LOST').map((d) => d.message.split(' ')[0]);
    expect(lost).toContain('https://www.polyprofile.example/de/alternatives/gologin-alternative');
    expect(lost).toContain('https://www.polyprofile.example/fr/alternatives/gologin-alternative');
    expect(lost).toContain('https://www.polyprofile-ru.example/alternatives/gologin-alternative');
    expect(lost).not.toContain('https://www.polyprofile.example/pricing');
  });

  it('never fetches: an http URL or a missing file is SINCE_UNREADABLE, and the check fails', async () => {
    const result = await check(manifestInput(), ['http://127.0.0.1:9/sitemap.xml', join(dir, 'nope.json')]);
    expect(result.code).toBe(1);
    const unreadable = (JSON.parse(result.out) as Json).diagnostics.filter((d) => d.code === 'SINCE_UNREADABLE');
    expect(unreadable.map((d) => d.message)).toEqual([
      '--since http://127.0.0.1:9/sitemap.xml: site never fetches a URL; download the file first (curl -o sitemap.xml …) and pass its path.',
      `--since ${join(dir, 'nope.json')}: no such file or folder.`,
    ]);
  });

  it('a published URL whose redirect now ends in 404 is PUBLISHED_REDIRECT_BROKEN, naming the rule', async () => {
    // /zh/… on main goes to the zh site with the prefix stripped (redirects.localeSites), where this path is no page.
    await writeFile(join(dir, 'old-redirect.txt'), 'https://www.polyprofile.example/zh/no-such-page\n');
    const result = await check(manifestInput(), [join(dir, 'old-redirect.txt')]);
    expect(result.code).toBe(1);
    const broken = (JSON.parse(result.out) as Json).diagnostics.filter((d) => d.code === 'PUBLISHED_REDIRECT_BROKEN');
    expect(broken.map((d) => d.message)).toEqual([
      `https://www.polyprofile.example/zh/no-such-page was published by the previous build (${join(dir, 'old-redirect.txt')}); it now redirects to https://www.polyprofile-cn.example/no-such-page, which ends in 404 at https://www.polyprofile-cn.example/no-such-page.`,
    ]);
    expect(broken[0]?.hint).toBe('Point locales[1].site at a page that exists, or restore the page it points at.');
  });
});
