/**
 * Currency default by country (spec/platform-and-shell.md §3): GB=GBP, DK=DKK, US=USD (a code
 * starting with US- counts as US), otherwise EUR. Without a country, the product default DKK.
 */
export function defaultCurrencyForCountry(countryCode: string | null | undefined): string {
  if (!countryCode) return 'DKK';
  const code = countryCode.trim().toUpperCase();
  if (code === 'GB') return 'GBP';
  if (code === 'DK') return 'DKK';
  if (code === 'US' || code.startsWith('US-')) return 'USD';
  return 'EUR';
}
