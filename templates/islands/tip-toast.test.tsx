// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { inAct, renderAndHydrate, type Hydrated } from './test-support.tsx';
import { tipLifetimeMs, TipToast } from './tip-toast.tsx';

let widget: Hydrated | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
});

const tip = (): Element | null => widget?.container.querySelector('.site-tip') ?? null;

describe('TipToast', () => {
  it('renders the same on server and client', async () => {
    widget = await renderAndHydrate(<TipToast text="Copied" />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.errors).toEqual([]);
    expect(tip()?.textContent).toContain('Copied');
  });
  it('closes after the default 1000 ms plus 300 ms', async () => {
    const onClose = vi.fn();
    widget = await renderAndHydrate(<TipToast text="Copied" onClose={onClose} />, exampleRuntimeConfig(), createFakeContext());
    await inAct(() => vi.advanceTimersByTime(1_299));
    expect(tip()).not.toBeNull();
    await inAct(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it('honours a custom delay', async () => {
    widget = await renderAndHydrate(<TipToast text="x" delayMs={5_000} />, exampleRuntimeConfig(), createFakeContext());
    await inAct(() => vi.advanceTimersByTime(5_299));
    expect(tip()).not.toBeNull();
    await inAct(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
  });
  it('closes from its close button', async () => {
    widget = await renderAndHydrate(<TipToast text="x" />, exampleRuntimeConfig(), createFakeContext());
    const close = widget.container.querySelector('button') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe('Close');
    await inAct(() => close.click());
    expect(tip()).toBeNull();
  });
  it('computes its lifetime', () => {
    expect(tipLifetimeMs(1_000, 300)).toBe(1_300);
  });
});
