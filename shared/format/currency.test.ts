import { describe, expect, it } from 'vitest';
import { defaultCurrencyForCountry } from './currency';

describe('defaultCurrencyForCountry', () => {
  it.each([
    ['GB', 'GBP'],
    ['DK', 'DKK'],
    ['US', 'USD'],
    ['US-CA', 'USD'],
    ['us-ny', 'USD'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    [null, 'DKK'],
  ])('maps %s to %s', (country, currency) => expect(defaultCurrencyForCountry(country)).toBe(currency));
});
