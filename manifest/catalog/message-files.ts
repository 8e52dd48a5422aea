/** Codes of the values and keys of message files (`cli/build/inputs/message-values.ts`, `cli/build/views/check-messages.ts`). */
import { defineCode, plural } from './define.ts';

const DE = 'content/messages/de.json';
const EN = 'content/messages/en.json';

/** `{{path}}, {{count}}`, or `none`. */
function placeholders(names: readonly string[]): string {
  return names.length ? names.map((name) => `{{${name}}}`).join(', ') : 'none';
}

/** ` (English: "…")`, or nothing. */
function english(text: string | undefined): string {
  return text === undefined ? '' : ` (English: "${text}")`;
}

export const MESSAGE_FILE_CODES = {
  MESSAGE_SOURCE_MISSING: defineCode('error', 'Message key missing from English', {
    message: (d: { key: string; usedIn?: string; locales: number; sample?: { locale: string; text: string } }) =>
      `English lacks the message key "${d.key}", which ${d.usedIn ? `${d.usedIn} uses` : `${plural(d.locales, 'other locale')} ${d.locales === 1 ? 'has' : 'have'}`}; English pages would show the bare key.`,
    hint: (d) => `Add "${d.key}" to ${EN}${d.sample ? ` (${d.sample.locale} has "${d.sample.text}")` : ''}; English is the source every locale falls back to.`,
    meaning: 'English (`content/messages/en.json`) is the source of every message: the other locales translate its keys, and show its text where they lack one. A key a template, the runtime or the manifest uses, or that most other locales have, is missing from it, so English pages show the bare key (`auth.register` on the sign-up button). The line given is where the key\'s section starts in `en.json`.',
    fix: 'Add the key back to `content/messages/en.json`, in its section, with the English text.',
  }).example(EN, '  "auth": {\n    "login": "Log in"\n  },', { key: 'auth.register', usedIn: 'templates/chrome/header.tsx', locales: 19, sample: { locale: 'de', text: 'Kostenlos registrieren' } }, { file: EN, line: 23, path: 'auth.register' }),
  MESSAGE_UNKNOWN_KEY: defineCode('warning', 'Key English does not have', {
    message: (d: { key: string; locale: string; guess?: string }) => `The key "${d.key}" is not in English's messages, so no page shows it.`,
    hint: (d) => (d.guess ? `Did you mean "${d.guess}"? Keys are those of ${EN}.` : `Keys are those of ${EN}: rename it to the English key it translates, or delete it.`),
    meaning: 'A locale\'s message file has a key that `content/messages/en.json` does not. Templates only ask for English\'s keys, so the text is never shown: usually a misspelt or renamed key, whose translation then falls back to English.',
    fix: 'Rename the key to the English key it translates (the hint suggests the closest one), or delete it.',
  }).example(DE, '  "nav": {\n    "preSale": "Vertrieb kontaktieren",', { key: 'nav.preSale', locale: 'de', guess: 'nav.preSales' }, { file: DE, line: 6, path: 'nav.preSale', locale: 'de' }),
  MESSAGE_PLACEHOLDER: defineCode('error', 'Placeholder not as in English', {
    message: (d: { case: 'translated' | 'missing' | 'extra'; key: string; locale: string; missing: readonly string[]; extra: readonly string[]; english: string; expected: readonly string[] }) =>
      d.case === 'translated'
        ? `The message "${d.key}" has ${placeholders(d.extra)} where English has ${placeholders(d.missing)}: a placeholder's name was translated, so it would print as it is.`
        : d.case === 'missing'
          ? `The message "${d.key}" lacks ${placeholders(d.missing)}, so that value would not appear.`
          : `The message "${d.key}" has ${placeholders(d.extra)}, which English does not, so it would print as it is.`,
    hint: (d) => `Keep the names inside {{ }} exactly as in English: "${d.english}" has ${placeholders(d.expected)}; translate only the words around them.`,
    meaning: 'A placeholder (`{{path}}`, `{{count}}`, `{{brand}}`) is replaced by a value when the page is built. Its name must be the one English uses for the same key: a translated name (`{{pfad}}`) or an unknown one prints as it is on the page, and a missing one drops the value.',
    fix: 'Write the placeholders of the English text, unchanged, where they belong in the translated sentence.',
  }).example(DE, '  "errors": {\n    "notFound": "Seite nicht gefunden: {{pfad}}"', { case: 'translated', key: 'errors.notFound', locale: 'de', missing: ['path'], extra: ['pfad'], english: 'Page not found: {{path}}', expected: ['path'] }, { file: DE, line: 120, path: 'errors.notFound', locale: 'de' }),
  MESSAGE_EMPTY: defineCode('error', 'Empty message', {
    message: (d: { key: string; locale: string; english?: string }) => `The message "${d.key}" is empty, so its button, link or heading would show nothing.`,
    hint: (d) => (d.english === undefined ? 'Write the text.' : `Translate it${english(d.english)}, or delete the key to show English until it is translated.`),
    meaning: 'A message is an empty string (or only spaces). i18next shows it as it is, so the label it fills is blank: an empty button, link or heading.',
    fix: 'Write the text, or delete the key: a locale without a key shows the English text.',
  }).example(DE, '  "auth": {\n    "register": ""', { key: 'auth.register', locale: 'de', english: 'Sign up free' }, { file: DE, line: 25, path: 'auth.register', locale: 'de' }),
  MESSAGE_NOT_TEXT: defineCode('error', 'Message that is not text', {
    message: (d: { key: string; locale: string; got: string; english?: string }) => `The message "${d.key}" is ${d.got}, not a text.`,
    hint: (d) => `Write a text in double quotes${english(d.english)}, or delete the key to show English.`,
    meaning: 'A message is `null`, a number, `true`/`false`, or a list where a text belongs. Messages are texts in double quotes, grouped in objects; lists are only for sections of `{ "title", "text" }`.',
    fix: 'Write the value as a text in double quotes, or delete the key so the English text is shown.',
  }).example(DE, '  "auth": {\n    "register": null', { key: 'auth.register', locale: 'de', got: 'null', english: 'Sign up free' }, { file: DE, line: 25, path: 'auth.register', locale: 'de' }),
  MESSAGE_DUPLICATE_KEY: defineCode('warning', 'Message key written twice', {
    message: (d: { key: string; first: number }) => `The key "${d.key}" is written twice; this one replaces the one on line ${d.first}.`,
    hint: () => 'Keep one of them and delete the other.',
    meaning: 'An object of a message file has the same key twice. JSON keeps only the last one, so the first text is silently lost: usually a key pasted twice while translating.',
    fix: 'Delete one of the two entries (keep the right text).',
  }).example(DE, '    "blog": "Blog",\n    "blog": "Artikel",', { key: 'nav.blog', first: 7 }, { file: DE, line: 8, path: 'nav.blog', locale: 'de' }),
};
