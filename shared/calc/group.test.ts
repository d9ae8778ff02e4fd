import { describe, expect, it } from 'vitest';
import { computeGroup, computeProject, groupIsCounted, sumOverCountedGroups } from './group';
import { computeSolution } from './solution';
import { buildGroup, buildItem, buildSolution, TEST_THRESHOLDS } from './test-factories';
import type { CalcContext, CalcSolution } from './types';

const ctx: CalcContext = { ratingThresholds: TEST_THRESHOLDS };

// Data centre: 2 × 300 W all year = 5256 kWh IT; η 80 → UPS 1314; cop 2 → cooling (5256 + 1314) / 2 = 3285
const dataCentre: CalcSolution = buildSolution({
  id: 'dc',
  upsEfficiencyPercent: 80,
  coolingCop: 2,
  kwhPrice: 1,
  items: [buildItem({ id: 'a', amount: 2, modes: [{ name: 'On', powerConsumptionWatts: 300, hours: 8760 }], unitPrice: 100 })],
  capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 20 }],
});
// Office: 1 × 150 W all year = 1314 kWh, no UPS or cooling
const office: CalcSolution = buildSolution({
  id: 'office',
  calculationMode: 2,
  kwhPrice: 2,
  items: [buildItem({ id: 'b', amount: 1, modes: [{ name: 'On', powerConsumptionWatts: 150, hours: 8760 }], unitPrice: 50 })],
  capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 10 }],
});

describe('computeGroup (M3, M4, M9)', () => {
  const g = computeGroup(buildGroup({ solutions: [dataCentre, office] }), ctx);

  it('sums the totals of its solutions', () => {
    // IT 5256 + 1314 = 6570; UPS 1314; cooling 3285; total 9855 + 1314 = 11 169
    expect(g.itKwh).toBeCloseTo(6570, 9);
    expect(g.upsKwh).toBeCloseTo(1314, 9);
    expect(g.coolingKwh).toBeCloseTo(3285, 9);
    expect(g.totalKwh).toBeCloseTo(11169, 9);
    // cost 9855 × 1 + 1314 × 2 = 12 483; investment 200 + 50 = 250
    expect(g.operationalCost).toBeCloseTo(12483, 9);
    expect(g.investment).toBe(250);
    // CO2 11 169 × 0.4 = 4467.6
    expect(g.co2Kg).toBeCloseTo(4467.6, 9);
    expect(g.solutions.map((s) => s.solutionId)).toEqual(['dc', 'office']);
  });

  it('recomputes watt per unit and rating from summed energy and capacity', () => {
    // (5256 + 1314) × 1000 / 8760 = 750 W over 20 + 10 = 30 vm → 25 W/unit → C
    const server = g.categories[0];
    expect(server).toMatchObject({ categoryId: 'server', capacityAmount: 30, wattPerUnit: 25, rating: 'C', groupWeight: 1 });
  });

  it('computes DCiE and PUE over its data-centre solutions only (M2, issue #28)', () => {
    // data centre: IT 5256, total 5256 + 1314 + 3285 = 9855 → DCiE round(5256 / 9855 × 100) = round(53.33) = 53,
    // PUE 9855 / 5256 = 1.875; the office's 1314 kWh is no part of a data-centre figure (it would give 59 %).
    expect(g.dciePercent).toBe(53);
    expect(g.pue).toBeCloseTo(1.875, 12);
  });

  it('has no DCiE or PUE without a data-centre solution (M2, issue #28)', () => {
    const officeOnly = computeGroup(buildGroup({ solutions: [office] }), ctx);
    expect(officeOnly.totalKwh).toBeGreaterThan(0);
    expect(officeOnly.dciePercent).toBeNull();
    expect(officeOnly.pue).toBeNull();
  });

  it("keeps a project DCiE to the data centres of its baseline (M2, issue #28; M3, issue #46)", () => {
    const p = computeProject({ id: 'p', groups: [buildGroup({ id: 'a', solutions: [dataCentre, office] }), buildGroup({ id: 'b', state: 'comparative', solutions: [office] })] }, ctx);
    expect(p.dciePercent).toBe(53);
    expect(p.pue).toBeCloseTo(1.875, 12);
  });

  it('rates the cooling by the effective COP of the group', () => {
    // only the data centre has cooling: 3285 × 2 / 3285 = 2
    expect(g.cooling.cop).toBeCloseTo(2, 12);
    expect(g.cooling.rating).toBe('F');
  });

  it('raises no warning for a valid group', () => {
    expect(g.warnings).toEqual([]);
  });

  it('raises both warnings when the group has no energy', () => {
    expect(computeGroup(buildGroup(), ctx).warnings).toEqual(['category_infrastructure_share', 'invalid_group_data']);
  });

  it('raises both warnings when a solution has an invalid share', () => {
    const broken = { ...office, shares: [{ categoryIds: [], fraction: 0.5 }] };
    expect(computeGroup(buildGroup({ solutions: [dataCentre, broken] }), ctx).warnings).toEqual([
      'category_infrastructure_share',
      'invalid_group_data',
    ]);
  });
});

