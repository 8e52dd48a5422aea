import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, SCRIPT_LOAD_TIMEOUT_MS } from './load-script.ts';

interface FakeScript {
  async: boolean;
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** A document stand-in: happy-dom refuses to load scripts, and these tests need to drive load and error. */
function fakeDocument(): { doc: Document; appended: FakeScript[] } {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () => ({ async: false, src: '', onload: null, onerror: null }),
    head: { append: (script: FakeScript) => appended.push(script) },
  };
  return { doc: doc as unknown as Document, appended };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadScript', () => {
  it('appends an async script and resolves on load', async () => {
    const { doc, appended } = fakeDocument();
    const promise = loadScript('http://127.0.0.1:4010/gsi/client.js', doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe('http://127.0.0.1:4010/gsi/client.js');
    expect(appended[0]?.async).toBe(true);
    appended[0]?.onload?.();
    await expect(promise).resolves.toBeUndefined();
  });
  it('rejects on error', async () => {
    const { doc, appended } = fakeDocument();
    const promise = loadScript('http://127.0.0.1:4010/missing.js', doc);
    appended[0]?.onerror?.();
    await expect(promise).rejects.toThrow('Failed to load http://127.0.0.1:4010/missing.js');
  });
  it('rejects after the timeout', async () => {
    const { doc } = fakeDocument();
    const promise = loadScript('http://127.0.0.1:4010/slow.js', doc);
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS);
    await expect(promise).rejects.toThrow('Timed out');
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(15000);
  });
  it('refuses non-http(s) URLs without touching the DOM', async () => {
    const { doc, appended } = fakeDocument();
    await expect(loadScript('javascript:alert(1)', doc)).rejects.toThrow('Refused');
    expect(appended).toHaveLength(0);
  });
});
