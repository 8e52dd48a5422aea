import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { shortHash } from '../hash.ts';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import { tagCacheFolder } from '../../output-folders.ts';
import { readJson, writeJson } from './json-file.ts';
import { type RecordLog, readRecordLog, saveRecordLog } from './record-log.ts';
import { MarkdownPack } from './markdown-pack.ts';
import type { PageDeps } from '../render/page-deps.ts';
import type { PageFacts } from '../render/page-facts.ts';

/** A file of a tree known by its path and content hash. */
export interface KeptFile {
  path: string;
  hash: string;
}

/** What a rendered page left behind: its content hash and its facts for `site check`. */
export interface PageRecord {
  hash: string;
  facts: PageFacts;
}

/**
 * The content-hash cache between builds, in `node_modules/.cache/site/build/`: markdown metadata
 * and HTML per key (the HTML of all bodies in one pack file, read only when a page needs it), per
 * view-model key the page's hash (and, loaded only when the checks run,
 * its facts), the rendered pages themselves by content hash (`objects/<hash>.html`, hard-linked
 * into every tree that uses them), the result of the last rendered-page checks, and the paths and
 * hashes of each site's last sitemaps (a one-shot build of the same plan links them unmade). Keys include
 * the code version, so a code change invalidates everything it touches. File access is
 * synchronous: it is many small files, and the thread-pool round trip costs more than the I/O.
 */
export class BuildCache {
  readonly dir: string;
  /** Rendered markdown bodies: metadata and HTML by key. */
  readonly markdown: MarkdownPack;
  /** View key → content hash and title of the page rendered from it. */
  private pages = new Map<string, { hash: string; title: string }>();
  private facts = new Map<string, PageFacts>();
  /** Facts are kept in 256 shard files by the first two hex digits of the key: few files, small rewrites. */
  private shardsRead = new Set<string>();
  /**
   * Per-page check results, valid for one check context (the plan and the files produced): the
   * record log of a context (`checks.jsonl`, read when a build first asks for that context), and
   * this build's results once put.
   */
  private checksLog: { context: string; log: RecordLog<Diagnostic[]> } | undefined;
  private checks: { context: string; byKey: Record<string, Diagnostic[]> } = { context: '', byKey: {} };
  /**
   * The last completed build: its id and its target (`last-build.json`), and the diagnostics it
   * found after reading the inputs (`last-build-diagnostics.json`, megabytes with thousands of
   * warnings: read only by a build that finds the output in place is that build).
   */
  lastBuild: { id: string; target: string } | undefined;
  private lastDiagnostics: Diagnostic[] | undefined;
  private lastBuildDirty = false;
  /** The last language check of the message files, by the hash of everything it reads. */
  private messageLanguage: { key: string; diagnostics: Diagnostic[] } | undefined;
  /** Each site's sitemaps in the last build: paths and hashes, under the key of what they were made from. */
  private sitemaps: Record<string, { key: string; files: KeptFile[] }> = {};
  private dirty = { pages: false, checks: false, deps: false, messageLanguage: false, sitemaps: false };
  /** The page dependency index (`render/page-deps.ts`), read on first use. */
  private depsIndex: PageDeps | undefined | null = null;
  private usedPages = new Set<string>();
  private objects = new Set<string>();
  private newFacts = new Set<string>();

  constructor(dir: string) {
    this.dir = dir;
    this.markdown = new MarkdownPack(dir);
  }

  async load(): Promise<void> {
    for (const dir of [this.objectsDir, this.factsDir]) mkdirSync(dir, { recursive: true });
    tagCacheFolder(this.dir);
    // Caches before version 0.2 kept one file per markdown body here, and the content, checks and
    // markdown index were JSON files before they became record logs (*.jsonl).
    rmSync(join(this.dir, 'html'), { recursive: true, force: true });
    for (const name of ['content.json', 'checks.json', 'markdown.json']) rmSync(join(this.dir, name), { force: true });
    this.objects = new Set(readdirSync(this.objectsDir).map((name) => name.replace(/\.html$/, '')));
    this.markdown.load();
    this.pages = new Map(Object.entries(readJson<Record<string, { hash: string; title: string }>>(join(this.dir, 'pages.json'), {})));
    this.checksLog = undefined;
    const last = readJson<{ id?: unknown; target?: unknown } | undefined>(join(this.dir, 'last-build.json'), undefined);
    this.lastBuild = typeof last?.id === 'string' && typeof last.target === 'string' ? { id: last.id, target: last.target } : undefined;
    this.lastDiagnostics = undefined;
    this.lastBuildDirty = false;
    this.messageLanguage = readJson<{ key: string; diagnostics: Diagnostic[] } | undefined>(join(this.dir, 'message-language.json'), undefined);
    const sitemaps = readJson<unknown>(this.sitemapsFile, {});
    this.sitemaps = sitemaps && typeof sitemaps === 'object' && !Array.isArray(sitemaps) ? (sitemaps as typeof this.sitemaps) : {};
  }

