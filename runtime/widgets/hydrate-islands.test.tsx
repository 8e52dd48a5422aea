// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island } from '../../templates/islands/island.tsx';
import { IslandProvider } from '../../templates/islands/island-context.tsx';
import { exampleRuntimeConfig } from '../example-config.ts';
import { createFakeContext } from '../testing/fake-context.ts';
import { HYDRATED_ATTRIBUTE, HYDRATED_READY, hydrateIslands, readIslandProps } from './hydrate-islands.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every island, as a template would render it on a zh page (so the zh-only QR button renders too). */
function page() {
  const config = exampleRuntimeConfig();
  config.locale = { code: 'zh', tag: 'zh-CN' };
  const html = renderToString(
    <IslandProvider config={config}>
      <Island name="scroll-top" />
      <Island name="activity-icon" />
      <Island name="qr-consult" />
      <Island name="mobile-banner" />
      <Island name="toast-host" />
      <Island name="tip-toast" props={{ text: 'Hello' }} />
      <Island name="error-countdown" />
      <Island name="currency-switcher" props={{ plans: [{ id: 'p', name: 'Pro', prices: { USD: 9.9 } }], currencies: [{ code: 'USD', symbol: '$', position: 'prefix', decimals: 1, thousandsAsK: false }] }} />
      <Island name="download-button" props={{ label: 'Download' }} />
      <Island name="not-found-path" />
    </IslandProvider>,
  );
  return { config, html };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('hydrateIslands', () => {
  it('hydrates every registered island without a single mismatch', async () => {
    const { config, html } = page();
    document.body.innerHTML = html;
    const ctx = createFakeContext({ config });
    let count = 0;
    await act(async () => {
      count = hydrateIslands(document, ctx);
    });
    expect(count).toBe(10);
    expect(ctx.reported).toEqual([]);
    expect(document.querySelectorAll(`[${HYDRATED_ATTRIBUTE}]`)).toHaveLength(10);
    expect(document.querySelectorAll(`[${HYDRATED_ATTRIBUTE}="${HYDRATED_READY}"]`), 'every widget live').toHaveLength(10);
  });
  it('marks a mount point ready only once the effects of its widget have run', () => {
    document.body.innerHTML = '<div data-island="scroll-top"></div>';
    const mount = document.querySelector('[data-island="scroll-top"]')!;
    const listening: boolean[] = [];
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'scroll') listening.push(mount.getAttribute(HYDRATED_ATTRIBUTE) === HYDRATED_READY);
      add(type, listener, options);
    });
    act(() => void hydrateIslands(document, createFakeContext()));
    expect(listening, 'the scroll listener (an effect) came first').toEqual([false]);
    expect(mount.getAttribute(HYDRATED_ATTRIBUTE)).toBe(HYDRATED_READY);
  });
  it('makes hydrated widgets interactive and connects the toast host to the runtime', async () => {
    const { config, html } = page();
    document.body.innerHTML = html;
    const ctx = createFakeContext({ config });
    await act(async () => void hydrateIslands(document, ctx));
    await act(async () => ctx.showToast({ kind: 'toast', type: 'failed', text: '注册失败！' }));
    expect(document.querySelector('.site-toast')?.textContent).toBe('注册失败！');
  });
  it('hydrates each mount point once', async () => {
    const { config, html } = page();
    document.body.innerHTML = html;
    const ctx = createFakeContext({ config });
    await act(async () => void hydrateIslands(document, ctx));
    let second = -1;
    await act(async () => {
      second = hydrateIslands(document, ctx);
    });
    expect(second).toBe(0);
  });
  it('creates a toast host when the page has none', async () => {
    document.body.innerHTML = '';
    const ctx = createFakeContext();
    await act(async () => void hydrateIslands(document, ctx));
    await act(async () => ctx.showToast({ kind: 'toast', type: 'success', text: 'ok' }));
    expect(document.querySelector('[data-island="toast-host"] .site-toast')?.textContent).toBe('ok');
  });
  it('reports unknown islands and bad props, and hydrates the rest', async () => {
    document.body.innerHTML = '<div data-island="nope"></div><div data-island="scroll-top" data-props="{bad"></div>';
    const ctx = createFakeContext();
    let count = 0;
    await act(async () => {
      count = hydrateIslands(document, ctx);
    });
    expect(count).toBe(0);
    expect(ctx.reported.map((r) => r.trigger)).toEqual(['island nope', 'island scroll-top']);
    expect(document.querySelector('[data-island="toast-host"]')).not.toBeNull();
  });
  it('reports a widget that throws while rendering, and the other widgets stay', async () => {
    // Outside act(), as in a browser: act() would rethrow the error instead of the root reporting it.
    vi.useRealTimers();
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      document.body.innerHTML = `<div data-island="currency-switcher" data-props='{"plans":"not a list"}'></div><div data-island="scroll-top"></div>`;
      const ctx = createFakeContext();
      hydrateIslands(document, ctx);
      await vi.waitFor(() => expect(ctx.reported.map((r) => r.trigger)).toContain('render currency-switcher'), { timeout: 10_000 });
      expect(ctx.reported.find((r) => r.trigger === 'render currency-switcher')?.error).toBeInstanceOf(TypeError);
      expect(document.querySelector('[data-island="scroll-top"]')?.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
  it('reports hydration mismatches', async () => {
    document.body.innerHTML = '<div data-island="not-found-path"><p>stale markup</p></div>';
    const ctx = createFakeContext();
    await act(async () => void hydrateIslands(document, ctx));
    expect(ctx.reported.some((r) => r.trigger === 'hydrate not-found-path')).toBe(true);
  });
});

describe('readIslandProps', () => {
  it('parses JSON objects only', () => {
    const el = document.createElement('div');
    expect(readIslandProps(el)).toEqual({});
    el.setAttribute('data-props', '{"a":1}');
    expect(readIslandProps(el)).toEqual({ a: 1 });
    el.setAttribute('data-props', '[1]');
    expect(() => readIslandProps(el)).toThrow('JSON object');
  });
});
