/**
 * Currencies the product prices in, with display symbols (spec: project areas §9 — GBP £, EUR €,
 * USD $, DKK kr, NZD $) and ECB reference rates against the euro, plus the default currency of a
 * project by country (spec: platform §3; methodology M3).
 *
 * Rates are reference figures for converting defaults (such as the 1.35 kWh price) and for display;
 * they are not for settling payments.
 */
import { SOURCES, type Source } from './source';
import { defaultCurrencyForCountry as defaultCurrencyFor } from '../format/currency';

export const CURRENCY_CODES = ['EUR', 'DKK', 'GBP', 'USD', 'NZD', 'SEK', 'NOK', 'CHF'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  name: string;
  /** Symbol as the product shows it (the spec's list; NZD is shown as "$" like USD). */
  symbol: string;
  /** Minor-unit digits (ISO 4217). */
  decimals: number;
  /** Units of this currency per 1 EUR on `rateDate` (EUR itself: 1). */
  perEur: number;
  rateDate: string;
  source: Source;
}

/** Date of the ECB reference rates below. */
export const EXCHANGE_RATE_DATE = '2023-12-29';

export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, perEur: 1, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'DKK', name: 'Danish krone', symbol: 'kr', decimals: 2, perEur: 7.4529, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'GBP', name: 'Pound sterling', symbol: '£', decimals: 2, perEur: 0.86905, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2, perEur: 1.105, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'NZD', name: 'New Zealand dollar', symbol: '$', decimals: 2, perEur: 1.7504, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'SEK', name: 'Swedish krona', symbol: 'kr', decimals: 2, perEur: 11.096, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'NOK', name: 'Norwegian krone', symbol: 'kr', decimals: 2, perEur: 11.2405, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF', decimals: 2, perEur: 0.926, rateDate: EXCHANGE_RATE_DATE, source: SOURCES.ecbReferenceRates },
];

export const CURRENCIES_BY_CODE: Readonly<Record<CurrencyCode, Currency>> = Object.fromEntries(
  CURRENCIES.map((c) => [c.code, c]),
) as Record<CurrencyCode, Currency>;

/** A new project's currency when no country is known (spec: platform §9, default currency DKK). */
export const PROJECT_DEFAULT_CURRENCY: CurrencyCode = 'DKK';

/** Currency default by country (spec/platform-and-shell.md §3); one implementation, in shared/format. */
export function defaultCurrencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  return defaultCurrencyFor(countryCode) as CurrencyCode;
}
