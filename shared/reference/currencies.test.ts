import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCIES_BY_CODE, defaultCurrencyForCountry, EXCHANGE_RATE_DATE } from './currencies';

describe('#defaultCurrencyForCountry', () => {
  it.each([
    ['GB', 'GBP'],
    ['gb', 'GBP'],
    ['DK', 'DKK'],
    [' dk ', 'DKK'],
    ['US', 'USD'],
    ['US-CA', 'USD'],
    ['us-ny', 'USD'],
    ['DE', 'EUR'],
    ['SE', 'EUR'],
    ['NZ', 'EUR'],
    ['USA', 'EUR'],
    ['GB-SCT', 'EUR'],
    ['', 'DKK'],
    [null, 'DKK'],
    [undefined, 'DKK'],
  ])('gives %j the currency %s', (country, expected) => {
    expect(defaultCurrencyForCountry(country)).toBe(expected);
  });
});

describe('#CURRENCIES', () => {
  it('shows the symbols the specification lists', () => {
    const symbols = Object.fromEntries(CURRENCIES.map((c) => [c.code, c.symbol]));
    expect(symbols).toMatchObject({ GBP: '£', EUR: '€', USD: '$', DKK: 'kr', NZD: '$' });
  });

  it('states every rate against the euro on one ECB date', () => {
    expect(CURRENCIES_BY_CODE.EUR.perEur).toBe(1);
    for (const c of CURRENCIES) {
      expect(c.perEur).toBeGreaterThan(0);
      expect(c.rateDate).toBe(EXCHANGE_RATE_DATE);
      expect(c.source.publisher).toBe('European Central Bank');
    }
    // DKK is pegged to the euro within ERM II (central rate 7.46038).
    expect(Math.abs(CURRENCIES_BY_CODE.DKK.perEur - 7.46038)).toBeLessThan(0.05);
  });

  it('holds data only', () => {
    for (const c of CURRENCIES) for (const v of Object.values(c)) expect(typeof v).not.toBe('function');
  });
});
