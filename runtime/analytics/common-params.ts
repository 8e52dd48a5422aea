/** The `comm` part of the analytics payload (spec 3: identity, device, environment, addresses, page). */
import type { RuntimeConfig } from '../config.ts';
import { getCookie } from '../shared/cookies.ts';
import { type AddressFields, NO_ADDRESSES } from './addresses.ts';

/** Common parameters sent with every beacon. */
export interface CommonParams {
  user_id: string;
  user_info: string;
  device_id: string;
  /** 1 for Mac, 0 otherwise. */
  os: 0 | 1;
  ua: string;
  device_brand: string;
  device_model: string;
  screen_height: number;
  screen_width: number;
  pixel_ratio: number;
  network_type: string;
  /** Version of the product token in the user agent (the desktop app's embedded browser). */
  app_version: string;
  js_version: string;
  login_ip: string;
  webrtc_ip: string;
  proxy_ip: string;
  op_page: string;
  op_proxy: string;
  op_res: string;
}

/** The browser facts the parameters are read from (injectable for tests). */
export interface BrowserFacts {
  userAgent: string;
  platform: string;
  screen: { width: number; height: number };
  devicePixelRatio: number;
  connection?: { effectiveType?: string; type?: string } | undefined;
  pathname: string;
}

/** Reads {@link BrowserFacts} from the current window. */
export function readBrowserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string; type?: string } };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    screen: { width: screen.width, height: screen.height },
    devicePixelRatio: devicePixelRatio,
    connection: nav.connection,
    pathname: location.pathname,
  };
}

/** `Token/1.2.3` in the user agent → `1.2.3`; '' when absent. */
export function readAppVersion(userAgent: string, token: string): string {
  if (!token) return '';
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[\\s(;])${escaped}/([\\w.-]+)`).exec(userAgent)?.[1] ?? '';
}

/** True for macOS user agents or platforms. */
export function isMac(userAgent: string, platform: string): boolean {
  return /Mac/i.test(platform) || /Macintosh|Mac OS X/.test(userAgent);
}

/** Brand and model from the user agent, where it tells them (iOS, Android). */
export function readDevice(userAgent: string): { brand: string; model: string } {
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(userAgent);
  if (apple) return { brand: 'Apple', model: apple[1] ?? '' };
  const android = /Android[^;)]*;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\)/.exec(userAgent);
  if (android?.[1] && android[1] !== 'K') return { brand: android[1].split(/[\s_-]/)[0] ?? '', model: android[1] };
  return { brand: '', model: '' };
}

/** Builds the common parameters; `addresses` are what the tracking chunk learned this visit. */
export function collectCommonParams(config: RuntimeConfig, facts: BrowserFacts, deviceId: string, addresses: AddressFields = NO_ADDRESSES): CommonParams {
  const device = readDevice(facts.userAgent);
  return {
    user_id: '',
    user_info: '',
    device_id: deviceId,
    os: isMac(facts.userAgent, facts.platform) ? 1 : 0,
    ua: facts.userAgent,
    device_brand: device.brand,
    device_model: device.model,
    screen_height: facts.screen.height,
    screen_width: facts.screen.width,
    pixel_ratio: facts.devicePixelRatio,
    network_type: facts.connection?.effectiveType ?? facts.connection?.type ?? 'unknown',
    app_version: readAppVersion(facts.userAgent, config.analytics.appVersionToken),
    js_version: config.analytics.jsVersion,
    login_ip: addresses.login_ip,
    webrtc_ip: addresses.webrtc_ip,
    proxy_ip: addresses.proxy_ip,
    op_page: facts.pathname,
    op_proxy: '',
    op_res: '',
  };
}

/** The device id as currently stored (the core creates it at start). */
export function currentDeviceId(config: RuntimeConfig): string {
  return getCookie(config.cookies.deviceId) ?? '';
}
