import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { SiteManifest } from '../../../manifest/schema/index.ts';
import { didYouMean } from '../../../manifest/validate/hints.ts';
import type { Messages } from '../../../templates/i18n.tsx';
import type { MessageFiles } from '../inputs/messages.ts';
import { checkPlaceholders, checkValues, lineOf, messageSlots } from './message-values.ts';

/** Every leaf key of a message tree (`nav.blog`); plural forms count as their base key (`pricing.profiles`). */
export function messageKeys(tree: Messages, prefix = ''): Set<string> {
  return new Set(keyPaths(tree, prefix).keys());
}

/**
 * Every leaf key of a message tree, with the path it is written at: plural forms count as their
 * base key (`pricing.profiles` → `pricing.profiles_one`), a list of sections is one key, and a
 * value that is not text (`null`) is a key too (its value is reported apart).
 */
function keyPaths(tree: Messages, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) keyPaths(value, path, out);
    else {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      if (!out.has(base)) out.set(base, path);
    }
  }
  return out;
}

/** Static `t('key')` calls in template sources. */
export function scanTemplateKeys(sources: ReadonlyMap<string, string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, text] of sources) {
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.-]+)'/g)) if (match[1] && !keys.has(match[1])) keys.set(match[1], file);
    for (const match of text.matchAll(/messageKey="([A-Za-z0-9_.-]+)"/g)) if (match[1]) for (const leaf of ['title', 'lead', 'sections']) keys.set(`${match[1]}.${leaf}`, file);
  }
  return keys;
}

/**
 * Keys built from manifest data at render time (`solutionNames.<slug>`, `categories.blog.<slug>`,
 * menu labels…), each with the manifest path that asks for it (`the manifest's solutions[28]`).
 */
export function manifestKeys(manifest: SiteManifest): [key: string, usedIn: string][] {
  const at = (path: string) => `the manifest's ${path}`;
  const keys: [string, string][] = [
    ...manifest.routes.flatMap((route, i) => [route.title, route.label, ...(route.copy ? [`${route.copy}.title`, `${route.copy}.lead`] : [])].filter((key): key is string => key !== undefined).map((key): [string, string] => [key, at(`routes[${i}]`)])),
    ...manifest.menus.footer.map((column, i): [string, string] => [column.title, at(`menus.footer[${i}].title`)]),
    ...manifest.solutions.map((item, i): [string, string] => [`solutionNames.${item.slug}`, at(`solutions[${i}]`)]),
    ...manifest.features.map((item, i): [string, string] => [`featureNames.${item.slug}`, at(`features[${i}]`)]),
    ...manifest.menus.topBar.map((entry, i): [string, string] => [entry.label, at(`menus.topBar[${i}].label`)]),
    ...manifest.pricing.flatMap((plan, i): [string, string][] => [`pricing.plans.${plan.id}.name`, `pricing.plans.${plan.id}.text`].map((key) => [key, at(`pricing[${i}]`)])),
  ];
  for (const [collection, taxonomy] of Object.entries(manifest.collections)) {
    keys.push(...taxonomy.categories.map((category, i): [string, string] => [`categories.${collection}.${category}`, at(`collections.${collection}.categories[${i}]`)]));
  }
  return keys;
}

/**
 * Every check of the message files against each other, English (`fallback`) being the source:
 * values (empty, not text) and placeholders; keys used or most locales have but English lacks
 * (errors); keys only a locale has (warnings, with the closest English key); keys a locale lacks
 * (one warning per locale: English is shown there). Unreadable files are already reported: without
 * English only the values are checked, and an unreadable locale is not also "missing".
 */
