/**
 * The fingerprint log (spec 7): `POST /client/record-data/log` with `log_type`
 * WWW_FINGERPRINT_INFO, `data` (base64 of the JSON bundle) and `base_encode=1`, sent only when
 * the bundle differs from the last one sent (kept in localStorage).
 */
import { encodeBase64 } from '../shared/base64.ts';

/** The `log_type` of the fingerprint log. */
export const FINGERPRINT_LOG_TYPE = 'WWW_FINGERPRINT_INFO';

/** The browser traits in the bundle. */
export interface FingerprintBundle {
  ua: string;
  languages: string[];
  platform: string;
  timezone: string;
  screen: string;
  dpr: number;
  cores: number;
  memory: number;
  touch: number;
  cookie: boolean;
}

/** Reads the bundle from the current browser. */
export function collectFingerprint(): FingerprintBundle {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    ua: nav.userAgent,
    languages: [...(nav.languages ?? [])],
    platform: nav.platform,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    dpr: devicePixelRatio,
    cores: nav.hardwareConcurrency ?? 0,
    memory: nav.deviceMemory ?? 0,
    touch: nav.maxTouchPoints ?? 0,
    cookie: nav.cookieEnabled,
  };
}

/** The encoded `data` field. */
export function encodeFingerprint(bundle: FingerprintBundle): string {
  return encodeBase64(JSON.stringify(bundle));
}

/** The form of the log call, or `null` when `encoded` equals the last one sent. */
export function fingerprintForm(encoded: string, lastSent: string | null): Record<string, string> | null {
  if (encoded === lastSent) return null;
  return { log_type: FINGERPRINT_LOG_TYPE, data: encoded, base_encode: '1' };
}
