import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isHidden } from '../../../manifest/content/content-file.ts';
import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import type { Messages } from '../../../templates/i18n.tsx';
import { bodyHashOf } from '../entry-hashes.ts';
import { hashedName, shortHash } from '../hash.ts';
import { jsonOf, memoOn } from '../memo.ts';
import type { OutputFile } from '../output.ts';
import { type AssetSet, loadAssets } from './assets.ts';
import type { RuntimeBundle } from './bundle-runtime.ts';
import { codeVersion } from './code-version.ts';
import { resolveBreakpoints } from './css-breakpoints.ts';
import { type Icon, parseIcons, spriteSvg } from './icons.ts';
import { encodeImages, type ImageStats } from './images.ts';
import { loadMessages, type MessageFiles } from './messages.ts';
import { bundleRuntimeOnce } from './runtime-memo.ts';

/** Everything a build reads besides the project (manifest and content): the inputs phase. */
export interface BuildInputs {
  messages: Record<string, Messages>;
  /** The message files as read, with their key positions and read errors (`cli/build/message-check.ts` checks them). */
  messageFiles: MessageFiles;
  /** Content assets; raster images carry their encoded formats (`images`). */
  assets: AssetSet;
  /** What the image pipeline encoded, reused and saved. */
  imageStats: ImageStats;
  icons: Icon[];
  runtime: RuntimeBundle;
  /** Hash of the code that shapes the output; part of every cache key. */
  code: string;
  /** Template sources (for the message keys they use). */
  templateSources: Map<string, string>;
  /** Files every site gets: content assets, the stylesheet, the icon sprite, the runtime bundle. */
  shared: OutputFile[];
  cssUrl: string;
  spriteUrl: string;
  /** The build's id: a hash of every input, so equal inputs give an equal id. */
  buildId: string;
  diagnostics: Diagnostic[];
}

/** The raw inputs of a build besides the project, as read from disk (before encoding, hashing and naming). */
export interface InputParts {
  messages: MessageFiles;
  assets: AssetSet;
  iconSources: Map<string, string>;
  css: string;
  code: string;
  runtime: RuntimeBundle;
  templateSources: Map<string, string>;
}

/** Where the inputs phase keeps what it derives between builds, and how it names shared files. */
export interface InputOptions {
  /** Encoded images by source hash and settings (`<cache>/images`). */
  imageCacheDir: string;
  /** `site dev`: the stylesheet and sprite keep fixed names (`assets/site.css`), so a style edit changes no page. */
  stableNames?: boolean;
  /** The compiled image encoder's process (`BuildOptions.encoderFile`); without it images are encoded in this process. */
  encoderFile?: string;
  /** Where the runtime bundle is kept between processes (`<cache>/derived/runtime.json`); without it, it is kept in memory only. */
  runtimeCacheFile?: string;
  /** Where the image pipeline's outcome is kept between processes (`<cache>/derived/images.json`, `encodeImages`). */
  imageRecordFile?: string;
}

/** Reads every input of a build besides the project, then encodes, hashes and names them (`composeInputs`). */
export async function readInputs(root: string, plan: SitePlan, entries: readonly ContentEntry[], extra: unknown, options: InputOptions): Promise<BuildInputs> {
  const version = codeVersion(root);
  const [messages, assets, iconSources, css, code, runtime, templateSources] = await Promise.all([
    loadMessages(root),
    loadAssets(root),
    readIconSources(root),
    readFile(join(root, 'templates', 'styles', 'site.css'), 'utf8'),
    version,
    version.then((code) => bundleRuntimeOnce({ rootDir: root }, options.runtimeCacheFile ? { file: options.runtimeCacheFile, version: code } : undefined)),
    readTemplateSources(root),
  ]);
  return composeInputs({ messages, assets, iconSources, css, code, runtime, templateSources }, plan, entries, extra, options);
}

/**
 * Encodes the raster images (from the cache when unchanged), fills the stylesheet's breakpoints,
 * names the stylesheet and icon sprite by content hash (fixed names with `stableNames`, whose build
 * id then hashes the shared files' contents instead of their names), and hashes every input into
 * the build id.
 */
