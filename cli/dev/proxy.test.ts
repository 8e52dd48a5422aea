import { createServer, get, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_TAG } from './dev-client.ts';
import { proxyToEngine } from './proxy.ts';

let engine: Server;
let front: Server;
let frontUrl = '';

const listen = (server: Server) => new Promise<string>((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));
const fetchRaw = (url: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    get(url, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', fail);
  });

beforeAll(async () => {
  engine = createServer((req, res) => {
    if (req.url === '/page') {
      const html = '<html><head></head><body>hi</body></html>';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(html.length), 'cache-control': 'public, max-age=0', 'strict-transport-security': 'max-age=1' });
      res.end(html);
    } else if (req.url === '/old') {
      res.writeHead(301, { location: 'http://127.0.0.1:1/new' });
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end('body{}');
    }
  });
  const upstream = await listen(engine);
  front = createServer((req, res) => proxyToEngine(upstream, req, res));
  frontUrl = await listen(front);
});

afterAll(async () => {
  await new Promise((done) => front.close(done));
  await new Promise((done) => engine.close(done));
});

describe('proxyToEngine', () => {
  it('adds the dev client to HTML, with a correct length, no-store and no HSTS', async () => {
    const answer = await fetchRaw(`${frontUrl}/page`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(DEV_CLIENT_TAG);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers HEAD on HTML with the length GET sends (nginx and netlify gave the length of the page without the dev client: 59 for a 24,279-byte page)', async () => {
    const head = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
      request(`${frontUrl}/page`, { method: 'HEAD' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      }).on('error', fail).end();
    });
    const got = await fetchRaw(`${frontUrl}/page`);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(got.body));
  });

  it('passes other files and redirects through unchanged (but never cached)', async () => {
    const css = await fetchRaw(`${frontUrl}/site.css`);
    expect(css.body).toBe('body{}');
    expect(css.headers['cache-control']).toBe('no-store');
    const redirect = await fetchRaw(`${frontUrl}/old`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('http://127.0.0.1:1/new');
  });
});
