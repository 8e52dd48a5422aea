import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from './assets.ts';
import { childEncoder } from './child-encoder.ts';
import { encodeImage } from './encode-image.ts';
import type { ImageSettings } from './image-variants.ts';
import { encodeImages } from './images.ts';

const SETTINGS: ImageSettings = { quality: 100, densities: [1, 2], formats: ['avif', 'webp'] };
let root: string;
let cacheDir: string;

/** A small noisy PNG (noise keeps PNG large, like a photo), distinct per `seed`. */
async function png(seed: number): Promise<Uint8Array> {
  const noise = await sharp({ create: { width: 48, height: 24, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 60 + seed * 40, sigma: 30 } } }).png().toBuffer();
  return new Uint8Array(noise);
}

async function writeAsset(path: string, bytes: Uint8Array | string): Promise<void> {
  const file = join(root, 'content', 'assets', path);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, bytes);
}

/** An asset set of one smooth 320×160 gradient PNG, which both formats beat at every density. */
async function gradientAssets(): Promise<Awaited<ReturnType<typeof loadAssets>>> {
  const width = 320;
  const height = 160;
  const pixels = new Uint8Array(width * height * 3).map((_, index) => (index % 3 === 2 ? 128 : index % 3 === 0 ? ((index / 3) % width) * (255 / width) : Math.floor(index / 3 / width) * (255 / height)));
  const gradient = new Uint8Array(await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer());
  const assets = await loadAssets(root);
  return { ...assets, images: new Map([['/assets/blog/a.png', { url: '/assets/blog/a.png', width, height }]]), files: [{ path: 'assets/blog/a.png', contents: gradient }] };
}

