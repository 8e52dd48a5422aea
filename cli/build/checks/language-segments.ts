import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A run of visible text and the language it is marked as. */
export interface LanguageSegment {
  /** The `lang` of the nearest ancestor that has one, else the page's `<html lang>` ('' if none). */
  lang: string;
  /** The text, whitespace collapsed. */
  text: string;
  /** Set on the text of an `<h1>`: the page's heading, which the check also judges on its own. */
  h1?: true;
}

/** Elements whose content is not visible text, or is code. */
const SKIPPED = new Set([
  'script', 'style', 'template', 'noscript', 'code', 'pre', 'kbd', 'samp', 'svg', 'math', 'head', 'iframe', 'object', 'canvas', 'audio', 'video', 'noembed', 'noframes', 'select', 'textarea',
]);
/** Elements that end one run of text and start the next (paragraphs, headings, list items, cells…). */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'button', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
]);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element => 'tagName' in node;

/** Skipped elements, and elements a reader does not see: `hidden`, `aria-hidden="true"`, `translate="no"`, inline `display:none`/`visibility:hidden`. */
function isInvisible(element: Element): boolean {
  if (SKIPPED.has(element.tagName)) return true;
  if (attribute(element, 'hidden') !== undefined || attribute(element, 'aria-hidden') === 'true' || attribute(element, 'translate') === 'no') return true;
  const style = attribute(element, 'style');
  return style !== undefined && /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i.test(style);
}

/** The first visible `<main>` under `node`, with the lang it inherits. */
function findMain(node: ParentNode, lang: string): { element: Element; lang: string } | undefined {
  for (const child of node.childNodes) {
    if (!isElement(child) || isInvisible(child)) continue;
    const childLang = attribute(child, 'lang') ?? lang;
    if (child.tagName === 'main') return { element: child, lang: childLang };
    const found = findMain(child, childLang);
    if (found) return found;
  }
  return undefined;
}

/**
 * The visible text of a rendered page's `<main>` (the `<body>` when there is none): one segment
 * per paragraph-like block and per change of language, each attributed to the nearest ancestor
 * `lang` (the `<html lang>` by default); the text of an `<h1>` is marked `h1`. Skipped: script, style, template, noscript, code, pre,
 * kbd, samp, svg and other content that is not prose, and elements that are `hidden`,
 * `aria-hidden="true"`, `translate="no"` or hidden by an inline style; attributes and comments are
 * never text. Classes are not resolved, so text hidden by a stylesheet still counts.
 *
 * Parsed with parse5, the WHATWG-conformant parser that rehype itself wraps, used directly because
 * no hast tree is needed: the text is what a browser would build, so markup cannot hide or forge
 * it the way it can from a regular expression. Pure.
 */
export function languageSegments(html: string): LanguageSegment[] {
  const root = parse(html).childNodes.find((node): node is Element => isElement(node) && node.tagName === 'html');
  if (!root) return [];
  const htmlLang = attribute(root, 'lang') ?? '';
  const body = root.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'body');
  const start = findMain(root, htmlLang) ?? (body && !isInvisible(body) ? { element: body, lang: attribute(body, 'lang') ?? htmlLang } : undefined);
  if (!start) return [];
  const segments: LanguageSegment[] = [];
  let run: { lang: string; parts: string[]; h1: boolean } | undefined;
  const flush = () => {
    const text = run?.parts.join('').replace(/\s+/g, ' ').trim();
    if (run && text) segments.push(run.h1 ? { lang: run.lang, text, h1: true } : { lang: run.lang, text });
    run = undefined;
  };
  const walk = (node: ParentNode, lang: string, h1: boolean) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && 'value' in child) {
        if (run && run.lang !== lang) flush();
        run ??= { lang, parts: [], h1 };
        run.parts.push(child.value);
      } else if (isElement(child) && !isInvisible(child)) {
        const block = BLOCKS.has(child.tagName);
        if (block) flush();
        walk(child, attribute(child, 'lang') ?? lang, h1 || child.tagName === 'h1');
        if (block) flush();
      }
    }
  };
  walk(start.element, start.lang, false);
  flush();
  return segments;
}
