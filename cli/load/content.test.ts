/** The content cache keeps each body's hash beside its parse, so a rebuild hashes only the files that changed. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyHashOf } from '../build/body-hash.ts';
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

/** Rewrites the cached body hash of every parse in the cache file. */
async function setCachedBodyHash(value: unknown): Promise<void> {
  const saved = JSON.parse(await readFile(cacheFile, 'utf8')) as { parsed: Record<string, { entry?: { bodyHash?: unknown } }> };
  for (const parse of Object.values(saved.parsed)) if (parse.entry) parse.entry.bodyHash = value;
  await writeFile(cacheFile, JSON.stringify(saved));
}

describe('loadContent with a cache file', () => {
  it('gives each entry the hash of its body, and keeps it in the cache', async () => {
    const first = await loadContent(root, cacheFile, 'v1');
    expect(first.diagnostics).toEqual([]);
    const entry = first.entries[0];
    expect(entry?.body).toBe('\nThe body of the article.\n');
    expect(bodyHashOf(entry as NonNullable<typeof entry>)).toBe(shortHash('\nThe body of the article.\n', 32));
    expect(await readFile(cacheFile, 'utf8')).toContain(`"bodyHash":"${shortHash('\nThe body of the article.\n', 32)}"`);
  });

  it('takes the hash of an unchanged file from the cache instead of hashing its body again', async () => {
    const kept = 'f'.repeat(32);
    await setCachedBodyHash(kept);
    const again = await loadContent(root, cacheFile, 'v1');
    expect(bodyHashOf(again.entries[0] as NonNullable<(typeof again.entries)[0]>)).toBe(kept);
  });

  it('hashes the body when the cached hash is not one it wrote', async () => {
    for (const value of [undefined, 'not a hash', 42]) {
      await setCachedBodyHash(value);
      const loaded = await loadContent(root, cacheFile, 'v1');
      expect(bodyHashOf(loaded.entries[0] as NonNullable<(typeof loaded.entries)[0]>), String(value)).toBe(shortHash('\nThe body of the article.\n', 32));
    }
  });
});
