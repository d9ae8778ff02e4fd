import { describe, expect, it } from 'vitest';
import { computeProject, sumOverCountedGroups, METHODOLOGY_VERSION, type CalcContext } from '../../../../shared/calc';
import { buildGroup, buildItem, buildSolution, TEST_THRESHOLDS } from '../../../../shared/calc/test-factories';
import { canonicalJson, canonicalSha256 } from '../../platform/canonical/canonical-json';
import { figureKey, manifestFigureSet } from '../../../../shared/reports';
import { buildManifest, diffTotals, manifestInputs, manifestTotals, rerunManifest, type DocumentManifest } from './manifest';

const groups = [
  buildGroup({
    id: '11',
    state: 'baseline',
    solutions: [buildSolution({ id: '21', upsEfficiencyPercent: 95, coolingCop: 3, items: [buildItem({ id: '31', amount: 2 }), buildItem({ id: '32', categoryId: 'storage', modes: [{ name: 'On', powerConsumptionWatts: 50, hours: 4000 }] })] })],
  }),
  buildGroup({ id: '12', state: 'comparative', solutions: [buildSolution({ id: '22', co2FactorGram: 150, items: [buildItem({ id: '33', amount: 1 })] })] }),
  buildGroup({ id: '13', state: 'comparative', solutions: [buildSolution({ id: '23', items: [buildItem({ id: '34', amount: 5 })] })] }),
];
const context: CalcContext = { ratingThresholds: TEST_THRESHOLDS, kwhPrice: 2, nonRefurbishedCategoryIds: new Set(['storage']) };

function manifestOf(type: 'baseline' | 'comparative' = 'comparative'): DocumentManifest {
  const inputs = manifestInputs(groups, context, [
    { id: 11, primary: false },
    { id: 12, primary: false },
    { id: 13, primary: true },
  ]);
  return buildManifest({
    document: { id: 'GIA-AAAA-BBBB', type, co2Precision: 1, issuedAt: new Date('2026-11-28T12:00:00Z') },
    revisions: { project: '7', reference: '3' },
    ratingYear: 2026,
    inputs,
    figures: computeProject({ id: '1', groups }, context),
  });
}

describe('buildManifest', () => {
  it('records the methodology version, the document, the inputs and the totals it states', () => {
    const m = manifestOf();
    const figures = computeProject({ id: '1', groups }, context);
    expect(m.methodology_version).toBe(METHODOLOGY_VERSION);
    expect(m.document).toMatchObject({ id: 'GIA-AAAA-BBBB', type: 'comparative', basis: 'yearly_operational_co2', group_id: '13', co2_precision: 1, issued_at: '2026-11-28T12:00:00.000Z' });
    // The primary comparative group's CO2 is the document total (M8).
    expect(m.totals.co2_total_kg).toBe(figures.groups[2].co2Kg);
    expect(m.totals.groups.map((g) => g.group_id)).toEqual(['11', '12', '13']);
    expect(m.totals.groups[0].solutions[0]).toMatchObject({ solution_id: '21', total_kwh: figures.groups[0].solutions[0].totalKwh, ups_kwh: figures.groups[0].solutions[0].upsKwh });
    expect(m.inputs.groups[0].solutions[0].items[1].modes[0]).toEqual({ name: 'On', powerConsumptionWatts: 50, hours: 4000 });
    expect(m.inputs.context.nonRefurbishedCategoryIds).toEqual(['storage']);
    expect(m.reference).toMatchObject({ project_revision: '7', reference_revision: '3', rating_year: 2026 });
  });

  it("records the project's figures as its baseline's (today), not the sum of baseline and alternatives (M3, issue #46)", () => {
    const m = manifestOf();
    const figures = computeProject({ id: '1', groups }, context);
    expect(m.totals.project.total_kwh).toBe(figures.groups[0].totalKwh);
    expect(m.totals.project.co2_kg).toBe(figures.groups[0].co2Kg);
    expect(m.totals.project.total_kwh).toBeLessThan(figures.groups.reduce((n, g) => n + g.totalKwh, 0));
  });

  it('is plain JSON: a copy through JSON has the same canonical text and hash', () => {
    const m = manifestOf();
    const copy = JSON.parse(JSON.stringify(m)) as DocumentManifest;
    expect(canonicalJson(copy)).toBe(canonicalJson(m));
    expect(canonicalSha256(copy)).toBe(canonicalSha256(manifestOf()));
  });
});

