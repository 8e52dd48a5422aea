import eld from 'eld/extrasmall';
import { describe, expect, it } from 'vitest';
import site from '../../../manifest/site/index.ts';
import { checkJudgedLocales, ELD_LANGUAGES, isJudged, JUDGED_LANGUAGES, languageOf, reportedTag } from './site-languages.ts';

describe('the languages the check judges', () => {
  // The bug: a hand list of today's 19 languages, so a locale added by the README's recipe
  // (Italian) passed every page unjudged.
  it('are every language eld identifies, and Khmer', () => {
    expect([...ELD_LANGUAGES].sort()).toEqual(Object.values(eld.newInstance().info().Languages).sort());
    expect(JUDGED_LANGUAGES.size).toBe(ELD_LANGUAGES.length + 1);
    for (const tag of ['it-IT', 'sv-SE', 'el-GR', 'he-IL', 'km-KH', 'fil-PH', 'nb-NO', 'zh-Hant-HK']) expect(isJudged(tag), tag).toBe(true);
  });

  it('include every locale of the shipped manifest', () => {
    for (const locale of site.locales) expect(isJudged(locale.tag), locale.tag).toBe(true);
    expect(checkJudgedLocales(site.locales)).toEqual([]);
  });

  it('warn once for a locale whose language eld does not know, at its tag in the manifest', () => {
    const locales = [...site.locales, { code: 'it', tag: 'it-IT' }, { code: 'id', tag: 'id-ID' }];
    expect(checkJudgedLocales(locales)).toEqual([
      expect.objectContaining({
        code: 'TEXT_LANGUAGE_UNCHECKED',
        severity: 'warning',
        path: `locales[${site.locales.length + 1}].tag`,
        locale: 'id',
        message: 'The text of the id pages and of content/messages/id.json is not checked for its language: id-ID is Indonesian, which the language identifier (eld) does not know.',
        hint: expect.stringContaining('am, ar, az,'),
      }),
    ]);
  });
});

describe('reportedTag', () => {
  it('is the site\'s tag for a language it has, else the likely region', () => {
    const tags = site.locales.map((locale) => locale.tag);
    expect(reportedTag('pt', tags)).toBe('pt-PT');
    expect(reportedTag('tl', tags)).toBe('tl-PH');
    expect(reportedTag('it', tags)).toBe('it-IT');
    expect(reportedTag('sv')).toBe('sv-SE');
    expect(languageOf('fil-PH').language).toBe('tl');
  });
});
