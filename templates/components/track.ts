/**
 * Analytics markup (spec 3) the runtime reads (`runtime/analytics/page-tracking.ts`): a click
 * inside `data-track="key"` queues a `click` event (element content, key, type, class, target URL,
 * URL, title); an element with `data-track-expose="name"` queues an `expose` event (name, URL,
 * title) the first time it is visible. Keys are dotted, area first (`menu.solutions.facebook`,
 * `cta.register`); the README lists them. No script in the markup: the CSP forbids inline code.
 */

/** `data-track` for a click target. */
export function track(key: string): { 'data-track': string } {
  return { 'data-track': key };
}

/** `data-track-expose` for a section whose impressions count. */
export function expose(name: string): { 'data-track-expose': string } {
  return { 'data-track-expose': name };
}
