/** The content cache keeps each entry's body and meta hashes beside its parse, so a rebuild hashes only the files that changed. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyHashOf, metaHashOf } from '../build/entry-hashes.ts';
import { shortHash } from '../build/hash.ts';
import { StatCache } from '../build/inputs/stat-cache.ts';
import { ContentChangedError, loadContent } from './content.ts';
import { LazyTexts } from './lazy-texts.ts';
import { editRecords } from '../../test/support/record-log-edit.ts';

let root: string;
let cacheFile: string;
const ARTICLE = "---\ntitle: Hello\ndescription: A first article about the product and what it does.\ndate: '2026-01-02'\ncategory: news\ntranslationKey: hello\ntags: [launch]\n---\n\nThe body of the article.\n";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-content-'));
  cacheFile = join(root, 'cache', 'content.jsonl');
  await mkdir(join(root, 'content', 'blog', 'en'), { recursive: true });
  await writeFile(join(root, 'content', 'blog', 'en', 'hello.md'), ARTICLE);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Rewrites the cached hashes of every parse in the cache file. */
async function setCachedHashes(body: unknown, meta: unknown): Promise<void> {
  await editRecords<{ entry?: { bodyHash?: unknown; metaHash?: unknown } }>(cacheFile, (parse) => {
    if (parse.entry) Object.assign(parse.entry, { bodyHash: body, metaHash: meta });
  });
}
const BODY_HASH = shortHash('\nThe body of the article.\n', 32);

describe('loadContent with a cache file', () => {
  let metaHash: string;

  it('gives each entry the hashes of its body and of the rest, and keeps them in the cache', async () => {
    const first = await loadContent(root, cacheFile, 'v1');
    expect(first.diagnostics).toEqual([]);
    const entry = first.entries[0] as NonNullable<(typeof first.entries)[0]>;
    expect(entry.body).toBe('\nThe body of the article.\n');
    expect(bodyHashOf(entry)).toBe(BODY_HASH);
    metaHash = shortHash(JSON.stringify({ ...entry, body: undefined }), 32);
    expect(metaHashOf(entry)).toBe(metaHash);
    expect(await readFile(cacheFile, 'utf8')).toContain(`"bodyHash":"${BODY_HASH}","metaHash":"${metaHash}"`);
  });

  it('an entry made from the cache hashes as the parsed one did', async () => {
    const again = await loadContent(root, cacheFile, 'v1');
    const entry = again.entries[0] as NonNullable<(typeof again.entries)[0]>;
    expect(shortHash(JSON.stringify({ ...entry, body: undefined }), 32)).toBe(metaHash);
    expect(shortHash(entry.body, 32)).toBe(BODY_HASH);
  });

  it('takes the hashes of an unchanged file from the cache instead of hashing it again', async () => {
    await setCachedHashes('f'.repeat(32), 'e'.repeat(32));
    const again = await loadContent(root, cacheFile, 'v1');
    const entry = again.entries[0] as NonNullable<(typeof again.entries)[0]>;
    expect([bodyHashOf(entry), metaHashOf(entry)]).toEqual(['f'.repeat(32), 'e'.repeat(32)]);
  });

  it('hashes the entry when a cached hash is not one it wrote', async () => {
    for (const value of [undefined, 'not a hash', 42]) {
      await setCachedHashes(value, 'e'.repeat(32));
      const loaded = await loadContent(root, cacheFile, 'v1');
      const entry = loaded.entries[0] as NonNullable<(typeof loaded.entries)[0]>;
      expect([bodyHashOf(entry), metaHashOf(entry)], String(value)).toEqual([BODY_HASH, metaHash]);
    }
  });
});

