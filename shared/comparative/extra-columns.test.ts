import { describe, expect, it } from 'vitest';
import { categoryExtraColumns, isExtraColumn, itemExtraColumns } from './extra-columns';

describe('extra columns (M1, M5)', () => {
  it('gives a category its per-unit defaults from its default modes and LCA', () => {
    // 200 W × 2000 h + 5 W × 6760 h = 400 000 + 33 800 Wh = 433.8 kWh; 433 800 / 8760 = 49.52 W
    const c = categoryExtraColumns({ defaultModes: [{ powerWatts: 200, hours: 2000 }, { powerWatts: 5, hours: 6760 }], defaultLca: { manufacturingKgCo2e: 300 } });
    expect(c.annual_kwh).toBeCloseTo(433.8, 9);
    expect(c.average_watts).toBeCloseTo(433800 / 8760, 9);
    expect(c.manufacturing_kg_co2e).toBe(300);
    expect(c).not.toHaveProperty('co2_kg');
  });

  it('caps the default hours at 8760 a year (M1)', () => {
    // 100 W for 10 000 h is scaled to 8760 h: 876 kWh, 100 W on average.
    const c = categoryExtraColumns({ defaultModes: [{ powerWatts: 100, hours: 10000 }], defaultLca: null });
    expect(c.annual_kwh).toBeCloseTo(876, 9);
    expect(c.average_watts).toBeCloseTo(100, 9);
    expect(c).not.toHaveProperty('manufacturing_kg_co2e');
  });

  it('has no defaults for a category without modes or LCA', () => {
    expect(categoryExtraColumns({ defaultModes: [], defaultLca: null })).toEqual({});
  });

  it("reads an item's columns from its figures and knows the column names", () => {
    const v = itemExtraColumns({ averageWatts: 40, annualKwh: 350.4, totalKwh: 500, co2Kg: 60, operationalCost: 675, lca: { manufacturingKg: 1200 } });
    expect(v).toEqual({ average_watts: 40, annual_kwh: 350.4, total_kwh: 500, co2_kg: 60, operational_cost: 675, manufacturing_kg_co2e: 1200 });
    expect(isExtraColumn('co2_kg')).toBe(true);
    expect(isExtraColumn('price')).toBe(false);
    expect(isExtraColumn(3)).toBe(false);
  });
});
