/**
 * The stand-in for every third party the browser runtime talks to (D11, runtime/README.md): a
 * Node `http` server on 127.0.0.1 that answers the client API (spec 7) under `/{tier}/api`, the
 * web app under `/{tier}/app`, the analytics beacons at `/collect` and `/collect-test`, the Google
 * one-tap script at `/gsi/client.js`, a chat provider script at `/chat/widget.js` and the
 * statistics snippets under `/stats/`.
 *
 * Beacons are decrypted with the analytics private key exactly as the README's wire format says
 * (RSA-OAEP-SHA-256 wraps the 16-character AES key; `_a` is IV ‖ AES-128-CBC) and kept as
 * `{list, comm}` for assertions. One-tap logins are decrypted with the one-tap private key. The
 * private keys never leave the test process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CommonParams } from '../../runtime/analytics/common-params.ts';
import type { QueueEntry } from '../../runtime/analytics/events.ts';
import { DEFAULT_ENDPOINTS } from '../../runtime/defaults.ts';
import { decryptBeacon, decryptRedirectData } from './stand-in-crypto.ts';

/** One decrypted analytics beacon. */
export interface ReceivedBeacon {
  /** `/collect` (production hosts) or `/collect-test` (every other host). */
  endpoint: '/collect' | '/collect-test';
  list: QueueEntry[];
  comm: CommonParams;
}

/** One request the stand-in answered (beacons and scripts included). */
export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** `primary`, `secondary` or `test` for `/{tier}/api/…` and `/{tier}/app/…`. */
  tier: string | null;
  /** The endpoint path under `/{tier}/api` (`/sys/config/ref/set`), or null. */
  endpoint: string | null;
  query: Record<string, string>;
  /** Multipart or urlencoded fields of a POST. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/** How the stand-in answers the third-party scripts. */
export interface StandInBehaviour {
  /** `ok`: a tiny fake Google Identity Services; `fail`: 500. */
  oneTapScript: 'ok' | 'fail';
  /** `ok`: a fake chat provider that adds its iframe and says ready; `fail`: 500. */
  chatScript: 'ok' | 'fail';
  /** `cpl` of authorized-login answers (code 0), or `null` to answer code 1 (login refused). */
  loginCpl: string | null;
}

