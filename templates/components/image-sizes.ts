import type { ImageCandidate } from '../view.ts';

/** How wide images show, for `<source sizes>`: the article column and the width descriptors. */

/**
 * The width an image in the article column shows at (`.article` is at most 46rem, less the page's
 * padding on a phone): the `sizes` of article covers and of markdown images.
 */
export const PROSE_IMAGE_SIZES = '(max-width: 48rem) calc(100vw - 2rem), 720px';

/** A density `srcset`: `/a@1x.webp 1x, /a@2x.webp 2x`. */
export function densitySrcset(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ url, density }) => `${url} ${density}x`).join(', ');
}

/**
 * The same files with width descriptors (`/a@1x.webp 720w, /a@2x.webp 1440w`) for an image
 * `cssWidth` wide at 1x: with `sizes`, the browser picks by the width it will show, so a card that
 * shows the cover at a third of its width does not download the 2x file on a phone.
 */
export function widthSrcset(candidates: readonly ImageCandidate[], cssWidth: number): string {
  return candidates.map(({ url, density }) => `${url} ${Math.round(cssWidth * density)}w`).join(', ');
}
