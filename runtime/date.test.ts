import { describe, expect, it } from 'vitest';
import { formatDate, InvalidDateError, isIsoDate, ISO_DATE_PATTERN, parseIsoDate } from './date.ts';

describe('parseIsoDate', () => {
  it('accepts yyyy-mm-dd calendar dates', () => {
    expect(parseIsoDate('2024-09-05')).toEqual({ year: 2024, month: 9, day: 5 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('0099-01-01')).toEqual({ year: 99, month: 1, day: 1 });
  });
  it.each(['2024-9-5', '2024/09/05', '05-09-2024', '2024-09-05T00:00:00Z', ' 2024-09-05', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', ''])(
    'rejects %j with an invalid-date error',
    (value) => {
      expect(() => parseIsoDate(value)).toThrow(InvalidDateError);
      expect(() => parseIsoDate(value)).toThrow(/Invalid date/);
    },
  );
  it('rejects non-strings', () => {
    expect(() => parseIsoDate(20240905)).toThrow(InvalidDateError);
    expect(isIsoDate(null)).toBe(false);
  });
  it('exposes the shape', () => {
    expect(ISO_DATE_PATTERN.test('2024-09-05')).toBe(true);
  });
});

describe('formatDate', () => {
  it('formats in UTC for a language tag', () => {
    expect(formatDate('2024-09-05', 'en-US')).toBe('September 5, 2024');
    expect(formatDate('2024-01-01', 'de-DE')).toBe('1. Januar 2024');
  });
  it('throws on invalid input', () => {
    expect(() => formatDate('2024-02-30')).toThrow(InvalidDateError);
  });
});