describe('rerunManifest', () => {
  it('matches when re-run from the manifest alone (after a JSON round trip)', () => {
    const r = rerunManifest(JSON.parse(JSON.stringify(manifestOf())) as DocumentManifest);
    expect(r.differences).toEqual([]);
    expect(r.matches).toBe(true);
  });

  it('re-runs a document issued under methodology 2026.11 as it was issued (its project total the sum over every counted group)', () => {
    const m = JSON.parse(JSON.stringify(manifestOf())) as DocumentManifest;
    const figures = computeProject({ id: 'manifest', groups: m.inputs.groups }, m.inputs.context);
    // What the code of 2026.11 registered as the project's figures.
    m.methodology_version = '2026.11';
    m.totals.project = manifestTotals(m.document.type, m.inputs, figures, sumOverCountedGroups(figures.groups, m.inputs.context)).project;
    expect(m.totals.project.total_kwh).toBeCloseTo(figures.groups.reduce((n, g) => n + g.totalKwh, 0), 9);
    const r = rerunManifest(m);
    expect(r.differences).toEqual([]);
    expect(r.matches).toBe(true);
    // The same totals under today's methodology are a difference: the project is its baseline now.
    expect(rerunManifest({ ...m, methodology_version: METHODOLOGY_VERSION }).differences.map((d) => d.path)).toContain('totals.project.total_kwh');
  });

  it('lists a tampered total as a difference', () => {
    const m = manifestOf('baseline');
    const registered = m.totals.co2_total_kg!;
    m.totals.co2_total_kg = registered - 1;
    m.totals.groups[0].solutions[0].total_kwh += 0.5;
    const r = rerunManifest(m);
    expect(r.matches).toBe(false);
    expect(r.differences).toEqual([
      { path: 'totals.co2_total_kg', registered: registered - 1, recomputed: registered },
      expect.objectContaining({ path: 'totals.groups[0].solutions[0].total_kwh' }),
    ]);
  });

  it('finds a changed input: the recomputed totals differ from the registered ones', () => {
    const m = manifestOf();
    (m.inputs.groups[2].solutions[0].items[0] as { amount: number }).amount = 6;
    const r = rerunManifest(m);
    expect(r.matches).toBe(false);
    expect(r.differences.map((d) => d.path)).toContain('totals.co2_total_kg');
  });
});

describe('diffTotals', () => {
  it('forgives floating-point noise only', () => {
    expect(diffTotals({ a: 1000 }, { a: 1000 * (1 + 1e-12) })).toEqual([]);
    expect(diffTotals({ a: 1000 }, { a: 1000.001 })).toEqual([{ path: 'totals.a', registered: 1000, recomputed: 1000.001 }]);
    expect(diffTotals({ a: [1, 2] }, { a: [1] })).toEqual([{ path: 'totals.a[1]', registered: 2, recomputed: null }]);
    expect(diffTotals({ a: null }, { a: 0 })).toEqual([{ path: 'totals.a', registered: null, recomputed: 0 }]);
  });
});

describe('the registered scope 2 figure in the manifest (issue #46 point 2)', () => {
  // The DK case: 1 kW all year (8760 kWh), 150 g/kWh grid average, 25 % renewable share, no instruments.
  const dkGroups = [
    buildGroup({
      id: '41',
      state: 'baseline',
      solutions: [buildSolution({ id: '51', calculationMode: 2, upsEfficiencyPercent: 0, coolingCop: 0, co2FactorGram: 150, renewableEnergyPercent: 25, items: [buildItem({ id: '61', amount: 1, modes: [{ name: 'On', powerConsumptionWatts: 1000, hours: 8760 }] })] })],
    }),
  ];
  const build = (scope2: Parameters<typeof manifestInputs>[3]) =>
    buildManifest({
      document: { id: 'GIA-CCCC-DDDD', type: 'baseline', co2Precision: 1, issuedAt: new Date('2026-12-02T04:00:00Z') },
      revisions: { project: '1', reference: '1' },
      ratingYear: 2026,
      inputs: manifestInputs(dkGroups, context, [{ id: 41, primary: false }], scope2),
      figures: computeProject({ id: '2', groups: dkGroups }, context),
    });

  it('records the named method and its figure, location-based 1,314 kg, not M3 985.5 kg', () => {
    const m = build({ method: 'location', residualFactorG: 582.75, instruments: {} });
    expect(m.totals.basis).toBe('scope2_location_based');
    expect(m.document.basis).toBe('scope2_location_based');
    expect(m.totals.co2_total_kg).toBeCloseTo(1314, 9);
    expect(m.totals.groups[0].co2_kg).toBeCloseTo(985.5, 9);
    expect(m.inputs.scope2).toEqual({ method: 'location', residual_factor_g: 582.75, instruments: {} });
    expect(rerunManifest(m).matches).toBe(true);
  });

  it('market-based: the renewable share at 0 g, the rest at the residual mix', () => {
    const m = build({ method: 'market', residualFactorG: 582.75, instruments: {} });
    expect(m.totals.basis).toBe('scope2_market_based');
    expect(m.totals.co2_total_kg).toBeCloseTo(3828.6675, 9);
    expect(rerunManifest(m).matches).toBe(true);
  });

  it('a manifest issued before (no scope 2 inputs, M3 total) re-runs as it was issued', () => {
    const m = build(null);
    expect(m.inputs.scope2).toBeUndefined();
    expect(m.totals).toMatchObject({ basis: 'yearly_operational_co2' });
    expect(m.totals.co2_total_kg).toBeCloseTo(985.5, 9);
    expect(rerunManifest(JSON.parse(JSON.stringify(m)) as DocumentManifest)).toMatchObject({ matches: true, differences: [] });
  });
});

