/**
 * Once a newer build exists, the next same-origin link navigation is a full reload (spec 1, 4):
 * the click is intercepted, the target's cached HTML is refreshed with `cache: 'reload'` (so no
 * prefetched or HTTP-cached copy of the old build is shown), then the browser navigates.
 */
import { setCappedTimeout, type Cancel } from '../shared/timers.ts';
import { sameOriginUrl } from '../url-safety.ts';

/** Longest wait for the cache refresh before navigating anyway. */
export const OUTDATED_REFRESH_TIMEOUT_MS = 1_500;

/** The same-origin URL a click would navigate to, or `null` when it is not a plain link navigation. */
export function linkNavigationTarget(event: MouseEvent, pageUrl: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!link || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = sameOriginUrl(link.getAttribute('href') ?? '', pageUrl);
  if (!url) return null;
  const page = new URL(pageUrl);
  if (url.hash && url.pathname === page.pathname && url.search === page.search) return null;
  return url.href;
}

/** Options of {@link installOutdatedNavigation}. */
export interface OutdatedNavigationOptions {
  /** True once a newer build was seen. */
  isOutdated(): boolean;
  /** Default: `fetch(url, {cache: 'reload'})`. */
  refresh?: (url: string) => Promise<unknown>;
  /** Default: `location.assign(url)`. */
  navigate?: (url: string) => void;
}

/** Installs the click interception (bubble phase, so other handlers may cancel first). */
export function installOutdatedNavigation(doc: Document, options: OutdatedNavigationOptions): Cancel {
  const refresh = options.refresh ?? ((url: string) => fetch(url, { cache: 'reload', credentials: 'same-origin' }));
  const navigate = options.navigate ?? ((url: string) => doc.location.assign(url));
  const onClick = (event: MouseEvent): void => {
    if (!options.isOutdated()) return;
    const url = linkNavigationTarget(event, doc.location.href);
    if (!url) return;
    event.preventDefault();
    let done = false;
    const go = (): void => {
      if (done) return;
      done = true;
      navigate(url);
    };
    setCappedTimeout(go, OUTDATED_REFRESH_TIMEOUT_MS);
    refresh(url).then(go, go);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
