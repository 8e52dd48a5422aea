import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../../manifest/site/index.ts';
import { parseLocatedJson } from '../inputs/located-json.ts';
import { messageSlots } from '../views/message-values.ts';
import { cleanMessage, hasRealWords } from './message-text.ts';
import { checkMessageLanguage, type LocaleMessages, MAX_UNTRANSLATED_SHARE, measureMessageLanguage } from './untranslated-messages.ts';

const ROOT = join(import.meta.dirname, '../../..');
const NAMES = [site.brand.name, ...(site.alternatives ?? []).map((alternative) => alternative.name)];
const tagOf = (code: string) => site.locales.find((locale) => locale.code === code)?.tag ?? `${code}-XX`;

/** A locale's messages from JSON text, with each key's line. */
function localeOf(code: string, text: string, tag = tagOf(code)): LocaleMessages {
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) throw new Error(`${code}: not JSON`);
  return { code, tag, slots: messageSlots(parsed.value), locations: parsed.keys };
}
const shippedText = (code: string) => readFileSync(join(ROOT, 'content/messages', `${code}.json`), 'utf8');
const SHIPPED = site.locales.map(({ code }) => localeOf(code, shippedText(code)));
const english = SHIPPED.find((locale) => locale.code === 'en') as LocaleMessages;

/** The shipped locales with some files replaced (by code), and any added. */
function withFiles(files: Record<string, { text: string; tag?: string }>) {
  const replaced = SHIPPED.filter((locale) => locale.code !== 'en' && !files[locale.code]);
  const added = Object.entries(files).map(([code, { text, tag }]) => localeOf(code, text, tag ?? tagOf(code)));
  return { source: english, locales: [...replaced, ...added], names: NAMES };
}
const codesOf = (diagnostics: { code: string; file?: string }[]) => diagnostics.map((d) => `${d.code} ${d.file}`);

