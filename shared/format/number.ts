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

/**
 * Intl.NumberFormat instances by their options: creating one costs far more than formatting with it,
 * and a report formats tens of thousands of figures with a handful of formats.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.currency ?? ''}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Formats a number for a locale with a fixed number of decimals. */
export function formatNumber(value: number | null | undefined, locale: string, decimals = 0): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Formats money with the currency's symbol for a locale. */
export function formatMoney(value: number | null | undefined, currency: string, locale: string, decimals = 2): string {
  if (value == null || !Number.isFinite(value)) return '–';
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * Reads an amount typed with thousands separators or a decimal comma, as people type money: "250.000"
 * and "250,000" are 250000 (a dot or comma followed by groups of exactly three digits is a thousands
 * separator), "1.250.000,50" is 1250000.5, "250,5" and "250.5" are 250.5. Spaces are ignored. Returns
 * null for text that is no such amount.
 */
export function parseAmountInput(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const t = String(text).replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(t)) return null;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [int, frac, ...rest] = t.split(decimal);
    if (rest.length || !/^\d{1,3}([.,]\d{3})*$/.test(int) || int.includes(decimal)) return null;
    normalised = `${int.split(group).join('')}.${frac}`;
  } else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (!sep) normalised = t;
    else if (new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(t)) normalised = t.split(sep).join('');
    else if (t.split(sep).length === 2) normalised = t.replace(sep, '.');
    else return null;
  }
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/**
 * The decimals to show a unit price with (a kWh price of 1.35 must not print as 1): at least `min`
 * (the report's PRECISION), more when the price has them, at most `max`.
 */
export function unitPriceDecimals(value: number | null | undefined, min: number, max = 4): number {
  if (value == null || !Number.isFinite(value)) return min;
  for (let d = min; d < max; d++) if (Math.abs(Math.round(value * 10 ** d) / 10 ** d - value) < 1e-9) return d;
  return max;
}
