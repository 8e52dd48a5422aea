import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { SiteManifest } from '../../../manifest/schema/index.ts';
import type { Messages } from '../../../templates/i18n.tsx';

/** Every leaf key of a message tree (`nav.blog`); plural forms count as their base key (`pricing.profiles`). */
export function messageKeys(tree: Messages, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) {
      keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    } else for (const child of messageKeys(value, path)) keys.add(child);
  }
  return keys;
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

/** Keys built from manifest data at render time (`solutionNames.<slug>`, `categories.blog.<slug>`, menu labels…). */
export function manifestKeys(manifest: SiteManifest): string[] {
  const keys = [
    ...manifest.routes.flatMap((route) => [route.title, route.label, ...(route.copy ? [`${route.copy}.title`, `${route.copy}.lead`] : [])].filter((key): key is string => key !== undefined)),
    ...manifest.menus.footer.map((column) => column.title),
    ...manifest.solutions.map((item) => `solutionNames.${item.slug}`),
    ...manifest.features.map((item) => `featureNames.${item.slug}`),
    ...manifest.menus.topBar.map((entry) => entry.label),
    ...manifest.pricing.flatMap((plan) => [`pricing.plans.${plan.id}.name`, `pricing.plans.${plan.id}.text`]),
  ];
  for (const [collection, taxonomy] of Object.entries(manifest.collections)) {
    keys.push(...taxonomy.categories.map((category) => `categories.${collection}.${category}`));
  }
  return keys;
}

/**
 * Keys used but defined in no locale are errors; keys English has but a locale lacks are one
 * warning per locale (English is shown there).
 */
export function checkMessages(messages: Readonly<Record<string, Messages>>, required: ReadonlyMap<string, string>, locales: readonly string[], fallback = 'en'): Diagnostic[] {
  const out: Diagnostic[] = [];
  const keysBy = new Map(Object.entries(messages).map(([code, tree]) => [code, messageKeys(tree)]));
  const anywhere = new Set([...keysBy.values()].flatMap((keys) => [...keys]));
  for (const [key, file] of required) {
    if (!anywhere.has(key)) out.push(diagnostic('MESSAGE_UNDEFINED', { key, fallback }, { file }));
  }
  const reference = keysBy.get(fallback) ?? new Set<string>();
  for (const code of locales) {
    const own = keysBy.get(code);
    if (!own) {
      if (code !== fallback) out.push(diagnostic('MESSAGE_MISSING', { case: 'file', locale: code, fallback }, { file: `content/messages/${code}.json` }));
      continue;
    }
    const missing = [...reference].filter((key) => !own.has(key));
    if (missing.length) {
      out.push(diagnostic('MESSAGE_MISSING', { case: 'keys', locale: code, keys: missing }, { file: `content/messages/${code}.json` }));
    }
  }
  return out;
}
