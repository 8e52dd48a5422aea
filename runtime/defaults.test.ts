import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSTANTS, DEFAULT_COOKIE_NAMES, DEFAULT_ENDPOINTS, MAX_TIMER_DELAY_MS } from './defaults.ts';

describe('spec section 9 constants', () => {
  it('has every business constant of the spec', () => {
    expect(DEFAULT_CONSTANTS).toMatchObject({
      localeCookieDays: 365,
      deviceIdCookieDays: 360,
      referrerCookieDays: 365,
      referralCookieDays: 7,
      analyticsBatchSize: 20,
      analyticsFlushDelayMs: 10000,
      reloadGuardWindowMs: 10000,
      prefetchConcurrency: 5,
      toastDurationMs: 3600,
      tipDelayMs: 1000,
      tipCloseExtraMs: 300,
      bannerShowDelayMs: 1000,
      bannerReshowDelayMs: 5000,
      bannerCloseAreaPercent: 8,
      bannerRegisterAreaPercent: 32,
      oneTapDelayMs: 3000,
      chatStartDelayMs: 3000,
      chatReadyPollMs: 500,
      chatReadyMaxPolls: 1200,
      consentPickerPollMs: 500,
      consentPickerZIndex: 1e9,
      consentPickerStopMs: 20 * 60 * 1000,
      quickActionsOffsetPx: 93,
      chatIframeGapPx: 5,
      errorCountdownSeconds: 5,
      scrollThrottleMs: 200,
      mobileMaxWidthPx: 767,
      buildPollIntervalMs: 3600000,
    });
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });
  it('names the device-id cookie __SYS_ID', () => {
    expect(DEFAULT_COOKIE_NAMES.deviceId).toBe('__SYS_ID');
  });
  it('has the spec 7 paths', () => {
    expect(DEFAULT_ENDPOINTS).toEqual({
      buildsLatest: '/builds/latest.json',
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