/** A running stand-in. */
export interface StandInApi {
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** Every decrypted beacon, in arrival order. */
  readonly beacons: ReceivedBeacon[];
  /** Every request, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Beacons that could not be decrypted or parsed (should stay empty). */
  readonly beaconErrors: string[];
  /** Credentials recovered from one-tap logins. */
  readonly oneTapCredentials: string[];
  /** Mutable behaviour; tests set it before loading a page. */
  behaviour: StandInBehaviour;
  /** Requests to one API endpoint (e.g. `DEFAULT_ENDPOINTS.latestVersion`). */
  calls(endpoint: string): RecordedRequest[];
  /** Forgets recorded beacons and requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** Options of {@link startStandInApi}. */
export interface StandInOptions {
  /** PKCS#8 PEM that decrypts the beacons' `_t`. */
  analyticsPrivateKey: string;
  /** PKCS#8 PEM that decrypts one-tap `redirect_data` keys. */
  oneTapPrivateKey: string;
}

const DEFAULT_BEHAVIOUR: StandInBehaviour = { oneTapScript: 'ok', chatScript: 'ok', loginCpl: 'cpl-token' };

/** The fake Google Identity Services: keeps `initialize`'s options where the test can reach them. */
const FAKE_GSI = `window.google = { accounts: { id: {
  initialize: function (options) { window.__standInOneTap = options; },
  prompt: function () { document.documentElement.dataset.standInOneTap = 'prompted'; }
} } };`;

/** The fake chat provider: adds the iframe the runtime waits for, then says it is ready. */
const FAKE_CHAT = `(function () {
  var frame = document.createElement('iframe');
  frame.setAttribute('data-chat-frame', '');
  frame.title = 'chat';
  frame.style.cssText = 'position:fixed;right:16px;bottom:20px;width:300px;height:400px;border:0';
  document.body.appendChild(frame);
  window.postMessage({ source: 'site-chat', event: 'ready' }, '*');
})();`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Multipart or urlencoded fields, parsed by undici's FormData (Node ≥ 18). */
async function parseForm(req: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const type = req.headers['content-type'] ?? '';
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(type) || body.length === 0) return {};
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, name) => (fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`));
  return fields;
}

/** Starts the stand-in on a free loopback port. */
export async function startStandInApi(options: StandInOptions): Promise<StandInApi> {
  const beacons: ReceivedBeacon[] = [];
  const requests: RecordedRequest[] = [];
  const beaconErrors: string[] = [];
  const oneTapCredentials: string[] = [];
  let origin = '';

  const send = (res: ServerResponse, status: number, body: string, type: string, cors: Record<string, string>): void => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...cors });
    res.end(body);
  };
  const json = (res: ServerResponse, cors: Record<string, string>, data: unknown, code = 0): void => send(res, 200, JSON.stringify({ code, data, msg: code === 0 ? 'ok' : 'refused' }), 'application/json', cors);

  const api = (endpoint: string, request: RecordedRequest, res: ServerResponse, cors: Record<string, string>): void => {
    switch (endpoint) {
      case DEFAULT_ENDPOINTS.latestVersion:
        return json(res, cors, { version: '9.9.9', url: `${origin}/downloads/${request.query.system ?? 'unknown'}/setup` });
      case DEFAULT_ENDPOINTS.chatTypeConfig:
        return json(res, cors, { chat: 'SS_ROBOT', chat_info: { js: `${origin}/chat/widget.js` } });
      case DEFAULT_ENDPOINTS.visitorIp:
        return json(res, cors, { ip: '127.0.0.1' });
      case DEFAULT_ENDPOINTS.chatChoose:
        return json(res, cors, { type: 'ss' });
      case DEFAULT_ENDPOINTS.referralSet:
      case DEFAULT_ENDPOINTS.recordSource:
      case DEFAULT_ENDPOINTS.recordLog:
        return json(res, cors, null);
      case DEFAULT_ENDPOINTS.authorizedLogin: {
        try {
          oneTapCredentials.push(decryptRedirectData(request.form.redirect_data ?? '', options.oneTapPrivateKey));
        } catch {
          return json(res, cors, null, 2);
        }
        const cpl = standIn.behaviour.loginCpl;
        return cpl === null ? json(res, cors, null, 1) : json(res, cors, { cpl });
      }
      default:
        return send(res, 404, JSON.stringify({ code: 404, msg: `no stand-in for ${endpoint}` }), 'application/json', cors);
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      const tierMatch = /^\/(primary|secondary|test)\/(api|app)(\/.*)?$/.exec(url.pathname);
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        tier: tierMatch?.[1] ?? null,
        endpoint: tierMatch?.[2] === 'api' ? (tierMatch[3] ?? '/') : null,
        query: Object.fromEntries(url.searchParams),
        form: await parseForm(req, body).catch(() => ({})),
        headers: req.headers,
      };
      requests.push(request);
      // The API is cross-origin from the page; the referral call sends cookies, so echo the origin.
      const cors: Record<string, string> = req.headers.origin
        ? { 'Access-Control-Allow-Origin': req.headers.origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
        : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '' });
        res.end();
        return;
      }
      if (url.pathname === '/collect' || url.pathname === '/collect-test') {
        try {
          const { _t, _a } = request.form;
          if (!_t || !_a) throw new Error(`beacon without _t/_a: ${Object.keys(request.form).join(', ')}`);
          beacons.push({ endpoint: url.pathname, ...decryptBeacon({ _t, _a }, options.analyticsPrivateKey) });
        } catch (error) {
          beaconErrors.push(String(error));
        }
        send(res, 204, '', 'text/plain', cors);
        return;
      }
      if (url.pathname === '/gsi/client.js') {
        if (standIn.behaviour.oneTapScript === 'fail') send(res, 500, 'stand-in: one-tap script fails on purpose', 'text/plain', cors);
        else send(res, 200, FAKE_GSI, 'text/javascript', cors);
        return;
      }
      if (url.pathname === '/chat/widget.js') {
        if (standIn.behaviour.chatScript === 'fail') send(res, 500, 'stand-in: chat script fails on purpose', 'text/plain', cors);
        else send(res, 200, FAKE_CHAT, 'text/javascript', cors);
        return;
      }
      if (url.pathname.startsWith('/stats/')) {
        // The locales' statistics snippets (zh): an empty script.
        send(res, 200, '/* stand-in statistics */', 'text/javascript', cors);
        return;
      }
      if (request.endpoint !== null) return api(request.endpoint, request, res, cors);
      if (tierMatch || url.pathname.startsWith('/downloads/')) {
        // The web app and download targets: a page that says where the browser landed.
        send(res, 200, `<!doctype html><title>stand-in</title><p id="stand-in">${url.pathname}</p>`, 'text/html; charset=utf-8', cors);
        return;
      }
      send(res, 404, 'stand-in: not found', 'text/plain', cors);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((listening, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => listening());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StandInApi = {
    origin,
    beacons,
    requests,
    beaconErrors,
    oneTapCredentials,
    behaviour: { ...DEFAULT_BEHAVIOUR },
    calls: (endpoint) => requests.filter((request) => request.endpoint === endpoint),
    reset: () => {
      beacons.length = 0;
      requests.length = 0;
      beaconErrors.length = 0;
      oneTapCredentials.length = 0;
      standIn.behaviour = { ...DEFAULT_BEHAVIOUR };
    },
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
  return standIn;
}
