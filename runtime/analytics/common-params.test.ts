import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { collectCommonParams, isMac, readAppVersion, readDevice, type BrowserFacts } from './common-params.ts';

const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const APP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) SiteBrowser/3.4.1 Chrome/120.0 Safari/537.36';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const facts = (overrides: Partial<BrowserFacts> = {}): BrowserFacts => ({
  userAgent: MAC_UA,
  platform: 'MacIntel',
  screen: { width: 1440, height: 900 },
  devicePixelRatio: 2,
  connection: { effectiveType: '4g' },
  pathname: '/pricing',
  ...overrides,
});

describe('common parameters', () => {
  it('fills the address fields with what the visit learned', () => {
    const params = collectCommonParams(exampleRuntimeConfig(), facts(), 'dev-1', { login_ip: '198.51.100.7', webrtc_ip: '203.0.113.50', proxy_ip: '198.51.100.7' });
    expect([params.login_ip, params.webrtc_ip, params.proxy_ip]).toEqual(['198.51.100.7', '203.0.113.50', '198.51.100.7']);
  });
  it('collects identity, device, environment and page fields', () => {
    const config = exampleRuntimeConfig();
    expect(collectCommonParams(config, facts(), 'dev-1')).toEqual({
      user_id: '',
      user_info: '',
      device_id: 'dev-1',
      os: 1,
      ua: MAC_UA,
      device_brand: '',
      device_model: '',
      screen_height: 900,
      screen_width: 1440,
      pixel_ratio: 2,
      network_type: '4g',
      app_version: '',
      js_version: config.analytics.jsVersion,
      login_ip: '',
      webrtc_ip: '',
      proxy_ip: '',
      op_page: '/pricing',
      op_proxy: '',
      op_res: '',
    });
  });
  it('sets the os flag to 1 only for Mac', () => {
    expect(isMac(MAC_UA, '')).toBe(true);
    expect(isMac('', 'MacIntel')).toBe(true);
    expect(isMac(APP_UA, 'Win32')).toBe(false);
    expect(collectCommonParams(exampleRuntimeConfig(), facts({ userAgent: APP_UA, platform: 'Win32' }), '').os).toBe(0);
  });
  it('reads the app version from the product token', () => {
    expect(readAppVersion(APP_UA, 'SiteBrowser')).toBe('3.4.1');
    expect(readAppVersion(MAC_UA, 'SiteBrowser')).toBe('');
    expect(readAppVersion('x NotSiteBrowser/1.0', 'SiteBrowser')).toBe('');
    expect(readAppVersion(APP_UA, '')).toBe('');
  });
  it('falls back to the connection type, then unknown', () => {
    expect(collectCommonParams(exampleRuntimeConfig(), facts({ connection: { type: 'wifi' } }), '').network_type).toBe('wifi');
    expect(collectCommonParams(exampleRuntimeConfig(), facts({ connection: undefined }), '').network_type).toBe('unknown');
  });
  it('reads brand and model where the user agent has them', () => {
    expect(readDevice(ANDROID_UA)).toEqual({ brand: 'Pixel', model: 'Pixel 8' });
    expect(readDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toEqual({ brand: 'Apple', model: 'iPhone' });
    expect(readDevice(MAC_UA)).toEqual({ brand: '', model: '' });
  });
});
