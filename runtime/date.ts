/**
 * Date validation and formatting (spec 5): a date must have the `yyyy-mm-dd` shape and be a real
 * calendar day, otherwise an {@link InvalidDateError} is thrown. Pure; formatting uses UTC so the
 * build and every visitor print the same day.
 */

/** The accepted shape. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Thrown for a value that is not a `yyyy-mm-dd` calendar date. */
export class InvalidDateError extends Error {
  /** The rejected value. */
  declare readonly value: unknown;
  constructor(value: unknown) {
    super(`Invalid date: ${JSON.stringify(value)} (expected yyyy-mm-dd)`);
    this.name = 'InvalidDateError';
    this.value = value;
  }
}

/** A calendar day. */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** Parses `yyyy-mm-dd`; throws {@link InvalidDateError} on any other shape or an impossible day. */
export function parseIsoDate(value: unknown): CalendarDate {
  if (typeof value !== 'string') throw new InvalidDateError(value);
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) throw new InvalidDateError(value);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = utcDate(year, month, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new InvalidDateError(value);
  }
  return { year, month, day };
}

/** True when `value` is a valid `yyyy-mm-dd` date. */
export function isIsoDate(value: unknown): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Default display: `September 5, 2024` in en-US. */
export const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * Formats a `yyyy-mm-dd` date for a BCP-47 `tag` (UTC, so it never shifts a day).
 * Throws {@link InvalidDateError} for an invalid input.
 */
export function formatDate(value: unknown, tag = 'en-US', format: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT): string {
  const { year, month, day } = parseIsoDate(value);
  return dateFormat(tag, format).format(utcDate(year, month, day));
}

/** Formatters by tag and options: creating an `Intl.DateTimeFormat` costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, format: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}\u0000${format === DEFAULT_DATE_FORMAT ? '' : JSON.stringify(format)}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat(tag, { ...format, timeZone: 'UTC' })));
  return formatter;
}

/** Midnight UTC of a day; `setUTCFullYear` keeps years below 100 as written. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}
