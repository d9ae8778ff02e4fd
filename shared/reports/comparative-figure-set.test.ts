import { describe, expect, it } from 'vitest';
import { buildGroup, buildItem, buildSolution } from '../calc/test-factories';
import { comparativeKey as ck, putComparativeFigures, type ComparativeFigureSetManifest } from './comparative-figure-set';

const on = (watts: number, hours = 8760) => [{ name: 'On', powerConsumptionWatts: watts, hours }];
const dc = { upsEfficiencyPercent: 90, coolingCop: 3, co2FactorGram: 400 };

/*
 * The hand-computed table of shared/calc comparative-solution.test.ts (M1, M2, M3, M4, M6), as two
 * groups of one solution each: before 54 506.667 kWh (IT 36 792), 21 802.667 kg; after 28 551.111 kWh
 * (IT 19 272), 11 420.444 kg; servers 80 W/VM before, 33.333 W/VM after (factor 2.4).
 */
const before = buildGroup({
  id: 'g1',
  state: 'baseline',
  solutions: [
    buildSolution({
      id: 's1',
      ...dc,
      items: [buildItem({ id: 'b1', categoryId: 'server', amount: 10, modes: on(400) }), buildItem({ id: 'b2', categoryId: 'network_switch', amount: 2, modes: on(100) })],
      capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 50 }, { categoryId: 'network_switch', capacityId: 'port', amount: 96 }],
    }),
  ],
});
const after = (id: string, servers: number) =>
  buildGroup({
    id,
    state: 'comparative',
    solutions: [
      buildSolution({
        id: `s${id}`,
        ...dc,
        items: [buildItem({ id: `a${id}`, categoryId: 'server', amount: servers, modes: on(500) }), buildItem({ id: `n${id}`, categoryId: 'network_switch', amount: 2, modes: on(100) })],
        capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 60 }, { categoryId: 'network_switch', capacityId: 'port', amount: 96 }],
      }),
    ],
  });

function figures(m: ComparativeFigureSetManifest): Map<string, number> {
  const out = new Map<string, number>();
  putComparativeFigures(out, m);
  return out;
}

const manifest = (groups = [before, after('g2', 4)], primary = 'g2', type = 'comparative'): ComparativeFigureSetManifest => ({
  document: { type },
  inputs: { groups, context: { kwhPrice: 2, nonRefurbishedCategoryIds: [] }, report_groups: groups.map((g) => ({ id: g.id, primary: g.id === primary })) },
});

describe('the comparative-solution report figures of a manifest (issue #46)', () => {
  it('are the Before group against the After group, each pair of solutions, the categories and the items (M1–M4, M6)', () => {
    const f = figures(manifest());
    expect(f.get(ck.total('kwh_before'))).toBeCloseTo(54_506.667, 2);
    expect(f.get(ck.total('kwh_after'))).toBeCloseTo(28_551.111, 2);
    expect(f.get(ck.total('energy_saving_kwh'))).toBeCloseTo(54_506.667 - 28_551.111, 2);
    expect(f.get(ck.total('money_saving'))).toBeCloseTo((54_506.667 - 28_551.111) * 2, 1);
    expect(f.get(ck.total('co2_before_kg'))).toBeCloseTo(21_802.667, 2);
    expect(f.get(ck.total('co2_saving_kg'))).toBeCloseTo(21_802.667 - 11_420.444, 2);
    expect(f.get(ck.total('operational_savings_percent'))).toBeCloseTo(((54_506.667 - 28_551.111) / 54_506.667) * 100, 4);
    expect(f.get(ck.total('ups_kwh_before'))).toBeCloseTo(4_088, 2);
    expect(f.get(ck.total('cooling_kwh_before'))).toBeCloseTo(13_626.667, 2);
    expect(f.get(ck.category('server', 'watt_per_unit_before'))).toBeCloseTo(80, 6);
    expect(f.get(ck.category('server', 'efficiency_factor'))).toBeCloseTo(2.4, 6);
    expect(f.get(ck.category('server', 'capacity_after'))).toBe(60);
    expect(f.get(ck.pair('s1', 'sg2', 'kwh_before'))).toBe(f.get(ck.total('kwh_before')));
    expect(f.get(ck.pair('s1', 'sg2', 'energy_saving_kwh'))).toBe(f.get(ck.total('energy_saving_kwh')));
    expect(f.get(ck.item('s1', 'b1', 'amount'))).toBe(10);
    expect(f.get(ck.item('s1', 'b1', 'it_kwh'))).toBeCloseTo(35_040, 6);
    // An item's total is its IT energy and its share of UPS and cooling (M2).
    expect(f.get(ck.item('s1', 'b1', 'total_kwh'))!).toBeCloseTo(f.get(ck.item('s1', 'b1', 'it_kwh'))! + f.get(ck.item('s1', 'b1', 'facility_kwh'))!, 6);
  });

  it('take the primary comparative group as After, as the app does', () => {
    const f = figures(manifest([before, after('g2', 4), after('g3', 2)], 'g3'));
    expect(f.get(ck.total('kwh_after'))).toBeLessThan(28_551);
    expect(f.has(ck.pair('s1', 'sg3', 'kwh_after'))).toBe(true);
    expect(f.has(ck.pair('s1', 'sg2', 'kwh_after'))).toBe(false);
  });

  it('are none of another document type', () => {
    expect(figures(manifest(undefined, undefined, 'baseline')).size).toBe(0);
  });
});
