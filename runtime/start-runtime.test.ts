// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueEntry } from './analytics/events.ts';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './config.ts';
import { exampleRuntimeConfig } from './example-config.ts';
import { decryptBeaconForm, generateTestKeys } from './testing/test-keys.ts';
import { startRuntime, type RuntimeHandle } from './start-runtime.ts';

let publicPem = '';
let privateKey: CryptoKey;
beforeAll(async () => {
  ({ publicPem, privateKey } = await generateTestKeys());
});

/** Decrypts a beacon body with the test private key, as the stand-in API will. */
const decryptBeacon = (body: FormData) => decryptBeaconForm<{ list: QueueEntry[]; comm: Record<string, unknown> }>(body, privateKey);

const handles: RuntimeHandle[] = [];
let beacons: [string, FormData][] = [];
let latestBuild = 'build-1';
const fetchCalls: string[] = [];

function config(overrides: (c: RuntimeConfig) => void = () => undefined): RuntimeConfig {
  const c = exampleRuntimeConfig();
  c.analytics.publicKey = publicPem;
  c.analytics.trackPageView = false;
  c.chat = null;
  c.oneTap = null;
  c.page = { path: '/pricing', isCatchAllRoot: false };
  overrides(c);
  return c;
}

function start(c: RuntimeConfig): RuntimeHandle {
  const handle = startRuntime(c, window);
  handles.push(handle);
  return handle;
}

beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  fetchCalls.length = 0;
  latestBuild = 'build-1';
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url: string | URL, body?: BodyInit | null) => {
    beacons.push([String(url), body as FormData]);
    return true;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), location.href);
      fetchCalls.push(url.pathname);
      if (url.hostname !== '127.0.0.1') throw new Error(`test refused a request to ${url.href}`);
      if (url.pathname === '/builds/latest.json') return new Response(JSON.stringify({ id: latestBuild, timestamp: 1 }));
      return new Response(JSON.stringify({ code: 0, data: null }));
    }),
  );
});
afterEach(() => {
  handles.splice(0).forEach((h) => h.stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.siteRuntime;
});

describe('startRuntime', () => {
  it('exposes the running runtime as window.siteRuntime', () => {
    const handle = start(config());
    expect(window.siteRuntime).toBe(handle);
  });
  it('20 events give exactly one encrypted beacon to the test endpoint', async () => {
    const c = config();
    const handle = start(c);
    for (let i = 0; i < 20; i += 1) handle.queue.track({ kind: 'click', type: `k${i}` });
    await vi.waitFor(() => expect(beacons).toHaveLength(1), { timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(beacons).toHaveLength(1);
    const [endpoint, body] = beacons[0] as [string, FormData];
    expect(endpoint).toBe(c.analytics.testEndpoint);
    const payload = await decryptBeacon(body);
    expect(payload.list.map((e) => e.op_obj_type)).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`));
    expect(payload.comm.device_id).toMatch(/^[A-Za-z0-9]{32}$/);
  });
  it('3 events and a reload: resent once on the next page, nothing lost or duplicated', async () => {
    const c = config();
    const first = start(c);
    ['a', 'b', 'c'].forEach((type) => first.queue.track({ kind: 'click', type }));
    first.stop();
    expect(localStorage.getItem(c.storageKeys.analyticsQueue)).not.toBeNull();
    expect(beacons).toHaveLength(0);
    start(c);
    await vi.waitFor(() => expect(beacons).toHaveLength(1), { timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beacons).toHaveLength(1);
    const payload = await decryptBeacon((beacons[0] as [string, FormData])[1]);
    expect(payload.list.map((e) => e.op_obj_type)).toEqual(['a', 'b', 'c']);
    expect(localStorage.getItem(c.storageKeys.analyticsQueue)).toBeNull();
  });
  it('refuses other event kinds', () => {
    expect(start(config()).queue.track({ kind: 'scroll' })).toBe(false);
  });
  it('reports script errors and unhandled rejections', () => {
    const handle = start(config());
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(handle.queue.pending().map((e) => e.op_obj_type)).toEqual(['100102']);
  });
  it('queues a view event once the page has loaded', () => {
    const handle = start(config((c) => (c.analytics.trackPageView = true)));
    expect(handle.queue.pending()[0]?.op_type).toBe('view');
  });
  it('flushes on pagehide once the crypto chunk is loaded', async () => {
    const handle = start(config());
    handle.queue.track({ kind: 'click', type: 'warm-up', sync: true });
    await vi.waitFor(() => expect(beacons).toHaveLength(1), { timeout: 10_000 });
    handle.queue.track({ kind: 'click', type: 'last' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });
  it('polls the build and marks the page outdated when the id differs', async () => {
    latestBuild = 'build-2';
    const handle = start(config());
    expect(handle.isOutdated()).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchCalls).toContain('/builds/latest.json');
    expect(handle.isOutdated()).toBe(true);
  });
  it('tells the build the page belongs to: its own id, or (built without one) the first id read', async () => {
    expect(start(config()).buildId()).toBe('build-1');
    handles.splice(0).forEach((h) => h.stop());
    const handle = start(config((c) => (c.buildId = '')));
    expect(handle.buildId()).toBe('');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchCalls).toContain('/builds/latest.json');
    expect(handle.buildId()).toBe('build-1');
    expect(handle.isOutdated()).toBe(false);
  });
  it('applies the support chat config 500 ms after load (spec 9), not before', async () => {
    const chatConfig = (path: string) => path.endsWith('/sys/config/register-chat/get-chat-type-config');
    start(config((c) => (c.chat = { iframeSelector: 'iframe[data-chat-frame]', quickActionsSelector: '[data-quick-actions]' })));
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchCalls.filter(chatConfig)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fetchCalls.filter(chatConfig)).toHaveLength(1), { timeout: 10_000, interval: 1 });
  });
  it('starts tracking on idle, but not for bots', async () => {
    start(config());
    await vi.waitFor(() => expect(fetchCalls.some((p) => p.endsWith('/sys/user/passport/record-source'))).toBe(true), { timeout: 10_000 });
    handles.splice(0).forEach((h) => h.stop());
    fetchCalls.length = 0;
    sessionStorage.clear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    start(config());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchCalls.filter((p) => !p.startsWith('/builds/'))).toEqual([]);
  });
  it('a page whose one-tap script fails still works and shows "Registration failed!"', async () => {
    const c = config((x) => (x.oneTap = { ...exampleRuntimeConfig().oneTap!, publicKey: publicPem }));
    const handle = start(c);
    await vi.advanceTimersByTimeAsync(c.constants.oneTapDelayMs);
    await vi.waitFor(() => expect(document.querySelector('.site-toast')?.textContent).toBe('Registration failed!'), { timeout: 10_000 });
    expect(handle.queue.pending().some((e) => e.op_type === 'error')).toBe(true);
  });
  it('keeps starting the other features when one throws', () => {
    const handle = start(
      config((c) => {
        c.page.isCatchAllRoot = true;
        (c as unknown as { locales: null }).locales = null;
      }),
    );
    expect(window.siteRuntime).toBe(handle);
    expect(handle.queue.pending().some((e) => e.op_type === 'error')).toBe(true);
  });
});

describe('core entry', () => {
  it('starts from the embedded config and stays inert without one', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = RUNTIME_CONFIG_ELEMENT_ID;
    script.textContent = JSON.stringify(config());
    document.head.append(script);
    await import('./core.ts');
    expect(window.siteRuntime?.context.config.buildId).toBe('build-1');
    handles.push(window.siteRuntime as RuntimeHandle);
  });
});
