/**
 * The language check on built pages (issue 9): a page whose text is not in the language it declares
 * fails the build with TEXT_LANGUAGE_MISMATCH, naming the site, locale, path and source file, whatever
 * the translation policy that built it; and it catches a whole locale rendered in the fallback
 * language (how the tl-PH bug looked: Filipino pages with the English messages).
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build.ts';
import { loadProject } from '../../cli/project.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { tempProject } from '../support/temp-project.ts';

let project: { root: string; cleanup(): Promise<void> };
let mismatches: Diagnostic[];

/** Replaces a locale file's front matter with the English file's (the copy pasted untranslated). */
async function pasteEnglishFrontMatter(english: string, target: string): Promise<void> {
  const text = await readFile(join(project.root, english), 'utf8');
  const frontMatter = text.slice(0, text.indexOf('\n---', 3) + 5);
  await writeFile(join(project.root, target), `${frontMatter}\n`);
}

beforeAll(async () => {
  project = await tempProject();
  // source-with-notice (translations.items.solutions): the German copy of a solution is English.
  await pasteEnglishFrontMatter('content/solutions/en/affiliate-marketing.md', 'content/solutions/de/affiliate-marketing.md');
  // fallback (translations.collections.blog): a "German" article that is the English one copied.
  await copyFile(join(project.root, 'content/blog/en/what-is-browser-fingerprinting.md'), join(project.root, 'content/blog/de/was-ist-browser-fingerprinting.md'));
  // The tl-PH bug: every Filipino page rendered with the English messages (i18next fell back to
  // English). A fil.json that is en.json copied is now stopped before rendering (MESSAGES_UNTRANSLATED,
  // test/messages/broken/copied-english-file.ts); without the file, English is what the pages show.
  await rm(join(project.root, 'content/messages/fil.json'));
  const outcome = await buildSite(await loadProject(project.root), { write: false, workers: 0, cacheDir: join(project.root, '.cache') });
  expect(outcome.ok).toBe(false);
  mismatches = outcome.diagnostics.filter((d) => d.code === 'TEXT_LANGUAGE_MISMATCH');
}, 300_000);

afterAll(async () => {
  await project.cleanup();
});

const at = (path: string) => mismatches.find((d) => d.message.includes(` page ${path} on `));

describe('TEXT_LANGUAGE_MISMATCH', () => {
  it('reports an item page whose locale copy is English, at its copy file (source-with-notice policy)', () => {
    expect(at('/de/solutions/affiliate-marketing')).toMatchObject({
      severity: 'error',
      file: 'content/solutions/de/affiliate-marketing.md',
      locale: 'de',
      message: expect.stringMatching(/^The de page \/de\/solutions\/affiliate-marketing on main declares de-DE, but only \d+% of its text reads as de-DE; the rest reads as en-US/),
    });
  });

  it('reports an article in English under a German URL, at its file (fallback policy)', () => {
    expect(at('/de/blog/was-ist-browser-fingerprinting')).toMatchObject({ file: 'content/blog/de/was-ist-browser-fingerprinting.md', locale: 'de' });
  });

  it('catches a locale whose pages show the fallback language (the tl-PH bug): the Filipino home page reads as English', () => {
    const home = at('/fil');
    expect(home).toMatchObject({ file: 'content/messages/fil.json', locale: 'fil' });
    expect(home?.message).toMatch(/declares tl-PH, but only \d+% of its text reads as tl-PH; the rest reads as en-US/);
    expect(mismatches.filter((d) => d.locale === 'fil').length).toBeGreaterThan(10);
  });

  it('leaves the translated pages alone: only the two broken pages and the German blog listings that show the English card fail', () => {
    const german = mismatches.filter((d) => d.locale === 'de').map((d) => d.message.split(' ')[3] ?? '');
    expect(german).toContain('/de/blog/was-ist-browser-fingerprinting');
    expect(german).toContain('/de/solutions/affiliate-marketing');
    for (const path of german) expect(path).toMatch(/^\/de\/(?:blog|solutions\/affiliate-marketing$)/);
    expect(german.length).toBeLessThan(10);
  });
});
