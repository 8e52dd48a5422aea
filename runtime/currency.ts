/**
 * Price formatting (spec 5). Pure: used by the pricing template at build time and by the
 * currency switcher in the browser, so both print the same text.
 *
 * Rules: thousands separated by commas; `decimals` digits (default 1), padded with zeros or
 * truncated (never rounded); the minus sign goes before the symbol of prefix currencies
 * (`-$1,234.5`); VND drops decimals and, from 1000 up, drops the last group and adds `K`
 * (`1,234,567` → `1,234K ₫`).
 */

/** Supported currencies; USD is the default (spec 4, 9). */
export const CURRENCIES = ['USD', 'BRL', 'PLN', 'VND'] as const;

/** A supported currency code. */
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The default currency. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** Default number of decimal digits. */
export const DEFAULT_DECIMALS = 1;

/** Symbol and position per currency. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, { symbol: string; position: 'prefix' | 'suffix' }>> = {
  USD: { symbol: '$', position: 'prefix' },
  BRL: { symbol: 'R$', position: 'prefix' },
  PLN: { symbol: ' zł', position: 'suffix' },
  VND: { symbol: ' ₫', position: 'suffix' },
};

/** Options of {@link formatCurrency}. */
export interface FormatCurrencyOptions {
  /** Decimal digits, padded or truncated (default 1). Ignored for VND. */
  decimals?: number;
}

/** True when `code` is a supported currency. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (CURRENCIES as readonly string[]).includes(code);
}

/** Formats `amount` in `currency` by the rules above. Throws on a non-finite amount. */
export function formatCurrency(
  amount: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  options: FormatCurrencyOptions = {},
): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a non-finite amount: ${amount}`);
  const { symbol, position } = CURRENCY_SYMBOLS[currency];
  const negative = amount < 0 && !isZeroAfterTruncation(amount, currency, options.decimals);
  const body = currency === 'VND' ? formatVndBody(Math.abs(amount)) : formatDecimalBody(Math.abs(amount), options.decimals);
  const sign = negative ? '-' : '';
  return position === 'prefix' ? `${sign}${symbol}${body}` : `${sign}${body}${symbol}`;
}

/** Groups an integer digit string with commas: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatDecimalBody(value: number, decimals = DEFAULT_DECIMALS): string {
  const places = Math.max(0, Math.floor(decimals));
  const [integer, fraction] = splitDecimal(value);
  if (places === 0) return groupThousands(integer);
  return `${groupThousands(integer)}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

function formatVndBody(value: number): string {
  const [integer] = splitDecimal(value);
  if (integer.length < 4) return integer;
  return `${groupThousands(integer.slice(0, -3))}K`;
}

function isZeroAfterTruncation(amount: number, currency: CurrencyCode, decimals = DEFAULT_DECIMALS): boolean {
  const [integer, fraction] = splitDecimal(Math.abs(amount));
  const kept = currency === 'VND' ? '' : fraction.slice(0, Math.max(0, Math.floor(decimals)));
  return /^0*$/.test(integer + kept);
}

/**
 * Exact decimal digits of a non-negative number, from its shortest round-trip form, so that
 * truncation never suffers from binary rounding (`1.005` keeps `005`).
 */
export function splitDecimal(value: number): [integer: string, fraction: string] {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) return ['0', ''];
  const digits = (match[1] ?? '') + (match[2] ?? '');
  const pointAt = (match[1] ?? '').length + Number(match[3] ?? 0);
  if (pointAt <= 0) return ['0', '0'.repeat(-pointAt) + digits];
  if (pointAt >= digits.length) return [digits.padEnd(pointAt, '0').replace(/^0+(?=\d)/, ''), ''];
  return [digits.slice(0, pointAt).replace(/^0+(?=\d)/, ''), digits.slice(pointAt)];
}
