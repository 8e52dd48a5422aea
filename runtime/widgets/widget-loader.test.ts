// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { scheduleWidgets } from './widget-loader.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.reset();
  document.body.innerHTML = '';
});

describe('scheduleWidgets', () => {
  it('loads when the browser is idle', async () => {
    document.body.innerHTML = '<div data-island="scroll-top"></div>';
    const load = vi.fn(async () => undefined);
    scheduleWidgets(document, { idleTimeoutMs: 2_000, load });
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('loads when a mount point becomes visible, once', async () => {
    document.body.innerHTML = '<div id="a" data-island="scroll-top"></div><div id="b" data-island="toast-host"></div>';
    const load = vi.fn(async () => undefined);
    scheduleWidgets(document, { idleTimeoutMs: 2_000, load });
    FakeIntersectionObserver.reveal(document.getElementById('b') as Element);
    FakeIntersectionObserver.reveal(document.getElementById('a') as Element);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('does not load on pages without islands until something needs it', async () => {
    const load = vi.fn(async () => undefined);
    const loader = scheduleWidgets(document, { idleTimeoutMs: 2_000, load });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    await loader.ensure();
    await loader.ensure();
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('never rejects when the chunk fails', async () => {
    const loader = scheduleWidgets(document, { idleTimeoutMs: 2_000, load: async () => Promise.reject(new Error('chunk')) });
    await expect(loader.ensure()).resolves.toBeUndefined();
  });
});
