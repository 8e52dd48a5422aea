/** Codes of the language of message files (`cli/build/checks/untranslated-messages.ts`): text left in English, or in another language. */
import { defineCode } from './define.ts';

const DE = 'content/messages/de.json';
const FR = 'content/messages/fr.json';

/** Keys shown in a message before `…`. */
const LISTED_KEYS = 5;

/** One untranslated value, as the diagnostics show it. */
export interface UntranslatedSample {
  key: string;
  line?: number;
}

/** `nav.blog (line 8), auth.login (line 24), …`. */
function listed(sample: readonly UntranslatedSample[], total: number): string {
  const shown = sample.slice(0, LISTED_KEYS).map((item) => (item.line ? `${item.key} (line ${item.line})` : item.key));
  return `${shown.join(', ')}${total > shown.length ? ` and ${total - shown.length} more` : ''}`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
/** The script a Chinese tag is written in: zh-TW, zh-HK and zh-Hant Traditional, the others Simplified. */
const script = (tag: string) => (/-(?:TW|HK|MO|Hant)\b/i.test(tag) ? 'Traditional' : 'Simplified');

export const MESSAGE_LANGUAGE_CODES = {
  MESSAGES_UNTRANSLATED: defineCode('error', 'Message file left in English', {
    message: (d: { locale: string; tag: string; file: string; untranslated: number; translatable: number; share: number; sample: readonly UntranslatedSample[]; source: string }) =>
      `${percent(d.share)} of the translatable messages of ${d.file} (${d.untranslated} of ${d.translatable}) are the ${d.source} text word for word, so the ${d.locale} pages would show ${d.source} labels: ${listed(d.sample, d.untranslated)}.`,
    hint: (d) => `Translate them into ${d.tag}, or delete the keys not translated yet (${d.source} is shown there, reported as missing). At most 20% may be the ${d.source} text.`,
    meaning:
      'A locale\'s message file holds the chrome of its pages: navigation, buttons, footer, banners, headings of the pricing and download pages. More than 20% of its translatable values are the English text word for word: usually `en.json` copied for a new locale and not translated yet. The page language check does not see it, because most of those texts are short labels. Not counted: names the translators keep (a value English in at least half of the other locales: Facebook, macOS (Intel)), the brand and rival names, and values without real words once placeholders, numbers, URLs, e-mail addresses and code-like tokens are removed (under 2 words and under 12 letters: Blog, Pro, Email).',
    fix: 'Translate the file (the message lists the keys and lines, first ones first). A key that cannot be translated yet is better deleted than copied: the page then shows the English text, and `site i18n` counts it as missing.',
  }).example(DE, '  "nav": {\n    "features": "Features",\n    "pricing": "Pricing",', { locale: 'de', tag: 'de-DE', file: DE, untranslated: 196, translatable: 196, share: 1, sample: [{ key: 'nav.features', line: 3 }, { key: 'nav.pricing', line: 4 }], source: 'English' }, { file: DE, line: 3, locale: 'de' }),
  MESSAGE_UNTRANSLATED: defineCode('warning', 'Message left in English', {
    message: (d: { key: string; locale: string; text: string; source: string }) => `The message "${d.key}" is the ${d.source} text word for word ("${d.text}") and reads as ${d.source}.`,
    hint: (d) => `Translate it for ${d.locale}, or delete the key to show ${d.source} until it is translated.`,
    meaning:
      'A value of a locale\'s message file is the English text of the same key, and is long enough (20 letters or more, once placeholders, numbers and names are removed) for the language identifier (eld) to read it as English with confidence: a sentence left untranslated. Shorter values the same as English ("Cookies", "Online", "Web scraping") are not reported one by one: many are words the language borrows; they count towards the 20% of `MESSAGES_UNTRANSLATED`.',
    fix: 'Translate the value, or delete the key: a locale without the key shows the English text and `site i18n` counts it as missing.',
  }).example(FR, '  "download": {\n    "lead": "Install the browser on Windows, macOS or Linux and sign in."', { key: 'download.lead', locale: 'fr', text: 'Install the browser on Windows, macOS or Linux and sign in.', source: 'English' }, { file: FR, line: 150, path: 'download.lead', locale: 'fr' }),
  MESSAGES_LANGUAGE: defineCode('error', 'Message file in another language', {
    message: (d: { case: 'language' | 'script'; locale: string; tag: string; file: string; detected: string; share: number; sample?: string }) =>
      d.case === 'script'
        ? `The messages of ${d.file} are written in ${script(d.detected)} characters (${d.detected}), but ${d.locale} is ${d.tag}, written in ${script(d.tag)} characters.`
        : `The messages of ${d.file} read as ${d.detected}: only ${percent(d.share)} of their text reads as ${d.tag}, the language of ${d.locale}${d.sample ? `, e.g. "${d.sample}"` : ''}.`,
    hint: (d) =>
      `Write the texts of ${d.file} in ${d.tag}${d.tag.startsWith('zh-') ? ` (${script(d.tag)} characters)` : ''}; at least 80% of them must read as ${d.tag}. A file saved under the wrong locale code is renamed to the right one.`,
    meaning:
      'All the texts of a locale\'s message file, names kept by the translators and the brand and rival names left out, are identified with eld, as the page language check does: less than 80% of them read as the locale\'s language. Usually another locale\'s file copied or saved under this code (French texts in `de.json`), or a Chinese file in the other script (Traditional characters in `zh.json`, which is Simplified; tc is Traditional, by OpenCC\'s one-script characters). A file mostly left in English is `MESSAGES_UNTRANSLATED` instead.',
    fix: 'Put the right translation in the file, or rename the file to the locale code of its language (`content/messages/<code>.json`).',
  }).example(DE, '  "auth": {\n    "login": "Se connecter",\n    "register": "Inscription gratuite"', { case: 'language', locale: 'de', tag: 'de-DE', file: DE, detected: 'fr-FR', share: 0.04, sample: 'Se connecter Inscription gratuite' }, { file: DE, locale: 'de' }),
};