describe('loadContent with hashes trusted by stat (site build)', () => {
  const file = 'content/blog/en/hello.md';
  /** The file's hash as `site build`'s input digest has it (a stat cache's): the parse must be found under it. */
  const digestHash = () => new StatCache().hashOf(trustedRoot, file);
  let trustedRoot: string;
  let trustedCache: string;

  beforeAll(async () => {
    trustedRoot = await mkdtemp(join(tmpdir(), 'site-content-trusted-'));
    trustedCache = join(trustedRoot, 'cache', 'content.jsonl');
    await mkdir(join(trustedRoot, 'content', 'blog', 'en'), { recursive: true });
    await writeFile(join(trustedRoot, file), ARTICLE);
  });
  afterAll(() => rm(trustedRoot, { recursive: true, force: true }));

  it('does not read a file whose parse is cached under its trusted hash, and reads its body and text on first use', async () => {
    // The first load finds no parse under the hash, so it reads the file and keys its parse by the bytes it read.
    const parsed = await loadContent(trustedRoot, trustedCache, 'v1', new Map([[file, digestHash()]]));
    expect(parsed.sources.get(file)).toBe(ARTICLE);
    const trusted = await loadContent(trustedRoot, trustedCache, 'v1', new Map([[file, digestHash()]]));
    expect(trusted.sources).toBeInstanceOf(LazyTexts);
    expect((trusted.sources as LazyTexts).unread).toBe(1);
    const entry = trusted.entries[0] as NonNullable<(typeof trusted.entries)[0]>;
    expect(bodyHashOf(entry)).toBe(BODY_HASH);
    expect(entry.title).toBe('Hello');
    expect(entry.body).toBe('\nThe body of the article.\n');
    expect(trusted.entries).toEqual(parsed.entries);
    expect(trusted.sources.get(file)).toBe(ARTICLE);
    expect((trusted.sources as LazyTexts).unread).toBe(0);
  });

  it('stops with ContentChangedError when the file changed after its hash was trusted, rather than mix two versions', async () => {
    // The digest ran before the edit: its hash is the old text's, so the old parse is used…
    const before = digestHash();
    await writeFile(join(trustedRoot, file), ARTICLE.replace('title: Hello', 'title: Hello again').replace('The body', 'The new body'));
    const stale = await loadContent(trustedRoot, trustedCache, 'v1', new Map([[file, before]]));
    const entry = stale.entries[0] as NonNullable<(typeof stale.entries)[0]>;
    expect(entry.title).toBe('Hello');
    // …and its body, read now, is not that version's.
    expect(() => entry.body).toThrow(ContentChangedError);
    expect(() => entry.body).toThrow(`${file} changed while the build was running; run the build again`);
  });

  it('parses a file whose trusted hash has no cached parse, keyed by the bytes it read', async () => {
    const edited = ARTICLE.replace('title: Hello', 'title: Hello again');
    await writeFile(join(trustedRoot, file), edited);
    const loaded = await loadContent(trustedRoot, trustedCache, 'v1', new Map([[file, digestHash()]]));
    expect(loaded.entries[0]?.title).toBe('Hello again');
    expect(loaded.sources).toBeInstanceOf(Map);
    const again = await loadContent(trustedRoot, trustedCache, 'v1', new Map([[file, digestHash()]]));
    expect((again.sources as LazyTexts).unread).toBe(1);
    expect(again.entries[0]?.title).toBe('Hello again');
  });
});

describe('the content cache file', () => {
  it('gains one line when one file changed, the lines before it left as they were, and is written no more when nothing changed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-content-log-'));
    try {
      const log = join(dir, 'cache', 'content.jsonl');
      const article = (n: number) => join(dir, 'content', 'blog', 'en', `post-${n}.md`);
      await mkdir(join(dir, 'content', 'blog', 'en'), { recursive: true });
      for (const n of [1, 2, 3]) await writeFile(article(n), ARTICLE.replace('Hello', `Hello ${n}`));
      await loadContent(dir, log, 'v1');
      const before = await readFile(log, 'utf8');
      expect(before.split('\n').filter(Boolean)).toHaveLength(1 + 3);
      await writeFile(article(2), ARTICLE.replace('Hello', 'Hello again'));
      await loadContent(dir, log, 'v1');
      const after = await readFile(log, 'utf8');
      expect(after.startsWith(before)).toBe(true);
      expect(after.slice(before.length).split('\n').filter(Boolean)).toHaveLength(1);
      expect(after.slice(before.length)).toContain('Hello again');
      await loadContent(dir, log, 'v1');
      expect(await readFile(log, 'utf8')).toBe(after);
      // Another tool version starts the file over with only what it parsed.
      await loadContent(dir, log, 'v2');
      expect((await readFile(log, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1 + 3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
