import type { Element, ElementContent, Root } from 'hast';
import type { Nodes as MdastNode, Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isRelativePath } from '../../../manifest/content/content-file.ts';
import { PROSE_IMAGE_SIZES, widthSrcset } from '../../../templates/components/image-sizes.ts';
import type { ImageSource, MarkdownMeta } from '../../../templates/view.ts';

export { MARKDOWN_VERSION } from './markdown-version.ts';

/**
 * A content image: its hashed public URL, its size in CSS pixels (intrinsic for SVG; a raster
 * source is its largest density) and, for raster images, the encoded formats to offer first.
 */
export interface ImageAsset {
  url: string;
  width: number;
  height: number;
  sources?: ImageSource[];
}

export interface MarkdownOptions {
  /** Locale prefix added to locale-relative internal links (`/pricing` → `/de/pricing`). */
  prefix: string;
  /** Source image path (`/assets/blog/x.svg`) → hashed URL and size. */
  images: ReadonlyMap<string, ImageAsset>;
}

/** A rendered body: its HTML and what rendering found (headings, links, missing images, removed URLs). */
export interface RenderedMarkdown extends MarkdownMeta {
  html: string;
}

const UNSAFE = /^\s*(?:javascript|data|vbscript|blob):/i;

/**
 * Sanitisation: the default GitHub-like schema (raw HTML never reaches it: remark-rehype drops
 * it), only http(s)/mailto links and http(s) images, and heading ids kept as written.
 */
const schema = {
  ...defaultSchema,
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/** What the plugins of one render read and fill, carried in the VFile's data. */
interface RenderData {
  options: MarkdownOptions;
  result: RenderedMarkdown;
}

const dataOf = (file: { data: Record<string, unknown> }) => file.data as unknown as RenderData;

/**
 * Removes links and images with unsafe schemes before HTML exists (and records them); records the
 * raw HTML that remark-rehype will drop and the relative paths, for `site check` to report.
 */
function stripUnsafeUrls() {
  return (tree: MdastRoot, file: { data: Record<string, unknown> }) => {
    const { result } = dataOf(file);
    const walk = (node: MdastNode): void => {
      const at = node.position ? { line: node.position.start.line } : {};
      if (node.type === 'html' && !/^\s*<!--/.test(node.value)) (result.rawHtml ??= []).push({ href: snippet(node.value), ...at });
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && UNSAFE.test(node.url)) {
        result.removed.push({ href: node.url, ...at });
        node.url = '';
      } else if ((node.type === 'link' || node.type === 'image') && isRelativePath(node.url)) {
        (result.relative ??= []).push({ href: node.url, ...at, ...(node.type === 'image' ? { image: true } : {}) });
      }
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(tree);
  };
}

/** The first line of raw HTML, at most 80 characters: what a diagnostic quotes. */
function snippet(html: string): string {
  const first = html.trim().split('\n')[0] ?? '';
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
}

function enhanceHtml() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const { options, result } = dataOf(file);
    enhance(tree, options, result);
  };
}

/**
 * The one processor, built once and reused (building it per document costs a sixth of the time):
 * remark-parse → remark-rehype → rehype-sanitize → rehype-slug → rehype-stringify, with the two
 * plugins of this file around them.
 */
const processor = unified()
  .use(remarkParse)
  .use(stripUnsafeUrls)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeSlug)
  .use(enhanceHtml)
  .use(rehypeStringify)
  .freeze();

/**
 * Markdown → safe HTML: raw HTML removed (remark-rehype drops it, the sanitiser would too), unsafe
 * URL schemes removed, headings with id anchors, images with width and height and their hashed
 * URL, internal links localised. Pure.
 */
export function renderMarkdown(body: string, options: MarkdownOptions): RenderedMarkdown {
  const result: RenderedMarkdown = { html: '', headings: [], links: [], missingImages: [], removed: [] };
  const data: RenderData = { options, result };
  result.html = String(processor.processSync({ value: body, data: data as unknown as Record<string, unknown> }));
  return result;
}

/** One pass over the HTML tree (a plain walk: `visit` costs more than the work it visits for). */
function enhance(tree: Root, options: MarkdownOptions, result: RenderedMarkdown): void {
  const walk = (parent: Root | Element): void => {
    const children = parent.children;
    for (let index = 0; index < children.length; index++) {
      const node = children[index] as ElementContent;
      if (node.type !== 'element') continue;
      if (node.tagName === 'img' && !node.properties.src) {
        children.splice(index--, 1);
        continue;
      }
      const image = enhanceElement(node, options, result);
      if (image?.sources) children[index] = pictureOf(node, image.sources);
      else walk(node);
    }
  };
  walk(tree);
}

/** Enhances one element in place; for a known image, returns its asset. */
function enhanceElement(node: Element, options: MarkdownOptions, result: RenderedMarkdown): ImageAsset | undefined {
  const line = node.position?.start.line;
  const at = line ? { line } : {};
  if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
    const id = node.properties.id;
    result.headings.push({ depth: Number(node.tagName[1]), id, text: textOf(node) });
    node.children.push({ type: 'element', tagName: 'a', properties: { className: ['anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 }, children: [{ type: 'text', value: '#' }] });
  }
  // A code block scrolls sideways when its lines are long: keyboard users reach it to scroll (WCAG 2.1.1).
  if (node.tagName === 'pre') node.properties.tabIndex = 0;
  if (node.tagName === 'a') {
    const href = typeof node.properties.href === 'string' ? node.properties.href : '';
    if (!href) {
      delete node.properties.href;
      return undefined;
    }
    if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/assets/')) {
      const localized = options.prefix ? (href === '/' ? options.prefix : `${options.prefix}${href}`) : href;
      node.properties.href = localized;
      result.links.push({ href: localized, ...at });
    } else if (/^https?:/i.test(href)) {
      node.properties.rel = ['noopener'];
      // As written: a link to the site's own origin is checked like an internal one, at this line.
      result.links.push({ href, ...at });
    }
  }
  if (node.tagName === 'img') {
    const src = typeof node.properties.src === 'string' ? node.properties.src : '';
    const asset = options.images.get(src);
    if (asset) {
      node.properties.src = asset.url;
      node.properties.width = asset.width;
      node.properties.height = asset.height;
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      return asset;
    }
    if (src.startsWith('/')) result.missingImages.push({ href: src, ...at });
  }
  return undefined;
}

/**
 * `<picture>` with a `<source>` per encoded format around the `<img>` fallback, offering widths for
 * the article column (`PROSE_IMAGE_SIZES`), so a phone does not fetch the 2x file of a wide image.
 */
function pictureOf(img: Element, sources: readonly ImageSource[]): Element {
  const width = Number(img.properties.width);
  const source = ({ type, candidates }: ImageSource): Element => ({ type: 'element', tagName: 'source', properties: { type, srcSet: widthSrcset(candidates, width), sizes: PROSE_IMAGE_SIZES }, children: [] });
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources.map(source), img] };
}

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
