/**
 * The visitor-source record (spec 3, 7): posted once per visit to `record-source` as form fields
 * `source_data` (JSON) and `referer` (JSON list).
 */
import type { ReferralRecord } from './referral-cookie.ts';

/** Query parameters copied into the record. */
export const SOURCE_QUERY_KEYS = ['callback', 'utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign', 'bd_vid'] as const;

/** The record's fields (spec 3). */
export interface VisitorSource {
  page_url: string;
  source: string;
  callback: string;
  utm_source: string;
  utm_medium: string;
  utm_term: string;
  utm_content: string;
  utm_campaign: string;
  bd_vid: string;
}

/** Builds the record; `source` is the `source` parameter, else the referral source. */
export function buildVisitorSource(pageUrl: string, referral: ReferralRecord | null): VisitorSource {
  const params = new URL(pageUrl).searchParams;
  const pick = (key: string): string => params.get(key) ?? '';
  return {
    page_url: pageUrl,
    source: pick('source') || referral?.ref || '',
    callback: pick('callback'),
    utm_source: pick('utm_source'),
    utm_medium: pick('utm_medium'),
    utm_term: pick('utm_term'),
    utm_content: pick('utm_content'),
    utm_campaign: pick('utm_campaign'),
    bd_vid: pick('bd_vid'),
  };
}

/** The form fields of the POST. */
export function visitorSourceForm(record: VisitorSource, referrers: readonly string[]): Record<string, string> {
  return { source_data: JSON.stringify(record), referer: JSON.stringify(referrers) };
}
