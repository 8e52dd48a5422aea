import { Agent, request as httpRequest } from 'node:http';

/** What an engine answered: status, Location, which fixture page it served, and its headers. */
export interface EngineAnswer {
  status: number;
  location?: string;
  /** The served page: `data-page` of a fixture page, or the path of a built page's canonical link. */
  page?: string;
  headers: Record<string, string>;
}

/** Which page a body is: the fixture's `data-page`, else the path of its canonical link (real builds). */
function pageOf(body: string): string | undefined {
  const marked = /data-page="([^"]*)"/.exec(body)?.[1];
  if (marked !== undefined) return marked;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
  return canonical ? new URL(canonical).pathname : undefined;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/**
 * Sends the raw request target as is (no URL normalisation: `//`, `\`, `%2F` reach the server
 * untouched), never follows redirects. Retries once, on a new connection, when a reused
 * keep-alive socket was reset.
 */
export async function fetchRaw(baseUrl: string, target: string): Promise<EngineAnswer> {
  try {
    return await fetchOnce(baseUrl, target, agent);
  } catch (error) {
    // A kept-alive socket the server closed as the request went out (Node's documented race:
    // `reusedSocket` and ECONNRESET, "socket hang up"): the GET never reached the engine, so send
    // it once more — on a connection of its own, since the pool's other idle sockets went idle at
    // the same time and may be closed too (a loaded run failed when the retry took one of them).
    if ((error as { reusedSocket?: boolean }).reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return fetchOnce(baseUrl, target, false);
    throw error;
  }
}

function fetchOnce(baseUrl: string, target: string, via: Agent | false): Promise<EngineAnswer> {
  const base = new URL(baseUrl);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path: target, method: 'GET', agent: via, headers: { 'accept-language': 'en' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
        const page = pageOf(body);
        done({ status: res.statusCode ?? 0, ...(res.headers.location ? { location: res.headers.location } : {}), ...(page !== undefined ? { page } : {}), headers });
      });
      res.on('error', fail);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${target}`)));
    req.on('error', (error) => fail(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end();
  });
}

/** Runs `task` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
