// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONSTANTS } from '../example-config.ts';
import type { Cancel } from '../shared/timers.ts';
import { decideReload, installReloadGuard, loadChunk, PRELOAD_ERROR_EVENT, shouldReload } from './reload-guard.ts';

const WINDOW = DEFAULT_CONSTANTS.reloadGuardWindowMs;
let uninstall: Cancel = () => undefined;

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('decideReload', () => {
  it('reloads once per path within 10 s', () => {
    expect(WINDOW).toBe(10_000);
    const first = decideReload({}, '/pricing', 1_000, WINDOW);
    expect(first).toEqual({ reload: true, log: { '/pricing': 1_000 } });
    expect(decideReload(first.log, '/pricing', 10_999, WINDOW).reload).toBe(false);
    expect(decideReload(first.log, '/pricing', 11_000, WINDOW).reload).toBe(true);
  });
  it('tracks paths separately and forgets expired entries', () => {
    const log = { '/a': 0, '/b': 5_000 };
    expect(decideReload(log, '/c', 12_000, WINDOW)).toEqual({ reload: true, log: { '/b': 5_000, '/c': 12_000 } });
  });
  it('reloads when the clock went backwards', () => {
    expect(decideReload({ '/a': 50_000 }, '/a', 1_000, WINDOW).reload).toBe(true);
  });
});

describe('shouldReload', () => {
  it('records in sessionStorage', () => {
    expect(shouldReload('guard', '/x', WINDOW, 100)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('guard') ?? '')).toEqual({ '/x': 100 });
    expect(shouldReload('guard', '/x', WINDOW, 200)).toBe(false);
  });
  it('survives a corrupt record', () => {
    sessionStorage.setItem('guard', '{not json');
    expect(shouldReload('guard', '/x', WINDOW, 100)).toBe(true);
  });
  it('never reloads without sessionStorage (no loop possible)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(shouldReload('guard', '/x', WINDOW, 100)).toBe(false);
  });
});

describe('installReloadGuard and loadChunk', () => {
  it('reloads once when a chunk fails to load', async () => {
    const reload = vi.fn();
    uninstall = installReloadGuard(window, { storageKey: 'guard', windowMs: WINDOW, reload });
    const failing = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(failing, window)).rejects.toThrow('dynamically imported');
    await expect(loadChunk(failing, window)).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('lets a listener cancel the reload', async () => {
    const reload = vi.fn();
    uninstall = installReloadGuard(window, { storageKey: 'guard', windowMs: WINDOW, reload });
    const cancel = (event: Event): void => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, cancel, { once: true });
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true }));
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true }));
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('passes successful imports through', async () => {
    await expect(loadChunk(async () => ({ ok: 1 }), window)).resolves.toEqual({ ok: 1 });
  });
});
