/**
 * The values of message files: every text must be a non-empty string, and carry the placeholders
 * (`{{path}}`) English has for the same key (plural forms: those of English's forms, `{{count}}` free).
 */
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { Position } from '../inputs/located-json.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every value that is not an object or list, by path (`nav.blog`, `about.sections[0].title`). */
export function messageSlots(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(tree)) tree.forEach((item, index) => messageSlots(item, `${prefix}[${index}]`, out));
  else if (typeof tree === 'object' && tree !== null) for (const [key, value] of Object.entries(tree)) messageSlots(value, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, tree);
  return out;
}

/** The i18next placeholder names of a text: `{{path}}`, `{{- html}}`, `{{count, number}}` → path, html, count. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1] as string))].sort();
}

interface LocaleValues {
  code: string;
  file: string;
  slots: ReadonlyMap<string, unknown>;
  locations: ReadonlyMap<string, Position> | undefined;
}

/** How a value that is not text reads in a message: `null`, `a number (3)`, `true`. */
function describe(value: unknown): string {
  return value === null ? 'null' : typeof value === 'number' ? `a number (${value})` : typeof value === 'boolean' ? String(value) : `a ${typeof value}`;
}

/** `MESSAGE_EMPTY` and `MESSAGE_NOT_TEXT` for one locale; `english` gives the hint's English text. */
export function checkValues(locale: LocaleValues, english: ReadonlyMap<string, unknown> | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [key, value] of locale.slots) {
    const source = english?.get(key);
    const at = { file: locale.file, locale: locale.code, path: key, ...lineOf(locale.locations, key) };
    const data = { key, locale: locale.code, ...(typeof source === 'string' && source.trim() && locale.slots !== english ? { english: source } : {}) };
    if (typeof value !== 'string') out.push(diagnostic('MESSAGE_NOT_TEXT', { ...data, got: describe(value) }, at));
    else if (!value.trim()) out.push(diagnostic('MESSAGE_EMPTY', data, at));
  }
  return out;
}

/** `MESSAGE_PLACEHOLDER` for one locale against English: missing, extra or translated placeholders. */
export function checkPlaceholders(locale: LocaleValues, english: ReadonlyMap<string, unknown>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [key, value] of locale.slots) {
    if (typeof value !== 'string') continue;
    const rule = placeholderRule(key, english);
    if (!rule) continue;
    const own = placeholdersOf(value);
    const missing = rule.required.filter((name) => !own.includes(name));
    const extra = own.filter((name) => !rule.allowed.includes(name));
    if (!missing.length && !extra.length) continue;
    const kind = missing.length && extra.length ? 'translated' : missing.length ? 'missing' : 'extra';
    out.push(diagnostic('MESSAGE_PLACEHOLDER', { case: kind, key, locale: locale.code, missing, extra, english: rule.english, expected: rule.allowed }, { file: locale.file, locale: locale.code, path: key, ...lineOf(locale.locations, key) }));
  }
  return out;
}

/** The placeholders a locale's text for `key` must and may have, from English's text(s) for it. */
function placeholderRule(key: string, english: ReadonlyMap<string, unknown>): { required: string[]; allowed: string[]; english: string } | undefined {
  const own = english.get(key);
  if (typeof own === 'string' && !PLURAL.test(key)) {
    const names = placeholdersOf(own);
    return { required: names, allowed: names, english: own };
  }
  const base = key.replace(PLURAL, '');
  if (base === key) return undefined;
  const forms = [...english].filter(([path, text]) => path.replace(PLURAL, '') === base && path !== base && typeof text === 'string') as [string, string][];
  if (!forms.length) return undefined;
  const sets = forms.map(([, text]) => placeholdersOf(text).filter((name) => name !== 'count'));
  const allowed = [...new Set(['count', ...sets.flat()])].sort();
  const required = allowed.filter((name) => name !== 'count' && sets.every((set) => set.includes(name)));
  const sample = forms.find(([path]) => path.endsWith('_other')) ?? forms[0];
  return { required, allowed, english: sample?.[1] ?? '' };
}

/** `{ line }` of a key path in its file, when known. */
export function lineOf(locations: ReadonlyMap<string, Position> | undefined, key: string): { line?: number } {
  const found = locations?.get(key);
  return found ? { line: found.line } : {};
}
