/**
 * The language check on built pages (issue 9): a page whose text is not in the language it declares
 * fails the build with TEXT_LANGUAGE_MISMATCH, naming the site, locale, path and source file, whatever
 * the translation policy that built it; and it catches a whole locale rendered in the fallback
 * language (how the tl-PH bug looked: Filipino pages with the English messages).
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build.ts';
import { loadProject } from '../../cli/project.ts';
import { collapseLocales } from '../../cli/report/diagnostics.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { tempProject } from '../support/temp-project.ts';

let project: { root: string; cleanup(): Promise<void> };
let mismatches: Diagnostic[];
let all: Diagnostic[];

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
  // English title and description in a Chinese file whose body stays Chinese: the page is still
  // over 80% Chinese, but its <title>, meta description and <h1> are English.
  const english = (await readFile(join(project.root, 'content/solutions/en/amazon.md'), 'utf8')).split('\n');
  const chinese = (await readFile(join(project.root, 'content/solutions/zh/amazon.md'), 'utf8')).split('\n');
  const field = (lines: string[], name: string) => lines.findIndex((line) => line.startsWith(`${name}:`));
  for (const name of ['title', 'description']) chinese[field(chinese, name)] = english[field(english, name)] as string;
  await writeFile(join(project.root, 'content/solutions/zh/amazon.md'), chinese.join('\n'));
  // A Simplified Chinese file converted to Traditional characters.
  const ebay = join(project.root, 'content/solutions/zh/ebay.md');
  await writeFile(ebay, OpenCC.Converter({ from: 'cn', to: 'tw' })(await readFile(ebay, 'utf8')));
  const outcome = await buildSite(await loadProject(project.root), { write: false, workers: 0, cacheDir: join(project.root, '.cache') });
  expect(outcome.ok).toBe(false);
  all = outcome.diagnostics;
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

// The bug: the German listings that show the English article's card were reported at
// content/messages/de.json, and collapsed as "The same in 3 locales: de, de, de".
describe('TEXT_LANGUAGE_MISMATCH on a listing', () => {
  it('names the article whose card is English, with its fields, not the messages', () => {
    const listings = mismatches.filter((d) => d.locale === 'de' && /^\/de\/blog-/.test(d.page ?? ''));
    expect(listings.length).toBeGreaterThan(0);
    for (const d of listings) {
      expect(d.file).toBe('content/blog/de/was-ist-browser-fingerprinting.md');
      expect(d.message).toMatch(/\(the title(?: and description)? of content\/blog\/de\/was-ist-browser-fingerprinting\.md\)/);
    }
    expect(mismatches.filter((d) => d.file === 'content/messages/de.json')).toEqual([]);
  });

  it('collapses them into one diagnostic listing the pages', () => {
    const listings = collapseLocales(mismatches).filter((d) => d.file === 'content/blog/de/was-ist-browser-fingerprinting.md' && d.message.includes('The same on'));
    expect(listings).toHaveLength(1);
    expect(listings[0]?.message).toMatch(/The same on \d+ pages: \/de\/blog-/);
    expect(listings[0]?.message).not.toMatch(/de, de/);
  });
});

// The bug: English in the title and description of a Chinese page passed (the page's share stayed
// over 80%).
describe('TEXT_FIELD_LANGUAGE', () => {
  it('reports the English title and meta description of a Chinese page at their file and field', () => {
    const fields = all.filter((d) => d.code === 'TEXT_FIELD_LANGUAGE' && d.page === '/solutions/amazon');
    expect(fields.map((d) => [d.file, d.path, d.locale])).toEqual([
      ['content/solutions/zh/amazon.md', 'title', 'zh'],
      ['content/solutions/zh/amazon.md', 'description', 'zh'],
    ]);
    expect(fields[0]?.message).toBe('The title of the zh page /solutions/amazon reads as en-US, not zh-CN: "Browser Profiles for Amazon Sellers and Agencies".');
    expect(mismatches.find((d) => d.page === '/solutions/amazon')).toBeUndefined();
  });

  it('finds nothing else on the pages that were not broken', () => {
    const broken = ['/solutions/amazon', '/de/blog/was-ist-browser-fingerprinting', '/de/solutions/affiliate-marketing'];
    const others = all.filter((d) => d.code === 'TEXT_FIELD_LANGUAGE' && !broken.includes(d.page ?? '') && d.locale !== 'fil');
    expect(others).toEqual([]);
  });
});

// The bug: "only 100% of its text reads as zh-CN; the rest reads as zh-TW", hint "Translate it".
describe('TEXT_LANGUAGE_MISMATCH in the other Chinese script', () => {
  it('says the zh page is written in Traditional characters, and to convert it', () => {
    const ebay = mismatches.find((d) => d.page === '/solutions/ebay');
    expect(ebay).toMatchObject({ file: 'content/solutions/zh/ebay.md', locale: 'zh' });
    expect(ebay?.message).toMatch(/^The zh page \/solutions\/ebay on zh declares zh-CN, written in Simplified characters, but its text is written in Traditional characters: \d+% of the characters that exist in one script only are Traditional/);
    expect(ebay?.hint).toMatch(/^Convert the text of content\/solutions\/zh\/ebay\.md to Simplified characters/);
    expect(ebay?.hint).toContain('the tc locale (zh-TW)');
  });
});