  private get sitemapsFile(): string {
    return join(this.dir, 'derived', 'sitemaps.json');
  }

  /** The paths and hashes of a site's sitemaps when the last build made them under this key. */
  keptSitemaps(siteId: string, key: string): readonly KeptFile[] | undefined {
    const kept = Object.hasOwn(this.sitemaps, siteId) ? this.sitemaps[siteId] : undefined;
    if (kept?.key !== key || !Array.isArray(kept.files)) return undefined;
    // A cache is never trusted blindly: a record of another shape is a miss.
    return kept.files.every((file) => typeof file?.path === 'string' && typeof file.hash === 'string') ? kept.files : undefined;
  }

  putSitemaps(siteId: string, key: string, files: readonly KeptFile[]): void {
    if (this.keptSitemaps(siteId, key)) return;
    this.sitemaps = { ...this.sitemaps, [siteId]: { key, files: files.map(({ path, hash }) => ({ path, hash })) } };
    this.dirty.sitemaps = true;
  }

  /**
   * The diagnostics of the last build, read when first asked for; undefined when the file is not
   * the one that build wrote (a build stopped between the two writes), so the output is not taken
   * for it.
   */
  lastBuildDiagnostics(): Diagnostic[] | undefined {
    if (this.lastDiagnostics || !this.lastBuild) return this.lastDiagnostics;
    const saved = readJson<{ id?: unknown; target?: unknown; diagnostics?: unknown } | undefined>(join(this.dir, 'last-build-diagnostics.json'), undefined);
    if (saved?.id !== this.lastBuild.id || saved.target !== this.lastBuild.target || !Array.isArray(saved.diagnostics)) return undefined;
    this.lastDiagnostics = saved.diagnostics as Diagnostic[];
    return this.lastDiagnostics;
  }

  /** Records this build as the last one, with the diagnostics it found after reading the inputs. */
  setLastBuild(build: { id: string; target: string }, diagnostics: Diagnostic[]): void {
    this.lastBuild = { id: build.id, target: build.target };
    this.lastDiagnostics = diagnostics;
    this.lastBuildDirty = true;
  }

  /** The message files' language diagnostics of the last build, when its inputs had this key. */
  messageLanguageChecks(key: string): Diagnostic[] | undefined {
    return this.messageLanguage?.key === key ? this.messageLanguage.diagnostics : undefined;
  }

  putMessageLanguageChecks(key: string, diagnostics: Diagnostic[]): void {
    if (this.messageLanguage?.key === key) return;
    this.messageLanguage = { key, diagnostics };
    this.dirty.messageLanguage = true;
  }

  /** Where the tree swapped out of `outDir` is kept for the next build into it (`TreeWriter`). */
  spareTreeDir(outDir: string): string {
    return join(this.dir, 'trees', shortHash(resolve(outDir), 16));
  }

  /** Where rendered pages are kept by content hash. */
  get objectsDir(): string {
    return join(this.dir, 'objects');
  }

  private get factsDir(): string {
    return join(this.dir, 'facts');
  }

  /** The stored page with this content hash, if any. */
  objectFile(hash: string): string | undefined {
    return this.objects.has(hash) ? join(this.objectsDir, `${hash}.html`) : undefined;
  }

  /** Notes a page a renderer stored under its hash. */
  addObject(hash: string): void {
    this.objects.add(hash);
  }

  /** The content hash and title of the page rendered from this view key, if it was rendered before. */
  page(key: string): { hash: string; title: string } | undefined {
    const record = this.pages.get(key);
    if (record) this.usedPages.add(key);
    return record;
  }

  putPage(key: string, record: PageRecord): void {
    this.pages.set(key, { hash: record.hash, title: record.facts.title });
    this.facts.set(key, record.facts);
    this.newFacts.add(key);
    this.usedPages.add(key);
    this.dirty.pages = true;
  }

  /** The facts of a page rendered before (its shard is read from disk when first needed). */
  pageFacts(key: string): PageFacts | undefined {
    this.readShard(key.slice(0, 2));
    return this.facts.get(key);
  }