const encode = async (settings: ImageSettings = SETTINGS) => encodeImages(await loadAssets(root), settings, cacheDir);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-images-'));
  cacheDir = join(root, 'cache', 'images');
  await writeAsset('blog/a.png', await png(1));
  await writeAsset('blog/b.png', await png(2));
  await writeAsset('blog/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('encodeImages', { timeout: 60_000 }, () => {
  let first: Awaited<ReturnType<typeof encode>>;

  it('encodes each raster source in every format and density it may offer; SVGs are left as they are', async () => {
    first = await encode();
    expect(first.diagnostics).toEqual([]);
    // At quality 100 each source's 2x AVIF alone outweighs both WebPs, so its 1x is spared.
    expect(first.stats).toMatchObject({ sources: 2, encoded: 6, reused: 0, spared: 2 });
    expect(first.images.get('/assets/blog/chart.svg')).toEqual({ url: expect.stringMatching(/^\/assets\/blog\/chart-[0-9a-f]{10}\.svg$/), width: 40, height: 20 });
    const a = first.images.get('/assets/blog/a.png');
    expect(a).toMatchObject({ url: expect.stringMatching(/^\/assets\/blog\/a-[0-9a-f]{10}\.png$/), width: 24, height: 12 });
    expect(first.stats.densities.map((row) => row.density)).toEqual([1, 2]);
  });

  it('offers each kept format at every density, and publishes exactly the files its sources name', async () => {
    const named = [...first.images.values()].flatMap((image) => image.sources ?? []).flatMap((source) => source.candidates.map((candidate) => candidate.url));
    expect(named.sort()).toEqual(first.files.map((file) => `/${file.path}`).sort());
    for (const image of first.images.values()) {
      for (const source of image.sources ?? []) {
        const format = source.type.slice('image/'.length);
        expect(source.candidates.map((candidate) => candidate.density)).toEqual([1, 2]);
        for (const { url, density } of source.candidates) expect(url).toMatch(new RegExp(`^/assets/blog/[ab]@${density}x-[0-9a-f]{10}\\.${format}$`));
      }
    }
    const offered = [...first.images.values()].reduce((sum, image) => sum + (image.sources?.length ?? 0), 0);
    const dropped = Object.values(first.stats.dropped).reduce((sum, count) => sum + count, 0);
    expect(offered + dropped).toBe(4);
  });

  it('re-encodes nothing when no image changed, and gives the same files', async () => {
    const again = await encode();
    expect(again.stats).toMatchObject({ encoded: 0, reused: 6, spared: 2 });
    expect(again.files).toEqual(first.files);
    expect([...again.images]).toEqual([...first.images]);
  });

  it('re-encodes only the variants of the image that changed', async () => {
    await writeAsset('blog/b.png', await png(3));
    const changed = await encode();
    expect(changed.stats).toMatchObject({ encoded: 3, reused: 3 });
  });

  it('re-encodes everything when the quality changes (the settings are part of the key)', async () => {
    const lower = await encode({ ...SETTINGS, quality: 60 });
    expect(lower.stats).toMatchObject({ encoded: 6, reused: 0 });
  });

  it('offers exactly the formats that encoding every variant would, and spares nothing while a format may still win', async () => {
    const { chooseFormats, variantSizes } = await import('./image-variants.ts');
    const assets = await loadAssets(root);
    for (const settings of [SETTINGS, { ...SETTINGS, quality: 60 }, { ...SETTINGS, formats: ['webp', 'avif'] as const }]) {
      const outcome = await encodeImages(assets, settings, join(root, 'cache', `exact-${settings.quality}-${settings.formats.join('-')}`));
      for (const name of ['a', 'b']) {
        const source = assets.files.find((file) => file.path.startsWith(`assets/blog/${name}-`))?.contents as Uint8Array;
        const { variants } = variantSizes(48, 24, settings.densities);
        const sizes = new Map(await Promise.all(settings.formats.map(async (format) => [format, await Promise.all(variants.map(async (size) => (await encodeImage(source, format, size, settings.quality)).byteLength))] as const)));
        const offered = outcome.images.get(`/assets/blog/${name}.png`)?.sources?.map((picture) => picture.type.slice('image/'.length)) ?? [];
        expect(offered).toEqual(chooseFormats(source.byteLength, sizes, settings.formats).offered);
      }
    }
  });

  it('offers a format listed twice once, each density once', async () => {
    const twice = await encodeImages(await gradientAssets(), { ...SETTINGS, formats: ['webp', 'webp'], densities: [1, 2, 2] }, join(root, 'cache', 'twice'));
    expect(twice.stats).toMatchObject({ encoded: 2, spared: 0 });
    expect(twice.images.get('/assets/blog/a.png')?.sources?.map((picture) => [picture.type, picture.candidates.map((candidate) => candidate.density)])).toEqual([['image/webp', [1, 2]]]);
  });

  it('spares nothing while a format may still be offered', async () => {
    // A smooth 320×160 gradient, where both formats beat the PNG at every density. With WebP first, the
    // AVIF is weighed first (nothing after it to beat) and the WebP's 2x alone does not settle the
    // choice, so every variant is encoded and both formats are offered.
    const only = await gradientAssets();
    const outcome = await encodeImages(only, { ...SETTINGS, formats: ['webp', 'avif'] }, join(root, 'cache', 'webp-first'));
    expect(outcome.stats).toMatchObject({ sources: 1, encoded: 4, spared: 0 });
    expect(outcome.images.get('/assets/blog/a.png')?.sources?.map((picture) => picture.type)).toEqual(['image/webp', 'image/avif']);
  });

  it('reports an image it cannot decode with its file and publishes it as it is', async () => {
    const broken = (await png(1)).subarray(0, 40); // the header (and so a size) but no pixels
    await writeAsset('blog/broken.png', broken);
    const outcome = await encode();
    expect(outcome.diagnostics).toEqual([expect.objectContaining({ code: 'ASSET_INVALID', severity: 'error', file: 'content/assets/blog/broken.png', hint: expect.stringContaining('PNG or JPEG') })]);
    expect(outcome.images.get('/assets/blog/broken.png')?.sources).toBeUndefined();
    await rm(join(root, 'content', 'assets', 'blog', 'broken.png'));
  });
});

