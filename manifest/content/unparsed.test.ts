import { describe, expect, it } from 'vitest';
import { diagnostic } from '../diagnostics.ts';
import { unparsedFiles, withoutMissingUnparsed } from './unparsed.ts';

describe('unparsedFiles', () => {
  it('lists the entry files without a parsed entry, with the key their text declares or the default one', () => {
    const texts = new Map([
      ['content/alternatives/en/gologin-alternative.md', '---\nbenefits: [\ntranslationKey: "alternative:gologin-alternative"\n---\n'],
      ['content/solutions/en/tiktok.markdown', '---\ntitle: x\n---\n'],
      ['content/blog/en/ok.md', '---\n---\n'],
      ['content/messages/en.json', '{}'],
    ]);
    expect(unparsedFiles(texts.keys(), [{ file: 'content/blog/en/ok.md' }], (file) => texts.get(file))).toEqual([
      { file: 'content/alternatives/en/gologin-alternative.md', collection: 'alternatives', locale: 'en', slug: 'gologin-alternative', translationKey: 'alternative:gologin-alternative' },
      { file: 'content/solutions/en/tiktok.markdown', collection: 'solutions', locale: 'en', slug: 'tiktok', translationKey: 'solutions:tiktok' },
    ]);
  });
});

describe('withoutMissingUnparsed', () => {
  it('drops COPY_MISSING and TRANSLATION_MISSING that name a file which exists but did not parse (regression: "until content/solutions/en/tiktok.md exists")', () => {
    const copy = diagnostic('COPY_MISSING', { kind: 'solutions', index: 10, slug: 'tiktok', collection: 'solutions', source: 'en' }, { path: 'solutions[10]', file: 'content/solutions/en/tiktok.md' });
    const other = diagnostic('COPY_MISSING', { kind: 'solutions', index: 11, slug: 'amazon', collection: 'solutions', source: 'en' }, { path: 'solutions[11]', file: 'content/solutions/en/amazon.md' });
    const translation = diagnostic('TRANSLATION_MISSING', { path: '/de/blog/x', locale: 'de', what: 'blog "x"', policy: 'translations.collections.blog', file: 'content/blog/de/x.md' }, { file: 'content/blog/de/x.md', locale: 'de' });
    const unparsed = [
      { file: 'content/solutions/en/tiktok.markdown', collection: 'solutions', locale: 'en', slug: 'tiktok', translationKey: 'solutions:tiktok' },
      { file: 'content/blog/de/x.md', collection: 'blog', locale: 'de', slug: 'x', translationKey: 'blog:x' },
    ];
    expect(withoutMissingUnparsed([copy, other, translation], unparsed)).toEqual([other]);
  });
});
