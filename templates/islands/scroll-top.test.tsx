// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { isPastOneViewport, ScrollTop } from './scroll-top.tsx';
import { inAct, renderAndHydrate, scrollTo, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo(0);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const button = (): HTMLButtonElement => widget?.container.querySelector('button') as HTMLButtonElement;

describe('ScrollTop', () => {
  it('is hidden in the server markup and hydrates without mismatch', async () => {
    widget = await renderAndHydrate(<ScrollTop />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.serverHtml).toContain('hidden=""');
    expect(widget.serverHtml).toContain('aria-label="Back to top"');
    expect(widget.errors).toEqual([]);
    expect(button().hidden).toBe(true);
  });
  it('shows after one viewport height, with a 200 ms trailing-only throttle', async () => {
    widget = await renderAndHydrate(<ScrollTop />, exampleRuntimeConfig(), createFakeContext());
    await inAct(() => scrollTo(801));
    expect(button().hidden).toBe(true);
    await inAct(() => vi.advanceTimersByTime(199));
    expect(button().hidden).toBe(true);
    await inAct(() => vi.advanceTimersByTime(1));
    expect(button().hidden).toBe(false);
    expect(button().dataset.state).toBe('shown');
    await inAct(() => scrollTo(800));
    await inAct(() => vi.advanceTimersByTime(200));
    expect(button().hidden).toBe(true);
  });
  it('scrolls to the top on click', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    widget = await renderAndHydrate(<ScrollTop />, exampleRuntimeConfig(), createFakeContext());
    await inAct(() => button().click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
  it('lets go of focus when clicked (a focused button hidden mid-scroll made React restore the scroll position, cancelling the smooth scroll)', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    widget = await renderAndHydrate(<ScrollTop />, exampleRuntimeConfig(), createFakeContext());
    await inAct(() => scrollTo(2000));
    await inAct(() => vi.advanceTimersByTime(200));
    button().focus();
    expect(document.activeElement).toBe(button());
    await inAct(() => button().click());
    expect(document.activeElement).not.toBe(button());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
  it('uses the configured throttle', async () => {
    const config = exampleRuntimeConfig();
    config.constants.scrollThrottleMs = 50;
    widget = await renderAndHydrate(<ScrollTop />, config, createFakeContext({ config }));
    await inAct(() => scrollTo(5000));
    await inAct(() => vi.advanceTimersByTime(50));
    expect(button().hidden).toBe(false);
  });
});

describe('isPastOneViewport', () => {
  it('is strictly past one viewport', () => {
    expect(isPastOneViewport(800, 800)).toBe(false);
    expect(isPastOneViewport(801, 800)).toBe(true);
  });
});
