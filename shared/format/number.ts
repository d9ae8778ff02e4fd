/**
 * Accepts a kWh price typed with comma or dot as decimal separator (spec/platform-and-shell.md §5):
 * digits with an optional decimal part. Returns the number, or null when the text is not such a price.
 */
export function parseDecimalInput(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const trimmed = String(text).trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** Strips thousands dots from an investment amount ("1.250.000" → 1250000), as the comparative-solution app does. */
export function stripThousandsDots(text: string): string {
  return /^\d{1,3}(\.\d{3})+$/.test(text.trim()) ? text.trim().replace(/\./g, '') : text.trim();
}

/** Formats a number for a locale with a fixed number of decimals. */
export function formatNumber(value: number | null | undefined, locale: string, decimals = 0): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Formats money with the currency's symbol for a locale. */
export function formatMoney(value: number | null | undefined, currency: string, locale: string, decimals = 2): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
