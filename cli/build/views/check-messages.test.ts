import { describe, expect, it } from 'vitest';
import siteInput from '../../../manifest/site/index.ts';
import { validateManifest } from '../../../manifest/validate/index.ts';
import { messageFilesOf, readMessageFile } from '../inputs/messages.ts';
import { checkMessages, manifestKeys } from './check-messages.ts';

/** Message files as `loadMessages` gives them, from texts by locale code. */
const files = (texts: Record<string, string>) => messageFilesOf(Object.entries(texts).map(([code, text]) => [code, Buffer.from(text)] as const));

const codes = (diagnostics: { code: string; file?: string; path?: string }[]) => diagnostics.map((d) => `${d.code} ${d.file?.slice(17) ?? ''} ${d.path ?? ''}`.trim());

describe('checkMessages', () => {
  it('takes a UTF-8 byte-order mark as nothing', () => {
    const read = readMessageFile(Buffer.from('\uFEFF{ "a": "b" }'), 'ro', 'content/messages/ro.json');
    expect(read).toMatchObject({ messages: { a: 'b' }, diagnostics: [] });
  });

  it('lets plural forms use {{count}} or not, and other placeholders only as English has them', () => {
    const en = '{ "p_one": "one profile of {{brand}}", "p_other": "{{count}} profiles of {{brand}}" }';
    const ok = files({ en, ru: '{ "p_one": "{{count}} профиль {{brand}}", "p_few": "{{count}} профиля {{brand}}", "p_many": "{{count}} профилей {{brand}}" }' });
    expect(checkMessages(ok, new Map(), ['en', 'ru'])).toEqual([]);
    const bad = files({ en, ru: '{ "p_one": "профиль", "p_few": "{{count}} {{marke}}", "p_many": "{{count}} {{brand}}" }' });
    expect(checkMessages(bad, new Map(), ['en', 'ru']).map((d) => [d.path, d.message])).toEqual([
      ['p_one', 'The message "p_one" lacks {{brand}}, so that value would not appear.'],
      ['p_few', 'The message "p_few" has {{marke}} where English has {{brand}}: a placeholder\'s name was translated, so it would print as it is.'],
    ]);
  });

  it('takes a key most locales have as missing from English, one only a locale has as unknown', () => {
    const input = files({ en: '{ "a": "A" }', de: '{ "a": "A", "b": "B", "c": "C" }', fr: '{ "a": "A", "b": "B" }', nl: '{ "a": "A", "b": "B" }' });
    expect(codes(checkMessages(input, new Map(), ['en', 'de', 'fr', 'nl']))).toEqual(['MESSAGE_SOURCE_MISSING en.json b', 'MESSAGE_UNKNOWN_KEY de.json c']);
  });

  it('reports a key a template uses that no file has as undefined, and one only translations have as missing from English', () => {
    const input = files({ en: '{ "auth": { "login": "Log in" } }', de: '{ "auth": { "login": "Anmelden", "register": "Registrieren" } }' });
    const out = checkMessages(input, new Map([['auth.register', 'templates/layout/header.tsx'], ['nav.blgo', 'templates/layout/header.tsx']]), ['en', 'de']);
    expect(out).toEqual([
      expect.objectContaining({ code: 'MESSAGE_SOURCE_MISSING', file: 'content/messages/en.json', line: 1, path: 'auth.register', hint: 'Add "auth.register" to content/messages/en.json (de has "Registrieren"); English is the source every locale falls back to.' }),
      expect.objectContaining({
        code: 'MESSAGE_UNDEFINED',
        file: 'content/messages/en.json',
        path: 'nav.blgo',
        message: 'The message key "nav.blgo" is used by templates/layout/header.tsx but defined in no locale, so its pages would show the bare key.',
        hint: 'Add "blgo" with its English text to the "nav" section of content/messages/en.json (then translate it in the other locales\' files), or correct the key in templates/layout/header.tsx if it is misspelt.',
      }),
    ]);
  });

  it('puts MESSAGE_UNDEFINED for a new solution\'s name at the English file and its section\'s line (regression: it was at manifest/site/index.ts, no line)', () => {
    const input = files({ en: '{\n  "nav": { "blog": "Blog" },\n  "solutionNames": {\n    "tiktok": "TikTok"\n  }\n}', de: '{\n  "nav": { "blog": "Blog" },\n  "solutionNames": {\n    "tiktok": "TikTok"\n  }\n}' });
    expect(checkMessages(input, new Map([['solutionNames.bumble', "the manifest's solutions[28]"]]), ['en', 'de'])).toEqual([
      {
        severity: 'error',
        code: 'MESSAGE_UNDEFINED',
        message: 'The message key "solutionNames.bumble" is used by the manifest\'s solutions[28] but defined in no locale, so its pages would show the bare key.',
        file: 'content/messages/en.json',
        line: 3,
        path: 'solutionNames.bumble',
        hint: 'Add "bumble" with its English text to the "solutionNames" section of content/messages/en.json (then translate it in the other locales\' files).',
      },
    ]);
  });
});

describe('manifestKeys', () => {
  it('names the manifest path that asks for each key', () => {
    const site = validateManifest(siteInput).manifest;
    if (!site) throw new Error('the shipped manifest does not validate');
    const keys = new Map(manifestKeys(site));
    const tiktok = site.solutions.findIndex((item) => item.slug === 'tiktok');
    expect(keys.get('solutionNames.tiktok')).toBe(`the manifest's solutions[${tiktok}]`);
    expect(keys.get('featureNames.rpa')).toBe(`the manifest's features[${site.features.findIndex((item) => item.slug === 'rpa')}]`);
  });

  it('reports only the syntax error of an unreadable English file, and no "missing file" for an unreadable locale', () => {
    const input = files({ en: '{ "a": "A", }', de: '{ "a": null }', fr: '{ "a" "A" }' });
    expect(codes([...input.diagnostics, ...checkMessages(input, new Map([['b', 'templates/x.tsx']]), ['en', 'de', 'fr'])])).toEqual(['MESSAGES_INVALID en.json', 'MESSAGES_INVALID fr.json', 'MESSAGE_NOT_TEXT de.json a']);
  });
});
