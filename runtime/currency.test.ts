import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_DECIMALS, formatCurrency, groupThousands, isCurrencyCode, splitDecimal } from './currency.ts';

describe('currency constants', () => {
  it('supports USD (default), BRL, PLN and VND with one decimal by default', () => {
    expect(CURRENCIES).toEqual(['USD', 'BRL', 'PLN', 'VND']);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(DEFAULT_DECIMALS).toBe(1);
    expect(isCurrencyCode('PLN')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(false);
  });
});

describe('formatCurrency', () => {
  it('defaults to USD with one decimal', () => {
    expect(formatCurrency(9)).toBe('$9.0');
  });
  it('separates thousands with commas', () => {
    expect(formatCurrency(1234567.5, 'USD')).toBe('$1,234,567.5');
    expect(formatCurrency(999, 'USD')).toBe('$999.0');
    expect(formatCurrency(1000, 'BRL')).toBe('R$1,000.0');
  });
  it('pads and truncates (never rounds) the decimals', () => {
    expect(formatCurrency(12.99, 'USD')).toBe('$12.9');
    expect(formatCurrency(12.99, 'USD', { decimals: 2 })).toBe('$12.99');
    expect(formatCurrency(12.5, 'USD', { decimals: 3 })).toBe('$12.500');
    expect(formatCurrency(1.005, 'USD', { decimals: 2 })).toBe('$1.00');
    expect(formatCurrency(19.999, 'USD', { decimals: 0 })).toBe('$19');
  });
  it('keeps the sign before the symbol of prefix currencies', () => {
    expect(formatCurrency(-1234.56, 'USD')).toBe('-$1,234.5');
    expect(formatCurrency(-5, 'BRL')).toBe('-R$5.0');
  });
  it('puts suffix symbols after the number', () => {
    expect(formatCurrency(1234.5, 'PLN')).toBe('1,234.5 zł');
    expect(formatCurrency(-1234.5, 'PLN')).toBe('-1,234.5 zł');
  });
  it('drops a minus sign when the truncated value is zero', () => {
    expect(formatCurrency(-0.04, 'USD')).toBe('$0.0');
  });
  it('formats VND without decimals and with K from 1000 up', () => {
    expect(formatCurrency(999.9, 'VND')).toBe('999 ₫');
    expect(formatCurrency(1000, 'VND')).toBe('1K ₫');
    expect(formatCurrency(250000, 'VND')).toBe('250K ₫');
    expect(formatCurrency(1234567, 'VND')).toBe('1,234K ₫');
    expect(formatCurrency(-250000, 'VND', { decimals: 3 })).toBe('-250K ₫');
  });
  it('refuses non-finite amounts', () => {
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
    expect(() => formatCurrency(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('never rounds up (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 4 }), (amount, decimals) => {
        const text = formatCurrency(amount, 'USD', { decimals }).slice(1).replaceAll(',', '');
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
