/** Where the dev server answers its own requests; never a path of the site. */
export const DEV_PREFIX = '/__site_dev/';

/** The tag the dev server adds to every HTML response it serves (never to a built page). */
export const DEV_CLIENT_TAG = `<script type="module" src="${DEV_PREFIX}client.js"></script>`;

/**
 * What the server tells the open pages after each build: `reload` (keeping the scroll position),
 * `css` (swap these stylesheets in place), `error` (show the overlay; the HTML is escaped by the
 * server) or `ok` (hide it).
 */
export type DevMessage = { type: 'reload' } | { type: 'css'; paths: string[]; version: number } | { type: 'error'; html: string } | { type: 'ok' };

/** Adds the dev client to an HTML page, before `</head>` (or at the end). */
export function injectDevClient(html: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html + DEV_CLIENT_TAG : html.slice(0, at) + DEV_CLIENT_TAG + html.slice(at);
}

/**
 * The dev client, served at `/__site_dev/client.js` (same origin, so the site's CSP allows it):
 * listens to `/__site_dev/events` (server-sent events), reloads keeping the scroll position, swaps
 * changed stylesheets without a reload, and shows build errors over the page.
 */
export const DEV_CLIENT_SOURCE = `// site dev: live reload and the error overlay (served by site dev only).
const KEY = 'site-dev-scroll:' + location.pathname;
const saved = sessionStorage.getItem(KEY);
if (saved) {
  sessionStorage.removeItem(KEY);
  const [x, y] = JSON.parse(saved);
  const restore = () => window.scrollTo(x, y);
  if (document.readyState === 'complete') restore();
  else addEventListener('load', restore, { once: true });
}
const overlay = (html) => {
  let box = document.getElementById('site-dev-overlay');
  if (!html) return box && box.remove();
  if (!box) {
    box = document.createElement('div');
    box.id = 'site-dev-overlay';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.94);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px;white-space:pre-wrap';
    document.documentElement.append(box);
  }
  box.innerHTML = html;
};
const swapCss = (paths, version) => {
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !paths.includes(url.pathname)) continue;
    const next = link.cloneNode();
    url.searchParams.set('v', String(version));
    next.href = url.pathname + url.search;
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
};
const events = new EventSource('${DEV_PREFIX}events');
events.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.type === 'reload') {
    sessionStorage.setItem(KEY, JSON.stringify([window.scrollX, window.scrollY]));
    location.reload();
  } else if (message.type === 'css') swapCss(message.paths, message.version);
  else if (message.type === 'error') overlay(message.html);
  else if (message.type === 'ok') overlay('');
};
`;
