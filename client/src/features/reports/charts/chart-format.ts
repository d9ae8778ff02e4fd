/**
 * Number formatting and layout arithmetic of the report charts. Numbers go through the Intl helpers
 * of shared/format in the reader's locale (thousands separators); emissions in the M7 display unit.
 */
import { emissionUnit, type EmissionUnitName } from '../../../../../shared/calc';
import { formatNumber } from '../../../../../shared/format/number';

export { formatNumber };

/** Decimals that suit a figure's size: none from 100, one from 10, two below (none for 0). */
export function autoDecimals(value: number): number {
  const a = Math.abs(value);
  return a >= 100 || a === 0 ? 0 : a >= 10 ? 1 : 2;
}

/** A formatter with a fixed number of decimals, or decimals by size when `decimals` is undefined. */
export function numberFormatter(locale: string, decimals?: number): (value: number) => string {
  return (value) => formatNumber(value, locale, decimals ?? autoDecimals(value));
}

const UNIT_SYMBOLS: Record<EmissionUnitName, string> = { kg: 'kg', ton: 't', kiloton: 'kt', megaton: 'Mt' };

/**
 * An emission in its M7 display unit (kg below 10^4 kg, then t, kt, Mt) with `decimals` (by size
 * when undefined): the number and the unit symbol. '–' for a missing value.
 */
export function formatEmission(kg: number | null | undefined, locale: string, decimals?: number): { value: string; unit: string } {
  const u = emissionUnit(kg);
  if (!u) return { value: '–', unit: 'kg' };
  return { value: formatNumber(u.value, locale, decimals ?? autoDecimals(u.value)), unit: UNIT_SYMBOLS[u.unit] };
}

/**
 * An equivalence figure rounded for reading: whole numbers from 10, one decimal from 1, two
 * significant digits below; thousands separators. '–' for a missing value.
 */
export function formatEquivalence(value: number | null | undefined, locale: string): string {
  if (value == null || !Number.isFinite(value)) return '–';
  const a = Math.abs(value);
  if (a === 0 || a >= 10) return formatNumber(value, locale, 0);
  if (a >= 1) return formatNumber(value, locale, 1);
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(value);
}

/** A share in percent of a total, whole numbers ('–' when the total is not positive). */
export function formatShare(value: number, total: number, locale: string): string {
  if (!(total > 0) || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / total);
}

/** Width in px that a text of `fontSize` px takes, estimated (about 0.58 em a character in a sans font). */
export function estimateTextWidth(text: string, fontSize: number): number {
  return Array.from(text).length * fontSize * 0.58;
}

/** Largest bar thickness (spec/platform-and-shell.md §9: 50 px for one category, 25 for two); none above. */
export function maxBarThickness(rows: number): number | null {
  return rows <= 1 ? 50 : rows === 2 ? 25 : null;
}

export interface BarLayoutInput {
  layout: 'vertical' | 'horizontal';
  /** Outer width and height in px. */
  width: number;
  height: number;
  /** Row (index) labels as shown on the axis; empty strings when they are hidden. */
  indexLabels: readonly string[];
  /** The longest value-axis tick label. */
  longestTick: string;
  fontSize: number;
  valueLegend?: boolean;
  indexLegend?: boolean;
  /** Room for value labels beyond the bar ends. */
  valueLabels?: boolean;
  /** A bar thickness cap in px; the default of {@link maxBarThickness}. */
  maxThickness?: number | null;
}

export interface BarLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  /** Band padding for nivo (0–0.9): 0.3, or more to keep bars under the thickness cap. */
  padding: number;
  /** Rotation of the index labels of a vertical chart: 0, or -35 when they would not fit side by side. */
  tickRotation: number;
}

/**
 * Margins, band padding and label rotation of a bar chart, so that axis labels, axis legends and the
 * value labels at the bar ends fit inside the given size.
 */
export function barLayout(input: BarLayoutInput): BarLayout {
  const { layout, width, height, indexLabels, longestTick, fontSize } = input;
  const rows = Math.max(1, indexLabels.length);
  const labelWidth = Math.max(0, ...indexLabels.map((l) => estimateTextWidth(l, fontSize)));
  const tickWidth = estimateTextWidth(longestTick, fontSize);
  const legendRoom = fontSize + 14;
  const cap = input.maxThickness === undefined ? maxBarThickness(rows) : input.maxThickness;
  // d3's band scale with padding p (inner and outer) gives bars of length × (1 − p) / (rows + p).
  const capPadding = (length: number) => {
    if (!cap || length <= 0) return 0.3;
    return Math.min(0.9, Math.max(0.3, (length - cap * rows) / (length + cap)));
  };
  if (layout === 'horizontal') {
    const margin = {
      top: 8,
      right: 12 + (input.valueLabels ? tickWidth + 8 : Math.max(0, tickWidth / 2 - 4)),
      bottom: 26 + (input.valueLegend ? legendRoom : 0),
      left: 10 + labelWidth + (input.indexLegend ? legendRoom : 0),
    };
    return { margin, padding: capPadding(height - margin.top - margin.bottom), tickRotation: 0 };
  }
  const left = 14 + tickWidth + (input.valueLegend ? legendRoom : 0);
  const right = 12;
  const inner = Math.max(1, width - left - right);
  // The band of one row: d3's band scale with padding p (inner and outer) steps length / (rows + p).
  const rotate = labelWidth + 8 > inner / (rows + capPadding(inner));
  const labelDepth = rotate ? labelWidth * Math.sin((35 * Math.PI) / 180) + fontSize : fontSize;
  const margin = {
    top: input.valueLabels ? fontSize + 10 : 10,
    right,
    bottom: 14 + labelDepth + (input.indexLegend ? legendRoom : 0),
    left,
  };
  return { margin, padding: capPadding(width - margin.left - margin.right), tickRotation: rotate ? -35 : 0 };
}