describe('message values the same as English', () => {
  it('finds nothing in the shipped files; the locale that borrows most English terms (fil) stays under the limit', () => {
    const input = withFiles({});
    expect(checkMessageLanguage(input)).toEqual([]);
    const shares = measureMessageLanguage(input).map((m) => m.untranslated.length / m.translatable);
    expect(Math.max(...shares)).toBeLessThan(MAX_UNTRANSLATED_SHARE);
  });

  it('reports en.json copied under a new locale (it) as an error naming the file, the share and the first keys with their lines', () => {
    const diagnostics = checkMessageLanguage(withFiles({ it: { text: shippedText('en'), tag: 'it-IT' } }));
    expect(codesOf(diagnostics)).toEqual(['MESSAGES_UNTRANSLATED content/messages/it.json']);
    const [found] = diagnostics;
    expect(found?.severity).toBe('error');
    expect(found?.line).toBe(3);
    expect(found?.message).toMatch(/^100% of the translatable messages of content\/messages\/it\.json \((\d+) of \1\) are the English text word for word, so the it pages would show English labels: nav\.label \(line 3\), nav\.preSales \(line 7\)/);
    expect(found?.hint).toMatch(/Translate them into it-IT/);
  });

  it('does not let a copied file vote for its own values as names the translators keep', () => {
    // Copying en.json over de.json: names kept by half the other locales (macOS (Intel)) stay out, everything else counts.
    const [de] = measureMessageLanguage(withFiles({ de: { text: shippedText('en') } })).filter((m) => m.locale.code === 'de');
    expect(de?.kept.has('download.systems.com_mac')).toBe(true);
    expect(de?.kept.has('nav.preSales')).toBe(false);
    expect(de?.untranslated.length).toBe(de?.translatable);
  });

  it('warns for one English sentence left in fr.json, with its key and line, and nothing else', () => {
    const text = shippedText('fr').replace(/("lead": )"Payez uniquement[^"]+"/, '$1"Pay for the profiles and seats you use. Start free and upgrade any time."');
    const diagnostics = checkMessageLanguage(withFiles({ fr: { text } }));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'MESSAGE_UNTRANSLATED', severity: 'warning', file: 'content/messages/fr.json', path: 'pricing.lead', locale: 'fr' });
    expect(text.split('\n')[(diagnostics[0]?.line ?? 0) - 1]).toContain('"lead": "Pay for the profiles');
  });

  it('stays quiet for short labels the same as English ("Cookies", "Help center"), however English they read', () => {
    const text = shippedText('fr').replace('"Centre d\'aide"', '"Help center"').replace(/"language": "[^"]+"/, '"language": "Online"');
    expect(checkMessageLanguage(withFiles({ fr: { text } }))).toEqual([]);
    const [fr] = measureMessageLanguage(withFiles({ fr: { text } })).filter((m) => m.locale.code === 'fr');
    expect(fr?.untranslated.map((value) => value.key)).toContain('collections.helps.title');
  });

  it('errs once more than 20% of a file is English, even in short labels', () => {
    // 30 short labels with real words in English (none long enough to warn for), of ~133 translatable values.
    const fr = SHIPPED.find((locale) => locale.code === 'fr') as LocaleMessages;
    const labels = [...english.slots].filter(([, value]) => typeof value === 'string' && hasRealWords(cleanMessage(value, NAMES)) && cleanMessage(value, NAMES).length < 20);
    const slots = new Map(fr.slots);
    for (const [key, value] of labels.slice(0, 30)) slots.set(key, value);
    const input = { source: english, locales: [...SHIPPED.filter((locale) => locale.code !== 'en' && locale !== fr), { ...fr, slots }], names: NAMES };
    expect(codesOf(checkMessageLanguage(input))).toEqual(['MESSAGES_UNTRANSLATED content/messages/fr.json']);
    // 20 of them is under the limit: counted, not reported.
    for (const [key] of labels.slice(20, 30)) slots.set(key, fr.slots.get(key));
    expect(checkMessageLanguage(input)).toEqual([]);
  });

  it('does not count names, numbers, URLs, e-mail addresses, placeholders or code-like tokens', () => {
    for (const value of ['Cookies', 'Email', 'Online', 'Blog', 'Polyprofile Pro', 'Dolphin Anty', '2,500', 'https://example.com/docs/start', 'support@example.com', '{{brand}} vs {{rival}}', '{{category}}: #{{tag}}', 'com_linux', 'macOS (Intel)', 'Local API', 'X (Twitter)']) {
      expect(hasRealWords(cleanMessage(value, NAMES)), value).toBe(false);
    }
    for (const value of ['Sign up free', 'Synchronizer', 'Page not found: {{path}}', 'Try Polyprofile for free']) expect(hasRealWords(cleanMessage(value, NAMES)), value).toBe(true);
  });
});

describe('the language of a message file', () => {
  it('reports French texts in de.json as French', () => {
    const diagnostics = checkMessageLanguage(withFiles({ de: { text: shippedText('fr') } }));
    expect(codesOf(diagnostics)).toEqual(['MESSAGES_LANGUAGE content/messages/de.json']);
    expect(diagnostics[0]?.message).toMatch(/read as fr-FR: only \d+% of their text reads as de-DE/);
  });

  it('reports a Chinese file in the other script', () => {
    const diagnostics = checkMessageLanguage(withFiles({ zh: { text: shippedText('tc') }, tc: { text: shippedText('zh') } }));
    expect(codesOf(diagnostics).sort()).toEqual(['MESSAGES_LANGUAGE content/messages/tc.json', 'MESSAGES_LANGUAGE content/messages/zh.json']);
    expect(diagnostics.find((d) => d.file === 'content/messages/zh.json')?.message).toMatch(/written in Traditional characters \(zh-TW\), but zh is zh-CN, written in Simplified characters/);
    expect(diagnostics.find((d) => d.file === 'content/messages/tc.json')?.message).toMatch(/written in Simplified characters \(zh-CN\), but tc is zh-TW/);
  });
});
