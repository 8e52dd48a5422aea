/**
 * Refuses clicks on links whose scheme is not http or https (javascript:, data:, blob:,
 * vbscript:, spec 5). Content is sanitised at build time; this is the browser-side backstop for
 * markup injected later (third-party snippets).
 */
import type { Cancel } from '../shared/timers.ts';
import { isSafeLinkUrl, normalizeHref } from '../url-safety.ts';

/** Schemes other than http(s) that are still fine to follow. */
export const ALLOWED_OTHER_SCHEMES = /^(mailto|tel):/i;

/** True when a click on an anchor with this `href` must be cancelled. */
export function isRefusedHref(href: string | null): boolean {
  if (href === null) return false;
  const trimmed = normalizeHref(href);
  if (trimmed === '' || trimmed.startsWith('#') || ALLOWED_OTHER_SCHEMES.test(trimmed)) return false;
  return !isSafeLinkUrl(trimmed);
}

/** Installs the guard (capture phase, before any other handler). */
export function installLinkGuard(doc: Document): Cancel {
  const onClick = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && isRefusedHref(link.getAttribute('href'))) event.preventDefault();
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
