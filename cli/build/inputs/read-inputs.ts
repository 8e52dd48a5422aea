import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import type { Messages } from '../../../templates/i18n.tsx';
import { hashedName, shortHash } from '../hash.ts';
import type { OutputFile } from '../output.ts';
import { type AssetSet, loadAssets } from './assets.ts';
import type { RuntimeBundle } from './bundle-runtime.ts';
import { codeVersion } from './code-version.ts';
import { type Icon, parseIcons, spriteSvg } from './icons.ts';
import { loadMessages } from './messages.ts';
import { bundleRuntimeOnce } from './runtime-memo.ts';

/** Everything a build reads besides the project (manifest and content): the inputs phase. */
export interface BuildInputs {
  messages: Record<string, Messages>;
  assets: AssetSet;
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

/** Reads and hashes every input of a build besides the project: messages, assets, icons, styles, templates, the runtime bundle. */
export async function readInputs(root: string, plan: SitePlan, entries: readonly ContentEntry[], extra: unknown): Promise<BuildInputs> {
  const [messages, assets, iconSources, css, code, runtime, templateSources] = await Promise.all([
    loadMessages(root),
    loadAssets(root),
    readSources(root, 'templates/icons', /\.svg$/),
    readFile(join(root, 'templates', 'styles', 'site.css'), 'utf8'),
    codeVersion(root),
    bundleRuntimeOnce({ rootDir: root }),
    readSources(root, 'templates', /^(?!.*\.test\.).*\.tsx?$/),
  ]);
  const icons = parseIcons(iconSources);
  const sprite = spriteSvg(icons.icons);
  const cssPath = `assets/${hashedName('site.css', shortHash(css))}`;
  const spritePath = `assets/${hashedName('sprite.svg', shortHash(sprite))}`;
  const shared: OutputFile[] = [...assets.files, { path: cssPath, contents: css }, { path: spritePath, contents: sprite }, ...runtime.files.map((file) => ({ path: file.path, contents: file.contents }))];
  const buildId = shortHash(
    [code, JSON.stringify(plan.manifest), ...entries.map((entry) => `${entry.file}\n${entry.body}\n${JSON.stringify(entry.data)}`), JSON.stringify(messages.messages), ...shared.map((file) => file.path), JSON.stringify(extra ?? null)].join('\u0000'),
  );
  return {
    messages: messages.messages,
    assets,
    icons: icons.icons,
    runtime,
    code,
    templateSources,
    shared,
    cssUrl: `/${cssPath}`,
    spriteUrl: `/${spritePath}`,
    buildId,
    diagnostics: [...messages.diagnostics, ...assets.diagnostics, ...icons.diagnostics],
  };
}

/** Repository-relative path → text of the files under `dir` (recursively) whose path matches. */
async function readSources(root: string, dir: string, pattern: RegExp): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(join(root, rel), { withFileTypes: true }).catch(() => [])) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (pattern.test(entry.name)) out.set(path, await readFile(join(root, path), 'utf8'));
    }
  };
  await walk(dir);
  return out;
}
