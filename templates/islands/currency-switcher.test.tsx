// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import type { CurrencyFormat } from '../../runtime/currency.ts';
import { createFakeContext } from '../../runtime/testing/fake-context.ts';
import { CURRENCY_EVENT, CurrencySwitcher, planPriceText, type PricePlan } from './currency-switcher.tsx';
import { inAct, renderAndHydrate, type Hydrated } from './test-support.tsx';

const currencies: CurrencyFormat[] = [
  { code: 'USD', symbol: '$', position: 'prefix', decimals: 1, thousandsAsK: false },
  { code: 'BRL', symbol: 'R$', position: 'prefix', decimals: 1, thousandsAsK: false },
  { code: 'PLN', symbol: 'zł', position: 'suffix', decimals: 2, thousandsAsK: false },
  { code: 'VND', symbol: '₫', position: 'suffix', decimals: 0, thousandsAsK: true },
];
const [usd, brl] = currencies as [CurrencyFormat, CurrencyFormat];

const plans: PricePlan[] = [
  { id: 'base', name: 'Base', prices: { USD: 9.99, BRL: 49.9, PLN: 39.99, VND: 250000 }, period: '/mo' },
  { id: 'team', name: 'Team', prices: { USD: 1234.56 } },
];

let widget: Hydrated | null = null;
afterEach(() => {
  widget?.unmount();
  widget = null;
});

const prices = (): string[] => [...(widget?.container.querySelectorAll('[data-price]') ?? [])].map((el) => el.textContent ?? '');
const select = (): HTMLSelectElement => widget?.container.querySelector('select') as HTMLSelectElement;

async function choose(value: string): Promise<void> {
  await inAct(() => {
    select().value = value;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('CurrencySwitcher', () => {
  it('defaults to USD, on the server and after hydration', async () => {
    widget = await renderAndHydrate(<CurrencySwitcher plans={plans} currencies={currencies} />, exampleRuntimeConfig(), createFakeContext());
    expect(widget.errors).toEqual([]);
    expect(select().value).toBe('USD');
    expect(prices()).toEqual(['$9.9', '$1,234.5']);
    expect([...select().options].map((o) => o.value)).toEqual(['USD', 'BRL', 'PLN', 'VND']);
  });
  it('re-formats prices and announces the currency', async () => {
    const listener = vi.fn();
    document.addEventListener(CURRENCY_EVENT, listener);
    widget = await renderAndHydrate(<CurrencySwitcher plans={plans} currencies={currencies} />, exampleRuntimeConfig(), createFakeContext());
    await choose('VND');
    expect(prices()).toEqual(['250K\u00a0₫', '$1,234.5']);
    await choose('PLN');
    expect(prices()[0]).toBe('39.99\u00a0zł');
    expect(widget.container.querySelector('.site-currency')?.getAttribute('data-currency')).toBe('PLN');
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ currency: 'VND' });
    document.removeEventListener(CURRENCY_EVENT, listener);
  });
  it('falls back to USD for a plan without that currency', () => {
    expect(planPriceText(plans[1] as PricePlan, brl, usd)).toBe('$1,234.5');
    expect(planPriceText({ id: 'x', name: 'x', prices: {} }, brl, usd)).toBe('');
  });
});
