import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { editContent, type ContentEdit, contentEditArbitrary, contentFiles } from './content-edits.ts';

/**
 * One edit of the small site (see `small-project.ts`), as plain data so that a failing sequence
 * prints readably. Every edit leaves a valid project: only warnings, never an error.
 */
export type SiteEdit =
  | ContentEdit
  | { kind: 'message'; locale: string; pick: number; text: string }
  | { kind: 'message-delete'; locale: string; pick: number }
  | { kind: 'manifest'; what: (typeof MANIFEST_EDITS)[number]; text: string; pick: number }
  | { kind: 'template'; pick: number; text: string }
  | { kind: 'style'; text: string }
  | { kind: 'asset'; pick: number; color: string; width: number }
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
