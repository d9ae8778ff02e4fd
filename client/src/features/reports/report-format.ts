/**
 * Number formatting of the reports, honouring the report settings (spec §3: PRECISION for energy,
 * money and ratios; CO2_PRECISION for emissions) and the M7 emission display unit, in the user's
 * locale through the Intl helpers of shared/format.
 */
import { emissionUnit, roundToPrecision, type Precision } from '../../../../shared/calc';
import { formatMoney, formatNumber, unitPriceDecimals } from '../../../../shared/format/number';

export interface ReportFormat {
  locale: string;
  /** kWh with PRECISION decimals. */
  kwh(value: number | null | undefined): string;
  /** Money in the report currency with PRECISION decimals. */
  money(value: number | null | undefined): string;
  /** A unit price (per kWh) in the report currency with its own decimals, at least PRECISION: 1.35, never 1. */
  unitPrice(value: number | null | undefined): string;
  /** An emission in its M7 unit with CO2_PRECISION decimals: value and unit (kg, t, kt, Mt). */
  co2(kg: number | null | undefined): { value: string; unit: string };
  /** An emission in its M7 unit as one string, e.g. '12.4 t CO2e'. */
  co2Text(kg: number | null | undefined): string;
  /** A table column of emissions in one M7 unit, chosen by the largest value: its unit and cells. */
  co2Column(values: readonly (number | null | undefined)[]): { unit: string; cell(kg: number | null | undefined): string };
  /** kg CO2e, always in kg, with CO2_PRECISION decimals (document totals, LCA tables). */
  kg(kg: number | null | undefined): string;
  /** A plain number with PRECISION decimals (or the given ones). */
  number(value: number | null | undefined, decimals?: number): string;
  /**
   * A count as counted (amounts, units, hours): a whole number without decimals, a fraction with up to
   * two, thousands grouped like every other figure (issue #46 point 9: "1100" beside "1,100").
   */
  count(value: number | null | undefined): string;
  percent(value: number | null | undefined, decimals?: number): string;
}

const UNIT_SHORT = { kg: 'kg', ton: 't', kiloton: 'kt', megaton: 'Mt' } as const;

export function reportFormat(locale: string, precision: Precision, co2Precision: Precision, currency: string): ReportFormat {
  const co2 = (kg: number | null | undefined) => {
    const u = emissionUnit(kg);
    if (!u) return { value: '–', unit: 'kg' };
    return { value: formatNumber(roundToPrecision(u.value, co2Precision), locale, co2Precision), unit: UNIT_SHORT[u.unit] };
  };
  return {
    locale,
    kwh: (v) => formatNumber(roundToPrecision(v, precision), locale, precision),
    money: (v) => formatMoney(roundToPrecision(v, precision), currency, locale, precision),
    unitPrice: (v) => formatMoney(v, currency, locale, unitPriceDecimals(v, precision)),
    co2,
    co2Text: (kg) => {
      const c = co2(kg);
      return `${c.value} ${c.unit} CO2e`;
    },
    co2Column: (values) => {
      const largest = values.reduce<number>((m, v) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);
      const u = emissionUnit(largest) ?? { unit: 'kg' as const, divider: 1 };
      return {
        unit: `${UNIT_SHORT[u.unit]} CO2e`,
        cell: (kg) => (kg == null || !Number.isFinite(kg) ? '–' : formatNumber(roundToPrecision(kg / u.divider, co2Precision), locale, co2Precision)),
      };
    },
    kg: (kg) => formatNumber(roundToPrecision(kg, co2Precision), locale, co2Precision),
    number: (v, decimals) => formatNumber(roundToPrecision(v, (decimals ?? precision) as Precision), locale, decimals ?? precision),
    count: (v) => (v == null || !Number.isFinite(v) ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v)),
    percent: (v, decimals = 0) => (v == null || !Number.isFinite(v) ? '–' : `${formatNumber(v, locale, decimals)} %`),
  };
}
