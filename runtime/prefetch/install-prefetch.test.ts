// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPrefetch } from './install-prefetch.ts';

const options = { concurrency: 5, idleTimeoutMs: 2_000 };

beforeEach(() => vi.stubGlobal('requestIdleCallback', undefined));
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

describe('installPrefetch', () => {
  it('uses speculation rules where supported, and the stop function removes them', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockImplementation((type: string) => type === 'speculationrules');
    const stop = installPrefetch(window, options);
    expect(document.head.querySelector('script[type="speculationrules"]')).not.toBeNull();
    stop();
    expect(document.head.querySelector('script[type="speculationrules"]')).toBeNull();
  });
  it('falls back to the link prefetcher, loaded when idle', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    const stop = installPrefetch(window, options);
    await vi.waitFor(() => {
      hoverLink();
      expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe('http://127.0.0.1:3000/blog');
    }, { timeout: 10_000 });
    stop();
  });
  it('stops the fallback prefetcher (outdated build)', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    const stop = installPrefetch(window, options);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    hoverLink();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
  it('does nothing on 2g or with Save-Data', async () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    document.body.innerHTML = '<a id="a" href="/blog">b</a>';
    setConnection({ effectiveType: '2g' });
    installPrefetch(window, options);
    setConnection({ effectiveType: '4g', saveData: true });
    installPrefetch(window, options);
    await new Promise((resolve) => setTimeout(resolve, 300));
    setConnection({ effectiveType: '4g' });
    hoverLink();
    expect(document.head.children).toHaveLength(0);
  });
});
