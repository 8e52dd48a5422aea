/**
 * Currency switcher for the pricing page (spec 4, 5): USD by default; switching re-formats every
 * plan's price with the spec 5 rules and announces the choice as a `site:currency` event on the
 * document (`detail.currency`) for other parts of the page.
 */
import { useState, type ReactElement } from 'react';
import { CURRENCIES, DEFAULT_CURRENCY, formatCurrency, isCurrencyCode, type CurrencyCode } from '../../runtime/currency.ts';
import { useIslandConfig } from './island-context.tsx';

/** The event dispatched on the document when the currency changes. */
export const CURRENCY_EVENT = 'site:currency';

/** One priced plan. */
export interface PricePlan {
  /** Stable id (`data-plan`). */
  id: string;
  /** Display name. */
  name: string;
  /** Amount per currency; a missing currency falls back to the USD amount. */
  prices: Partial<Record<CurrencyCode, number>>;
  /** Billing period label (`/month`). */
  period?: string;
}

/** Props of {@link CurrencySwitcher}. */
export interface CurrencySwitcherProps {
  plans: PricePlan[];
  /** Offered currencies; default all four. */
  currencies?: CurrencyCode[];
  /** Decimal digits (default 1). */
  decimals?: number;
}

/** The price text of a plan in a currency. */
export function planPriceText(plan: PricePlan, currency: CurrencyCode, decimals?: number): string {
  const amount = plan.prices[currency];
  if (amount !== undefined) return formatCurrency(amount, currency, { decimals });
  const usd = plan.prices[DEFAULT_CURRENCY];
  return usd === undefined ? '' : formatCurrency(usd, DEFAULT_CURRENCY, { decimals });
}

/** The widget. */
export function CurrencySwitcher({ plans, currencies = [...CURRENCIES], decimals }: CurrencySwitcherProps): ReactElement {
  const config = useIslandConfig();
  const [currency, setCurrency] = useState<CurrencyCode>(DEFAULT_CURRENCY);
  const choose = (value: string): void => {
    if (!isCurrencyCode(value)) return;
    setCurrency(value);
    document.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: { currency: value } }));
  };
  return (
    <div className="site-currency" data-currency={currency}>
      <label className="site-currency__label">
        {config.strings.currency}{' '}
        <select value={currency} onChange={(event) => choose(event.target.value)}>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <ul className="site-currency__plans">
        {plans.map((plan) => (
          <li key={plan.id} data-plan={plan.id}>
            <span className="site-currency__name">{plan.name}</span>{' '}
            <span className="site-currency__price" data-price="">
              {planPriceText(plan, currency, decimals)}
            </span>
            {plan.period ? <span className="site-currency__period">{plan.period}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
