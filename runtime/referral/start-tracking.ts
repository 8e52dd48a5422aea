/**
 * Lazy chunk loaded when the browser is idle: referral cookie, referral call, referrer list,
 * visitor-source record (once per visit) and fingerprint log (when changed). Each step is
 * independent; a failure is reported and the next step still runs.
 */
import type { RuntimeContext } from '../context.ts';
import { getCookie, setCookie } from '../shared/cookies.ts';
import { readItem, writeItem } from '../shared/storage.ts';
import { collectFingerprint, encodeFingerprint, fingerprintForm } from './fingerprint.ts';
import { resolveReferral, serializeReferral, type ReferralRecord } from './referral-cookie.ts';
import { nextReferrerList, parseReferrerList } from './referrer-list.ts';
import { buildVisitorSource, visitorSourceForm } from './visitor-source.ts';

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
      if (readItem('sessionStorage', config.storageKeys.visitorSourceSent) !== null) return;
      await api.postForm(endpoints.recordSource, visitorSourceForm(buildVisitorSource(location.href, referral), referrers));
      writeItem('sessionStorage', config.storageKeys.visitorSourceSent, '1');
    }),
    step('fingerprint', async () => {
      const encoded = encodeFingerprint(collectFingerprint());
      const form = fingerprintForm(encoded, readItem('localStorage', config.storageKeys.fingerprint));
      if (!form) return;
      await api.postForm(endpoints.recordLog, form);
      writeItem('localStorage', config.storageKeys.fingerprint, encoded);
    }),
  ]);
}
