/**
 * Extra columns of a calculation's item tables (spec/platform-and-shell.md §3 Category extra_columns,
 * §7 "Category extra column toggle (extra_column, category_type)"): figures a user can show beside
 * the items of one category type, per calculation. Each column is an item figure of the calculation
 * (M1–M3, M5); a category's `extra_columns` gives the same figure for one unit with the category's
 * defaults (default modes, default LCA), the reference a user compares an item with.
 */
import type { ItemFigures } from '../calc';

export const EXTRA_COLUMNS = ['average_watts', 'annual_kwh', 'total_kwh', 'co2_kg', 'operational_cost', 'manufacturing_kg_co2e'] as const;
export type ExtraColumn = (typeof EXTRA_COLUMNS)[number];

export function isExtraColumn(v: unknown): v is ExtraColumn {
  return typeof v === 'string' && (EXTRA_COLUMNS as readonly string[]).includes(v);
}

/** An item's value of each extra column (M1 average watts and kWh, M2 total kWh, M3 CO2 and cost, M5 manufacturing). */
export function itemExtraColumns(f: Pick<ItemFigures, 'averageWatts' | 'annualKwh' | 'totalKwh' | 'co2Kg' | 'operationalCost'> & { lca: Pick<ItemFigures['lca'], 'manufacturingKg'> }): Record<ExtraColumn, number> {
  return {
    average_watts: f.averageWatts,
    annual_kwh: f.annualKwh,
    total_kwh: f.totalKwh,
    co2_kg: f.co2Kg,
    operational_cost: f.operationalCost,
    manufacturing_kg_co2e: f.lca.manufacturingKg,
  };
}

export interface CategoryDefaults {
  defaultModes: ReadonlyArray<{ powerWatts: number; hours: number }>;
  defaultLca: { manufacturingKgCo2e: number } | null;
}

/**
 * A category's `extra_columns`: the columns that have a per-unit default, for one unit with the
 * category's default modes (M1: kWh = Σ W × h / 1000, hours capped at 8760; average W = kWh × 1000 / 8760)
 * and default LCA (M5). Columns that depend on the project (total kWh, CO2, cost) have none.
 */
export function categoryExtraColumns(c: CategoryDefaults): Partial<Record<ExtraColumn, number>> {
  const out: Partial<Record<ExtraColumn, number>> = {};
  if (c.defaultModes.length) {
    const totalHours = c.defaultModes.reduce((s, m) => s + Math.max(0, m.hours), 0);
    const scale = totalHours > 8760 ? 8760 / totalHours : 1;
    const kwh = c.defaultModes.reduce((s, m) => s + Math.max(0, m.powerWatts) * Math.max(0, m.hours) * scale, 0) / 1000;
    out.annual_kwh = kwh;
    out.average_watts = (kwh * 1000) / 8760;
  }
  if (c.defaultLca) out.manufacturing_kg_co2e = c.defaultLca.manufacturingKgCo2e;
  return out;
}