  private readShard(shard: string): void {
    if (this.shardsRead.has(shard)) return;
    this.shardsRead.add(shard);
    for (const [key, facts] of Object.entries(readJson<Record<string, PageFacts>>(join(this.factsDir, `${shard}.json`), {}))) {
      if (!this.facts.has(key)) this.facts.set(key, facts);
    }
  }

  /** The cached check result of a page in this check context, if any. */
  pageChecks(context: string, key: string): Diagnostic[] | undefined {
    return this.checksOf(context).records.get(key);
  }

  private checksOf(context: string): RecordLog<Diagnostic[]> {
    if (this.checksLog?.context !== context) this.checksLog = { context, log: readRecordLog<Diagnostic[]>(join(this.dir, 'checks.jsonl'), context) };
    return this.checksLog.log;
  }

  /** Replaces the per-page check results with this build's. */
  putChecks(context: string, byKey: Record<string, Diagnostic[]>): void {
    this.checks = { context, byKey };
    this.dirty.checks = true;
  }

  /** What each page's view read in the last build (`render/page-deps.ts`). */
  pageDeps(): PageDeps | undefined {
    if (this.depsIndex === null) this.depsIndex = readJson<PageDeps | undefined>(join(this.dir, 'page-deps.json'), undefined);
    return this.depsIndex;
  }

  putPageDeps(deps: PageDeps): void {
    this.depsIndex = deps;
    this.dirty.deps = true;
  }

  /** Appends the check results this build made (a result it found in the log is the same array). */
  private saveChecks(): void {
    const { context, byKey } = this.checks;
    const log = this.checksOf(context);
    const live = new Map(Object.entries(byKey));
    const added = [...live].filter(([key, result]) => log.records.get(key) !== result).map(([key]) => key);
    // What the file now holds: a later save in this process (site dev) appends to it.
    this.checksLog = { context, log: saveRecordLog(join(this.dir, 'checks.jsonl'), context, live, added, log) };
  }

  /** Saves what changed; page records, facts and stored pages this build did not use are dropped. */
  async save(): Promise<void> {
    const changed = new Set([...this.newFacts].map((key) => key.slice(0, 2)));
    if (this.usedPages.size !== this.pages.size) {
      for (const key of this.pages.keys()) {
        if (this.usedPages.has(key)) continue;
        this.pages.delete(key);
        changed.add(key.slice(0, 2));
      }
      this.dirty.pages = true;
    }
    const kept = new Set([...this.pages.values()].map((record) => record.hash));
    for (const hash of [...this.objects].filter((hash) => !kept.has(hash))) {
      rmSync(join(this.objectsDir, `${hash}.html`), { force: true });
      this.objects.delete(hash);
    }
    if (this.dirty.pages) {
      // Rewrite only the shards that gained or lost a page: every other shard is still exact.
      const byShard = new Map<string, string[]>();
      for (const key of this.pages.keys()) {
        const shard = key.slice(0, 2);
        if (changed.has(shard)) byShard.set(shard, [...(byShard.get(shard) ?? []), key]);
      }
      for (const shard of changed) {
        this.readShard(shard);
        const entries = (byShard.get(shard) ?? []).flatMap((key) => {
          const facts = this.facts.get(key);
          return facts ? [[key, facts] as const] : [];
        });
        if (entries.length) writeJson(join(this.factsDir, `${shard}.json`), Object.fromEntries(entries));
        else rmSync(join(this.factsDir, `${shard}.json`), { force: true });
      }
      writeJson(join(this.dir, 'pages.json'), Object.fromEntries(this.pages));
    }
    this.markdown.save();
    if (this.dirty.checks) this.saveChecks();
    if (this.dirty.deps && this.depsIndex) writeJson(join(this.dir, 'page-deps.json'), this.depsIndex);
    if (this.dirty.messageLanguage && this.messageLanguage) writeJson(join(this.dir, 'message-language.json'), this.messageLanguage);
    if (this.dirty.sitemaps) writeJson(this.sitemapsFile, this.sitemaps);
    this.dirty = { pages: false, checks: false, deps: false, messageLanguage: false, sitemaps: false };
    if (this.lastBuildDirty && this.lastBuild) {
      // The diagnostics first: a build stopped between the writes leaves an id that does not match them.
      writeJson(join(this.dir, 'last-build-diagnostics.json'), { ...this.lastBuild, diagnostics: this.lastDiagnostics ?? [] });
      writeJson(join(this.dir, 'last-build.json'), this.lastBuild);
      this.lastBuildDirty = false;
    }
  }
}
