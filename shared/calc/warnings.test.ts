import { describe, expect, it } from 'vitest';
import { computeGroup } from './group';
import { computeSolution } from './solution';
import { buildGroup, buildItem, buildSolution, TEST_THRESHOLDS } from './test-factories';
import { assumptionsOf, groupWarnings } from './warnings';

const both = ['category_infrastructure_share', 'invalid_group_data'];

describe('groupWarnings (M9)', () => {
  it.each([
    { shareInvalid: false, totalKwh: 1234, warnings: [] },
    { shareInvalid: true, totalKwh: 1234, warnings: both },
    { shareInvalid: false, totalKwh: 0, warnings: both },
    { shareInvalid: false, totalKwh: null, warnings: both },
    { shareInvalid: false, totalKwh: undefined, warnings: both },
    { shareInvalid: false, totalKwh: Number.NaN, warnings: both },
    { shareInvalid: true, totalKwh: 0, warnings: both },
  ])('gives $warnings for shareInvalid $shareInvalid and totalKwh $totalKwh', ({ shareInvalid, totalKwh, warnings }) => {
    expect(groupWarnings({ shareInvalid, totalKwh })).toEqual(warnings);
  });
});

describe('assumptionsOf (M9: what a figure assumed)', () => {
  const ctx = { ratingThresholds: TEST_THRESHOLDS };
  const servers = [buildItem({ id: 's', categoryId: 'server', amount: 2 })];

  it('says a data-centre solution without UPS or cooling assumed no infrastructure losses, and names unrated categories', () => {
    const bare = computeSolution(buildSolution({ items: [...servers, buildItem({ id: 'st', categoryId: 'storage' })] }), ctx);
    // DCiE 100 % and PUE 1.00 only because nothing was given.
    expect(bare.dciePercent).toBe(100);
    expect(assumptionsOf(bare)).toEqual([
      { code: 'no_ups_or_cooling', categoryIds: [] },
      { code: 'unrated_categories', categoryIds: ['server', 'storage'] },
    ]);
  });

  it('assumes nothing once UPS, cooling and capacities are given', () => {
    const full = computeSolution(
      buildSolution({ items: servers, upsEfficiencyPercent: 92.1, coolingCop: 2.98, capacities: [{ categoryId: 'server', capacityId: 'server_vms', amount: 40 }] }),
      ctx,
    );
    expect(full.rating.rating).not.toBeNull();
    expect(assumptionsOf(full)).toEqual([]);
  });

  it('finds a bare data-centre solution inside a group; office solutions never need UPS or cooling', () => {
    const office = buildSolution({ id: 'o', calculationMode: 2, items: [buildItem({ id: 'l', categoryId: 'laptop' })] });
    const group = computeGroup(buildGroup({ solutions: [office] }), ctx);
    expect(assumptionsOf(group).map((a) => a.code)).toEqual(['unrated_categories']);
    const mixed = computeGroup(buildGroup({ solutions: [office, buildSolution({ id: 'd', items: servers })] }), ctx);
    expect(assumptionsOf(mixed).map((a) => a.code)).toEqual(['no_ups_or_cooling', 'unrated_categories']);
  });
});
