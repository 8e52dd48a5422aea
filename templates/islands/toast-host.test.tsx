// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { inAct, renderAndHydrate, type Hydrated } from './test-support.tsx';
import { TOAST_COLORS, ToastHost } from './toast-host.tsx';

let widget: Hydrated | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
});

const toast = (): HTMLElement | null => widget?.container.querySelector('.site-toast') ?? null;

describe('ToastHost', () => {
  it('is empty on the server and hydrates without mismatch', async () => {
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.serverHtml).not.toContain('site-toast ');
    expect(widget.errors).toEqual([]);
  });
  it('shows a failed toast in red for 3.6 s', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), ctx);
    await inAct(() => ctx.showToast({ kind: 'toast', type: 'failed', text: 'Registration failed!' }));
    expect(toast()?.textContent).toBe('Registration failed!');
    expect(toast()?.dataset.type).toBe('failed');
    expect(toast()?.getAttribute('style')).toContain(TOAST_COLORS.failed);
    await inAct(() => vi.advanceTimersByTime(3_599));
    expect(toast()).not.toBeNull();
    await inAct(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
  });
  it('shows a success toast in green', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), ctx);
    await inAct(() => ctx.showToast({ kind: 'toast', type: 'success', text: 'Done' }));
    expect(toast()?.getAttribute('style')).toContain(TOAST_COLORS.success);
    expect(TOAST_COLORS).toEqual({ failed: '#b42318', success: '#067647' });
  });
  it('delivers messages sent before it mounted', async () => {
    const ctx = createFakeContext();
    ctx.showToast({ kind: 'toast', type: 'failed', text: 'early' });
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), ctx);
    expect(toast()?.textContent).toBe('early');
  });
  it('restarts the 3.6 s for a new toast', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), ctx);
    await inAct(() => ctx.showToast({ kind: 'toast', type: 'failed', text: 'one' }));
    await inAct(() => vi.advanceTimersByTime(3_000));
    await inAct(() => ctx.showToast({ kind: 'toast', type: 'success', text: 'two' }));
    await inAct(() => vi.advanceTimersByTime(3_000));
    expect(toast()?.textContent).toBe('two');
    await inAct(() => vi.advanceTimersByTime(600));
    expect(toast()).toBeNull();
  });
  it('stacks tips that close themselves', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ToastHost />, exampleRuntimeConfig(), ctx);
    await inAct(() => ctx.showToast({ kind: 'tip', text: 'a' }));
    await inAct(() => ctx.showToast({ kind: 'tip', text: 'b', delayMs: 3_000 }));
    expect(widget.container.querySelectorAll('.site-tip')).toHaveLength(2);
    await inAct(() => vi.advanceTimersByTime(1_300));
    expect(widget.container.querySelectorAll('.site-tip')).toHaveLength(1);
    await inAct(() => vi.advanceTimersByTime(2_000));
    expect(widget.container.querySelectorAll('.site-tip')).toHaveLength(0);
  });
});
