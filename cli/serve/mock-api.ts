import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `site serve --mock-api`: a stand-in for every third party the runtime calls (D11), on 127.0.0.1,
 * so a preview works offline. It answers the API calls of spec 7 with success and canned data,
 * accepts analytics beacons without reading them, and serves an empty one-tap script.
 */
export async function startMockApi(port = 0): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const origin = request.headers.origin;
    response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', 'content-type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    request.resume();
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = url.pathname.replace(/^\/(primary|secondary|test)\/api/, '');
    if (path.endsWith('/gsi/client.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return void response.end('/* site serve --mock-api: Google one-tap is not available offline */');
    }
    if (path.startsWith('/collect')) return void response.writeHead(204).end();
    if (path === '/client/sys-client-version/get-latest-version') return json({ code: 0, data: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/download/${url.searchParams.get('system') ?? 'com_win64'}` } });
    if (path.startsWith('/download/')) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return void response.end('site serve --mock-api: this would be the installer\n');
    }
    if (path === '/sys/config/ip/get-visitor-ip') return json({ code: 0, data: { ip: '127.0.0.1', ua: request.headers['user-agent'] ?? '', language: 'en', ip_data: { timezone: 'UTC', country: 'ZZ', region: '', city: '' } } });
    if (path === '/sys/config/register-chat/get-chat-type-config') return json({ code: 0, data: { chat: 'none' } });
    if (path === '/third/chat/choose') return json({ code: 0, data: { type: 'none' } });
    if (path === '/sys/user/passport/authorized-login') return json({ code: 1, msg: 'not available offline' });
    return json({ code: 0, data: {} });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
