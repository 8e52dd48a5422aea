// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { COUNTDOWN_TICK_MS, countdownText, ErrorCountdown } from './error-countdown.tsx';
import { inAct, renderAndHydrate, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
});

const seconds = (): string | undefined => (widget?.container.querySelector('[data-seconds]') as HTMLElement | null)?.dataset.seconds;

describe('ErrorCountdown', () => {
  it('renders the messages and 5 on the server, hydrating without mismatch', async () => {
    widget = await renderAndHydrate(<ErrorCountdown />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.serverHtml).toContain('The server is taking a break.');
    expect(widget.serverHtml).toContain('Please try again in a moment.');
    expect(widget.serverHtml).toContain('Redirecting in 5s');
    expect(widget.errors).toEqual([]);
  });
  it('counts 5→0 each second, then goes to the blog path', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ErrorCountdown />, exampleRuntimeConfig(), ctx);
    const seen = [seconds()];
    for (let i = 0; i < 5; i += 1) {
      await inAct(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
      seen.push(seconds());
    }
    expect(seen).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(ctx.navigations).toEqual([{ url: '/blog', options: { replace: true } }]);
  });
  it('does not navigate before the end', async () => {
    const ctx = createFakeContext();
    widget = await renderAndHydrate(<ErrorCountdown />, exampleRuntimeConfig(), ctx);
    await inAct(() => vi.advanceTimersByTime(4_999));
    expect(ctx.navigations).toEqual([]);
  });
  it('goes home on ru (the configured target) and the back button goes there too', async () => {
    const config = exampleRuntimeConfig();
    config.locale = { code: 'ru', tag: 'ru-RU' };
    config.paths.errorTarget = '/';
    const ctx = createFakeContext({ config });
    widget = await renderAndHydrate(<ErrorCountdown />, config, ctx);
    const back = widget.container.querySelector('a') as HTMLAnchorElement;
    expect(back.getAttribute('href')).toBe('/');
    expect(back.textContent).toBe('Back');
    await inAct(() => back.click());
    expect(ctx.navigations).toEqual([{ url: '/', options: undefined }]);
  });
  it('fills the seconds placeholder', () => {
    expect(countdownText('{seconds}s / {seconds}', 3)).toBe('3s / 3');
  });
});
