import { describe, expect, it } from 'vitest';
import {
  co2PieSeries,
  consumptionBars,
  counterActedBars,
  DOUGHNUT_INNER_RADIUS,
  energyEfficiencyBars,
  gwpBars,
  lcaStageBars,
  lcaStagePie,
  refurbishmentBars,
  refurbishmentDoughnut,
  type CategoryInput,
  type LcaStagesInput,
} from './charts';
import { UNSUPPORTED_COLOR_MESSAGE } from './colors';

const lca = (overrides: Partial<LcaStagesInput> = {}): LcaStagesInput => ({
  gwpKgCo2e: 0,
  manufacturingKgCo2e: 0,
  transportationKgCo2e: 0,
  useKgCo2e: 0,
  eolKgCo2e: 0,
  refurbishmentImpactKgCo2e: 0,
  refurbishedOffsetTotalKgCo2e: 0,
  ...overrides,
});
const cat = (categoryId: string, co2EmissionKg: number, totalKwh = 0, categoryName: string | null = null): CategoryInput => ({ categoryId, categoryName, co2EmissionKg, totalKwh });

describe('co2PieSeries (spec §2 CO2 pie, §9 six categories and 15-character labels)', () => {
  it.each([
    { name: 'keeps up to six categories, largest first', count: 6, ids: ['c6', 'c5', 'c4', 'c3', 'c2', 'c1'], other: null },
    { name: 'merges the seventh and beyond as other', count: 8, ids: ['c8', 'c7', 'c6', 'c5', 'c4', 'c3', 'other'], other: 1 + 2 },
  ])('$name', ({ count, ids, other }) => {
    const series = co2PieSeries(Array.from({ length: count }, (_, i) => cat(`c${i + 1}`, i + 1)));
    expect(series.map((s) => s.id)).toEqual(ids);
    if (other !== null) expect(series.at(-1)).toMatchObject({ id: 'other', label: 'Other', value: other });
  });

  it('cuts labels at 15 characters, drops categories without CO2 and colours slices in shades of the theme colour', () => {
    const series = co2PieSeries([cat('server', 100, 0, 'Server (rack or tower)'), cat('laptop', 50, 0, 'Laptop'), cat('monitor', 0)], { baseColor: '#000000', otherLabel: 'Andet' });
    expect(series).toEqual([
      { id: 'server', label: 'Server (rack or…', value: 100, color: '#000000' },
      { id: 'laptop', label: 'Laptop', value: 50, color: '#bfbfbf' },
    ]);
  });

  it('refuses a theme colour in an unsupported format (spec §8)', () => {
    expect(() => co2PieSeries([cat('a', 1)], { baseColor: 'hsl(1, 2%, 3%)' })).toThrow(UNSUPPORTED_COLOR_MESSAGE);
  });
});

describe('lcaStageBars (spec §2, M5 stage inclusion)', () => {
  it.each([
    { name: 'not an LCA report: every stage', lcaReport: false, data: lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 2, useKgCo2e: null, eolKgCo2e: 1 }), keys: ['manufacturing', 'transportation', 'use', 'eol'], inclusion: 'all' },
    { name: 'LCA report, every stage present', lcaReport: true, data: lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 2, useKgCo2e: 30, eolKgCo2e: 1 }), keys: ['manufacturing', 'transportation', 'use', 'eol'], inclusion: 'all' },
    { name: 'LCA report, use missing: all but use', lcaReport: true, data: lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 2, useKgCo2e: null, eolKgCo2e: 1 }), keys: ['manufacturing', 'transportation', 'eol'], inclusion: 'all_but_use' },
    { name: 'LCA report, end of life missing: to gate', lcaReport: true, data: lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 2, useKgCo2e: 30, eolKgCo2e: null }), keys: ['manufacturing', 'transportation'], inclusion: 'to_gate' },
    { name: 'LCA report, transport zero: every stage', lcaReport: true, data: lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 0, useKgCo2e: null, eolKgCo2e: null }), keys: ['manufacturing', 'transportation', 'use', 'eol'], inclusion: 'all' },
  ])('$name', ({ lcaReport, data, keys, inclusion }) => {
    const chart = lcaStageBars([{ id: 7, name: 'Current', lcaData: data }], { lcaReport });
    expect(chart.keys).toEqual(keys);
    expect(chart.indexBy).toBe('id');
    expect(chart.data[0]).toMatchObject({ id: '7', label: 'Current', inclusion });
    expect(chart.labels).toEqual({ '7': 'Current' });
  });

  it('stacks the refurbishment offset below zero, so that a bar nets to its GWP', () => {
    // M + T = 100, impact 10 % = 10, offset total 90; U 50, E 5: GWP = 10 + 50 + 5 = 65.
    const data = lca({ manufacturingKgCo2e: 80, transportationKgCo2e: 20, useKgCo2e: 50, eolKgCo2e: 5, refurbishmentImpactKgCo2e: 10, refurbishedOffsetTotalKgCo2e: 90, gwpKgCo2e: 65 });
    const chart = lcaStageBars([{ id: 'g', name: 'Refurbished', lcaData: data }]);
    expect(chart.keys).toEqual(['manufacturing', 'transportation', 'use', 'eol', 'refurbishmentOffset']);
    const r = chart.data[0];
    const net = chart.keys.reduce((sum, k) => sum + Number(r[k]), 0);
    expect(net).toBeCloseTo(65, 9);
    expect(r.refurbishmentOffset).toBe(-90);
  });
});

