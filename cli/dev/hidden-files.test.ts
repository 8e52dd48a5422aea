/**
 * Hidden files (a leading dot) are one rule for both readers: what `site build` reads as content,
 * messages, assets and template sources, `site dev` watches; what the build skips (`.DS_Store`,
 * `._de.json`, `.obsidian/`, an editor's `.x.md.swp`), dev ignores — so no edit shows in dev and
 * not in the build, or the other way round.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../build/inputs/assets.ts';
import { loadMessages } from '../build/inputs/messages.ts';
import { readIconSources, readTemplateSources } from '../build/inputs/read-inputs.ts';
import { walkFiles } from '../build/inputs/walk-files.ts';
import { loadContent } from '../load/content.ts';
import { changeKindOf, WATCHED_DIRS } from './change-kinds.ts';

const article = '---\ntitle: "A title"\ndescription: "A description long enough for the checks."\ndate: \'2025-08-26\'\ncategory: multi-accounting\n---\n\nBody.\n';

/** Every file of the fixture: read by the build (true) or not (false). */
const FILES: Record<string, boolean> = {
  'content/blog/en/visible.md': true,
  'content/blog/en/.hidden.md': false,
  'content/blog/en/._visible.md': false,
  'content/blog/.obsidian/notes.md': false,
  'content/messages/en.json': true,
  'content/messages/._en.json': false,
  'content/messages/.de.json': false,
  'content/assets/site/logo.svg': true,
  'content/assets/site/.DS_Store': false,
  'content/assets/.well-known/security.txt': true,
  'content/assets/.well-known/.keep': false,
  'templates/components/Box.tsx': true,
  'templates/.old/Box.tsx': false,
  'templates/components/.Box.tsx.swp': false,
  'templates/icons/arrow.svg': true,
  'templates/icons/.arrow.svg': false,
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-hidden-'));
  for (const path of Object.keys(FILES)) {
    await mkdir(join(root, dirname(path)), { recursive: true });
    const text = path.endsWith('.md') ? article : path.endsWith('.json') ? '{}\n' : path.endsWith('.svg') ? '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' : 'x\n';
    await writeFile(join(root, path), text);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('hidden files', () => {
  it('the build reads exactly the visible ones, a hidden folder under content/assets/ included', async () => {
    // The readers of `readInputs` and `DevInputs`, each over the fixture.
    const [content, messages, assets, icons, templates] = await Promise.all([loadContent(root), loadMessages(root), loadAssets(root), readIconSources(root), readTemplateSources(root)]);
    const read = [
      ...content.sources.keys(),
      ...Object.keys(messages.messages).map((code) => `content/messages/${code}.json`),
      ...[...assets.urls.keys()].map((url) => `content${url}`),
      ...icons.keys(),
      ...templates.keys(),
    ].sort();
    expect(read).toEqual(Object.keys(FILES).filter((path) => FILES[path]).sort());
  });

  it('site dev watches the same files, and only those', () => {
    for (const [path, readByBuild] of Object.entries(FILES)) expect(Boolean(changeKindOf(path)), path).toBe(readByBuild);
    expect(walkFiles(root, WATCHED_DIRS, (path) => Boolean(changeKindOf(path))).sort()).toEqual(Object.keys(FILES).filter((path) => FILES[path]).sort());
  });
});
