import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import { stripBom } from '../../manifest/content/content-file.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { isEntryFile, loadContent, parseContentFile } from '../load/content.ts';
import type { FileChange } from './change-detector.ts';

/** One content file as parsed: its text, its entry (unless the front matter is broken) and its diagnostics. */
interface ParsedFile {
  text: string;
  entry?: ContentEntry;
  diagnostics: Diagnostic[];
}

/**
 * The content entries kept in memory by `site dev`: read in full once (through the content cache),
 * then only the files that changed are parsed again.
 */
export class DevContent {
  private readonly files = new Map<string, ParsedFile>();
  /** The paths in file order, kept until a file is added or removed. */
  private sorted: string[] | undefined;
  /**
   * One up whenever an entry changed in more than its body: a file added or removed, front matter
   * edited, moved or broken. The plan and the content checks read only front matter (`plan()`
   * never reads a body, `lineOfKey` stops at the closing `---`), so while this stays the same
   * they need not run again.
   */
  structure = 0;

  /** Reads every content file once. */
  async load(root: string, cacheFile?: string): Promise<void> {
    const loaded = await loadContent(root, cacheFile);
    const entries = new Map(loaded.entries.map((entry) => [entry.file, entry]));
    for (const [file, text] of loaded.sources) {
      const entry = entries.get(file);
      this.files.set(file, { text, ...(entry ? { entry } : {}), diagnostics: loaded.diagnostics.filter((d) => d.file === file) });
    }
    this.moved();
  }

  /** Applies changed entry files (parsed again) and removed ones; other paths are ignored. */
  apply(changes: readonly FileChange[]): void {
    for (const change of changes) {
      if (!isEntryFile(change.path)) continue;
      if (change.kind === 'removed' || !change.contents) {
        if (this.files.delete(change.path)) this.moved();
        continue;
      }
      // The parser of `site build` (`loadContent`), so dev and build read a file the same way.
      const text = stripBom(change.contents.toString('utf8'));
      const parsed = parseContentFile(change.path, text);
      const before = this.files.get(change.path);
      if (!before) this.moved();
      else if (!sameFrontMatter(before, { text, ...(parsed.entry ? { entry: parsed.entry } : {}) })) this.structure++;
      this.files.set(change.path, { text, ...(parsed.entry ? { entry: parsed.entry } : {}), diagnostics: parsed.diagnostics });
    }
  }

  /** A file added or removed: the order and the structure change. */
  private moved(): void {
    this.sorted = undefined;
    this.structure++;
  }

  /** Paths of every content file known. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** The content as `loadContent` returns it: entries sorted by file, texts, diagnostics. */
  snapshot(): { entries: ContentEntry[]; sources: Map<string, string>; diagnostics: Diagnostic[] } {
    this.sorted ??= [...this.files.keys()].sort((a, b) => a.localeCompare(b));
    const sorted = this.sorted.map((path) => [path, this.files.get(path) as ParsedFile] as const);
    return {
      entries: sorted.flatMap(([, file]) => (file.entry ? [file.entry] : [])),
      sources: new Map(sorted.map(([path, file]) => [path, file.text])),
      diagnostics: sorted.flatMap(([, file]) => file.diagnostics),
    };
  }
}

/**
 * True when two parses of a file differ at most in the body: both have an entry, the text before
 * the body is the same, and so is the entry without its body.
 */
function sameFrontMatter(a: Pick<ParsedFile, 'text' | 'entry'>, b: Pick<ParsedFile, 'text' | 'entry'>): boolean {
  if (!a.entry || !b.entry || a.entry.bodyLine !== b.entry.bodyLine) return false;
  const head = (file: Pick<ParsedFile, 'text' | 'entry'>) => file.text.split('\n', (file.entry?.bodyLine ?? 1) - 1).join('\n');
  const meta = ({ body: _body, ...entry }: ContentEntry) => JSON.stringify(entry);
  return head(a) === head(b) && meta(a.entry) === meta(b.entry);
}
