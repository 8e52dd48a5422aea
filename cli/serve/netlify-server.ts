import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { netlifyStaticFile } from '../hosts/netlify-files.ts';
import type { RunningEngine } from './engine-types.ts';
import { headersForPath, loadNetlifyHeaders, loadNetlifyMatcher, type NetlifyMatch } from './netlify-rules.ts';
import { listSiteFiles } from './site-files.ts';
import { readSiteFile } from './static-files.ts';
import { listenOnLoopback } from './loopback-server.ts';

/** Headers netlify-cli's static server puts on every file it serves (`dist/utils/static-server.js`). */
const STATIC_HEADERS = { age: '0', 'cache-control': 'public, max-age=0, must-revalidate', server: 'Netlify' };

const isRedirect = (match: NetlifyMatch) => match.status >= 300 && match.status <= 400;
const isExternal = (match: NetlifyMatch) => /^https?:\/\//.test(match.to);

/**
 * Netlify's request handling over a site built for the netlify target: the real matcher
 * (`netlify-redirector` + `@netlify/redirect-parser`) behind a Node server that mirrors netlify-cli
 * 26.2 `dist/utils/proxy.js` and `rules-proxy.js`: the path is decoded before matching; an
 * existing file shadows an unforced rule (`x.html` and `x/index.html` count for `/x`); the request
 * query is passed on (re-serialised by URLSearchParams) unless the target has one; `200`/`404`
 * rules serve the target file with that status; unknown paths try `x.html`, `x/index.html`, then
 * `404.html`; `_headers` apply to served files, not to redirects, and the static server's own
 * Cache-Control wins over theirs. Where netlify-cli crashes
 * (`//`, malformed `%`), this server answers 400 instead.
 */
export async function startNetlify(siteDir: string, port: number): Promise<RunningEngine> {
  const [{ match }, headerRules, files] = await Promise.all([loadNetlifyMatcher(siteDir), loadNetlifyHeaders(siteDir), listSiteFiles(siteDir)]);
  const isFile = (path: string) => files.has(path);

  const send = async (res: ServerResponse, file: string | undefined, status: number) => {
    const found = file ? await readSiteFile(siteDir, file) : undefined;
    const fallback = found ?? (await readSiteFile(siteDir, '/404.html'));
    const code = found ? status : 404;
    // netlify-cli sets the `_headers` values, then writeHead() with the static server's own headers,
    // which take precedence: its Cache-Control wins over a `_headers` one.
    for (const [name, value] of Object.entries(headersForPath(headerRules, file && found ? file : '/404.html'))) res.setHeader(name, value);
    res.writeHead(code, { ...STATIC_HEADERS, 'content-type': fallback?.type ?? 'text/plain; charset=utf-8' });
    res.end(fallback?.body ?? 'Not Found');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    let path: string;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      path = decodeURIComponent(url.pathname);
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`netlify-cli cannot handle this request (${(error as Error).message})`);
      return;
    }
    const language = String(req.headers['accept-language'] ?? 'en').split(',')[0]?.slice(0, 2) ?? 'en';
    const headers: Record<string, string> = { 'x-language': language, 'x-country': 'us' };
    const found = match({ scheme: 'http', host: url.hostname, path, query: url.search.slice(1), getHeader: (name) => headers[name.toLowerCase()] ?? String(req.headers[name.toLowerCase()] ?? ''), getCookie: () => '' });
    const staticFile = netlifyStaticFile(path, isFile);
    if (!found) return send(res, staticFile, 200);
    if (found.force404) return send(res, undefined, 404);
    if (staticFile && !found.force) return send(res, staticFile, 200);
    const dest = new URL(found.to, `${url.protocol}//${url.host}`);
    if ([...dest.searchParams].length === 0) new URLSearchParams(url.searchParams).forEach((value, key) => dest.searchParams.append(key, value));
    if (isRedirect(found)) {
      const location = isExternal(found) ? dest.href : `${dest.pathname}${dest.search}${dest.hash}`;
      res.writeHead(found.status, { location, 'cache-control': 'no-cache' });
      res.end(`Redirecting to ${location}`);
      return;
    }
    if (isExternal(found)) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('proxying to another host is not reproduced offline');
      return;
    }
    const destFile = netlifyStaticFile(dest.pathname, isFile);
    if (found.force || (!staticFile && destFile)) return send(res, destFile, found.status);
    return send(res, staticFile, 200);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
  return listenOnLoopback(server, port, 'netlify');
}
