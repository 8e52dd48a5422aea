import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { editContent, type ContentEdit, contentEditArbitrary, contentFiles } from './content-edits.ts';

/**
 * One edit of the small site (see `small-project.ts`), as plain data so that a failing sequence
 * prints readably. Nearly every edit leaves a valid project; a body edit may add a link to a page
 * that does not exist (an error), which the differential test undoes after comparing the failures.
 */
export type SiteEdit =
  | ContentEdit
  | { kind: 'message'; locale: string; pick: number; text: string }
  | { kind: 'message-delete'; locale: string; pick: number }
  | { kind: 'manifest'; what: (typeof MANIFEST_EDITS)[number]; text: string; pick: number }
  | { kind: 'template'; pick: number; text: string }
  | { kind: 'style'; text: string }
  | { kind: 'asset'; pick: number; color: string; width: number }
  | { kind: 'png'; pick: number; value: number }
  | { kind: 'runtime'; text: string }
  | { kind: 'version'; value: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'touch'; pick: number };

const MANIFEST_EDITS = ['brand', 'rival', 'features', 'availability', 'redirects', 'locale-name', 'site-title'] as const;

/** Where a template edit puts a `data-rev` attribute. */
const TEMPLATE_ANCHORS: [file: string, anchor: string][] = [
  ['templates/layout/footer.tsx', 'className="container legal"'],
  ['templates/layout/header.tsx', 'className="brand"'],
  ['templates/components/page-header.tsx', 'className="lead"'],
];

/** Short text: letters (some beyond ASCII), digits and spaces, never empty. */
export const textArbitrary = fc
  .string({ unit: fc.constantFrom(...'abcdefghijkl mnopqrstuvwxyz ÄäéßZ中文 0123'.split('')), minLength: 1, maxLength: 24 })
  .map((text) => text.trim().replace(/\s+/g, ' ') || 'x');

/** Any edit, weighted towards the frequent kinds (content and messages). */
export const siteEditArbitrary: fc.Arbitrary<SiteEdit> = fc.oneof(
  { weight: 8, arbitrary: contentEditArbitrary(textArbitrary) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('message' as const), locale: fc.constantFrom('en', 'de', 'zh'), pick: fc.nat(), text: textArbitrary }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('message-delete' as const), locale: fc.constantFrom('de', 'zh'), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('manifest' as const), what: fc.constantFrom(...MANIFEST_EDITS), text: textArbitrary.map((text) => text.replace(/[^\p{L}\p{N} ]/gu, '') || 'x'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('template' as const), pick: fc.nat(), text: fc.stringMatching(/^[a-z0-9]{1,8}$/) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('style' as const), text: fc.stringMatching(/^[a-z]{1,8}$/) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('asset' as const), pick: fc.nat(), color: fc.stringMatching(/^[0-9a-f]{6}$/), width: fc.integer({ min: 0, max: 3 }) }) },
  // Few distinct values: each new PNG is encoded once (the test shares the image cache), and encoding takes seconds.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('png' as const), pick: fc.nat(), value: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('runtime' as const), text: fc.stringMatching(/^[a-z0-9]{1,8}$/) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('version' as const), value: fc.integer({ min: 0, max: 9 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }) },
);

