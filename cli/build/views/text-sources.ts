/**
 * Where the texts a page shows are written, so that the language check can name the file (and
 * field) of a text that reads as another language rather than the page's own file or the locale's
 * messages: an article's title shown as a card on its locale's listings is in the article's file.
 */
import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { SiteManifest } from '../../../manifest/schema/index.ts';
import type { Messages } from '../../../templates/i18n.tsx';
import { measurer } from '../checks/own-text.ts';
import { MIN_SEGMENT_LETTERS } from '../checks/text-language.ts';

/** A file and the field in it (a front-matter field like `title` or `benefits[1].text`, a message key, a manifest path). */
export interface TextSource {
  file: string;
  path: string;
}

/** The sources of one locale's texts, by {@link textKey}. */
export type LocaleTextSources = ReadonlyMap<string, readonly TextSource[]>;

/** A text as the sources are looked up by: cleaned as own text is measured (`own-text.ts`), its ends trimmed of punctuation (a title's ` – Brand`). */
export function textKey(cleaned: string): string {
  return cleaned.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

/** Every string under `value`, with its path (`benefits[1].text`). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

/**
 * The sources of each locale's texts, made for a locale when first asked (only a page that fails
 * asks): every string of the front matter of the locale's content files, every value of its
 * message file (`{{brand}}` filled in; a value with another placeholder is left out, its text
 * depends on the page) and its site config's title and description. A text long enough to be
 * judged (MIN_SEGMENT_LETTERS) is kept under its key; a text written in several places lists them all.
 */
export function textSources(input: { entries: readonly ContentEntry[]; messages: Readonly<Record<string, Messages>>; manifest: SiteManifest; names: readonly string[] }): (locale: string) => LocaleTextSources {
  const made = new Map<string, LocaleTextSources>();
  const measure = measurer(input.names);
  const brand = input.manifest.brand.name;
  return (locale) => {
    let sources = made.get(locale);
    if (sources) return sources;
    const map = new Map<string, TextSource[]>();
    const add = (text: string, source: TextSource) => {
      const measured = measure(text);
      if (measured.weight < MIN_SEGMENT_LETTERS) return;
      const key = textKey(measured.text);
      const list = map.get(key);
      if (list) list.push(source);
      else map.set(key, [source]);
    };
    for (const entry of input.entries) {
      if (entry.locale !== locale) continue;
      for (const [path, text] of strings(entry.data, '')) add(text, { file: entry.file, path });
    }
    const messages = input.messages[locale];
    if (messages) {
      for (const [path, text] of strings(messages, '')) {
        const filled = text.replace(/\{\{\s*brand\s*\}\}/g, brand);
        if (!filled.includes('{{')) add(filled, { file: `content/messages/${locale}.json`, path });
      }
    }
    const config = (input.manifest.siteConfig as Record<string, { title?: string; description?: string } | undefined>)[locale];
    for (const field of ['title', 'description'] as const) {
      const text = config?.[field];
      if (text) add(text, { file: 'manifest/site/site-config.ts', path: `siteConfig.${locale}.${field}` });
    }
    made.set(locale, (sources = map));
    return sources;
  };
}
