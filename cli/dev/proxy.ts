import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { injectDevClient } from './dev-client.ts';

/**
 * Forwards a request to an engine on loopback and its answer back, adding the dev client to HTML
 * and `Cache-Control: no-store` (the engine's `immutable` would outlive an edit). Asks the engine
 * for an uncompressed body, so the HTML can be edited.
 */
export function proxyToEngine(upstream: string, req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(upstream);
  const headers = { ...req.headers };
  delete headers['accept-encoding'];
  // HEAD is asked as GET: an HTML answer's length is known only once the dev client is in it, and
  // Node sends no body to a HEAD request, so the client gets GET's headers, as HTTP wants.
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const forward = request({ host: target.hostname, port: target.port, method, path: req.url, headers }, (answer) => {
    const type = String(answer.headers['content-type'] ?? '');
    const out = { ...answer.headers, 'cache-control': 'no-store' };
    delete out['strict-transport-security'];
    if (!type.startsWith('text/html')) {
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = injectDevClient(Buffer.concat(chunks).toString('utf8'));
      delete out['content-length'];
      delete out['transfer-encoding'];
      res.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  forward.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`site dev: the engine did not answer (${error.message})`);
  });
  req.pipe(forward);
}
