import { type LanguageSegment, languageSegments } from '../checks/language-segments.ts';

/** How `templates/layout/document.tsx` opens the page's `<main>`, in every layout. */
const MAIN_START = '<main id="main"';
const PLAIN_TAG = /^[A-Za-z0-9-]+$/;

/**
 * {@link languageSegments} of a page the site's `Document` rendered, parsing only from its
 * `<main>` on: the segments come from `<main>` alone, and the two thirds of the bytes before it
 * (the head's links, metadata and runtime config, the skip link, the header) cost as much to
 * parse as the rest.
 *
 * Exact for the Document's output, not for any HTML: `<main>` is a child of `<body>`, which has
 * no `lang`, `hidden` or style, so the only lang it inherits is `<html lang={tag}>`; everything
 * before it is well-formed React output that leaves the parser in the body, with no open
 * formatting element; React escapes `<` in every text and attribute and `safeJson` in every
 * inline script, so the first `<main id="main"` in the bytes is the element. A page without it
 * (or a tag that is not a plain language tag) is parsed whole. `document-segments.test.ts`
 * compares both on every page of the shipped site.
 */
export function documentSegments(html: string, tag: string): LanguageSegment[] {
  const start = html.indexOf(MAIN_START);
  if (start < 0 || !PLAIN_TAG.test(tag)) return languageSegments(html);
  return languageSegments(`<!DOCTYPE html><html lang="${tag}"><body>${html.slice(start)}`);
}