describe('encodeImages with the encoder in a process of its own', { timeout: 60_000 }, () => {
  // Compiled as bin/site.mjs compiles it, inside the repository's node_modules so `sharp` resolves.
  const repo = resolve(import.meta.dirname, '..', '..', '..');
  const outdir = join(repo, 'node_modules', '.cache', 'site', `test-encoder-${process.pid}`);
  const encoderFile = join(outdir, 'encode-child.js');

  beforeAll(async () => {
    const { build } = await import('esbuild');
    await build({ entryPoints: [join(repo, 'cli', 'build', 'inputs', 'encode-child.ts')], outdir, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' });
  });
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it('encodes a variant in the child to the same bytes as in this process, and says when the child is gone', async () => {
    expect(existsSync(encoderFile)).toBe(true);
    const source = await png(5);
    const size = { width: 24, height: 12, density: 1 };
    const encoder = childEncoder(encoderFile);
    try {
      expect(await encoder.encode(source, 'webp', size, 80)).toEqual(await encodeImage(source, 'webp', size, 80));
      await expect(encoder.encode(source.subarray(0, 40), 'webp', size, 80)).rejects.toThrow(/./);
    } finally {
      await encoder.close();
    }
    const missing = childEncoder(join(outdir, 'missing.js'));
    await expect(missing.encode(source, 'webp', size, 80)).rejects.toThrow(/the image encoder stopped \(exit code 1\)/);
    await missing.close();
  });

  it('rejects what a child that dies was encoding, starts another for the next variant, and closes', async () => {
    // A stand-in encoder that dies on every request.
    const dying = join(outdir, 'dying.mjs');
    await writeFile(dying, "process.on('message', () => process.exit(3));\n");
    const encoder = childEncoder(dying);
    const size = { width: 24, height: 12, density: 1 };
    await expect(encoder.encode(await png(5), 'webp', size, 80)).rejects.toThrow('the image encoder stopped (exit code 3)');
    await expect(encoder.encode(await png(6), 'webp', size, 80)).rejects.toThrow('the image encoder stopped (exit code 3)');
    await encoder.close();
  });

  it('gives the same files, images and statistics as encoding in this process', async () => {
    const assets = await loadAssets(root);
    const inProcess = await encodeImages(assets, SETTINGS, join(root, 'cache', 'in-process'));
    const child = await encodeImages(assets, SETTINGS, join(root, 'cache', 'child'), encoderFile);
    expect(child.diagnostics).toEqual([]);
    expect(child.stats).toMatchObject({ sources: 2, encoded: 6, reused: 0, spared: 2 });
    expect(child.files).toEqual(inProcess.files);
    expect([...child.images]).toEqual([...inProcess.images]);
    const cached = await encodeImages(assets, SETTINGS, join(root, 'cache', 'child'), encoderFile);
    expect(cached.stats).toMatchObject({ encoded: 0, reused: 6 });
    expect(cached.files).toEqual(inProcess.files);
  });

  it('reports an image the encoder cannot decode, as in process, and the other images are encoded', async () => {
    await writeAsset('blog/broken.png', (await png(1)).subarray(0, 40));
    try {
      const outcome = await encodeImages(await loadAssets(root), SETTINGS, join(root, 'cache', 'child-broken'), encoderFile);
      expect(outcome.diagnostics).toEqual([expect.objectContaining({ code: 'ASSET_INVALID', file: 'content/assets/blog/broken.png' })]);
      expect(outcome.stats).toMatchObject({ sources: 3, encoded: 6 });
    } finally {
      await rm(join(root, 'content', 'assets', 'blog', 'broken.png'));
    }
  });

  it('encodes in this process when the encoder file does not exist (the sources run uncompiled)', async () => {
    const outcome = await encodeImages(await loadAssets(root), SETTINGS, join(root, 'cache', 'missing-encoder'), join(outdir, 'missing.js'));
    expect(outcome.stats).toMatchObject({ encoded: 6 });
  });
});

describe('encodeImages with a record of the last outcome (derived/images.json)', { timeout: 60_000 }, () => {
  const record = (version = 'v1') => ({ file: join(root, 'cache', 'record', 'images.json'), version });
  const recordCache = () => join(root, 'cache', 'record-images');
  const run = async (version?: string) => encodeImages(await loadAssets(root), SETTINGS, recordCache(), undefined, record(version));
  /** What a build publishes: the images, and each file's path, hash and bytes. */
  /** Marks the record (`spared` 99, which no run of these images gives), so a test can tell a record taken from a pipeline run; returns the undo. */
  const mark = async (): Promise<() => Promise<void>> => {
    const saved = await readFile(record().file, 'utf8');
    const parsed = JSON.parse(saved) as { stats: { spared: number } };
    await writeFile(record().file, JSON.stringify({ ...parsed, stats: { ...parsed.stats, spared: 99 } }));
    return () => writeFile(record().file, saved);
  };
  const published = (outcome: Awaited<ReturnType<typeof run>>) => ({
    images: [...outcome.images],
    files: outcome.files.map((file) => ({ path: file.path, hash: file.hash, bytes: Buffer.from(file.contents).toString('base64') })),
  });

  it('gives what the pipeline gives, from the record, with every variant counted as reused', async () => {
    const made = await run();
    expect(made.stats.encoded).toBe(6);
    expect(existsSync(record().file)).toBe(true);
    const kept = await run();
    expect(published(kept)).toEqual(published(made));
    expect(kept.stats).toMatchObject({ sources: 2, encoded: 0, reused: 6, spared: 2, files: made.stats.files });
    expect(kept.stats.densities).toEqual(made.stats.densities);
    // The pipeline over the same cache, without a record, agrees.
    expect(published(await encodeImages(await loadAssets(root), SETTINGS, recordCache()))).toEqual(published(made));
    // And the outcome did come from the record: a mark put into it comes back.
    const unmark = await mark();
    expect((await run()).stats.spared).toBe(99);
    await unmark();
  });

  it('runs the pipeline again when a source, the code version or a cached variant changed', async () => {
    const before = published(await run());
    // Each case below marks the record first: a run that took it would report the mark.
    // Another code version (another sharp or libvips): measured and read again, nothing encoded.
    await mark();
    const other = await run('v2');
    expect(other.stats).toMatchObject({ encoded: 0, reused: 6, spared: 2 });
    expect(published(other)).toEqual(before);
    // A variant in the image cache replaced (a build sharing the folder): not trusted; the pipeline reads it as it is now.
    await mark();
    const variant = (await readdir(recordCache())).find((name) => name.endsWith('.webp')) as string;
    await writeFile(join(recordCache(), variant), new Uint8Array([1, 2, 3]));
    const replaced = await run('v2');
    expect(replaced.stats.spared).toBe(2);
    expect(replaced.files.some((file) => Buffer.from(file.contents).equals(Buffer.from([1, 2, 3])))).toBe(true);
    await rm(join(recordCache(), variant));
    // A variant missing: encoded again.
    expect((await run('v2')).stats.encoded).toBe(1);
    // A source changed: its variants are new.
    await writeAsset('blog/b.png', await png(3));
    const changed = await run('v2');
    expect(changed.stats.encoded).toBe(3);
    expect(published(changed).files).not.toEqual(before.files);
    await writeAsset('blog/b.png', await png(2));
  });

  it('keeps no record of a run that reported a problem, so the next run tries again', async () => {
    await rm(record().file, { force: true });
    await writeAsset('blog/broken.png', (await png(1)).subarray(0, 40)); // a size, no pixels
    try {
      const outcome = await run();
      expect(outcome.diagnostics.map((d) => d.code)).toEqual(['ASSET_INVALID']);
      expect(existsSync(record().file)).toBe(false);
    } finally {
      await rm(join(root, 'content', 'assets', 'blog', 'broken.png'));
    }
  });
});
