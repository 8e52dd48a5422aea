import { describe, expect, it } from 'vitest';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { createContext } from './context.ts';
import { checkOutputFiles, pageFileOf, reservedOwner } from './output-files.ts';
import type { PlannedPage } from './types.ts';

describe('output files of pages', () => {
  it('puts each page where the build writes it, for every target', () => {
    for (const path of ['/', '/pricing', '/de', '/de/blog/x', '/referral-program/superSeptember']) {
      for (const target of ['nginx', 'netlify', 'cloudflare', 'static'] as const) expect(pageFileOf(path), `${target} ${path}`).toBe(pageFile(target, path));
    }
  });

  it('knows the names the build and the hosts own', () => {
    expect(reservedOwner('/index')?.owner).toBe('folder-index');
    expect(reservedOwner('/de/index')?.owner).toBe('folder-index');
    expect(reservedOwner('/solutions/404')?.owner).toBe('not-found');
    expect(reservedOwner('/Assets/x')?.owner).toBe('assets');
    expect(reservedOwner('/builds')?.owner).toBe('builds');
    expect(reservedOwner('/de/assets')).toBeUndefined();
    expect(reservedOwner('/')).toBeUndefined();
    expect(reservedOwner('/pricing')).toBeUndefined();
  });

  it('finds no clash and no reserved name on the shipped site', async () => {
    const { plan, diagnostics } = await loadShipped();
    expect(diagnostics.filter((d) => d.code === 'OUTPUT_FILE_CLASH' || d.code === 'RESERVED_NAME')).toEqual([]);
    expect(plan.pages.length).toBeGreaterThan(100);
  });

  it('blames a content entry file for a slug that takes a reserved name', async () => {
    const { manifest } = await loadShipped();
    const ctx = createContext(manifest, []);
    const page = { site: 'main', path: '/blog/index', source: 'routes[7]', template: 'blog-article', subject: { kind: 'entry', collection: 'blog', slug: 'index', translationKey: 'index', file: 'content/blog/en/index.md' } } satisfies Pick<PlannedPage, 'site' | 'path' | 'source' | 'template' | 'subject'>;
    const [only, ...rest] = checkOutputFiles(ctx, 'main', [page], 'error-404');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'RESERVED_NAME', file: 'content/blog/en/index.md' });
    expect(only?.message).toBe('content/blog/en/index.md "index" makes the page /blog/index, whose file dist/main/blog/index.html is the folder index hosts serve for the folder URL.');
  });
});
