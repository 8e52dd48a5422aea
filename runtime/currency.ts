/**
 * Price formatting (spec 5). Pure: used by the pricing template at build time and by the
 * currency switcher in the browser, so both print the same text.
 *
 * Rules: thousands separated by commas; `decimals` digits (default 1), padded with zeros or
 * truncated (never rounded); the minus sign goes before the symbol of prefix currencies
 * (`-$1,234.5`); VND (`thousandsAsK`) drops decimals and, from 1000 up, drops the last group and
 * adds `K` (`1,234,567` → `1,234K ₫`).
 */

/**
 * How one currency is written. The manifest declares them (`currencies`, USD first as the
 * default); the build passes them to templates and the currency switcher.
 */
export interface CurrencyFormat {
  /** ISO code (`USD`). */
  code: string;
  /** Symbol (`$`, `R$`, `zł`, `₫`). */
  symbol: string;
  /** Before the amount (`$9.0`) or after it, joined by a no-break space (`9.0 zł`). */
  position: 'prefix' | 'suffix';
  /** Decimal digits, padded or truncated (spec 5 default: 1). */
  decimals: number;
  /** VND style: no decimals, and from 1000 up the last group becomes `K`. */
  thousandsAsK: boolean;
}

/** Default number of decimal digits (spec 5). */
export const DEFAULT_DECIMALS = 1;

/** No-break space between an amount and a suffix symbol, so a price never wraps. */
const NBSP = '\u00a0';

/** Formats `amount` in a currency by the rules above. Throws on a non-finite amount. */
export function formatCurrency(amount: number, format: CurrencyFormat): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a non-finite amount: ${amount}`);
  const decimals = format.thousandsAsK ? 0 : format.decimals;
  const negative = amount < 0 && !isZeroAfterTruncation(amount, decimals);
  const body = format.thousandsAsK ? formatThousandsAsK(Math.abs(amount)) : formatDecimalBody(Math.abs(amount), decimals);
  const sign = negative ? '-' : '';
  return format.position === 'prefix' ? `${sign}${format.symbol}${body}` : `${sign}${body}${NBSP}${format.symbol}`;
}

/** Groups an integer digit string with commas: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatDecimalBody(value: number, decimals: number): string {
  const places = Math.max(0, Math.floor(decimals));
  const [integer, fraction] = splitDecimal(value);
  if (places === 0) return groupThousands(integer);
  return `${groupThousands(integer)}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

function formatThousandsAsK(value: number): string {
  const [integer] = splitDecimal(value);
  if (integer.length < 4) return integer;
  return `${groupThousands(integer.slice(0, -3))}K`;
}

function isZeroAfterTruncation(amount: number, decimals: number): boolean {
  const [integer, fraction] = splitDecimal(Math.abs(amount));
  const kept = fraction.slice(0, Math.max(0, Math.floor(decimals)));
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
