// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeContext } from '../testing/fake-context.ts';
import { CHAT_EVENT, chatEventOf, startChat } from './start-chat.ts';

const loadScript = vi.hoisted(() => vi.fn(async (_src: string) => undefined));
vi.mock('../shared/load-script.ts', () => ({ loadScript }));

const endpoints = createFakeContext().config.endpoints;
const answers = {
  [endpoints.chatTypeConfig]: { chat: 'SS_ROBOT', chat_info: { js: 'http://127.0.0.1:4010/chat.js' } },
  [endpoints.visitorIp]: { ip: '203.0.113.9' },
  [endpoints.chatChoose]: { type: 'ss' },
};

beforeEach(() => {
  vi.useFakeTimers();
  loadScript.mockClear();
  document.body.innerHTML = '<div data-quick-actions style="bottom: 93px"></div>';
  delete document.documentElement.dataset.chat;
  delete document.documentElement.dataset.chatProvider;
});
afterEach(() => vi.useRealTimers());

const stack = (): HTMLElement => document.querySelector('[data-quick-actions]') as HTMLElement;

describe('startChat', () => {
  it('reads the config, chooses, loads the script and waits for the iframe', async () => {
    const ctx = createFakeContext({ answers });
    if (ctx.config.chat) ctx.config.chat.iframeSelector = '[data-chat-frame]';
    const started = startChat(ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.map((c) => [c.path, c.params])).toEqual([
      [endpoints.chatTypeConfig, { lang: 'en-US', type: 'www' }],
      [endpoints.visitorIp, {}],
      [endpoints.chatChoose, { ip: '203.0.113.9', lang: 'en-US' }],
    ]);
    expect(loadScript).toHaveBeenCalledWith('http://127.0.0.1:4010/chat.js');
    expect(document.documentElement.dataset.chat).toBe('hidden');
    expect(document.documentElement.dataset.chatProvider).toBe('SS_ROBOT:ss');
    await vi.advanceTimersByTimeAsync(1_000);
    // A div stands in for the provider's iframe (happy-dom does not load iframes).
    const iframe = document.createElement('div');
    iframe.setAttribute('data-chat-frame', '');
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue({ height: 500 } as DOMRect);
    document.body.append(iframe);
    await vi.advanceTimersByTimeAsync(500);
    await expect(started).resolves.toBe(true);
    expect(document.documentElement.dataset.chat).toBe('visible');
    expect(stack().style.bottom).toBe('505px');
  });
  it('applies the config at once and loads the provider script only at widgetAt (500 ms and 3 s after load)', async () => {
    const ctx = createFakeContext({ answers });
    void startChat(ctx, Date.now() + 2_500);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.map((c) => c.path)).toEqual([endpoints.chatTypeConfig, endpoints.visitorIp, endpoints.chatChoose]);
    expect(document.documentElement.dataset.chatProvider).toBe('SS_ROBOT:ss');
    await vi.advanceTimersByTimeAsync(2_499);
    expect(loadScript).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadScript).toHaveBeenCalledWith('http://127.0.0.1:4010/chat.js');
  });
  it('uses the visit\'s login_ip instead of asking for the visitor IP again', async () => {
    const ctx = createFakeContext({ answers });
    sessionStorage.setItem(ctx.config.storageKeys.addresses, JSON.stringify({ login_ip: '198.51.100.4', webrtc_ip: '', proxy_ip: '' }));
    void startChat(ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.map((c) => [c.path, c.params])).toEqual([
      [endpoints.chatTypeConfig, { lang: 'en-US', type: 'www' }],
      [endpoints.chatChoose, { ip: '198.51.100.4', lang: 'en-US' }],
    ]);
    sessionStorage.clear();
  });
  it('follows provider open/close events', async () => {
    const ctx = createFakeContext({ answers });
    void startChat(ctx);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new CustomEvent(CHAT_EVENT, { detail: { event: 'ready' } }));
    expect(document.documentElement.dataset.chat).toBe('visible');
    window.dispatchEvent(new CustomEvent(CHAT_EVENT, { detail: { event: 'close' } }));
    expect(document.documentElement.dataset.chat).toBe('hidden');
    expect(stack().style.bottom).toBe('93px');
  });
  it('gives up after 1200 polls and stays hidden', async () => {
    const ctx = createFakeContext({ answers });
    const started = startChat(ctx);
    await vi.advanceTimersByTimeAsync(500 * 1_200);
    await expect(started).resolves.toBe(false);
    expect(document.documentElement.dataset.chat).toBe('hidden');
  });
  it('swallows and reports a failing config call', async () => {
    const ctx = createFakeContext({ answers: { [endpoints.chatTypeConfig]: new Error('502') } });
    await expect(startChat(ctx)).resolves.toBe(false);
    expect(ctx.reported.map((r) => r.trigger)).toEqual(['chat']);
    expect(loadScript).not.toHaveBeenCalled();
  });
  it('swallows and reports a script load failure', async () => {
    loadScript.mockRejectedValueOnce(new Error('Failed to load'));
    const ctx = createFakeContext({ answers });
    await expect(startChat(ctx)).resolves.toBe(false);
    expect(ctx.reported[0]?.trigger).toBe('chat');
  });
  it('continues without the visitor ip', async () => {
    const ctx = createFakeContext({ answers: { ...answers, [endpoints.visitorIp]: new Error('down') } });
    void startChat(ctx);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.find((c) => c.path === endpoints.chatChoose)?.params.ip).toBe('');
    expect(ctx.reported[0]?.trigger).toBe('chat visitor ip');
  });
  it('does nothing when chat is disabled', async () => {
    const ctx = createFakeContext({ config: { ...createFakeContext().config, chat: null } });
    await expect(startChat(ctx)).resolves.toBe(false);
    expect(ctx.calls).toEqual([]);
  });
});

describe('chatEventOf', () => {
  it('reads provider events; a window message needs the site-chat source, any frame can post one', () => {
    expect(chatEventOf({ source: 'site-chat', event: 'open' }, 'message')).toBe('open');
    expect(chatEventOf({ event: 'close' }, 'message')).toBeNull();
    expect(chatEventOf({ event: 'close' }, 'page')).toBe('close');
    expect(chatEventOf({ source: 'site-chat', event: 'close' }, 'page')).toBe('close');
    expect(chatEventOf({ source: 'other', event: 'open' }, 'message')).toBeNull();
    expect(chatEventOf({ source: 'other', event: 'open' }, 'page')).toBeNull();
    expect(chatEventOf({ source: 'site-chat', event: 'dance' }, 'message')).toBeNull();
    expect(chatEventOf('open', 'page')).toBeNull();
  });
});
