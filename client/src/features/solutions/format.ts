/**
 * Number formatting of the solutions screen through the Intl helpers of shared/format, in the user's
 * locale: energy in kWh, CO2e in kg or tonnes (M7 display unit), money in the project's currency.
 */
import { emissionUnit } from '../../../../shared/calc';
import { formatMoney, formatNumber } from '../../../../shared/format/number';

/** Decimals that suit a figure's size: none from 100, one from 10, two below. */
export function autoDecimals(value: number): number {
  const a = Math.abs(value);
  return a >= 100 ? 0 : a >= 10 ? 1 : a === 0 ? 0 : 2;
}

export function formatKwh(value: number | null | undefined, locale: string): string {
  return value == null ? '–' : formatNumber(value, locale, Math.abs(value) >= 100 ? 0 : 1);
}

/** CO2e in the unit M7 picks (kg below 10,000 kg, tonnes above, …): the number and its unit. */
export function formatCo2(kg: number | null | undefined, locale: string): { value: string; unit: string } {
  const u = emissionUnit(kg);
  if (!u) return { value: '–', unit: 'kg' };
  const unit = u.unit === 'kg' ? 'kg' : u.unit === 'ton' ? 't' : u.unit === 'kiloton' ? 'kt' : 'Mt';
  return { value: formatNumber(u.value, locale, u.unit === 'kg' ? (Math.abs(u.value) >= 100 ? 0 : 1) : 2), unit };
}

export function formatCurrency(value: number | null | undefined, currency: string, locale: string, decimals?: number): string {
  if (value == null) return '–';
  return formatMoney(value, currency, locale, decimals ?? (Math.abs(value) >= 1000 ? 0 : 2));
}

/** A number for the trace popover: enough decimals to follow the arithmetic. */
export function formatPrecise(value: number, locale: string): string {
  const a = Math.abs(value);
  const decimals = a >= 1000 ? 1 : a >= 1 ? 3 : a === 0 ? 0 : 4;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value);
}

export { formatMoney, formatNumber };
