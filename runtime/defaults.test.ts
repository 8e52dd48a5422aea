import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_NAMES, DEFAULT_ENDPOINTS, MAX_TIMER_DELAY_MS } from './defaults.ts';

describe('spec section 9 constants', () => {
  it('caps timers at the browsers\' largest delay', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });
  it('names the device-id cookie __SYS_ID', () => {
    expect(DEFAULT_COOKIE_NAMES.deviceId).toBe('__SYS_ID');
  });
  it('has the spec 7 paths', () => {
    expect(DEFAULT_ENDPOINTS).toEqual({
      buildsLatest: '/builds/latest.json',
      buildsMeta: '/builds/meta/{id}.json',
      latestVersion: '/client/sys-client-version/get-latest-version',
      authorizedLogin: '/sys/user/passport/authorized-login',
      referralSet: '/sys/config/ref/set',
      recordSource: '/sys/user/passport/record-source',
      visitorIp: '/sys/config/ip/get-visitor-ip',
      recordLog: '/client/record-data/log',
      chatTypeConfig: '/sys/config/register-chat/get-chat-type-config',
      chatChoose: '/third/chat/choose',
    });
  });
});
