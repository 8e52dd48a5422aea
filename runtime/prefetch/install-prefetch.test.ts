// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPrefetch } from './install-prefetch.ts';

const options = { concurrency: 5, idleTimeoutMs: 2_000 };

/** Idle callbacks the code under test asked for, run by the test when it chooses (no waiting on time). */
let idle: Map<number, () => void>;

beforeEach(() => {
  idle = new Map();
  let nextId = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'connection');
});

function setConnection(connection: object | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

const hoverLink = (): void => void document.getElementById('a')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
const prefetched = (): string[] => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? '');

/** Runs the pending idle callbacks, then waits until the chunks they import have loaded and their `then` ran. */
async function becomeIdle(): Promise<void> {
  const callbacks = [...idle.values()];
  idle.clear();
  for (const callback of callbacks) callback();
  await vi.dynamicImportSettled();
}

describe('installPrefetch', () => {
  it('uses speculation rules where supported, and the stop function removes them', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockImplementation((type: string) => type === 'speculationrules');
    const stop = installPrefetch(window, options);
    expect(document.head.querySelector('script[type="speculationrules"]')).not.toBeNull();
    expect(idle.size, 'no fallback chunk is asked for').toBe(0);
    stop();
    expect(document.head.querySelector('script[type="speculationrules"]')).toBeNull();
  });
  it('falls back to the link prefetcher, loaded when idle', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    const stop = installPrefetch(window, options);
    hoverLink();
    expect(prefetched(), 'not before the browser is idle').toEqual([]);
    await becomeIdle();
    hoverLink();
    expect(prefetched()).toEqual(['http://127.0.0.1:3000/blog']);
    stop();
  });
  it('stops the fallback prefetcher before it loads (outdated build): the idle callback is cancelled', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    const stop = installPrefetch(window, options);
    expect(idle.size).toBe(1);
    stop();
    expect(idle.size, 'nothing left that could load the prefetcher').toBe(0);
  });
  it('stops the fallback prefetcher while its chunk loads (outdated build)', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    const stop = installPrefetch(window, options);
    const [callback] = idle.values();
    callback?.(); // the chunk's import starts
    stop();
    await vi.dynamicImportSettled(); // the same barrier after which the test above sees the prefetcher
    hoverLink();
    expect(prefetched()).toEqual([]);
  });
  it('stops the loaded fallback prefetcher (outdated build)', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    const stop = installPrefetch(window, options);
    await becomeIdle();
    stop();
    hoverLink();
    expect(prefetched()).toEqual([]);
  });
  it('does nothing on 2g or with Save-Data', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    setConnection({ effectiveType: '2g' });
    installPrefetch(window, options);
    setConnection({ effectiveType: '4g', saveData: true });
    installPrefetch(window, options);
    // The fallback prefetcher is only ever loaded from an idle callback: none was asked for.
    expect(idle.size).toBe(0);
    expect(document.head.children).toHaveLength(0);
    setConnection({ effectiveType: '4g' });
    installPrefetch(window, options);
    expect(idle.size, 'control: a fast connection asks for one').toBe(1);
  });
});
