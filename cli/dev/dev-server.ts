import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { MemoryGeneration } from '../build/store/memory-tree.ts';
import { pageFile } from '../hosts/page-file.ts';
import { securityHeaders } from '../hosts/security-headers.ts';
import type { HostTarget } from '../hosts/types.ts';
import { listenOnLoopback } from '../serve/loopback-server.ts';
import { referenceAnswer } from '../serve/reference-answer.ts';
import { contentType } from '../serve/static-files.ts';
import { proxyToEngine } from './proxy.ts';
import { DEV_CLIENT_SOURCE, DEV_PREFIX, type DevMessage, injectDevClient } from './dev-client.ts';

/** What the dev servers read on every request. */
export interface DevState {
  /** The last good tree and the plan it was built from (read once per request, swapped together). */
  served(): { tree: MemoryGeneration; plan: SitePlan } | undefined;
  target: HostTarget;
  /** The overlay a newly opened page shows, while the last build failed. */
  error(): string | undefined;
  /** With `--engine nginx|cloudflare|netlify`: the engine a site's requests are forwarded to. */
  upstream?(site: string): string | undefined;
}

/** The running dev servers: one per site. */
export interface DevServers {
  /** Site id → `http://127.0.0.1:PORT`. */
  urls: Record<string, string>;
  /** Sends a message to every open page of every site. */
  broadcast(message: DevMessage): void;
  stop(): Promise<void>;
}

/**
 * Starts one HTTP server per site on 127.0.0.1, answering like the reference engine (resolve()
 * over the files) from the in-memory tree, with `Cache-Control: no-store` and the dev client
 * added to HTML responses, plus `/__site_dev/events` (server-sent events) and the client script.
 * Each request reads the tree once, so it is answered from one build even during a swap. With an
 * `upstream`, requests go to that engine instead (`proxy.ts`).
 */
export async function startDevServers(sites: readonly { id: string; port: number }[], state: DevState): Promise<DevServers> {
  const streams = new Set<ServerResponse>();
  const started: { stop(): Promise<void> }[] = [];
  const urls: Record<string, string> = {};
  try {
    for (const site of sites) {
      const server = createServer((req, res) => answer(site.id, req, res, state, streams));
      const running = await listenOnLoopback(server, site.port, 'reference');
      started.push(running);
      urls[site.id] = running.url;
    }
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return {
    urls,
    broadcast: (message) => {
      for (const stream of streams) stream.write(`data: ${JSON.stringify(message)}\n\n`);
    },
    stop: async () => {
      for (const stream of streams) stream.end();
      await Promise.all(started.map((server) => server.stop()));
    },
  };
}

function answer(siteId: string, req: IncomingMessage, res: ServerResponse, state: DevState, streams: Set<ServerResponse>): void {
  const url = req.url ?? '/';
  if (url.startsWith(DEV_PREFIX)) return devEndpoint(url.slice(DEV_PREFIX.length), res, state, streams);
  const upstream = state.upstream?.(siteId);
  if (upstream) return proxyToEngine(upstream, req, res);
  const served = state.served();
  if (!served) {
    // No good build yet (the first one is running, or failed): a page the dev client reloads when there is one.
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
    res.end(injectDevClient('<!doctype html><html><head><meta charset="utf-8"><title>site dev</title></head><body><p>site dev: no page has been built yet; this page reloads when one is.</p></body></html>'));
    return;
  }
  const { tree, plan } = served;
  const fileOf = (sitePath: string) => tree.files.get(`${siteId}${sitePath}`);
  const result = referenceAnswer(plan, siteId, url, (sitePath) => Boolean(fileOf(sitePath)));
  // HSTS is left out: it has no business on http://127.0.0.1.
  const headers: Record<string, string> = Object.fromEntries(securityHeaders(plan, siteId).filter(([name]) => name !== 'Strict-Transport-Security'));
  headers['Cache-Control'] = 'no-store';
  if ('location' in result) {
    res.writeHead(result.status, { ...headers, Location: result.location });
    res.end();
    return;
  }
  const path = 'file' in result ? result.file : result.page ? `/${pageFile(state.target, result.page)}` : '';
  const file = path ? fileOf(path) : undefined;
  if (!file) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
    return;
  }
  const type = contentType(path);
  const body = type.startsWith('text/html') ? injectDevClient(Buffer.from(file.bytes).toString('utf8')) : file.bytes;
  res.writeHead(result.status, { ...headers, 'Content-Type': type });
  res.end(body);
}

function devEndpoint(name: string, res: ServerResponse, state: DevState, streams: Set<ServerResponse>): void {
  if (name === 'client.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(DEV_CLIENT_SOURCE);
    return;
  }
  if (name === 'events') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    const error = state.error();
    res.write(`retry: 500\ndata: ${JSON.stringify(error ? { type: 'error', html: error } : { type: 'ok' })}\n\n`);
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}
