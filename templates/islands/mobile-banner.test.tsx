// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { MobileBanner, nextBannerState } from './mobile-banner.tsx';
import { inAct, renderAndHydrate, scrollTo, stubMatchMedia, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo(0);
  stubMatchMedia({ '(max-width: 767px)': true });
});
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
});

const banner = (): HTMLElement => widget?.container.querySelector('.site-banner') as HTMLElement;
const state = (): string | undefined => banner().dataset.state;

/** Scrolls to `y` and lets the 200 ms throttle window end. */
async function scrolled(y: number): Promise<void> {
  await inAct(() => scrollTo(y));
  await inAct(() => vi.advanceTimersByTime(200));
}

async function mount(code = 'en') {
  const config = exampleRuntimeConfig();
  config.locale = { code, tag: code };
  widget = await renderAndHydrate(<MobileBanner />, config, createFakeContext({ config }));
  return widget;
}

describe('MobileBanner', () => {
  it('is hidden in the server markup and appears 1 s after load on mobile', async () => {
    await mount();
    expect(widget?.serverHtml).toContain('hidden=""');
    expect(widget?.errors).toEqual([]);
    await inAct(() => vi.advanceTimersByTime(999));
    expect(banner().hidden).toBe(true);
    await inAct(() => vi.advanceTimersByTime(1));
    expect(banner().hidden).toBe(false);
    expect(state()).toBe('shown');
  });
  it('never shows on desktop', async () => {
    stubMatchMedia({ '(max-width: 767px)': false });
    await mount();
    await inAct(() => vi.advanceTimersByTime(10_000));
    expect(banner().hidden).toBe(true);
  });
  it('hides on scroll down and reappears 5 s later', async () => {
    await mount();
    await inAct(() => vi.advanceTimersByTime(1_000));
    await scrolled(300);
    expect(state()).toBe('hidden');
    await inAct(() => scrollTo(600)); // further down while hidden: the 5 s still count from hiding
    await inAct(() => vi.advanceTimersByTime(4_999));
    expect(state()).toBe('hidden');
    await inAct(() => vi.advanceTimersByTime(1));
    expect(state()).toBe('shown');
  });
  it('reappears on scroll up', async () => {
    await mount();
    await inAct(() => vi.advanceTimersByTime(1_000));
    await scrolled(300);
    expect(state()).toBe('hidden');
    await scrolled(200);
    expect(state()).toBe('shown');
    await inAct(() => vi.advanceTimersByTime(5_000));
    expect(state()).toBe('shown');
  });
  it('closes for good from the left 8 %', async () => {
    await mount();
    await inAct(() => vi.advanceTimersByTime(1_000));
    const close = widget?.container.querySelector('.site-banner__close') as HTMLButtonElement;
    expect(close.style.width).toBe('8%');
    expect(close.style.left).toBe('0px');
    await inAct(() => close.click());
    expect(state()).toBe('closed');
    await scrolled(100);
    await scrolled(0);
    await inAct(() => vi.advanceTimersByTime(10_000));
    expect(banner().hidden).toBe(true);
  });
  it('reads scrolling at most every 200 ms, trailing only: the net move of the window decides', async () => {
    await mount();
    await inAct(() => vi.advanceTimersByTime(1_000));
    await inAct(() => scrollTo(300));
    expect(state(), 'not on the leading edge').toBe('shown');
    await inAct(() => vi.advanceTimersByTime(199));
    expect(state()).toBe('shown');
    await inAct(() => scrollTo(500));
    await inAct(() => vi.advanceTimersByTime(1));
    expect(state(), 'one run at the end of the window').toBe('hidden');
    // Down then back up within one window: no net move down, so it does not hide again.
    await scrolled(400);
    expect(state()).toBe('shown');
    await inAct(() => scrollTo(700));
    await inAct(() => scrollTo(300));
    await inAct(() => vi.advanceTimersByTime(200));
    expect(state()).toBe('shown');
  });
  it('links its right 32 % to registration', async () => {
    await mount();
    const register = widget?.container.querySelector('.site-banner__register') as HTMLAnchorElement;
    expect(register.style.width).toBe('32%');
    expect(register.style.right).toBe('0px');
    expect(register.getAttribute('href')).toBe(exampleRuntimeConfig().links.register);
  });
  it.each([
    ['tc', 'zh'],
    ['ru', 'ru'],
    ['pt', 'pt'],
    ['vn', 'vn'],
    ['jp', 'en'],
  ])('uses the %s image %s', async (code, image) => {
    await mount(code);
    expect(widget?.container.querySelector('img')?.getAttribute('src')).toBe(`/assets/banner/${image}.png`);
  });
});

describe('nextBannerState', () => {
  it('waits for ready, then follows scrolling; closed is final', () => {
    expect(nextBannerState('waiting', 'scroll-up')).toBe('waiting');
    expect(nextBannerState('waiting', 'ready')).toBe('shown');
    expect(nextBannerState('shown', 'scroll-down')).toBe('hidden');
    expect(nextBannerState('hidden', 'reshow')).toBe('shown');
    expect(nextBannerState('hidden', 'scroll-up')).toBe('shown');
    expect(nextBannerState('shown', 'close')).toBe('closed');
    expect(nextBannerState('closed', 'ready')).toBe('closed');
    expect(nextBannerState('waiting', 'close')).toBe('closed');
  });
});
