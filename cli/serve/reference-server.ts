import { createServer } from 'node:http';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { cacheControlFor } from '../hosts/cache-headers.ts';
import { pageFile } from '../hosts/page-file.ts';
import { securityHeaders } from '../hosts/security-headers.ts';
import type { HostTarget } from '../hosts/types.ts';
import type { RunningEngine } from './engine-types.ts';
import { referenceAnswer } from './reference-answer.ts';
import { listSiteFiles } from './site-files.ts';
import { readSiteFile } from './static-files.ts';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * The reference engine: a small Node server that answers every request with resolve() over the
 * built files of one site (pages at `pageFile(target, path)`), with the security and cache headers
 * every host sends. What the real engines are compared against, and a preview that needs no host.
 */
export async function startReference(siteDir: string, port: number, plan: SitePlan, siteId: string, target: HostTarget): Promise<RunningEngine> {
  const files = await listSiteFiles(siteDir);
  const security = securityHeaders(plan, siteId);
  const server = createServer((req, res) => {
    const answer = referenceAnswer(plan, siteId, req.url ?? '/', (path) => files.has(path));
    const path = 'location' in answer ? '' : 'file' in answer ? answer.file : answer.page ? `/${pageFile(target, answer.page)}` : '';
    const headers: Record<string, string> = Object.fromEntries(security);
    headers['Cache-Control'] = cacheControlFor(path || '/');
    if ('location' in answer) {
      res.writeHead(answer.status, { ...headers, Location: answer.location });
      res.end();
      return;
    }
    readSiteFile(siteDir, path).then(
      (file) => {
        res.writeHead(file ? answer.status : 404, { ...headers, 'Content-Type': file?.type ?? 'text/plain; charset=utf-8' });
        res.end(file?.body ?? 'Not Found');
      },
      (error: unknown) => {
        res.writeHead(500, headers);
        res.end(String(error));
      },
    );
  });
  return listenOnLoopback(server, port, 'reference');
}