describe('the figure set a printed figure is keyed to (issue #46, the mechanism)', () => {
  it('keys every recorded figure by group and solution id, and the savings against the baseline (M3)', () => {
    const m = manifestOf();
    // The manifest type is what the figure set reads: a change of either fails the type check.
    const set = manifestFigureSet(m);
    const [base, , primary] = m.totals.groups;
    expect(set.get(figureKey.total())).toBe(m.totals.co2_total_kg);
    expect(set.get(figureKey.project('total_kwh'))).toBe(m.totals.project.total_kwh);
    expect(set.get(figureKey.group('13', 'co2_kg'))).toBe(primary.co2_kg);
    expect(set.get(figureKey.solution('11', '21', 'ups_kwh'))).toBe(base.solutions[0].ups_kwh);
    expect(set.get(figureKey.group('11', 'facility_kwh'))).toBe(base.ups_kwh + base.cooling_kwh);
    expect(set.get(figureKey.saving('13', 'total_kwh'))).toBe(base.total_kwh - primary.total_kwh);
    expect(set.get(figureKey.saving('13', 'co2_kg_percent'))).toBeCloseTo(((base.co2_kg - primary.co2_kg) / base.co2_kg) * 100, 9);
    // The baseline has no saving against itself; a group of no such id has no figure.
    expect(set.has(figureKey.saving('11', 'total_kwh'))).toBe(false);
    expect(set.has(figureKey.group('99', 'co2_kg'))).toBe(false);
  });

  it("holds what the charts print: each pie's slices with their shares of the slices' sum, and each category's saving (M3)", () => {
    const m = manifestOf();
    const set = manifestFigureSet(m);
    const figures = computeProject({ id: '1', groups }, context);
    const [base, , primary] = figures.groups;
    const co2 = base.categories.filter((c) => c.co2Kg > 0);
    const total = co2.reduce((sum, c) => sum + c.co2Kg, 0);
    for (const c of co2) {
      expect(set.get(figureKey.pieSlice('11', 'co2', c.categoryId, 'kg'))).toBeCloseTo(c.co2Kg, 9);
      expect(set.get(figureKey.pieSlice('11', 'co2', c.categoryId, 'share_percent'))).toBeCloseTo((c.co2Kg / total) * 100, 9);
    }
    const shares = [...set].filter(([k]) => k.startsWith('groups.g11.pie.lca.') && k.endsWith('.share_percent')).map(([, v]) => v);
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    const id = primary.categories[0].categoryId;
    const baseCategory = base.categories.find((c) => c.categoryId === id);
    expect(set.get(figureKey.categorySaving('13', id, 'total_kwh'))).toBeCloseTo((baseCategory?.totalKwh ?? 0) - primary.categories[0].totalKwh, 9);
    expect(set.has(figureKey.categorySaving('11', id, 'total_kwh'))).toBe(false);
  });

  it('is read, not stored: the manifest and its hash are the same after reading it', () => {
    const m = manifestOf();
    const before = canonicalSha256(m);
    manifestFigureSet(m);
    expect(canonicalSha256(m)).toBe(before);
    expect(Object.keys(m)).not.toContain('figures');
  });
});
