import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../manifest/diagnostics.ts';
import { collapseLocales } from './diagnostics.ts';

const FILE = 'content/blog/de/was-ist-browser-fingerprinting.md';
/** The same article's English text failing one of its locale's listing pages. */
const listing = (page: string, locale = 'de', tag = 'de-DE') =>
  diagnostic('TEXT_LANGUAGE_MISMATCH', { site: 'main', locale, tag, page, detected: 'en-US', share: 0.56, file: FILE, fields: ['title'] }, { file: FILE, locale, page, path: 'title' });

describe('collapseLocales', () => {
  // The bug: "The same in 3 locales: de, de, de", hiding which pages fail.
  it('lists the pages, never one locale repeated, when one problem repeats on pages of one locale', () => {
    const collapsed = collapseLocales([listing('/de/blog-privacy-security'), listing('/de/blog-privacy-security/fingerprints'), listing('/de/blog-privacy-security/beginners')]);
    expect(collapsed).toHaveLength(1);
    expect(collapsed[0]?.message).toMatch(/ The same on 3 pages: \/de\/blog-privacy-security, \/de\/blog-privacy-security\/fingerprints, \/de\/blog-privacy-security\/beginners\.$/);
    expect(collapsed[0]?.message).not.toMatch(/de, de/);
  });

  it('names the locale of each page when pages of several locales repeat one problem', () => {
    const plain = (page: string, locale: string) => ({ ...listing(page, locale), hint: 'h', message: 'm' });
    // One page per locale: the locales, as before.
    expect(collapseLocales([plain('/de', 'de'), plain('/nl', 'nl')])[0]?.message).toBe('m The same in 2 locales: de, nl.');
    const mixed = collapseLocales([
      { ...listing('/de/blog'), hint: 'h', message: 'm' },
      { ...listing('/de/blog/page/2'), hint: 'h', message: 'm' },
      { ...listing('/nl/blog', 'nl', 'nl-NL'), hint: 'h', message: 'm' },
    ]);
    expect(mixed.map((d) => d.message)).toEqual(['m The same on 3 pages: /de/blog (de), /de/blog/page/2 (de), /nl/blog (nl).']);
  });
});
