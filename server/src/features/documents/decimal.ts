/**
 * Exact decimal rounding for document verification (methodology M8): totals are compared as decimal
 * text scaled to integers (BigInt), never as binary floats, so 1234.565 rounds to 1234.57 as written.
 */

import { CO2_TOTAL_PATTERN } from '../../../../shared/validation/verify';

/** At most this many decimals are kept for a registered total (the column's scale). */
export const STORED_SCALE = 6;

/**
 * A total typed with a comma or a dot as the decimal separator ("1234,5", "1234.5", "-3", " 12 ")
 * as normalised decimal text ("1234.5"), or null when it is not such a number.
 */
export function parseDecimalText(text: unknown): string | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const s = String(text).trim();
  const m = CO2_TOTAL_PATTERN.exec(s);
  if (!m) return null;
  const [, sign, int, frac = ''] = m;
  return `${sign === '-' ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** A registered total (a finite number) as decimal text with at most {@link STORED_SCALE} decimals. */
export function numberToDecimalText(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e14) throw new RangeError(`Not a storable CO2 total: ${n}`);
  // toFixed rounds the binary value to 6 decimals, which gives back the decimal the caller meant.
  const fixed = n.toFixed(STORED_SCALE).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/**
 * Rounds decimal text to `places` decimals, half away from zero (1.25 → 1.3, −1.25 → −1.3), and
 * returns fixed-point text with exactly `places` decimals ("-0.00" becomes "0.00").
 */
export function roundDecimalText(text: string, places: number): string {
  const parsed = parseDecimalText(text);
  if (parsed === null) throw new RangeError(`Not a decimal: ${text}`);
  const negative = parsed.startsWith('-');
  const [int, frac = ''] = parsed.replace('-', '').split('.');
  let scaled = BigInt(int + frac.padEnd(places, '0').slice(0, Math.max(places, frac.length)));
  const drop = frac.length - places;
  if (drop > 0) {
    const divisor = 10n ** BigInt(drop);
    const remainder = scaled % divisor;
    scaled /= divisor;
    if (remainder * 2n >= divisor) scaled += 1n;
  }
  const digits = scaled.toString().padStart(places + 1, '0');
  const out = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && scaled !== 0n ? `-${out}` : out;
}

/** The M8 check: equal after rounding both totals to the document's precision. */
export function totalsMatch(given: string, registered: string, places: number): boolean {
  return roundDecimalText(given, places) === roundDecimalText(registered, places);
}
