import { describe, expect, it } from 'vitest';
import { computeGroup, EQUIVALENCE_FACTORS } from '../calc';
import { buildGroup, buildItem, buildSolution } from '../calc/test-factories';
import { baselineGroupOf, baselineVersusPrimary, categoriesSortedBy, co2Impact, compareWithBaseline, comparativeGroupsOf, primaryComparativeGroupOf, type HeadlineFigures } from './comparison';

describe('co2Impact (spec §3, M7)', () => {
  it.each([
    // 1000 − 250 = 750 kg saved, 75 % of the baseline; below 10^3 the saving rounds to an integer.
    { baseline: 1000, comparative: 250, saving: 750, percent: 75, rounded: 750, unit: 'kg' },
    // 20 000 − 5 000 = 15 000 kg = 15 ton; above 10^3 it rounds to 1 000.
    { baseline: 20000, comparative: 5000, saving: 15000, percent: 75, rounded: 15000, unit: 'ton' },
    // The comparative emits more: a negative saving.
    { baseline: 100, comparative: 150, saving: -50, percent: -50, rounded: -50, unit: 'kg' },
    // No baseline emission: no percentage.
    { baseline: 0, comparative: 10, saving: -10, percent: null, rounded: -10, unit: 'kg' },
  ])('saves $saving kg of $baseline kg ($percent %)', ({ baseline, comparative, saving, percent, rounded, unit }) => {
    const r = co2Impact(baseline, comparative);
    expect(r.savingKg).toBeCloseTo(saving, 9);
    if (percent === null) expect(r.savingPercent).toBeNull();
    else expect(r.savingPercent).toBeCloseTo(percent, 9);
    expect(r.savingKgRounded).toBe(rounded);
    expect(r.units.saving?.unit).toBe(unit);
    // Both factor sets of spec §9 on the saving: trees 22 kg each; 3.7037037 cups per kg.
    expect(r.equivalences!.impact.trees).toBeCloseTo(saving / EQUIVALENCE_FACTORS.impact.trees.kgPerUnit, 9);
    expect(r.equivalences!.extended.plasticCups).toBeCloseTo(saving * 3.7037037, 6);
  });

  it('gives nulls when a side is missing', () => {
    const r = co2Impact(500, null);
    expect(r).toMatchObject({ baselineCo2Kg: 500, comparativeCo2Kg: null, savingKg: null, savingPercent: null, savingKgRounded: null, equivalences: null });
    expect(r.units.baseline).toEqual({ unit: 'kg', divider: 1, value: 500 });
    expect(r.units.saving).toBeNull();
  });
});

describe('group picks', () => {
  const g = (id: string, state: string, active = true, primary = false) => ({ id, state, active, primary });
  it.each([
    { groups: [g('b', 'baseline'), g('c1', 'comparative'), g('c2', 'comparative', true, true)], baseline: 'b', comparatives: ['c1', 'c2'], primary: 'c2' },
    { groups: [g('c1', 'comparative'), g('r', 'requested')], baseline: null, comparatives: ['c1', 'r'], primary: 'c1' },
    // An inactive primary does not count; neither does an inactive baseline or an 'inactive' group.
    { groups: [g('b', 'baseline', false), g('c1', 'comparative', false, true), g('c2', 'comparative'), g('i', 'inactive')], baseline: null, comparatives: ['c2'], primary: 'c2' },
    { groups: [g('b', 'baseline')], baseline: 'b', comparatives: [], primary: null },
  ])('picks baseline $baseline and primary comparative $primary', ({ groups, baseline, comparatives, primary }) => {
    expect(baselineGroupOf(groups)?.id ?? null).toBe(baseline);
    expect(comparativeGroupsOf(groups).map((x) => x.id)).toEqual(comparatives);
    expect(primaryComparativeGroupOf(groups)?.id ?? null).toBe(primary);
  });
});

