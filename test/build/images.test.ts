/**
 * The image pipeline in the shipped site's static output (built once by the global setup): raster
 * content images are `<picture>`s whose sources exist, every image has its size, the article
 * cover is fetched early and everything else lazily.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { PROSE_IMAGE_SIZES } from '../../templates/components/image-sizes.ts';
import { attr } from '../support/html.ts';

let dist: string;
const page = (path: string) => readFile(join(dist, 'main', pageFile('static', path)), 'utf8');
const pictures = (html: string) => [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map((m) => m[1] ?? '');
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

beforeAll(() => {
  dist = join(inject('builtSite').dir, 'static');
});

describe('images in the built site', () => {
  it('shows an article cover as a <picture> with WebP at 1x and 2x, fetched early, with its CSS size', async () => {
    const html = await page('/blog/synchronizer-for-repetitive-tasks');
    const cover = pictures(html).find((picture) => picture.includes('class="article-cover"'));
    expect(cover, 'the cover is a <picture>').toBeDefined();
    const source = /<source\b[^>]*>/.exec(cover ?? '')?.[0] ?? '';
    expect(attr(source, 'type')).toBe('image/webp');
    // The 1x and 2x files as widths, with the column's width: a phone at 1.75 dppx takes the 1x.
    expect(attr(source, 'srcset')).toMatch(/^\/assets\/blog\/synchronizer-cover@1x-[0-9a-f]{10}\.webp 720w, \/assets\/blog\/synchronizer-cover@2x-[0-9a-f]{10}\.webp 1440w$/);
    expect(attr(source, 'sizes')).toBe(PROSE_IMAGE_SIZES);
    const img = /<img\b[^>]*>/.exec(cover ?? '')?.[0] ?? '';
    expect(attr(img, 'src')).toMatch(/^\/assets\/blog\/synchronizer-cover-[0-9a-f]{10}\.png$/);
    expect([attr(img, 'width'), attr(img, 'height')]).toEqual(['720', '378']);
    expect(attr(img, 'fetchpriority')).toBe('high');
    expect(attr(img, 'loading')).toBeUndefined();
  });

  it('shows a markdown image as a lazy <picture>', async () => {
    const html = await page('/blog/how-to-manage-multiple-accounts-safely');
    const shot = pictures(html).find((picture) => picture.includes('profiles-window'));
    expect(shot).toMatch(/<source type="image\/webp" srcset="[^"]+ 720w, [^"]+ 1440w" sizes="[^"]+">/);
    const img = /<img\b[^>]*>/.exec(shot ?? '')?.[0] ?? '';
    expect([attr(img, 'width'), attr(img, 'height'), attr(img, 'loading')]).toEqual(['720', '450', 'lazy']);
  });

  it('offers a card cover by width, sized for the card, so a listing on a phone loads the 1x files', async () => {
    const html = await page('/blog');
    const covers = pictures(html).filter((picture) => picture.includes('class="card-cover"'));
    expect(covers.length).toBeGreaterThan(2);
    for (const cover of covers) {
      const source = /<source\b[^>]*>/.exec(cover)?.[0] ?? '';
      expect(attr(source, 'srcset')).toMatch(/^\S+@1x-[0-9a-f]{10}\.webp 720w, \S+@2x-[0-9a-f]{10}\.webp 1440w$/);
      expect(attr(source, 'sizes')).toMatch(/^\(max-width: 40rem\) calc\(100vw - 2rem\), .*, 24rem$/);
      expect(attr(/<img\b[^>]*>/.exec(cover)?.[0] ?? '', 'loading')).toBe('lazy');
    }
  });

  it('publishes every file a srcset names, and gives every <img> of the content and the mobile banner its width and height', async () => {
    let checked = 0;
    for (const path of ['/blog', '/', '/blog/synchronizer-for-repetitive-tasks', '/blog/how-to-manage-multiple-accounts-safely', '/blog/automate-browser-profiles-with-local-api']) {
      const html = await page(path);
      for (const match of html.matchAll(/\bsrcset="([^"]+)"/gi)) {
        for (const url of srcsetUrls(match[1] ?? '')) {
          checked += 1;
          expect(existsSync(join(dist, 'main', url)), `${path} → ${url}`).toBe(true);
        }
      }
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const banner = /<div class="site-banner"[^>]*><img\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(banner, `${path} has the mobile banner`).not.toBe('');
      for (const img of [...main.matchAll(/<img\b[^>]*>/g), ...banner.matchAll(/<img\b[^>]*>/g)]) {
        expect(attr(img[0], 'width'), `${path}: ${img[0]}`).toMatch(/^[1-9]\d*$/);
        expect(attr(img[0], 'height'), `${path}: ${img[0]}`).toMatch(/^[1-9]\d*$/);
      }
    }
    expect(checked).toBeGreaterThan(4);
  });
});
