import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderedMarkdown } from './markdown.ts';
import type { PageFacts } from './page-facts.ts';

/** Markdown render results without the HTML (kept in memory for views and checks). */
export type MarkdownMeta = Omit<RenderedMarkdown, 'html'>;

/** What a rendered page left behind: its content hash and its facts for `site check`. */
export interface PageRecord {
  hash: string;
  facts: PageFacts;
}

/**
 * The content-hash cache between builds, in `node_modules/.cache/site/build/`: markdown HTML per
 * key, markdown metadata, per view-model key the page's hash and facts, and the rendered pages
 * themselves by content hash (`objects/<hash>.html`, hard-linked into every tree that uses them).
 * Keys include the code version, so a code change invalidates everything it touches.
 */
export class BuildCache {
  readonly dir: string;
  markdown = new Map<string, MarkdownMeta>();
  pages = new Map<string, PageRecord>();
  private dirty = { markdown: false, pages: false };
  private usedPages = new Set<string>();
  private objects = new Set<string>();

  constructor(dir: string) {
    this.dir = dir;
  }

  async load(): Promise<void> {
    await mkdir(join(this.dir, 'html'), { recursive: true });
    await mkdir(this.objectsDir, { recursive: true });
    this.objects = new Set((await readdir(this.objectsDir)).map((name) => name.replace(/\.html$/, '')));
    this.markdown = new Map(Object.entries(await readJson<Record<string, MarkdownMeta>>(join(this.dir, 'markdown.json'), {})));
    this.pages = new Map(Object.entries(await readJson<Record<string, PageRecord>>(join(this.dir, 'pages.json'), {})));
  }

  /** Where markdown HTML is kept, one `<key>.html` per rendered body (renderers read and write it). */
  get htmlDir(): string {
    return join(this.dir, 'html');
  }

  /** Where rendered pages are kept by content hash. */
  get objectsDir(): string {
    return join(this.dir, 'objects');
  }

  /** The stored page with this content hash, if any. */
  objectFile(hash: string): string | undefined {
    return this.objects.has(hash) ? join(this.objectsDir, `${hash}.html`) : undefined;
  }

  /** Notes a page a renderer stored under its hash. */
  addObject(hash: string): void {
    this.objects.add(hash);
  }

  putMarkdown(key: string, meta: MarkdownMeta): void {
    this.markdown.set(key, meta);
    this.dirty.markdown = true;
  }

  page(key: string): PageRecord | undefined {
    const record = this.pages.get(key);
    if (record) this.usedPages.add(key);
    return record;
  }

  putPage(key: string, record: PageRecord): void {
    this.pages.set(key, record);
    this.usedPages.add(key);
    this.dirty.pages = true;
  }

  /** Saves what changed; page records and stored pages this build did not use are dropped. */
  async save(): Promise<void> {
    if (this.usedPages.size !== this.pages.size) {
      for (const key of this.pages.keys()) if (!this.usedPages.has(key)) this.pages.delete(key);
      this.dirty.pages = true;
    }
    const kept = new Set([...this.pages.values()].map((record) => record.hash));
    const stale = [...this.objects].filter((hash) => !kept.has(hash));
    await Promise.all(stale.map((hash) => rm(join(this.objectsDir, `${hash}.html`), { force: true })));
    for (const hash of stale) this.objects.delete(hash);
    if (this.dirty.markdown) await writeJson(join(this.dir, 'markdown.json'), Object.fromEntries(this.markdown));
    if (this.dirty.pages) await writeJson(join(this.dir, 'pages.json'), Object.fromEntries(this.pages));
  }
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(value));
  await rename(tmp, file);
}
