// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { ACTIVITY_POPUP_SIZE, ActivityIcon, isActivityMonth } from './activity-icon.tsx';
import { imageLanguage } from './image-language.ts';
import { inAct, renderAndHydrate, stubMatchMedia, type Hydrated } from './test-support.tsx';

let widget: Hydrated | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 15));
  stubMatchMedia({ '(hover: hover)': true });
});
afterEach(() => {
  widget?.unmount();
  widget = null;
  vi.useRealTimers();
});

function configFor(code: string) {
  const config = exampleRuntimeConfig();
  config.locale = { code, tag: code };
  return config;
}

const root = (): HTMLElement => widget?.container.querySelector('.site-activity') as HTMLElement;
const popup = (): HTMLImageElement | null => widget?.container.querySelector('.site-activity__popup img') ?? null;

describe('ActivityIcon', () => {
  it('is hidden in the server markup and revealed in September', async () => {
    widget = await renderAndHydrate(<ActivityIcon />, configFor('en'), createFakeContext());
    expect(widget.serverHtml).toContain('hidden=""');
    expect(widget.errors).toEqual([]);
    expect(root().hidden).toBe(false);
  });
  it('stays hidden outside the configured months', async () => {
    vi.setSystemTime(new Date(2024, 9, 1));
    widget = await renderAndHydrate(<ActivityIcon />, configFor('en'), createFakeContext());
    expect(root().hidden).toBe(true);
  });
  it('opens a 234×206 popup on hover and closes on leave', async () => {
    widget = await renderAndHydrate(<ActivityIcon />, configFor('en'), createFakeContext());
    expect(popup()).toBeNull();
    await inAct(() => void root().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    expect(popup()?.getAttribute('width')).toBe(String(ACTIVITY_POPUP_SIZE.width));
    expect(popup()?.getAttribute('height')).toBe(String(ACTIVITY_POPUP_SIZE.height));
    expect(ACTIVITY_POPUP_SIZE).toEqual({ width: 234, height: 206 });
    await inAct(() => void root().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(popup()).toBeNull();
  });
  it('toggles the popup on click', async () => {
    stubMatchMedia({ '(hover: hover)': false });
    widget = await renderAndHydrate(<ActivityIcon />, configFor('en'), createFakeContext());
    const icon = widget.container.querySelector('button') as HTMLButtonElement;
    await inAct(() => icon.click());
    expect(popup()).not.toBeNull();
    await inAct(() => icon.click());
    expect(popup()).toBeNull();
  });
  it.each([
    ['zh', 'zh'],
    ['tc', 'zh'],
    ['pt', 'pt'],
    ['vn', 'vn'],
    ['ru', 'ru'],
    ['de', 'en'],
    ['en', 'en'],
  ])('shows the %s locale the %s popup', async (code, language) => {
    expect(imageLanguage(code)).toBe(language);
    widget = await renderAndHydrate(<ActivityIcon />, configFor(code), createFakeContext());
    await inAct(() => (widget?.container.querySelector('button') as HTMLButtonElement).click());
    expect(popup()?.getAttribute('src')).toBe(`/assets/activity/${language}.png`);
  });
  it('links the popup to the activity page', async () => {
    widget = await renderAndHydrate(<ActivityIcon />, configFor('en'), createFakeContext());
    await inAct(() => (widget?.container.querySelector('button') as HTMLButtonElement).click());
    expect(widget.container.querySelector('a')?.getAttribute('href')).toBe('/referral-program/superSeptember');
  });
  it('renders nothing without an activity', async () => {
    const config = configFor('en');
    config.activity = null;
    widget = await renderAndHydrate(<ActivityIcon />, config, createFakeContext());
    expect(widget.container.innerHTML).toBe('');
  });
});

describe('isActivityMonth', () => {
  it('matches months 1–12, empty means always', () => {
    expect(isActivityMonth([9], new Date(2024, 8, 1))).toBe(true);
    expect(isActivityMonth([9], new Date(2024, 7, 31))).toBe(false);
    expect(isActivityMonth([], new Date(2024, 0, 1))).toBe(true);
  });
});
