import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics.ts';
import { checkTranslationKeys } from './check-translation-keys.ts';
import { type ContentEntry, parseEntry } from './parse-entry.ts';

/** A blog article of `file` with `translationKey: key` on line 6. */
function article(file: string, key: string): { entry: ContentEntry; text: string } {
  const text = ['---', 'title: "T"', 'description: "D."', "date: '2024-05-01'", 'category: privacy-security', `translationKey: ${key}`, 'tags:', '  - proxies', '---', 'Body.'].join('\n');
  const [, collection, locale, name] = file.split('/') as [string, 'blog', string, string];
  const { entry } = parseEntry(file, collection, locale, name.replace(/\.md$/, ''), text);
  if (!entry) throw new Error(`${file} does not parse`);
  return { entry, text };
}

function check(files: [file: string, key: string][]): Diagnostic[] {
  const parsed = files.map(([file, key]) => article(file, key));
  return checkTranslationKeys(
    parsed.map(({ entry }) => entry),
    'en',
    new Map(parsed.map(({ entry, text }) => [entry.file, text])),
  );
}

const MULTILOGIN: [string, string][] = ['en', 'de', 'fr', 'es'].map((locale) => [`content/blog/${locale}/multilogin.md`, 'blog-multilogin-alternative-comparison']);

describe('checkTranslationKeys', () => {
  it('reports one "en source missing" per key when the source of several translations is gone, listing them, without a guess (regression: 19 errors each hinting the key of another article)', () => {
    const gologin: [string, string][] = ['de', 'fr', 'es'].map((locale) => [`content/blog/${locale}/gologin.md`, 'blog-gologin-alternative-comparison']);
    expect(check([...MULTILOGIN, ...gologin])).toEqual([
      {
        severity: 'error',
        code: 'TRANSLATION_KEY',
        message: 'The en source is missing: no en blog entry has translationKey "blog-gologin-alternative-comparison", which 3 translations point at (de, es, fr), so they are linked to no original.',
        file: 'content/blog/de/gologin.md',
        line: 6,
        hint: 'Restore the en original content/blog/en/gologin.md with translationKey "blog-gologin-alternative-comparison" (if it was deleted: git log --diff-filter=D -- content/blog/en/gologin.md); or, if it was removed on purpose, delete the translations (content/blog/<locale>/gologin.md in de, es, fr).',
      },
    ]);
  });

  it('never guesses a key the locale already has a translation of, even for one translation', () => {
    const [only, ...rest] = check([...MULTILOGIN, ['content/blog/de/gologin.md', 'blog-gologin-alternative-comparison']]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'TRANSLATION_KEY', file: 'content/blog/de/gologin.md', message: expect.stringMatching(/^The en source is missing: .*which this translation points at \(de\)/) });
    expect(only?.hint).not.toContain('blog-multilogin-alternative-comparison');
  });

  it('still takes a key close to an original the locale has not translated for a typo', () => {
    expect(check([...MULTILOGIN, ['content/blog/en/proxies.md', 'blog-proxies'], ['content/blog/de/proxys.md', 'blog-proxys']])).toEqual([
      expect.objectContaining({ code: 'TRANSLATION_KEY', file: 'content/blog/de/proxys.md', hint: 'Did you mean "blog-proxies", the key of the en original?' }),
    ]);
  });

  it('reports nothing for the translations of a source file that did not parse (its parse error is reported)', () => {
    const gologin: [string, string][] = ['de', 'fr', 'es'].map((locale) => [`content/blog/${locale}/gologin.md`, 'blog-gologin-alternative-comparison']);
    const parsed = [...MULTILOGIN, ...gologin].map(([file, key]) => article(file, key));
    const unparsed = [{ file: 'content/blog/en/gologin.md', collection: 'blog', locale: 'en', slug: 'gologin', translationKey: 'blog-gologin-alternative-comparison' }];
    expect(checkTranslationKeys(parsed.map(({ entry }) => entry), 'en', new Map(), unparsed)).toEqual([]);
    // Matched by slug when its text declares no key.
    expect(checkTranslationKeys(parsed.map(({ entry }) => entry), 'en', new Map(), [{ ...unparsed[0], translationKey: 'blog:gologin' } as (typeof unparsed)[number]])).toEqual([]);
  });

  it('accepts articles of other locales whose key is close to no original (locale-only articles)', () => {
    expect(check([...MULTILOGIN, ['content/blog/zh/guide.md', 'zh-only-guide'], ['content/blog/tc/guide.md', 'zh-only-guide']])).toEqual([]);
  });
});