describe('lcaStagePie (LCA doughnut)', () => {
  it('slices the included, non-empty stages', () => {
    const pie = lcaStagePie(lca({ manufacturingKgCo2e: 10, transportationKgCo2e: 2, useKgCo2e: 30, eolKgCo2e: null }), { lcaReport: true, labels: { manufacturing: 'Produktion' } });
    expect(pie.map((p) => [p.id, p.label, p.value])).toEqual([
      ['manufacturing', 'Produktion', 10],
      ['transportation', 'transportation', 2],
    ]);
    expect(DOUGHNUT_INNER_RADIUS).toBe(0.6);
  });
});

describe('lcaStagePie with refurbished items (issue #28: the slices add up to the GWP in the centre)', () => {
  it('slices new manufacturing and transport, the refurbishment impact, use and end of life, summing to the GWP', () => {
    // New items: M 100, T 10. Refurbished items: M 400, T 40, impact 10 % of 440 = 44, so offset total 440 − 44 = 396.
    // Totals (M5): M 500, T 50, U 300, E 20; gwp = 500 + 50 + 300 + 20 − 396 = 474.
    const input = lca({
      gwpKgCo2e: 474, manufacturingKgCo2e: 500, transportationKgCo2e: 50, useKgCo2e: 300, eolKgCo2e: 20,
      refurbishmentImpactKgCo2e: 44, refurbishedOffsetTotalKgCo2e: 396,
      refurbishedManufacturingOffsetKgCo2e: 400, refurbishedTransportationOffsetKgCo2e: 40,
    });
    const pie = lcaStagePie(input, { lcaReport: true });
    expect(Object.fromEntries(pie.map((p) => [p.id, p.value]))).toEqual({ manufacturing: 100, transportation: 10, refurbishment: 44, use: 300, eol: 20 });
    expect(pie.reduce((s, p) => s + p.value, 0)).toBeCloseTo(474, 9);
  });
});