describe('groupIsCounted', () => {
  it.each([
    { active: true, state: 'baseline' as const, counted: true },
    { active: true, state: 'comparative' as const, counted: true },
    { active: true, state: 'requested' as const, counted: true },
    { active: true, state: 'inactive' as const, counted: false },
    { active: false, state: 'comparative' as const, counted: false },
  ])('is $counted for an active=$active group in state $state', ({ active, state, counted }) => {
    expect(groupIsCounted({ active, state })).toBe(counted);
  });
});

describe('computeProject (M3, issue #46: a project\'s figure is its baseline, today)', () => {
  it('is the counted baseline, with each other counted group beside it and its saving, and still computes every group', () => {
    const project = computeProject(
      {
        id: 'p',
        groups: [
          buildGroup({ id: 'g1', solutions: [dataCentre] }),
          buildGroup({ id: 'g2', state: 'comparative', solutions: [office] }),
          buildGroup({ id: 'g3', state: 'comparative', active: false, solutions: [office] }),
          buildGroup({ id: 'g4', state: 'inactive', solutions: [dataCentre] }),
        ],
      },
      ctx,
    );
    // Today: the baseline's 9,855 kWh, not 9,855 + 1,314 (the alternative is never added to it).
    expect(project.totalKwh).toBeCloseTo(9855, 9);
    expect(project.baselineGroupId).toBe('g1');
    expect(project.alternatives).toHaveLength(1);
    expect(project.alternatives[0]).toMatchObject({ groupId: 'g2' });
    expect(project.alternatives[0].totalKwh).toBeCloseTo(1314, 9);
    expect(project.alternatives[0].kwhSaving).toBeCloseTo(9855 - 1314, 9);
    expect(project.alternatives[0].co2SavingKg).toBeCloseTo(project.co2Kg - project.groups[1].co2Kg, 9);
    expect(project.alternatives[0].costSaving).toBeCloseTo(project.operationalCost - project.groups[1].operationalCost, 9);
    expect(project.groups.map((g) => [g.groupId, g.counted])).toEqual([
      ['g1', true],
      ['g2', true],
      ['g3', false],
      ['g4', false],
    ]);
    expect(project.groups[3].totalKwh).toBeCloseTo(computeSolution(dataCentre, ctx).totalKwh, 9);
  });

  it.each([
    // groups (state, active) → the project's kWh: the counted baseline's only
    [[['baseline', true]], 9855],
    [[['baseline', true], ['comparative', true], ['requested', true]], 9855],
    [[['baseline', false], ['comparative', true]], 0],
    [[['comparative', true], ['comparative', true]], 0],
    [[['inactive', true], ['baseline', true]], 1314],
  ] as const)('groups %j → %s kWh', (spec, kwh) => {
    const groups = spec.map(([state, active], i) => buildGroup({ id: `g${i}`, state, active, solutions: [i === 0 ? dataCentre : office] }));
    expect(computeProject({ id: 'p', groups }, ctx).totalKwh).toBeCloseTo(kwh, 9);
  });

  it('gives alternatives without savings when there is no baseline', () => {
    const project = computeProject({ id: 'p', groups: [buildGroup({ id: 'a', state: 'comparative', solutions: [office] })] }, ctx);
    expect(project).toMatchObject({ baselineGroupId: null, totalKwh: 0, dciePercent: null });
    expect(project.alternatives).toEqual([expect.objectContaining({ groupId: 'a', kwhSaving: null, co2SavingKg: null, costSaving: null })]);
  });

  it('keeps the sum over every counted group only as the legacy figure (documents of methodology 2026.11)', () => {
    const groups = [buildGroup({ id: 'g1', solutions: [dataCentre] }), buildGroup({ id: 'g2', state: 'comparative', solutions: [office] })];
    const project = computeProject({ id: 'p', groups }, ctx);
    expect(sumOverCountedGroups(project.groups, ctx).totalKwh).toBeCloseTo(9855 + 1314, 9);
  });

  it('gives zero totals and null derived figures for an empty project', () => {
    const project = computeProject({ id: 'p', groups: [] }, ctx);
    expect(project).toMatchObject({ totalKwh: 0, dciePercent: null, pue: null, categories: [], groups: [] });
    expect(project.rating.score).toBeNull();
  });
});
