import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAssets } from './assets.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-assets-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeAsset(path: string, text: string): Promise<void> {
  await mkdir(join(root, 'content', 'assets', path, '..'), { recursive: true });
  await writeFile(join(root, 'content', 'assets', path), text);
}

describe('loadAssets: images it cannot size', () => {
  it('says a .png that holds no image is not a valid PNG, with a hint for a raster file (regression: "unsupported file type: undefined" and an SVG hint)', async () => {
    await writeAsset('blog/broken.png', 'not a png');
    expect((await loadAssets(root)).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'ASSET_INVALID',
        message: 'The file /assets/blog/broken.png is not a valid PNG image: the build finds no image in it, so it cannot size or publish it.',
        file: 'content/assets/blog/broken.png',
        hint: 'Export or download it again as PNG: the file is damaged, cut short or not a PNG at all (another kind of file needs its own extension).',
      },
    ]);
  });

  it('names JPEG for .jpg, and keeps the SVG hint for an SVG without a size', async () => {
    await writeAsset('blog/photo.jpg', 'plain text, not a photo');
    await writeAsset('blog/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    const diagnostics = (await loadAssets(root)).diagnostics;
    expect(diagnostics.map((d) => [d.file, d.hint])).toEqual([
      ['content/assets/blog/chart.svg', 'SVGs need width and height attributes or a numeric viewBox.'],
      ['content/assets/blog/photo.jpg', expect.stringMatching(/^Export or download it again as JPEG: /)],
    ]);
    expect(diagnostics[0]?.message).toMatch(/^Cannot read the size of image \/assets\/blog\/chart\.svg: /);
  });
});