export async function composeInputs(parts: InputParts, plan: SitePlan, entries: readonly ContentEntry[], extra: unknown, options: InputOptions): Promise<BuildInputs> {
  const { messages } = parts;
  const fixed = await composedParts(parts, plan.manifest.constants, options);
  const buildId = shortHash(
    // Each entry by a hash of its file, body and front matter, kept with the entry (site dev keeps unchanged ones).
    [parts.code, jsonOf(plan.manifest), ...entries.map((entry) => memoOn(entry, 'build id part', () => shortHash(`${entry.file}\n${bodyHashOf(entry)}\n${JSON.stringify(entry.data)}`, 32))), jsonOf(messages.messages), ...fixed.sharedKey, JSON.stringify(extra ?? null)].join('\u0000'),
  );
  const { sharedKey: _sharedKey, ...inputs } = fixed;
  return { ...inputs, buildId };
}

type ComposedParts = Omit<BuildInputs, 'buildId'> & { sharedKey: string[] };
/** What `composedParts` made of each parts object, by its settings (site dev keeps the parts between builds). */
const composed = new WeakMap<InputParts, { key: string; value: Promise<ComposedParts> }>();

/**
 * Everything the inputs give that does not depend on the content: the images encoded, the
 * stylesheet and sprite named, the shared files and their part of the build id. Computed once per
 * parts object and settings; a failed attempt is not kept.
 */
function composedParts(parts: InputParts, constants: SitePlan['manifest']['constants'], options: InputOptions): Promise<ComposedParts> {
  const { imageQuality, imageDensities, imageFormats, breakpoints } = constants;
  const key = JSON.stringify([imageQuality, imageDensities, imageFormats, breakpoints, options.imageCacheDir, options.imageRecordFile ?? null, options.stableNames ?? false]);
  const kept = composed.get(parts);
  if (kept?.key === key) return kept.value;
  const value = composeParts(parts, constants, options);
  composed.set(parts, { key, value });
  value.catch(() => composed.delete(parts));
  return value;
}

async function composeParts(parts: InputParts, constants: SitePlan['manifest']['constants'], options: InputOptions): Promise<ComposedParts> {
  const { messages, code, runtime, templateSources } = parts;
  const { imageQuality, imageDensities, imageFormats, breakpoints } = constants;
  const record = options.imageRecordFile ? { file: options.imageRecordFile, version: code } : undefined;
  const encoded = await encodeImages(parts.assets, { quality: imageQuality, densities: imageDensities, formats: imageFormats }, options.imageCacheDir, options.encoderFile, record);
  const assets: AssetSet = { ...parts.assets, images: encoded.images, files: [...parts.assets.files, ...encoded.files], diagnostics: [...parts.assets.diagnostics, ...encoded.diagnostics] };
  const styles = resolveBreakpoints(parts.css, breakpoints);
  const icons = parseIcons(parts.iconSources);
  const sprite = spriteSvg(icons.icons);
  const cssPath = options.stableNames ? 'assets/site.css' : `assets/${hashedName('site.css', shortHash(styles.css))}`;
  const spritePath = options.stableNames ? 'assets/sprite.svg' : `assets/${hashedName('sprite.svg', shortHash(sprite))}`;
  const shared: OutputFile[] = [...assets.files, { path: cssPath, contents: styles.css }, { path: spritePath, contents: sprite }, ...runtime.files.map((file) => ({ path: file.path, contents: file.contents }))];
  const sharedKey = options.stableNames ? shared.map((file) => `${file.path}:${shortHash(file.contents)}`) : shared.map((file) => file.path);
  return {
    messages: messages.messages,
    messageFiles: messages,
    assets,
    imageStats: encoded.stats,
    icons: icons.icons,
    runtime,
    code,
    templateSources,
    shared,
    cssUrl: `/${cssPath}`,
    spriteUrl: `/${spritePath}`,
    sharedKey,
    diagnostics: [...assets.diagnostics, ...icons.diagnostics, ...styles.diagnostics],
  };
}

/** The icon sources (`templates/icons/*.svg`), by repository-relative path. */
export function readIconSources(root: string): Promise<Map<string, string>> {
  return readSources(root, 'templates/icons', /\.svg$/);
}

/** The template sources (`templates/**.ts(x)`, tests aside) that message keys and widget images are read from. */
export function readTemplateSources(root: string): Promise<Map<string, string>> {
  return readSources(root, 'templates', /^(?!.*\.test\.).*\.tsx?$/);
}

/** Repository-relative path → text of the files under `dir` (recursively) whose path matches; hidden files and folders skipped. */
export async function readSources(root: string, dir: string, pattern: RegExp): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(join(root, rel), { withFileTypes: true }).catch(() => [])) {
      if (isHidden(entry.name)) continue;
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (pattern.test(entry.name)) out.set(path, await readFile(join(root, path), 'utf8'));
    }
  };
  await walk(dir);
  return out;
}
