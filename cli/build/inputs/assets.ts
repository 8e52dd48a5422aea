import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { imageSize } from 'image-size';
import { isHidden } from '../../../manifest/content/content-file.ts';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import { hashedName, shortHash } from '../hash.ts';
import type { ImageAsset } from '../render/markdown.ts';
import type { OutputFile } from '../output.ts';

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

/** Content assets with hashed public names: `/assets/blog/x.svg` → `/assets/blog/x-0123456789.svg`. */
export interface AssetSet {
  /** Source URL (`/assets/blog/x.svg`) → hashed URL and, for images, size. */
  images: Map<string, ImageAsset>;
  /** Source URL → hashed URL for every asset. */
  urls: Map<string, string>;
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

/** Reads `content/assets/**` and hashes every file; images get their intrinsic size. */
export async function loadAssets(root: string): Promise<AssetSet> {
  const base = join(root, 'content', 'assets');
  const set: AssetSet = { images: new Map(), urls: new Map(), files: [], diagnostics: [] };
  for (const file of await listFiles(base)) {
    const rel = relative(base, file).split('\\').join('/');
    const contents = new Uint8Array(await readFile(file));
    const source = `/assets/${rel}`;
    const path = `assets/${hashedName(rel, shortHash(contents))}`;
    set.files.push({ path, contents });
    set.urls.set(source, `/${path}`);
    if (!IMAGE.test(rel)) continue;
    try {
      const size = imageSize(contents);
      if (!size.width || !size.height) throw new Error('no width or height');
      set.images.set(source, { url: `/${path}`, width: size.width, height: size.height });
    } catch (error) {
      const message = (error as Error).message;
      const format = imageFormatOf(rel);
      // image-size recognises no image at all in the bytes ("unsupported file type: undefined").
      const data = /unsupported file type/i.test(message) ? { case: 'not-image' as const, source, format } : { case: 'size' as const, source, format, error: message };
      set.diagnostics.push(diagnostic('ASSET_INVALID', data, { file: `content/assets/${rel}` }));
    }
  }
  return set;
}

/** The image format its extension names: `PNG`, `JPEG`, `SVG`… */
function imageFormatOf(rel: string): string {
  const extension = (IMAGE.exec(rel)?.[1] ?? '').toLowerCase();
  return ({ jpg: 'JPEG', jpeg: 'JPEG', svg: 'SVG', webp: 'WebP' } as Record<string, string>)[extension] ?? extension.toUpperCase();
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(path)).isDirectory());
    if (isDirectory) out.push(...(await listFiles(path)));
    // A hidden file is skipped; a hidden folder is not: `.well-known/` is a web path hosts serve.
    else if (!isHidden(entry.name)) out.push(path);
  }
  return out;
}
