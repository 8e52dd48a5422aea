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

  /** Reads every content file once. */
  async load(root: string, cacheFile?: string): Promise<void> {
    const loaded = await loadContent(root, cacheFile);
    const entries = new Map(loaded.entries.map((entry) => [entry.file, entry]));
    for (const [file, text] of loaded.sources) {
      const entry = entries.get(file);
      this.files.set(file, { text, ...(entry ? { entry } : {}), diagnostics: loaded.diagnostics.filter((d) => d.file === file) });
    }
  }

  /** Applies changed entry files (parsed again) and removed ones; other paths are ignored. */
  apply(changes: readonly FileChange[]): void {
    for (const change of changes) {
      if (!isEntryFile(change.path)) continue;
      if (change.kind === 'removed' || !change.contents) {
        this.files.delete(change.path);
        continue;
      }
      // The parser of `site build` (`loadContent`), so dev and build read a file the same way.
      const text = stripBom(change.contents.toString('utf8'));
      const parsed = parseContentFile(change.path, text);
      this.files.set(change.path, { text, ...(parsed.entry ? { entry: parsed.entry } : {}), diagnostics: parsed.diagnostics });
    }
  }

  /** Paths of every content file known. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** The content as `loadContent` returns it: entries sorted by file, texts, diagnostics. */
  snapshot(): { entries: ContentEntry[]; sources: Map<string, string>; diagnostics: Diagnostic[] } {
    const sorted = [...this.files].sort(([a], [b]) => a.localeCompare(b));
    return {
      entries: sorted.flatMap(([, file]) => (file.entry ? [file.entry] : [])),
      sources: new Map(sorted.map(([path, file]) => [path, file.text])),
      diagnostics: sorted.flatMap(([, file]) => file.diagnostics),
    };
  }
}
