/**
 * The referral cookie (spec 4): `{code, ref}` JSON, 7 days. Sources, in order: the `ref`/`code`
 * query parameters, an existing referral cookie (kept as it is, so its 7 days run from the
 * referral), a registration code stored by the web app.
 * - code only: store the code and clear the source (`ref`);
 * - code with source: store both;
 * - source only: store the source and clear the code.
 */

/** The stored referral. */
export interface ReferralRecord {
  /** Invite / registration code (`code` query parameter). */
  code: string;
  /** Referral source (`ref` query parameter). */
  ref: string;
}

/** The referral carried by a query string, by the three cases above; `null` when none. */
export function referralFromQuery(params: URLSearchParams): ReferralRecord | null {
  const code = params.get('code')?.trim() ?? '';
  const ref = params.get('ref')?.trim() ?? '';
  if (code === '' && ref === '') return null;
  return { code, ref };
}

/** Parses a cookie value; `null` when malformed. */
export function parseReferralCookie(value: string | null): ReferralRecord | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ReferralRecord>;
    const code = typeof parsed.code === 'string' ? parsed.code : '';
    const ref = typeof parsed.ref === 'string' ? parsed.ref : '';
    return code === '' && ref === '' ? null : { code, ref };
  } catch {
    return null;
  }
}

/** Inputs of {@link resolveReferral}. */
export interface ReferralSources {
  query: URLSearchParams;
  cookie: string | null;
  storedCode: string | null;
}

/** The referral to use and whether the cookie must be (re)written. */
export function resolveReferral(sources: ReferralSources): { record: ReferralRecord; write: boolean } | null {
  const fromQuery = referralFromQuery(sources.query);
  if (fromQuery) return { record: fromQuery, write: true };
  const fromCookie = parseReferralCookie(sources.cookie);
  if (fromCookie) return { record: fromCookie, write: false };
  const stored = sources.storedCode?.trim() ?? '';
  return stored ? { record: { code: stored, ref: '' }, write: true } : null;
}

/** The cookie value of a record. */
export function serializeReferral(record: ReferralRecord): string {
  return JSON.stringify({ code: record.code, ref: record.ref });
}