export function checkMessages(files: MessageFiles, required: ReadonlyMap<string, string>, locales: readonly string[], fallback = 'en'): Diagnostic[] {
  const out: Diagnostic[] = [];
  const fileOf = (code: string) => `content/messages/${code}.json`;
  const slotsBy = new Map(Object.entries(files.messages).map(([code, tree]) => [code, messageSlots(tree)]));
  const english = slotsBy.get(fallback);
  for (const [code, slots] of slotsBy) {
    const locale = { code, file: fileOf(code), slots, locations: files.locations[code] };
    out.push(...checkValues(locale, english));
    if (english && code !== fallback) out.push(...checkPlaceholders(locale, english));
  }
  if (files.unreadable.includes(fallback)) return out;
  const pathsBy = new Map(Object.entries(files.messages).map(([code, tree]) => [code, keyPaths(tree)]));
  const reference = pathsBy.get(fallback) ?? new Map<string, string>();
  const others = [...pathsBy].filter(([code]) => code !== fallback);
  const sample = (key: string) => {
    const [code, paths] = others.find(([, candidate]) => candidate.has(key)) ?? [];
    const text = code ? slotsBy.get(code)?.get(paths?.get(key) ?? '') : undefined;
    return code && typeof text === 'string' ? { sample: { locale: code, text: text.length > 60 ? `${text.slice(0, 59)}…` : text } } : {};
  };
  const sourceMissing = (key: string, usedIn?: string) => {
    const at = { file: fileOf(fallback), path: key, ...ancestorLine(files.locations[fallback], key) };
    return diagnostic('MESSAGE_SOURCE_MISSING', { key, ...(usedIn ? { usedIn } : {}), locales: others.filter(([, paths]) => paths.has(key)).length, ...sample(key) }, at);
  };
  const notInEnglish = new Set<string>();
  for (const [key, file] of required) {
    if (reference.has(key)) continue;
    notInEnglish.add(key);
    // At the English file, where the key is to be written (its section's line when it has one); the user is named in the message.
    out.push(others.some(([, paths]) => paths.has(key)) ? sourceMissing(key, file) : diagnostic('MESSAGE_UNDEFINED', { key, fallback, usedIn: file }, { file: fileOf(fallback), path: key, ...ancestorLine(files.locations[fallback], key) }));
  }
  const counts = new Map<string, number>();
  for (const [, paths] of others) for (const key of paths.keys()) if (!reference.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, count] of counts) {
    if (count * 2 <= others.length || notInEnglish.has(key)) continue;
    notInEnglish.add(key);
    out.push(sourceMissing(key));
  }
  const englishKeys = [...reference.keys()];
  /** Per locale, the English keys its unknown keys were taken for: not also reported as missing there. */
  const guessed = new Map<string, Set<string>>();
  for (const [code, paths] of others) {
    for (const [key, path] of paths) {
      if (reference.has(key) || notInEnglish.has(key)) continue;
      const guess = closestKey(key, englishKeys);
      if (guess) guessed.set(code, (guessed.get(code) ?? new Set()).add(guess));
      out.push(diagnostic('MESSAGE_UNKNOWN_KEY', { key: path, locale: code, ...(guess ? { guess } : {}) }, { file: fileOf(code), locale: code, path, ...lineOf(files.locations[code], path) }));
    }
  }
  for (const code of locales) {
    const own = pathsBy.get(code);
    if (!own) {
      if (code !== fallback && !files.unreadable.includes(code)) out.push(diagnostic('MESSAGE_MISSING', { case: 'file', locale: code, fallback }, { file: fileOf(code) }));
      continue;
    }
    const missing = [...reference.keys()].filter((key) => !own.has(key) && !notInEnglish.has(key) && !guessed.get(code)?.has(key));
    if (missing.length) out.push(diagnostic('MESSAGE_MISSING', { case: 'keys', locale: code, keys: missing }, { file: fileOf(code) }));
  }
  return out;
}

/** The line of the deepest section of `key` that the file has (`auth` for `auth.register`). */
function ancestorLine(locations: MessageFiles['locations'][string] | undefined, key: string): { line?: number } {
  const parts = key.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const found = lineOf(locations, parts.slice(0, length).join('.'));
    if (found.line) return found;
  }
  return {};
}

/** The English key a misspelt or misplaced one meant: a near spelling, else the one key with the same last part. */
function closestKey(key: string, englishKeys: readonly string[]): string | undefined {
  const near = didYouMean(key, englishKeys);
  if (near) return near;
  const last = key.slice(key.lastIndexOf('.') + 1);
  const sameName = englishKeys.filter((candidate) => candidate.slice(candidate.lastIndexOf('.') + 1) === last || didYouMean(last, [candidate.slice(candidate.lastIndexOf('.') + 1)]));
  return sameName.length === 1 ? sameName[0] : undefined;
}
