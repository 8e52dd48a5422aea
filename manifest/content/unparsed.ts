import type { Diagnostic } from '../diagnostics.ts';

/**
 * A content file that exists but did not parse (its front matter has an error, reported as such):
 * it has no entry, so checks that look for its entry would report it missing. Those follow-on
 * diagnostics are suppressed; the parse error is the one to fix (README, "Content").
 */
export interface UnparsedFile {
  file: string;
  collection: string;
  locale: string;
  slug: string;
  /** The `translationKey` its text declares, read from its line (the YAML did not parse), else the default `<collection>:<slug>`. */
  translationKey: string;
}

const ENTRY_FILE = /^content\/(?!messages\/|assets\/)([^/]+)\/([^/]+)\/([^/]+)\.(?:md|markdown)$/;

/** The content entry files among `files` that have no parsed entry; `text` reads a file's text (for its key). */
export function unparsedFiles(files: Iterable<string>, parsed: readonly { file: string }[], text?: (file: string) => string | undefined): UnparsedFile[] {
  const have = new Set(parsed.map((entry) => entry.file));
  const out: UnparsedFile[] = [];
  for (const file of files) {
    const match = ENTRY_FILE.exec(file);
    if (!match || have.has(file)) continue;
    const [, collection = '', locale = '', slug = ''] = match;
    const key = text ? /^translationKey:[ \t]*(["']?)(.+?)\1[ \t]*$/m.exec(text(file) ?? '')?.[2] : undefined;
    out.push({ file, collection, locale, slug, translationKey: key ?? `${collection}:${slug}` });
  }
  return out;
}

/** `content/<collection>/<locale>/<slug>` of a content file path, without its extension. */
function withoutExtension(file: string): string {
  return file.replace(/\.(?:md|markdown)$/, '');
}

/**
 * The diagnostics without those that only say an unparsed file is missing: `COPY_MISSING` and
 * `TRANSLATION_MISSING` name the file to create, and it exists (its parse error is reported).
 */
export function withoutMissingUnparsed(diagnostics: readonly Diagnostic[], unparsed: readonly UnparsedFile[]): Diagnostic[] {
  if (!unparsed.length) return [...diagnostics];
  const files = new Set(unparsed.map((entry) => withoutExtension(entry.file)));
  return diagnostics.filter((d) => !((d.code === 'COPY_MISSING' || d.code === 'TRANSLATION_MISSING') && d.file !== undefined && files.has(withoutExtension(d.file))));
}
