/**
 * The visitor-source record (spec 3, 7): posted once per visit to `record-source` as form fields
 * `source_data` (JSON) and `referer` (JSON list).
 */
import type { ReferralRecord } from './referral-cookie.ts';

/** Query parameters copied into the record. */
export const SOURCE_QUERY_KEYS = ['callback', 'utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign', 'bd_vid'] as const;

/** The record's fields (spec 3): the page, its source, and each of {@link SOURCE_QUERY_KEYS}. */
export type VisitorSource = { page_url: string; source: string } & Record<(typeof SOURCE_QUERY_KEYS)[number], string>;

/** Builds the record; `source` is the `source` parameter, else the referral source. */
export function buildVisitorSource(pageUrl: string, referral: ReferralRecord | null): VisitorSource {
  const params = new URL(pageUrl).searchParams;
  const pick = (key: string): string => params.get(key) ?? '';
  const copied = Object.fromEntries(SOURCE_QUERY_KEYS.map((key) => [key, pick(key)])) as Record<(typeof SOURCE_QUERY_KEYS)[number], string>;
  return { page_url: pageUrl, source: pick('source') || referral?.ref || '', ...copied };
}

/** The form fields of the POST. */
export function visitorSourceForm(record: VisitorSource, referrers: readonly string[]): Record<string, string> {
  return { source_data: JSON.stringify(record), referer: JSON.stringify(referrers) };
}