describe('compareWithBaseline (M3, M4, M6)', () => {
  const server = (watts: number, unitPrice: number | null = null) =>
    buildItem({ id: `s${watts}`, categoryId: 'server', modes: [{ name: 'On', powerConsumptionWatts: watts, hours: 8760 }], unitPrice });
  const storage = (watts: number) => buildItem({ id: `st${watts}`, categoryId: 'storage', modes: [{ name: 'On', powerConsumptionWatts: watts, hours: 8760 }] });
  const capacities = [
    { categoryId: 'server', capacityId: 'server_vms', amount: 10 },
    { categoryId: 'storage', capacityId: 'storage_tb', amount: 10 },
  ];
  // Baseline: 1000 W server + 100 W storage all year = 9636 kWh; 400 g/kWh; 1 per kWh; no investment.
  const baseline = computeGroup(buildGroup({ solutions: [buildSolution({ items: [server(1000), storage(100)], capacities })] }));
  // Comparative: 500 W server bought for 2000 + 200 W storage = 6132 kWh.
  const comparative = computeGroup(
    buildGroup({ id: 'c', state: 'comparative', solutions: [buildSolution({ items: [server(500, 2000), storage(200)], capacities })] }),
  );

  it('saves energy, money and CO2 and pays back the extra investment', () => {
    const r = compareWithBaseline(baseline, comparative, { kwhPrice: 1 });
    expect(r.energySavingKwh).toBeCloseTo(9636 - 6132, 9); // 3504 kWh
    expect(r.moneySaving).toBeCloseTo(3504, 9); // at 1 per kWh on both sides
    expect(r.co2SavingKg).toBeCloseTo(3504 * 0.4, 9); // 1401.6 kg
    expect(r.paybackYears).toBeCloseTo(2000 / 3504, 9);
    // Server: 100 W/VM → 50 W/VM is 50 % better; storage got worse (10 → 20 W/TB): dropped.
    expect(r.energyEfficiency).toHaveLength(1);
    expect(r.energyEfficiency[0].categoryId).toBe('server');
    expect(r.energyEfficiency[0].percent).toBeCloseTo(50, 9);
  });

  it('leaves excluded categories out of the efficiency comparison and has no payback without a saving', () => {
    const r = compareWithBaseline(comparative, baseline, { excludeCategoryIds: ['storage'] });
    expect(r.energySavingKwh).toBeCloseTo(-3504, 9);
    expect(r.paybackYears).toBeNull();
    expect(r.energyEfficiency).toEqual([]);
  });
});

describe('categoriesSortedBy', () => {
  const c = (categoryId: string, totalKwh: number, gwpKg: number) => ({ categoryId, totalKwh, lca: { gwpKg } as never });
  const categories = [c('laptop', 50, 900), c('server', 500, 300), c('storage', 50, 10)];
  it.each([
    { by: 'kwh' as const, order: ['server', 'laptop', 'storage'] },
    { by: 'gwp' as const, order: ['laptop', 'server', 'storage'] },
  ])('sorts by $by, largest first, ties by id', ({ by, order }) => {
    expect(categoriesSortedBy(categories, by)).toEqual(order);
  });
});

describe('baselineVersusPrimary', () => {
  const g = (state: string, primary: boolean, totalKwh: number, extra: Partial<HeadlineFigures & { active: boolean }> = {}) => ({
    state,
    primary,
    active: true,
    itKwh: totalKwh * 0.7,
    upsKwh: totalKwh * 0.1,
    coolingKwh: totalKwh * 0.2,
    totalKwh,
    co2EmissionKg: totalKwh * 0.1433,
    operationalCost: totalKwh * 1.35,
    investment: 0,
    ...extra,
  });

  it('puts the baseline against the primary group with the saving between them, never a sum of both', () => {
    const baseline = g('baseline', false, 495120, { investment: 100000 });
    const other = g('comparative', false, 139681);
    const primary = g('comparative', true, 356805, { investment: 2650000 });
    const r = baselineVersusPrimary([baseline, other, primary]);
    expect(r.baseline).toBe(baseline);
    expect(r.primary).toBe(primary);
    expect(r.saving!.totalKwh).toBe(495120 - 356805);
    expect(r.saving!.co2EmissionKg).toBeCloseTo((495120 - 356805) * 0.1433, 6);
    expect(r.savingPercent!.totalKwh).toBeCloseTo(((495120 - 356805) / 495120) * 100, 9);
    expect(r.extraInvestment).toBe(2550000);
    // M3 ROI: 2,550,000 / ((495,120 − 356,805) × 1.35) years.
    expect(r.paybackYears).toBeCloseTo(2550000 / ((495120 - 356805) * 1.35), 9);
  });

  it('gives no saving, percentage or payback against an empty baseline, and says the baseline is empty (issue #28)', () => {
    // A baseline without items uses 0 kWh: "saving" 0 − 1,782 kWh would read as a loss the proposal causes.
    const r = baselineVersusPrimary([g('baseline', false, 0), g('comparative', true, 1782, { investment: 500 })]);
    expect(r.baselineEmpty).toBe(true);
    expect(r.saving).toBeNull();
    expect(r.savingPercent).toBeNull();
    expect(r.extraInvestment).toBeNull();
    expect(r.paybackYears).toBeNull();
    expect(baselineVersusPrimary([g('baseline', false, 10), g('comparative', true, 5)]).baselineEmpty).toBe(false);
  });

  it('has no saving without a baseline or a comparative group, and skips inactive groups', () => {
    expect(baselineVersusPrimary([g('comparative', true, 10)]).saving).toBeNull();
    expect(baselineVersusPrimary([g('baseline', false, 10), g('comparative', true, 5, { active: false })]).primary).toBeNull();
  });
});
