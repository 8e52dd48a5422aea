/**
 * The dev loop in process on a temp copy of the project: one build, then edits that rebuild only
 * what they touch, a broken edit that keeps the last good tree, and no-op saves.
 */
import { appendFile, cp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempProject } from '../../test/support/temp-project.ts';
import { resolve } from '../../manifest/plan/resolve.ts';
import { devOriginsFor } from './dev-origins.ts';
import { type DevBuild, DevSession } from './dev-session.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const PAGE = 'main/blog/automate-browser-profiles-with-local-api.html';
let project: { root: string; cleanup(): Promise<void> };
let session: DevSession;
let first: DevBuild;

const page = (path = PAGE) => new TextDecoder().decode(session.tree.current?.files.get(path)?.bytes);
const file = (path: string) => join(project.root, path);

beforeAll(async () => {
  project = await tempProject();
  // templates/ is a link to the repository in a temp project: these tests edit it, so copy it.
  await rm(join(project.root, 'templates'));
  await cp(join(ROOT, 'templates'), join(project.root, 'templates'), { recursive: true });
  session = new DevSession({ root: project.root, origins: devOriginsFor(['main', 'zh', 'ru'], 4321), cacheDir: join(project.root, 'dev-cache'), workers: 0 });
  first = await session.start();
}, 240_000);

afterAll(async () => {
  await session?.close();
  await project?.cleanup();
});

describe('DevSession', () => {
  it('builds every site into memory on the dev origins, writing no dist/', async () => {
    expect(first.ok, JSON.stringify(first.diagnostics.filter((d) => d.severity === 'error'))).toBe(true);
    expect(page()).toContain('Automating Browser Profiles');
    expect(page()).toContain('<link rel="canonical" href="http://127.0.0.1:4321/blog/automate-browser-profiles-with-local-api"');
    expect(page('zh/pricing.html')).toContain('http://127.0.0.1:4322/pricing');
    expect(session.tree.current?.files.has('main/assets/site.css')).toBe(true);
    await expect(readFile(file('dist/main/index.html'))).rejects.toThrow();
  });

  it('a no-op save (same bytes, new mtime) reads one file and builds nothing', async () => {
    const now = new Date();
    await utimes(file(ARTICLE), now, now);
    const generation = session.tree.current?.number;
    const result = await session.update([ARTICLE]);
    expect(result).toMatchObject({ ok: true, reload: 'none', files: [], rendered: 0 });
    expect(session.tree.current?.number).toBe(generation);
  });

  it('an article edit renders that article (and the pages that show it) and asks for a reload', async () => {
    await appendFile(file(ARTICLE), '\nA sentence added while the dev server runs.\n');
    const result = await session.update([ARTICLE]);
    expect(result.ok).toBe(true);
    expect(result.reload).toBe('reload');
    expect(result.files).toEqual([ARTICLE]);
    expect(result.markdownRendered).toBe(1);
    expect(result.rendered).toBeGreaterThanOrEqual(1);
    expect(result.rendered).toBeLessThan(20);
    expect(page()).toContain('A sentence added while the dev server runs.');
    expect(result.change?.changed).toContain(PAGE);
  });

  it('broken front matter reports the file and line and keeps the last good tree; the fix builds again', async () => {
    const good = await readFile(file(ARTICLE), 'utf8');
    const generation = session.tree.current?.number;
    await writeFile(file(ARTICLE), good.replace('date: \'2025-08-26\'', 'date: [oops'));
    const broken = await session.update([ARTICLE]);
    expect(broken.ok).toBe(false);
    const error = broken.diagnostics.find((d) => d.severity === 'error');
    expect(error).toMatchObject({ code: 'CONTENT_FRONT_MATTER', file: ARTICLE });
    expect(error?.line).toBeGreaterThan(0);
    expect(session.tree.current?.number, 'the last good tree is kept').toBe(generation);
    expect(page()).toContain('A sentence added while the dev server runs.');
    await writeFile(file(ARTICLE), good.replace('A sentence added', 'A sentence fixed'));
    const fixed = await session.update([ARTICLE]);
    expect(fixed.ok).toBe(true);
    expect(page()).toContain('A sentence fixed while the dev server runs.');
  });

  it('a stylesheet edit changes only the stylesheets, so the pages swap it without a reload', async () => {
    const css = 'templates/styles/site.css';
    await appendFile(file(css), '\n.dev-test { color: red; }\n');
    const result = await session.update([css]);
    expect(result).toMatchObject({ ok: true, reload: 'css', rendered: 0 });
    expect(result.change?.changed.filter((path) => !path.includes('/builds/')).sort()).toEqual(['main/assets/site.css', 'ru/assets/site.css', 'zh/assets/site.css']);
    expect(page('main/assets/site.css')).toContain('.dev-test { color: red; }');
  });

  it('a template component edit compiles the renderer again and renders with it; a broken one keeps the last good pages', async () => {
    const component = 'templates/components/article.tsx';
    const text = await readFile(file(component), 'utf8');
    expect(text).toContain('<article className="article">');
    await writeFile(file(component), text.replace('<article className="article">', '<article className="article" data-dev-test="v2">'));
    const result = await session.update([component]);
    expect(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error'))).toBe(true);
    expect(result.reload).toBe('reload');
    expect(page()).toContain('data-dev-test="v2"');
    await writeFile(file(component), text.replace('<article className="article">', '<article className="article" data-dev-test="v3">{'));
    const broken = await session.update([component]);
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'BUILD_FAILED', file: component });
    expect(page()).toContain('data-dev-test="v2"');
    await appendFile(file(ARTICLE), '\nWhile the template is broken.\n');
    const other = await session.update([ARTICLE]);
    expect(other.ok, 'a broken template fails every build until it is fixed').toBe(false);
    expect(other.diagnostics[0]).toMatchObject({ code: 'BUILD_FAILED', file: component });
    await writeFile(file(component), text);
    const fixed = await session.update([component]);
    expect(fixed.ok).toBe(true);
    expect(page()).not.toContain('data-dev-test');
    expect(page()).toContain('While the template is broken.');
  }, 180_000);

  it('a manifest edit plans again (a new redirect answers) without re-rendering unchanged pages', async () => {
    const redirects = 'manifest/site/redirects.ts';
    const text = await readFile(file(redirects), 'utf8');
    expect(text).toContain('paths: [');
    await writeFile(file(redirects), text.replace('paths: [', "paths: [\n    { from: '/dev-test-old', to: '/pricing', note: 'dev test' },"));
    const result = await session.update([redirects]);
    expect(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error'))).toBe(true);
    expect(result.rendered).toBeLessThan(50);
    const plan = session.served?.plan;
    expect(plan && resolve(plan, 'main', '/dev-test-old')).toMatchObject({ status: 301, location: '/pricing' });
  });
});

describe('reloadOf', () => {
  it('reloads for pages, swaps for stylesheets only, ignores build metadata', async () => {
    const { reloadOf } = await import('./dev-session.ts');
    expect(reloadOf({ changed: ['main/a.html', 'main/assets/site.css'], removed: [] })).toBe('reload');
    expect(reloadOf({ changed: ['main/assets/site.css', 'zh/builds/latest.json'], removed: ['zh/builds/meta/x.json'] })).toBe('css');
    expect(reloadOf({ changed: ['main/builds/latest.json'], removed: [] })).toBe('none');
    expect(reloadOf({ changed: ['main/assets/site.css'], removed: ['main/old.html'] })).toBe('reload');
  });
});
