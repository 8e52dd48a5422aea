/**
 * Declarative tracking from the page's markup (no inline script needed):
 * - a `view` event once the page has loaded (spec 3 view fields);
 * - a `click` event for clicks inside `[data-track="key"]`;
 * - an `expose` event the first time a `[data-track-expose="name"]` element is visible.
 */
import type { Cancel } from '../shared/timers.ts';
import type { AnalyticsEventInput } from './events.ts';

/** Attribute naming the click key. */
export const TRACK_CLICK_ATTRIBUTE = 'data-track';

/** Attribute naming the exposed element. */
export const TRACK_EXPOSE_ATTRIBUTE = 'data-track-expose';

/** Longest element text sent with a click. */
export const MAX_CLICK_CONTENT_LENGTH = 100;

/** The view event for the current page. */
export function pageViewEvent(doc: Document, loadDurationMs: number): AnalyticsEventInput {
  return {
    kind: 'view',
    type: 'page',
    fields: {
      title: doc.title,
      type: 'page',
      url: doc.location?.href ?? '',
      referrer: doc.referrer,
      referrer_doc: doc.referrer ? new URL(doc.referrer).hostname : '',
      load_duration: Math.round(loadDurationMs),
      load_result: 'success',
      trigger_button: '',
    },
  };
}

/** The click event for an element carrying {@link TRACK_CLICK_ATTRIBUTE}. */
export function clickEvent(element: Element): AnalyticsEventInput {
  const doc = element.ownerDocument;
  return {
    kind: 'click',
    type: element.getAttribute(TRACK_CLICK_ATTRIBUTE) ?? '',
    fields: {
      content: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_CLICK_CONTENT_LENGTH),
      key: element.getAttribute(TRACK_CLICK_ATTRIBUTE) ?? '',
      type: element.tagName.toLowerCase(),
      class: element.getAttribute('class') ?? '',
      target_url: element.closest('a[href]')?.getAttribute('href') ?? '',
      url: doc.location?.href ?? '',
      title: doc.title,
    },
  };
}

/** Installs click and expose tracking; returns the uninstaller. */
export function installPageTracking(doc: Document, track: (event: AnalyticsEventInput) => void): Cancel {
  const onClick = (event: Event): void => {
    const element = (event.target as Element | null)?.closest?.(`[${TRACK_CLICK_ATTRIBUTE}]`);
    if (element) track(clickEvent(element));
  };
  doc.addEventListener('click', onClick, true);
  let observer: IntersectionObserver | null = null;
  const exposed = doc.querySelectorAll(`[${TRACK_EXPOSE_ATTRIBUTE}]`);
  if (exposed.length > 0 && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries, obs) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        obs.unobserve(entry.target);
        const name = entry.target.getAttribute(TRACK_EXPOSE_ATTRIBUTE) ?? '';
        track({ kind: 'expose', type: name, fields: { name, url: doc.location?.href ?? '', title: doc.title } });
      }
    });
    exposed.forEach((element) => observer?.observe(element));
  }
  return () => {
    doc.removeEventListener('click', onClick, true);
    observer?.disconnect();
  };
}
