/**
 * Lazy chunk loaded when the browser is idle: referral cookie, referral call, referrer list,
 * visitor-source record (once per visit), fingerprint log (when changed) and the analytics
 * addresses (once per visit). Each step is independent; a failure is reported and the next step
 * still runs.
 */
import type { RuntimeContext } from '../context.ts';
import { getCookie, setCookie } from '../shared/cookies.ts';
import { addressFields, storeAddresses } from '../analytics/addresses.ts';
import { gatherHostAddresses } from '../analytics/webrtc-host.ts';
import { readItem, writeItem } from '../shared/storage.ts';
import { collectFingerprint, encodeFingerprint, fingerprintForm } from './fingerprint.ts';
import { resolveReferral, serializeReferral, type ReferralRecord } from './referral-cookie.ts';
import { nextReferrerList, parseReferrerList } from './referrer-list.ts';
import { buildVisitorSource, visitorSourceForm } from './visitor-source.ts';

/**
 * Dispatched on `window` once every tracking step has settled (calls answered or failed), with
 * `detail: { referral }` (the referral in effect, or null): page scripts that need the referral
 * cookie can wait for it, and end-to-end tests know no tracking call is still to come.
 */
export const TRACKING_EVENT = 'site:tracking';

/** Applies the referral sources to the cookie; returns the referral in effect. */
export function applyReferral(ctx: RuntimeContext): ReferralRecord | null {
  const { config } = ctx;
  const resolved = resolveReferral({
    query: new URLSearchParams(location.search),
    cookie: getCookie(config.cookies.referral),
    storedCode: readItem('localStorage', config.storageKeys.registrationCode),
  });
  if (resolved?.write) setCookie(config.cookies.referral, serializeReferral(resolved.record), { days: config.constants.referralCookieDays });
  return resolved?.record ?? null;
}

/** Adds this visit's external referrer to the referrer cookie; returns the list. */
export function applyReferrer(ctx: RuntimeContext): string[] {
  const { config } = ctx;
  const before = parseReferrerList(getCookie(config.cookies.referrer));
  const after = nextReferrerList(before, document.referrer, location.hostname);
  if (after.length !== before.length || after.some((item, i) => item !== before[i])) {
    setCookie(config.cookies.referrer, JSON.stringify(after), { days: config.constants.referrerCookieDays });
  }
  return after;
}

/** Runs every tracking step. Resolves when all settled; never rejects. */
export async function startTracking(ctx: RuntimeContext): Promise<void> {
  const { config, api } = ctx;
  const endpoints = config.endpoints;
  const step = async (name: string, run: () => unknown): Promise<void> => {
    try {
      await run();
    } catch (error) {
      ctx.report(error, name);
    }
  };
  let referral: ReferralRecord | null = null;
  let referrers: string[] = [];
  await step('referral', () => (referral = applyReferral(ctx)));
  await step('referrer', () => (referrers = applyReferrer(ctx)));
  const ref = new URLSearchParams(location.search).get('ref');
  await Promise.all([
    step('referral call', () => ref && api.get(endpoints.referralSet, { c_v: ref }, { credentials: true })),
    step('visitor source', async () => {
      const key = config.storageKeys.visitorSourceSent;
      if (readItem('sessionStorage', key) !== null) return;
      await sendOnce('sessionStorage', key, '1', null, () => api.postForm(endpoints.recordSource, visitorSourceForm(buildVisitorSource(location.href, referral), referrers)));
    }),
    step('addresses', () => collectAddresses(ctx)),
    step('fingerprint', async () => {
      const key = config.storageKeys.fingerprint;
      const lastSent = readItem('localStorage', key);
      const encoded = encodeFingerprint(collectFingerprint());
      const form = fingerprintForm(encoded, lastSent);
      if (!form) return;
      await sendOnce('localStorage', key, encoded, lastSent, () => api.postForm(endpoints.recordLog, form));
    }),
  ]);
  await step('event', () => dispatchEvent(new CustomEvent(TRACKING_EVENT, { detail: { referral } })));
}

/**
 * `login_ip`, `webrtc_ip` and `proxy_ip` for the analytics common parameters (`addresses.ts`),
 * once per visit: the visitor-IP call and the WebRTC host candidates (no ICE server).
 */
export async function collectAddresses(ctx: RuntimeContext, gather: () => Promise<string[]> = () => gatherHostAddresses()): Promise<void> {
  const key = ctx.config.storageKeys.addresses;
  if (readItem('sessionStorage', key) !== null) return;
  const [visitor, hosts] = await Promise.all([ctx.api.get<{ ip?: string } | null>(ctx.config.endpoints.visitorIp).catch(() => null), gather().catch(() => [])]);
  storeAddresses(key, addressFields(typeof visitor?.ip === 'string' ? visitor.ip : '', hosts));
}

/**
 * Sends a record at most once: `key` is marked as sent (`value`) before the call, not after the
 * answer, because a visitor who leaves the page cuts the call off (the browser rejects it) after
 * the request usually reached the API, and the next page would send the record again. Only an
 * answer that refused the record (an error status, or a non-zero code) puts `previous` back, so a
 * later page retries; a 2xx whose body could not be read (cut off by leaving the page) counts as
 * sent.
 */
async function sendOnce(kind: 'localStorage' | 'sessionStorage', key: string, value: string, previous: string | null, call: () => Promise<unknown>): Promise<void> {
  writeItem(kind, key, value);
  try {
    await call();
  } catch (error) {
    // Duck-typed: an `instanceof` against a copy of ApiError bundled into this chunk would not
    // match the core's class.
    if (refusedByApi(error)) writeItem(kind, key, previous);
    throw error;
  }
}

/** The API answered and refused: an error status or a non-zero code (duck-typed `ApiError`). */
function refusedByApi(error: unknown): boolean {
  const { trigger, status, code } = (error ?? {}) as { trigger?: unknown; status?: unknown; code?: unknown };
  if (trigger !== 'res error') return false;
  return typeof code === 'number' || (typeof status === 'number' && (status < 200 || status > 299));
}
