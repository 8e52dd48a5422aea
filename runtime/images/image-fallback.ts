/**
 * Image load failure (spec 8): an `<img>` that fails to load shows the empty-picture placeholder
 * instead of the browser's broken-image icon. Installed by the core (no inline script: the CSP
 * forbids it). The `<img>` keeps its width, height and alt, so the layout does not move; the
 * `<source>`s of its `<picture>` go, or the browser would keep choosing them.
 */
import type { Cancel } from '../shared/timers.ts';

/** Set on an image once it shows the placeholder (for CSS, and so a failing placeholder never loops). */
export const IMAGE_FAILED_ATTRIBUTE = 'data-image-failed';

/** Replaces a failed image by the placeholder; does nothing the second time. */
export function showPlaceholder(img: HTMLImageElement, placeholder: string): void {
  if (img.hasAttribute(IMAGE_FAILED_ATTRIBUTE)) return;
  img.setAttribute(IMAGE_FAILED_ATTRIBUTE, '');
  if (img.parentElement?.tagName === 'PICTURE') img.parentElement.querySelectorAll('source').forEach((source) => source.remove());
  img.removeAttribute('srcset');
  img.src = placeholder;
}

/**
 * Listens for image errors (capture phase: they do not bubble) and swaps in `placeholder`; images
 * that failed before the core ran (it is deferred) are swapped at once and passed to `onEarlyFailure`
 * (no error listener saw them). Returns the uninstaller.
 */
export function installImageFallback(doc: Document, placeholder: string, onEarlyFailure: (src: string) => void = () => undefined): Cancel {
  if (!placeholder) return () => undefined;
  const onError = (event: Event): void => {
    const target = event.target as Element | null;
    if (target?.tagName === 'IMG') showPlaceholder(target as HTMLImageElement, placeholder);
  };
  doc.addEventListener('error', onError, true);
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    if (!img.complete || img.naturalWidth !== 0 || img.naturalHeight !== 0 || !img.getAttribute('src') || img.hasAttribute(IMAGE_FAILED_ATTRIBUTE)) continue;
    onEarlyFailure(img.currentSrc || img.src);
    showPlaceholder(img, placeholder);
  }
  return () => doc.removeEventListener('error', onError, true);
}
