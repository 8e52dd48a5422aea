/**
 * Fallback prefetcher for browsers without speculation rules: internal links are prefetched with
 * `<link rel="prefetch">` when hovered, focused, touched or visible; at most `concurrency`
 * (about 5, spec 1, 9) are pending at once, the rest wait; hovered links jump the queue.
 */
import type { Cancel } from '../shared/timers.ts';
import { sameOriginUrl } from '../url-safety.ts';
import { NO_PREFETCH_SELECTOR } from './speculation-rules.ts';

/** Options of {@link installLinkPrefetcher}. */
export interface LinkPrefetcherOptions {
  /** Most pending prefetches. */
  concurrency: number;
  /** Checked before every prefetch (connection, outdated build). */
  allowed(): boolean;
}

/** The URL worth prefetching for a link, or `null`: same origin, another page, not opted out. */
export function prefetchTarget(link: Element, pageUrl: string): string | null {
  const href = link.getAttribute('href');
  if (!href || link.matches(NO_PREFETCH_SELECTOR)) return null;
  const url = sameOriginUrl(href, pageUrl);
  if (!url) return null;
  const page = new URL(pageUrl);
  url.hash = '';
  if (url.pathname === page.pathname && url.search === page.search) return null;
  return url.href;
}

/** Installs the prefetcher; returns the uninstaller and exposes the pending count for tests. */
export function installLinkPrefetcher(doc: Document, options: LinkPrefetcherOptions): Cancel & { pending(): number } {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let pending = 0;

  const pump = (): void => {
    while (pending < options.concurrency && waiting.length > 0 && options.allowed()) {
      const url = waiting.shift() as string;
      pending += 1;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      const done = (): void => {
        link.onload = link.onerror = null;
        pending -= 1;
        pump();
      };
      link.onload = done;
      link.onerror = done;
      doc.head.append(link);
    }
  };
  const request = (element: Element | null, urgent: boolean): void => {
    const link = element?.closest?.('a[href]');
    const url = link ? prefetchTarget(link, doc.location.href) : null;
    if (!url || seen.has(url) || !options.allowed()) return;
    seen.add(url);
    if (urgent) waiting.unshift(url);
    else waiting.push(url);
    pump();
  };

  const onHover = (event: Event): void => request(event.target as Element | null, true);
  doc.addEventListener('mouseover', onHover, { passive: true });
  doc.addEventListener('focusin', onHover);
  doc.addEventListener('touchstart', onHover, { passive: true });

  let observer: IntersectionObserver | null = null;
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries, obs) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        obs.unobserve(entry.target);
        request(entry.target, false);
      }
    });
    doc.querySelectorAll('a[href]').forEach((link) => observer?.observe(link));
  }

  const stop = (): void => {
    doc.removeEventListener('mouseover', onHover);
    doc.removeEventListener('focusin', onHover);
    doc.removeEventListener('touchstart', onHover);
    observer?.disconnect();
    waiting.length = 0;
  };
  return Object.assign(stop, { pending: () => pending });
}
