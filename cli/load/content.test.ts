/** The content cache keeps each entry's body and meta hashes beside its parse, so a rebuild hashes only the files that changed. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyHashOf, metaHashOf } from '../build/entry-hashes.ts';
import { shortHash } from '../build/hash.ts';
import { loadContent } from './content.ts';

let root: string;
let cacheFile: string;
const ARTICLE = "---\ntitle: Hello\ndescription: A first article about the product and what it does.\ndate: '2026-01-02'\ncategory: news\ntranslationKey: hello\ntags: [launch]\n---\n\nThe body of the article.\n";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-content-'));
  cacheFile = join(root, 'cache', 'content.json');
  await mkdir(join(root, 'content', 'blog', 'en'), { recursive: true });
  await writeFile(join(root, 'content', 'blog', 'en', 'hello.md'), ARTICLE);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Rewrites the cached hashes of every parse in the cache file. */
async function setCachedHashes(body: unknown, meta: unknown): Promise<void> {
  const saved = JSON.parse(await readFile(cacheFile, 'utf8')) as { parsed: Record<string, { entry?: { bodyHash?: unknown; metaHash?: unknown } }> };
  for (const parse of Object.values(saved.parsed)) if (parse.entry) Object.assign(parse.entry, { bodyHash: body, metaHash: meta });
  await writeFile(cacheFile, JSON.stringify(saved));
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
