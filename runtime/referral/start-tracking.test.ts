// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { createFakeContext } from '../testing/fake-context.ts';
import { collectAddresses, startTracking, TRACKING_EVENT } from './start-tracking.ts';

const endpoints = createFakeContext().config.endpoints;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/?ref=partner7&code=INV1&utm_source=g');
});
afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const okAnswers = () => ({ [endpoints.referralSet]: null, [endpoints.recordSource]: null, [endpoints.recordLog]: null });

describe('startTracking', () => {
  it('stores the referral, calls ref/set with credentials, records the source and the fingerprint', async () => {
    const ctx = createFakeContext({ answers: okAnswers() });
    await startTracking(ctx);
    expect(document.cookie).toContain(`${ctx.config.cookies.referral}=${encodeURIComponent('{"code":"INV1","ref":"partner7"}')}`);
    expect(ctx.calls.find((c) => c.path === endpoints.referralSet)).toEqual({ method: 'GET', path: endpoints.referralSet, params: { c_v: 'partner7' }, options: { credentials: true } });
    const source = ctx.calls.find((c) => c.path === endpoints.recordSource);
    expect(JSON.parse(source?.params.source_data ?? '')).toMatchObject({ page_url: location.href, source: 'partner7', utm_source: 'g' });
    expect(source?.params.referer).toBe('[]');
    expect(ctx.calls.find((c) => c.path === endpoints.recordLog)?.params).toMatchObject({ log_type: 'WWW_FINGERPRINT_INFO', base_encode: '1' });
    expect(ctx.reported).toEqual([]);
  });
  it(`dispatches ${TRACKING_EVENT} with the referral once every call has been answered`, async () => {
    let answer: (value: null) => void = () => undefined;
    const ctx = createFakeContext({ answers: { ...okAnswers(), [endpoints.recordLog]: () => new Promise((done) => (answer = done)) } });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(TRACKING_EVENT, listener);
    try {
      const done = startTracking(ctx);
      await vi.waitFor(() => expect(ctx.calls.map((c) => c.path)).toContain(endpoints.recordLog), { timeout: 10_000 });
      expect(events, 'not while a call is unanswered').toEqual([]);
      answer(null);
      await done;
      expect(events).toEqual([{ referral: { code: 'INV1', ref: 'partner7' } }]);
    } finally {
      window.removeEventListener(TRACKING_EVENT, listener);
    }
  });
  it('records the visitor source once per visit and the fingerprint only when changed', async () => {
    const first = createFakeContext({ answers: okAnswers() });
    await startTracking(first);
    const second = createFakeContext({ answers: okAnswers() });
    await startTracking(second);
    expect(second.calls.map((c) => c.path)).toEqual([endpoints.referralSet]);
  });
  it('does not post the visitor source or the fingerprint again when the visitor left before the answer', async () => {
    const unanswered = () => new Promise(() => undefined);
    const first = createFakeContext({ answers: { [endpoints.referralSet]: null, [endpoints.recordSource]: unanswered, [endpoints.recordLog]: unanswered } });
    void startTracking(first);
    await vi.waitFor(() => expect(first.calls.map((c) => c.path).sort()).toEqual([endpoints.recordLog, endpoints.referralSet, endpoints.recordSource, endpoints.visitorIp].sort()), { timeout: 10_000 });
    const next = createFakeContext({ answers: okAnswers() });
    await startTracking(next);
    expect(next.calls.map((c) => c.path)).toEqual([endpoints.referralSet]);
  });
  it('does not post them again after a call that got no answer (cut off by leaving the page)', async () => {
    const noAnswer = new ApiError('Request failed: TypeError: Failed to fetch', 'req error');
    const first = createFakeContext({ answers: { [endpoints.referralSet]: null, [endpoints.recordSource]: noAnswer, [endpoints.recordLog]: noAnswer } });
    await startTracking(first);
    expect(first.reported.map((r) => r.trigger).sort()).toEqual(['fingerprint', 'visitor source']);
    const next = createFakeContext({ answers: okAnswers() });
    await startTracking(next);
    expect(next.calls.map((c) => c.path)).toEqual([endpoints.referralSet]);
  });
  it('does not post them again when a 2xx answer was cut off while its body was read', async () => {
    const cutOff = new ApiError('Response of /record is not JSON', 'res error', 200);
    const first = createFakeContext({ answers: { [endpoints.referralSet]: null, [endpoints.recordSource]: cutOff, [endpoints.recordLog]: cutOff } });
    await startTracking(first);
    const next = createFakeContext({ answers: okAnswers() });
    await startTracking(next);
    expect(next.calls.map((c) => c.path)).toEqual([endpoints.referralSet]);
  });
  it('retries on the next page a record the API refused with a non-zero code', async () => {
    const refused = new ApiError('Response of /record has code 1', 'res error', 200, 1);
    const first = createFakeContext({ answers: { [endpoints.referralSet]: null, [endpoints.recordSource]: refused, [endpoints.recordLog]: null } });
    await startTracking(first);
    const next = createFakeContext({ answers: okAnswers() });
    await startTracking(next);
    expect(next.calls.map((c) => c.path).sort()).toEqual([endpoints.referralSet, endpoints.recordSource].sort());
  });
  it('skips the referral call without a ref parameter', async () => {
    history.replaceState(null, '', '/?code=INV1');
    const ctx = createFakeContext({ answers: okAnswers() });
    await startTracking(ctx);
    expect(ctx.calls.some((c) => c.path === endpoints.referralSet)).toBe(false);
  });
  it('reports failures, keeps going, and retries the records the API refused on the next page', async () => {
    const refused = new ApiError('Request answered 500', 'res error', 500);
    const failing = createFakeContext({ answers: { [endpoints.referralSet]: null, [endpoints.recordSource]: refused, [endpoints.recordLog]: refused } });
    await expect(startTracking(failing)).resolves.toBeUndefined();
    expect(failing.reported.map((r) => r.trigger).sort()).toEqual(['fingerprint', 'visitor source']);
    const next = createFakeContext({ answers: okAnswers() });
    await startTracking(next);
    expect(next.calls.map((c) => c.path).sort()).toEqual([endpoints.recordLog, endpoints.referralSet, endpoints.recordSource].sort());
  });
});

describe('collectAddresses', () => {
  it('stores login_ip from the visitor-IP call and webrtc_ip from the host candidates, once per visit; the beacon reads them', async () => {
    const ctx = createFakeContext({ answers: { [endpoints.visitorIp]: { ip: '203.0.113.9', ua: 'x', ip_data: { timezone: 'Europe/Berlin' } } } });
    const gather = vi.fn(async () => ['abcd.local', '192.168.1.20']);
    await collectAddresses(ctx, gather);
    expect(JSON.parse(sessionStorage.getItem(ctx.config.storageKeys.addresses) ?? '')).toEqual({ login_ip: '203.0.113.9', webrtc_ip: '192.168.1.20', proxy_ip: '' });
    await collectAddresses(ctx, gather);
    expect(ctx.calls.filter((c) => c.path === endpoints.visitorIp)).toHaveLength(1);
    expect(gather).toHaveBeenCalledTimes(1);
  });

  it('keeps what it learned when the visitor-IP call fails', async () => {
    const ctx = createFakeContext({ answers: { [endpoints.visitorIp]: new Error('502') } });
    await collectAddresses(ctx, async () => ['203.0.113.50']);
    expect(JSON.parse(sessionStorage.getItem(ctx.config.storageKeys.addresses) ?? '')).toEqual({ login_ip: '', webrtc_ip: '203.0.113.50', proxy_ip: '' });
  });
});
