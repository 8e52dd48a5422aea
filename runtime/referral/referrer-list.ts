/**
 * The referrer list (spec 3, 9): external referrers of past visits, newest last, kept in a
 * 365-day cookie, sent with the visitor-source record and read by analytics.
 */

/** Most referrers kept. */
export const MAX_REFERRERS = 5;

/** Longest referrer kept (cookie size). */
export const MAX_REFERRER_LENGTH = 200;

/** Parses the cookie; `[]` when absent or malformed. */
export function parseReferrerList(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `referrer` when it is external to `pageHost`; deduplicated, capped to the newest entries. */
export function nextReferrerList(list: readonly string[], referrer: string, pageHost: string): string[] {
  if (!referrer) return [...list];
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return [...list];
  }
  if (host === pageHost) return [...list];
  const entry = referrer.slice(0, MAX_REFERRER_LENGTH);
  return [...list.filter((item) => item !== entry), entry].slice(-MAX_REFERRERS);
}