/** Applies an edit to the project at `root`; true when it changed code the build imports (a template). */
export async function applyEdit(root: string, edit: SiteEdit): Promise<boolean> {
  switch (edit.kind) {
    case 'message':
    case 'message-delete':
      await editMessages(root, edit);
      return false;
    case 'manifest':
      await editManifest(root, edit.what, edit.text, edit.pick);
      return false;
    case 'template': {
      const [file, anchor] = TEMPLATE_ANCHORS[edit.pick % TEMPLATE_ANCHORS.length] as [string, string];
      await change(root, file, (text) => replaceOnce(text, new RegExp(`${anchor}( data-rev="[^"]*")?`), `${anchor} data-rev="${edit.text}"`));
      return true;
    }
    case 'style':
      await change(root, 'templates/styles/site.css', (text) => `${text}\n.rev-${edit.text} { color: #${edit.text.length}0${edit.text.length}; }\n`);
      return false;
    case 'asset':
      await editAsset(root, edit);
      return false;
    case 'png':
      await editPng(root, edit);
      return false;
    case 'runtime':
      // The browser runtime's entry (the CLI and the templates import other runtime files, never this one).
      await change(root, 'runtime/core.ts', (text) => `${text.replace(/\n\(globalThis as \{ siteRevision\?: string \}\)\.siteRevision = '[^']*';\n$/, '\n')}\n(globalThis as { siteRevision?: string }).siteRevision = '${edit.text}';\n`);
      return false;
    case 'version':
      // The tool's version: package.json is part of the code version that keys every cached page.
      await change(root, 'package.json', (text) => replaceOnce(text, /("version": ")[^"]*"/, `$1${edit.value}.1.0"`));
      return false;
    case 'touch': {
      // Rewrites a file as it is: the next build has nothing to do.
      const files = [...(await contentFiles(root)), 'content/messages/de.json', 'manifest/site/index.ts'];
      await change(root, files[edit.pick % files.length] as string, (text) => text);
      return false;
    }
    case 'delete': {
      const files = await contentFiles(root);
      if (files.length > 0) await rm(join(root, files[edit.pick % files.length] as string));
      return false;
    }
    default:
      await editContent(root, edit);
      return false;
  }
}

async function change(root: string, file: string, edit: (text: string) => string): Promise<void> {
  await writeFile(join(root, file), edit(await readFile(join(root, file), 'utf8')));
}

/** `text` with the match of `pattern` replaced; throws when the anchor is gone (the fixture changed). */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`no match for ${pattern} in the small site`);
  return text.replace(pattern, replacement);
}

/** Sets (keeping its placeholders) or, in a locale other than the fallback, deletes the pick-th string of a message file. */
async function editMessages(root: string, edit: Extract<SiteEdit, { kind: 'message' | 'message-delete' }>): Promise<void> {
  const file = join(root, 'content', 'messages', `${edit.locale}.json`);
  const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const leaves: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: Record<string, unknown> | unknown[]) => {
    for (const [key, value] of Object.entries(node)) {
      const at = Array.isArray(node) ? Number(key) : key;
      if (typeof value === 'string') leaves.push([node, at]);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  walk(messages);
  const [parent, key] = leaves[edit.pick % leaves.length] as [Record<string | number, unknown>, string | number];
  // The text's placeholders stay (a translation without English's `{{brand}}` is an error, MESSAGE_PLACEHOLDER).
  if (edit.kind === 'message') parent[key] = [edit.text, ...(String(parent[key]).match(/\{\{[^}]*\}\}/g) ?? [])].join(' ');
  else if (Array.isArray(parent)) parent[key as number] = `${String(parent[key as number])} ${edit.pick}`;
  else delete parent[key];
  await writeFile(file, `${JSON.stringify(messages, null, 2)}\n`);
}

/** Edits one of the marked lines of the small site's manifest (or a shipped section it uses). */
async function editManifest(root: string, what: (typeof MANIFEST_EDITS)[number], text: string, pick: number): Promise<void> {
  const index = 'manifest/site/index.ts';
  const line = (name: string, value: string) => change(root, index, (source) => replaceOnce(source, new RegExp(`^(const \\w+(?:: [^=]+)? = ).*(; // edit: ${name})$`, 'm'), `$1${value}$2`));
  if (what === 'brand') await line('brand', `'${text} ${pick}'`);
  if (what === 'rival') await line('rival', `'${text} ${pick}'`);
  if (what === 'features') await line('features', pick % 2 ? "['rpa', 'synchronizer', 'local-api']" : "['synchronizer', 'rpa']");
  if (what === 'availability') await line('availability', [`['en', 'zh']`, `['de']`, 'undefined', `['en', 'de', 'zh']`][pick % 4] as string);
  if (what === 'redirects') await line('redirects', `[{ from: '/Pricing', to: '/pricing' }${pick % 2 ? `, { from: '/Old-${pick}', to: '/pricing' }` : ''}]`);
  if (what === 'locale-name') await change(root, 'manifest/site/locales.ts', (source) => replaceOnce(source, /(code: 'de', tag: 'de-DE', name: ')[^']*'/, `$1${text} ${pick}'`));
  if (what === 'site-title') await change(root, 'manifest/site/site-config.ts', (source) => replaceOnce(source, /(en: seo\(\n\s*')[^']*'/, `$1${text} ${pick}'`));
}

/** Recolours an SVG asset, or changes its width (a new hash, and a new size where it is shown). */
async function editAsset(root: string, edit: Extract<SiteEdit, { kind: 'asset' }>): Promise<void> {
  const assets: string[] = [];
  for (const folder of ['blog', 'news', 'widgets']) assets.push(...(await readdir(join(root, 'content', 'assets', folder))).filter((name) => name.endsWith('.svg')).map((name) => `content/assets/${folder}/${name}`));
  const file = assets.sort()[edit.pick % assets.length] as string;
  await change(root, file, (text) =>
    edit.width ? replaceOnce(text, /(<svg[^>]*? width=")(\d+)"/, `$1${1000 + edit.width * 7 + (edit.pick % 5)}"`) : `${text.trimEnd()}\n<!-- ${edit.color} -->\n`,
  );
}

/** The bytes of `png` with a `tEXt` chunk `site-rev` set to `value` just before IEND (the pixels stay the same). */
export function withTextChunk(png: Buffer, value: string): Buffer {
  const chunks: Buffer[] = [png.subarray(0, 8)];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const chunk = png.subarray(at, at + 12 + length);
    at += 12 + length;
    if (type === 'tEXt' && chunk.toString('latin1', 8, 17) === 'site-rev\0') continue;
    if (type === 'IEND') {
      const data = Buffer.from(`site-rev\0${value}`, 'latin1');
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write('tEXt', 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
      chunks.push(head, data, crc);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Changes the bytes of a PNG asset (a text chunk): a new source hash, so its variants are looked up (or encoded) again. */
async function editPng(root: string, edit: Extract<SiteEdit, { kind: 'png' }>): Promise<void> {
  const folder = join(root, 'content', 'assets', 'blog');
  const pngs = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
  if (pngs.length === 0) throw new Error('no PNG in content/assets/blog of the small site');
  const file = join(folder, pngs[edit.pick % pngs.length] as string);
  await writeFile(file, withTextChunk(await readFile(file), `v${edit.value}`));
}
