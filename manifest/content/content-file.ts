import { type Diagnostic, diagnostic } from '../diagnostics.ts';

/** Extensions read as markdown entries (`.markdown` is accepted as well as `.md`; see content/README.md). */
export const MARKDOWN_FILE = /\.(?:md|markdown)$/;

/**
 * A hidden file or folder name (a leading dot: `.DS_Store`, `._x.md`, `.obsidian/`, an editor's
 * swap file). The build reads none as content, messages or assets (a hidden folder under
 * `content/assets/` is read: `.well-known/` is a web path), and `site dev` ignores the same.
 */
export function isHidden(name: string): boolean {
  return name.startsWith('.');
}

/** A slug: lowercase letters, digits and single hyphens (the URL segment an entry publishes). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The text without a leading UTF-8 byte-order mark (editors on Windows write one; it must never reach a title). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `Local API guide` → `local-api-guide`: the kebab-case form of a name, accents dropped. */
function kebabCase(name: string): string {
  const kebab = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return kebab || 'an-english-kebab-case-name';
}

/** CONTENT_FILE_NAME when an entry's file name (its slug, the URL segment) is not kebab-case. */
export function checkFileName(file: string, slug: string): Diagnostic[] {
  if (SLUG.test(slug)) return [];
  const name = file.slice(file.lastIndexOf('/') + 1);
  const extension = name.slice(slug.length);
  return [diagnostic('CONTENT_FILE_NAME', { name, suggested: `${kebabCase(slug)}${extension}` }, { file })];
}

/**
 * CONTENT_FRONT_MATTER (`unclosed`) at the opening `---` when no later line closes the front
 * matter: gray-matter would read the whole file as YAML and stop at the first colon of the text.
 */
export function checkFrontMatterClosed(file: string, text: string): Diagnostic[] {
  const lines = text.split('\n');
  if ((lines[0] ?? '').trimEnd() !== '---') return [];
  return lines.slice(1).some((line) => line.trimEnd() === '---') ? [] : [diagnostic('CONTENT_FRONT_MATTER', { case: 'unclosed' }, { file, line: 1 })];
}

/** True for a path that resolves against the page's URL: no scheme, not from the root, not a fragment or query. */
export function isRelativePath(href: string): boolean {
  return href.trim() !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href.trim());
}

/**
 * The root-relative form of a relative path: the known asset with the same file name if there is
 * one, else `/assets/…` for a path with a file extension (assets/x.svg, ../img.png), else `/<page>`.
 */
export function rootRelativeForm(href: string, assets: Iterable<string>): string {
  const path = href.trim().split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  for (const asset of assets) if (base && asset.endsWith(`/${base}`)) return asset;
  const rest = path.replace(/^(?:\.{1,2}\/)+/, '').replace(/^(?:content\/)?assets\//, '');
  return /\.[a-z0-9]+$/i.test(base) ? `/assets/${rest}` : `/${rest}`;
}
