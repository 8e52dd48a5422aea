import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyFormat, DEFAULT_DECIMALS, formatCurrency, groupThousands, splitDecimal } from './currency.ts';

/** The four currencies of spec 5 as the shipped manifest declares them. */
const USD: CurrencyFormat = { code: 'USD', symbol: '$', position: 'prefix', decimals: 1, thousandsAsK: false };
const BRL: CurrencyFormat = { code: 'BRL', symbol: 'R$', position: 'prefix', decimals: 1, thousandsAsK: false };
const PLN: CurrencyFormat = { code: 'PLN', symbol: 'zł', position: 'suffix', decimals: 1, thousandsAsK: false };
const VND: CurrencyFormat = { code: 'VND', symbol: '₫', position: 'suffix', decimals: 0, thousandsAsK: true };
const withDecimals = (format: CurrencyFormat, decimals: number) => ({ ...format, decimals });

describe('formatCurrency', () => {
  it('defaults to one decimal', () => {
    expect(DEFAULT_DECIMALS).toBe(1);
    expect(formatCurrency(9, USD)).toBe('$9.0');
  });
  it('separates thousands with commas', () => {
    expect(formatCurrency(1234567.5, USD)).toBe('$1,234,567.5');
    expect(formatCurrency(999, USD)).toBe('$999.0');
    expect(formatCurrency(1000, BRL)).toBe('R$1,000.0');
  });
  it('pads and truncates (never rounds) the decimals', () => {
    expect(formatCurrency(12.99, USD)).toBe('$12.9');
    expect(formatCurrency(12.99, withDecimals(USD, 2))).toBe('$12.99');
    expect(formatCurrency(12.5, withDecimals(USD, 3))).toBe('$12.500');
    expect(formatCurrency(1.005, withDecimals(USD, 2))).toBe('$1.00');
    expect(formatCurrency(19.999, withDecimals(USD, 0))).toBe('$19');
  });
  it('keeps the sign before the symbol of prefix currencies', () => {
    expect(formatCurrency(-1234.56, USD)).toBe('-$1,234.5');
    expect(formatCurrency(-5, BRL)).toBe('-R$5.0');
  });
  it('puts suffix symbols after the number with a no-break space', () => {
    expect(formatCurrency(1234.5, PLN)).toBe('1,234.5\u00a0zł');
    expect(formatCurrency(-1234.5, PLN)).toBe('-1,234.5\u00a0zł');
  });
  it('drops a minus sign when the truncated value is zero', () => {
    expect(formatCurrency(-0.04, USD)).toBe('$0.0');
  });
  it('formats VND without decimals and with K from 1000 up', () => {
    expect(formatCurrency(999.9, VND)).toBe('999\u00a0₫');
    expect(formatCurrency(1000, VND)).toBe('1K\u00a0₫');
    expect(formatCurrency(250000, VND)).toBe('250K\u00a0₫');
    expect(formatCurrency(1234567, VND)).toBe('1,234K\u00a0₫');
    expect(formatCurrency(-250000, withDecimals(VND, 3))).toBe('-250K\u00a0₫');
  });
  it('refuses non-finite amounts', () => {
    expect(() => formatCurrency(Number.NaN, USD)).toThrow(RangeError);
    expect(() => formatCurrency(Number.POSITIVE_INFINITY, USD)).toThrow(RangeError);
  });
  it('never rounds up (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 4 }), (amount, decimals) => {
        const text = formatCurrency(amount, withDecimals(USD, decimals)).slice(1).replaceAll(',', '');
        expect(Number(text)).toBeLessThanOrEqual(amount);
        expect(amount - Number(text)).toBeLessThan(10 ** -decimals + 1e-6 * Math.max(1, amount));
      }),
    );
  });
});

describe('helpers', () => {
  it('groups digits', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456789')).toBe('123,456,789');
  });
  it('splits exact decimal digits, including exponent forms', () => {
    expect(splitDecimal(1.005)).toEqual(['1', '005']);
    expect(splitDecimal(1e21)).toEqual(['1000000000000000000000', '']);
    expect(splitDecimal(1.5e-7)).toEqual(['0', '00000015']);
    expect(splitDecimal(42)).toEqual(['42', '']);
  });
});
