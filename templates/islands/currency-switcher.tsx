/**
 * Currency switcher for the pricing page (spec 4, 5): USD by default; switching re-formats every
 * plan's price with the spec 5 rules and announces the choice as a `site:currency` event on the
 * document (`detail.currency`) for other parts of the page.
 */
import { useState, type ReactElement } from 'react';
import { type CurrencyFormat, formatCurrency } from '../../runtime/currency.ts';
import { useIslandConfig } from './island-context.tsx';

/** The event dispatched on the document when the currency changes. */
export const CURRENCY_EVENT = 'site:currency';

/** One priced plan. */
export interface PricePlan {
  /** Stable id (`data-plan`). */
  id: string;
  /** Display name. */
  name: string;
  /** Amount per currency code; a missing currency falls back to the default currency's amount. */
  prices: Record<string, number>;
  /** Billing period label (`/month`). */
  period?: string;
}

/** Props of {@link CurrencySwitcher}. */
export interface CurrencySwitcherProps {
  plans: PricePlan[];
  /** The manifest's currencies; the first is the default (USD, spec 5). */
  currencies: CurrencyFormat[];
}

/** The price text of a plan in a currency, falling back to the default currency. */
export function planPriceText(plan: PricePlan, currency: CurrencyFormat, fallback: CurrencyFormat): string {
  const amount = plan.prices[currency.code];
  if (amount !== undefined) return formatCurrency(amount, currency);
  const base = plan.prices[fallback.code];
  return base === undefined ? '' : formatCurrency(base, fallback);
}

/** The widget. */
export function CurrencySwitcher({ plans, currencies }: CurrencySwitcherProps): ReactElement {
  const config = useIslandConfig();
  const [fallback] = currencies;
  const [code, setCode] = useState(fallback?.code ?? '');
  const currency = currencies.find((candidate) => candidate.code === code) ?? fallback;
  const choose = (value: string): void => {
    if (!currencies.some((candidate) => candidate.code === value)) return;
    setCode(value);
    document.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: { currency: value } }));
  };
  return (
    <div className="site-currency" data-currency={code}>
      <label className="site-currency__label">
        {config.strings.currency}{' '}
        <select value={code} onChange={(event) => choose(event.target.value)}>
          {currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.code}
            </option>
          ))}
        </select>
      </label>
      <ul className="site-currency__plans">
        {plans.map((plan) => (
          <li key={plan.id} data-plan={plan.id}>
            <span className="site-currency__name">{plan.name}</span>{' '}
            <span className="site-currency__price" data-price="">
              {currency && fallback ? planPriceText(plan, currency, fallback) : ''}
            </span>
            {plan.period ? <span className="site-currency__period">{plan.period}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