describe('gwpBars, refurbishment bars and doughnut', () => {
  it('gives one GWP bar per group, each in its own colour', () => {
    const chart = gwpBars([
      { id: 1, name: 'Current', lcaData: { gwpKgCo2e: 500 } },
      { id: 2, name: 'A very long proposal name', lcaData: { gwpKgCo2e: 300 } },
    ], { colors: ['#111111', '#222222'] });
    expect(chart.keys).toEqual(['gwp']);
    expect(chart.data.map((r) => [r.id, r.label, r.gwp, r.gwpColor])).toEqual([
      ['1', 'Current', 500, '#111111'],
      ['2', 'A very long pro…', 300, '#222222'],
    ]);
    expect(chart.data[1].fullLabel).toBe('A very long proposal name');
  });

  it('puts the avoided emissions, the impact and the net offset side by side (M5: net = avoided − impact)', () => {
    // 100 kg avoided (M + T of new items), 10 kg refurbishment impact, 90 kg net offset.
    const bars = refurbishmentBars([{ id: 1, name: 'Proposal', lcaData: { refurbishmentOffsetKgCo2e: 100, refurbishmentImpactKgCo2e: 10, refurbishedOffsetTotalKgCo2e: 90 } }]);
    expect(bars.keys).toEqual(['avoided', 'impact', 'net']);
    expect(bars.data[0]).toMatchObject({ avoided: 100, impact: 10, net: 90 });
    expect(refurbishmentDoughnut({ refurbishmentImpactKgCo2e: 10, refurbishedOffsetTotalKgCo2e: 90 }).map((s) => [s.id, s.value])).toEqual([
      ['net', 90],
      ['impact', 10],
    ]);
    expect(refurbishmentDoughnut({ refurbishmentImpactKgCo2e: 0, refurbishedOffsetTotalKgCo2e: 0 })).toEqual([]);
  });

  it('colours each refurbishment quantity alike in the bars and the doughnut', () => {
    const colors = ['#111111', '#222222', '#333333'];
    const bars = refurbishmentBars([{ id: 1, name: 'P', lcaData: { refurbishmentOffsetKgCo2e: 100, refurbishmentImpactKgCo2e: 10, refurbishedOffsetTotalKgCo2e: 90 } }], { colors });
    const pie = Object.fromEntries(refurbishmentDoughnut({ refurbishmentImpactKgCo2e: 10, refurbishedOffsetTotalKgCo2e: 90 }, { colors }).map((s) => [s.id, s.color]));
    expect(bars.colors).toEqual({ avoided: '#111111', impact: '#222222', net: '#333333' });
    expect(pie).toEqual({ net: bars.colors.net, impact: bars.colors.impact });
  });
});

describe('consumptionBars (executive summary)', () => {
  const groups = [
    { id: 1, name: 'Current', totalKwh: 7621.9, itKwh: 5256, upsKwh: 450.8, coolingKwh: 1915.1 },
    { id: 2, name: 'Proposal', totalKwh: 876, itKwh: 876, upsKwh: 0, coolingKwh: 0 },
  ];
  it.each([
    { includeUpsCooling: true, keys: ['it', 'ups', 'cooling'], first: { it: 5256, ups: 450.8, cooling: 1915.1 } },
    { includeUpsCooling: false, keys: ['total'], first: { total: 7621.9 } },
  ])('stacks IT, UPS and cooling only when INCLUDE_UPS_COOLING is $includeUpsCooling', ({ includeUpsCooling, keys, first }) => {
    const chart = consumptionBars(groups, { includeUpsCooling });
    expect(chart.keys).toEqual(keys);
    expect(chart.data[0]).toMatchObject(first);
  });

  it('leaves out UPS and cooling keys when no group has any', () => {
    expect(consumptionBars([groups[1]]).keys).toEqual(['it']);
  });
});

describe('energyEfficiencyBars (spec §9)', () => {
  it('drops negative results, UPS and cooling', () => {
    const chart = energyEfficiencyBars([
      { categoryId: 'server', categoryName: 'Server', percent: 50 },
      { categoryId: 'storage', percent: -10 },
      { categoryId: 'cooling', percent: 20 },
      { categoryId: 'ups', percent: 5 },
      { categoryId: 'laptop', categoryName: 'Laptop', percent: 0 },
    ]);
    expect(chart.data.map((r) => [r.id, r.label, r.improvement])).toEqual([
      ['server', 'Server', 50],
      ['laptop', 'Laptop', 0],
    ]);
  });
});

describe('counterActedBars (baseline minus comparative per category)', () => {
  it('subtracts per category over both sides and colours increases apart', () => {
    const chart = counterActedBars([cat('server', 0, 1000, 'Server'), cat('laptop', 0, 100, 'Laptop')], [cat('server', 0, 400), cat('monitor', 0, 50, 'Monitor')], { colors: ['#00ff00', '#ff0000'] });
    expect(chart.data.map((r) => [r.id, r.label, r.value, r.valueColor])).toEqual([
      ['server', 'Server', 600, '#00ff00'],
      ['laptop', 'Laptop', 100, '#00ff00'],
      ['monitor', 'Monitor', -50, '#ff0000'],
    ]);
  });

  it('keeps the six largest differences by size and merges the rest as other; CO2 on request', () => {
    const base = Array.from({ length: 8 }, (_, i) => cat(`c${i}`, (i + 1) * 10, 0));
    const chart = counterActedBars(base, [cat('c0', 200, 0)], { metric: 'co2EmissionKg' });
    // c0: 10 − 200 = −190 is the largest change; c7…c3 follow; c2 (30) + c1 (20) are merged.
    expect(chart.data.map((r) => [r.id, r.value])).toEqual([
      ['c0', -190],
      ['c7', 80],
      ['c6', 70],
      ['c5', 60],
      ['c4', 50],
      ['c3', 40],
      ['other', 50],
    ]);
  });
});

