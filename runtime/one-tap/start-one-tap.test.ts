// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { generateTestKeys } from '../testing/test-keys.ts';
import { createFakeContext } from '../testing/fake-context.ts';
import { loginWithCredential, oneTapPayload, raiseConsentPicker, startOneTap, type GoogleIdentity } from './start-one-tap.ts';

const loadScript = vi.hoisted(() => vi.fn(async (_src: string) => undefined));
vi.mock('../shared/load-script.ts', () => ({ loadScript }));

let publicPem = '';
beforeAll(async () => {
  ({ publicPem } = await generateTestKeys());
});

type Win = Window & { google?: { accounts: { id: GoogleIdentity } } };
let callback: ((response: { credential?: string }) => void) | null = null;
const google = { initialize: vi.fn((o: { callback: (r: { credential?: string }) => void }) => void (callback = o.callback)), prompt: vi.fn() };

function config(code = 'en', text = 'Registration failed!') {
  const c = exampleRuntimeConfig();
  c.locale = { code, tag: code === 'en' ? 'en-US' : 'zh-CN' };
  c.strings.registrationFailed = text;
  if (c.oneTap) c.oneTap.publicKey = publicPem;
  return c;
}

const login = exampleRuntimeConfig().endpoints.authorizedLogin;

beforeEach(() => {
  (window as Win).google = { accounts: { id: google } };
  loadScript.mockClear();
  google.initialize.mockClear();
  google.prompt.mockClear();
  callback = null;
  document.cookie = `${exampleRuntimeConfig().cookies.referral}=${encodeURIComponent('{"code":"INV1","ref":"partner7"}')}; Path=/`;
});
afterEach(() => {
  delete (window as Win).google;
});

describe('startOneTap', () => {
  it('loads the script, initialises with the client id and prompts', async () => {
    const ctx = createFakeContext({ config: config() });
    await expect(startOneTap(ctx)).resolves.toBe(true);
    expect(loadScript).toHaveBeenCalledWith(ctx.config.oneTap?.scriptUrl);
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'test-client-id' }));
    expect(google.prompt).toHaveBeenCalledTimes(1);
  });
  it('shows "Registration failed!" when the script fails to load', async () => {
    loadScript.mockRejectedValueOnce(new Error('Failed to load'));
    const ctx = createFakeContext({ config: config() });
    await expect(startOneTap(ctx)).resolves.toBe(false);
    expect(ctx.toastsShown).toEqual([{ kind: 'toast', type: 'failed', text: 'Registration failed!' }]);
    expect(ctx.reported[0]?.trigger).toBe('one-tap');
  });
  it('shows the Chinese text on zh when initialisation fails', async () => {
    delete (window as Win).google;
    const ctx = createFakeContext({ config: config('zh', '注册失败！') });
    await expect(startOneTap(ctx)).resolves.toBe(false);
    expect(ctx.toastsShown[0]).toEqual({ kind: 'toast', type: 'failed', text: '注册失败！' });
  });
  it('fails when initialize throws', async () => {
    google.initialize.mockImplementationOnce(() => {
      throw new Error('invalid client');
    });
    const ctx = createFakeContext({ config: config('tc', '註冊失敗！') });
    await startOneTap(ctx);
    expect(ctx.toastsShown[0]?.kind === 'toast' && ctx.toastsShown[0].text).toBe('註冊失敗！');
  });
  it('logs in with the credential and hands over to the web app', async () => {
    const ctx = createFakeContext({ config: config(), answers: { [login]: { cpl: 'token 1' } } });
    await startOneTap(ctx);
    callback?.({ credential: 'jwt' });
    await vi.waitFor(() => expect(ctx.navigations).toHaveLength(1), { timeout: 10_000 });
    expect(ctx.navigations[0]).toEqual({ url: `${ctx.hosts.app}?t=token+1`, options: { external: true } });
    const call = ctx.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.params).toMatchObject({
      third_party: 'google',
      invite_code: 'INV1',
      source: 'partner7',
      language: 'en-US',
      third_party_action_type: 'one_tap',
      regParam: '{"ref":"partner7"}',
    });
    expect(Object.keys(JSON.parse(call?.params.redirect_data ?? '{}'))).toEqual(['key', 'data']);
  });
});

describe('loginWithCredential', () => {
  it('shows the failure toast on a non-zero code (API wrapper rejection)', async () => {
    const ctx = createFakeContext({ config: config(), answers: { [login]: new Error('code 1') } });
    await expect(loginWithCredential(ctx, 'jwt')).resolves.toBe(false);
    expect(ctx.toastsShown).toHaveLength(1);
    expect(ctx.navigations).toEqual([]);
  });
  it('fails without cpl', async () => {
    const ctx = createFakeContext({ config: config(), answers: { [login]: {} } });
    await expect(loginWithCredential(ctx, 'jwt')).resolves.toBe(false);
    expect(ctx.toastsShown).toHaveLength(1);
  });
});

describe('oneTapPayload', () => {
  it('omits regParam without a referral source', () => {
    document.cookie = `${exampleRuntimeConfig().cookies.referral}=; Max-Age=0; Path=/`;
    const payload = oneTapPayload(createFakeContext({ config: config() }), 'x');
    expect(payload.regParam).toBeUndefined();
    expect(payload.invite_code).toBe('');
  });
});

describe('raiseConsentPicker (spec 9: every 500 ms, z-index 1e9, for 20 minutes)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  function picker(id: string): HTMLElement {
    const el = document.createElement('div'); // happy-dom cannot load iframes; only the id matters
    el.id = id;
    el.style.zIndex = '9999';
    document.body.append(el);
    return el;
  }
  it('raises the picker on the next check, and a picker shown later too', () => {
    vi.useFakeTimers();
    const ctx = createFakeContext({ config: config() });
    const container = picker('credential_picker_container');
    raiseConsentPicker(ctx);
    vi.advanceTimersByTime(499);
    expect(container.style.zIndex).toBe('9999');
    vi.advanceTimersByTime(1);
    expect(container.style.zIndex).toBe('1000000000');
    expect(container.style.getPropertyPriority('z-index')).toBe('important');
    const sheet = picker('credential_picker_iframe');
    vi.advanceTimersByTime(500);
    expect(sheet.style.zIndex).toBe('1000000000');
  });
  it('stops checking after 20 minutes', () => {
    vi.useFakeTimers();
    const ctx = createFakeContext({ config: config() });
    raiseConsentPicker(ctx);
    vi.advanceTimersByTime(20 * 60 * 1000 - 500);
    const early = picker('credential_picker_container');
    vi.advanceTimersByTime(500);
    expect(early.style.zIndex).toBe('1000000000');
    early.remove();
    const late = picker('credential_picker_container');
    vi.advanceTimersByTime(60_000);
    expect(late.style.zIndex).toBe('9999');
    expect(vi.getTimerCount()).toBe(0);
  });
  it('stops early when cancelled', () => {
    vi.useFakeTimers();
    const stop = raiseConsentPicker(createFakeContext({ config: config() }));
    stop();
    const el = picker('credential_picker_container');
    vi.advanceTimersByTime(1_000);
    expect(el.style.zIndex).toBe('9999');
  });
});
