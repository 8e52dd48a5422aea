/** `site dev`'s kept content: parsed by `site build`'s parser, and only the changed files parsed again. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent, parseContentFile } from '../load/content.ts';
import { DevContent } from './dev-content.ts';

const article = (title: string) => `---\ntitle: "${title}"\ndescription: "A description long enough for the checks."\ndate: '2025-08-26'\ncategory: multi-accounting\ntags:\n  - automation\n---\n\nBody of ${title}.\n`;
const changed = (path: string, text: string) => ({ path, kind: 'changed' as const, contents: Buffer.from(text) });

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('DevContent', () => {
  it('parses a changed file exactly as site build does (byte-order mark, .markdown, broken front matter)', () => {
    const content = new DevContent();
    const files = {
      'content/blog/en/with-bom.markdown': `\uFEFF${article('With BOM')}`,
      'content/blog/en/Bad_Name.md': article('Bad name'),
      'content/blog/en/unclosed.md': '---\ntitle: "x"\n\nno closing line\n',
    };
    content.apply(Object.entries(files).map(([path, text]) => changed(path, text)));
    const sorted = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
    const built = sorted.map(([path, text]) => parseContentFile(path, text));
    expect(content.snapshot()).toEqual({
      entries: built.flatMap((result) => (result.entry ? [result.entry] : [])),
      sources: new Map(sorted.map(([path, text]) => [path, text.replace(/^\uFEFF/, '')])),
      diagnostics: built.flatMap((result) => result.diagnostics),
    });
    expect(content.snapshot().entries.map((entry) => entry.file)).toEqual(['content/blog/en/Bad_Name.md', 'content/blog/en/with-bom.markdown']);
    expect(content.snapshot().diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['CONTENT_FILE_NAME', 'CONTENT_FRONT_MATTER']));
  });

  it('ignores paths that are not entries, and drops removed ones', () => {
    const content = new DevContent();
    content.apply([changed('content/blog/en/a.md', article('A')), changed('content/blog/en/notes.txt', 'x'), changed('content/unknown/en/b.md', article('B'))]);
    expect(content.paths()).toEqual(['content/blog/en/a.md']);
    content.apply([{ path: 'content/blog/en/a.md', kind: 'removed' }]);
    expect(content.paths()).toEqual([]);
  });

  it('keeps the entries of unchanged files as they were loaded (only the changed file is parsed again)', async () => {
    root = await mkdtemp(join(tmpdir(), 'site-dev-content-'));
    await mkdir(join(root, 'content/blog/en'), { recursive: true });
    await writeFile(join(root, 'content/blog/en/a.md'), article('A'));
    await writeFile(join(root, 'content/blog/en/b.md'), article('B'));
    const content = new DevContent();
    await content.load(root);
    expect(content.snapshot()).toEqual(await loadContent(root));
    const [keptBefore] = content.snapshot().entries;
    content.apply([changed('content/blog/en/b.md', article('B2'))]);
    const [kept, edited] = content.snapshot().entries;
    expect(kept).toBe(keptBefore);
    expect(edited?.data).toMatchObject({ title: 'B2' });
  });
});