describe('chart series keyed to the figure set (issue #46, the mechanism)', () => {
  it('keys each pie slice and its share under its group, and leaves series without `figures` unkeyed', () => {
    const pie = co2PieSeries([cat('c1', 30), cat('c2', 10)], { figures: { groupId: 7 } });
    expect(pie.map((d) => [d.figure, d.shareFigure])).toEqual([
      ['groups.g7.pie.co2.c1.kg', 'groups.g7.pie.co2.c1.share_percent'],
      ['groups.g7.pie.co2.c2.kg', 'groups.g7.pie.co2.c2.share_percent'],
    ]);
    expect(co2PieSeries([cat('c1', 30)])[0].figure).toBeUndefined();
    expect(refurbishmentDoughnut(lca({ refurbishedOffsetTotalKgCo2e: 5, refurbishmentImpactKgCo2e: 1 }), { figures: { groupId: 2 } }).map((d) => d.shareFigure)).toEqual([
      'groups.g2.pie.refurbishment.net.share_percent',
      'groups.g2.pie.refurbishment.impact.share_percent',
    ]);
    expect(lcaStagePie(lca({ manufacturingKgCo2e: 4, useKgCo2e: 1 }), { figures: { groupId: 3 } }).map((d) => d.figure)).toEqual(['groups.g3.pie.lca.manufacturing.kg', 'groups.g3.pie.lca.use.kg']);
  });

  it("keys a stack's net by its row's total, a grouped bar by its own figure", () => {
    expect(lcaStageBars([{ id: '4', name: 'Laptop', lcaData: lca({ gwpKgCo2e: 3, manufacturingKgCo2e: 3 }) }], { figures: { rows: 'categories', groupId: 1 } }).data[0].figure).toBe('groups.g1.categories.c4.lca_gwp_kg');
    expect(gwpBars([{ id: 5, name: 'G', lcaData: { gwpKgCo2e: 1 } }], { figures: { rows: 'groups' } }).data[0].figure).toBe('groups.g5.lca_gwp_kg');
    expect(consumptionBars([{ id: 's9', name: 'S', totalKwh: 3, itKwh: 1, upsKwh: 1, coolingKwh: 1 }], { figures: { rows: 'solutions', groupId: 1 } }).data[0].figure).toBe('groups.g1.solutions.ss9.total_kwh');
    const refurbished = refurbishmentBars([{ id: 2, name: 'G', lcaData: { refurbishmentOffsetKgCo2e: 6, refurbishmentImpactKgCo2e: 1, refurbishedOffsetTotalKgCo2e: 5 } }], { figures: { rows: 'groups' } }).data[0];
    expect([refurbished.avoidedFigure, refurbished.impactFigure, refurbished.netFigure]).toEqual(['groups.g2.lca.refurbishment_offset_kg', 'groups.g2.lca.refurbishment_impact_kg', 'groups.g2.refurbished_offset_total_kg']);
    expect(energyEfficiencyBars([{ categoryId: 'c1', percent: 20 }], { figures: { groupId: 2 } }).data[0].figure).toBe('savings.g2.categories.cc1.efficiency_percent');
  });

  it('keys a counter-acted bar by its category saving; a merged other has no figure of its own', () => {
    const base = Array.from({ length: 8 }, (_, i) => cat(`k${i}`, 0, 10 * (i + 1)));
    const bars = counterActedBars(base, [], { figures: { groupId: 2 } }).data;
    expect(bars[0].figure).toBe('savings.g2.categories.ck7.total_kwh');
    expect(bars.at(-1)).toMatchObject({ id: 'other' });
    expect(bars.at(-1)!.figure).toBeUndefined();
  });
});
