import { describe, expect, it } from 'vitest';
import {
  canJoinShare,
  capacitiesIncluded,
  fractionToPercent,
  itemsLocked,
  itemUpdateInput,
  parseServiceLife,
  joinShare,
  parseAmount,
  percentToFraction,
  planMove,
  presetChoice,
  reorderInput,
  shareInput,
  sharePercentProblem,
  sharesIncluded,
  solutionUpdateInput,
} from './solution-rules';

describe('share percent ↔ fraction', () => {
  it.each([
    ['40', 0.4],
    ['35', 0.35],
    ['12,5', 0.125],
    ['100', 1],
    [' 7.5 ', 0.075],
  ])('sends %s %% as the fraction %s', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
  });

  it('has no fraction for an empty or non-numeric percent', () => {
    expect(percentToFraction('')).toBeNull();
    expect(percentToFraction('abc')).toBeNull();
    expect(percentToFraction(null)).toBeNull();
  });

  it.each([
    [0.4, 40],
    [0.35, 35],
    [0.125, 12.5],
    [1, 100],
  ])('shows the fraction %s as %s %%', (fraction, percent) => {
    expect(fractionToPercent(fraction)).toBe(percent);
  });

  it('round-trips every whole percent without binary noise', () => {
    for (let p = 1; p <= 100; p++) expect(fractionToPercent(percentToFraction(String(p)))).toBe(p);
  });

  it('sends the percent only when it has a value', () => {
    expect(shareInput('', ['server'])).toEqual({ categoryIds: ['server'] });
    expect(shareInput('  ')).toEqual({});
    expect(shareInput('40')).toEqual({ infrastructureSharePercent: 0.4 });
  });

  it('names what is wrong with a typed percent', () => {
    expect(sharePercentProblem('')).toBeNull();
    expect(sharePercentProblem('50')).toBeNull();
    expect(sharePercentProblem('0')).toBe('range');
    expect(sharePercentProblem('140')).toBe('range');
    expect(sharePercentProblem('forty')).toBe('number');
  });
});

describe('category joining a share', () => {
  const shares = [
    { id: '1', categoryIds: ['server', 'storage'] },
    { id: '2', categoryIds: ['network_switch'] },
  ];

  it('refuses a category without a name, or one that is in the share already', () => {
    expect(canJoinShare({ id: 'x', name: '' }, shares[1])).toBe(false);
    expect(canJoinShare({ id: 'x', name: null }, shares[1])).toBe(false);
    expect(canJoinShare({ id: 'network_switch', name: 'Network switch' }, shares[1])).toBe(false);
    expect(canJoinShare({ id: 'server', name: 'Server' }, shares[1])).toBe(true);
  });

  it('moves a category out of its other share when it joins one', () => {
    const changes = joinShare(shares, '2', { id: 'server', name: 'Server' });
    expect(Object.fromEntries(changes)).toEqual({ '1': ['storage'], '2': ['network_switch', 'server'] });
  });

  it('changes nothing for a category that may not join', () => {
    expect(joinShare(shares, '1', { id: 'server', name: 'Server' }).size).toBe(0);
    expect(joinShare(shares, '2', { id: 'blade', name: '  ' }).size).toBe(0);
  });
});

describe('included flags (spec §4)', () => {
  it('counts capacities as included when a live entry has an amount above 0', () => {
    expect(capacitiesIncluded([])).toBe(false);
    expect(capacitiesIncluded([{ amount: 0 }])).toBe(false);
    expect(capacitiesIncluded([{ amount: 5, deletedAt: '2026-11-20T10:00:00Z' }])).toBe(false);
    expect(capacitiesIncluded([{ amount: 0 }, { amount: 2 }])).toBe(true);
  });

  it('counts shares as included when the first entry exists and is not deleted', () => {
    expect(sharesIncluded([])).toBe(false);
    expect(sharesIncluded([{ deletedAt: '2026-11-20T10:00:00Z' }, { deletedAt: null }])).toBe(false);
    expect(sharesIncluded([{ deletedAt: null }])).toBe(true);
  });
});

describe('item updates', () => {
  it('drops a refurbishment percentage of 0 from the payload', () => {
    expect(itemUpdateInput({ amount: 3, refurbishment: '0' })).toEqual({ amount: 3 });
    expect(itemUpdateInput({ refurbishment: '0,0' })).toEqual({});
  });

  it('sends a refurbishment percentage above 0 and clears an emptied one', () => {
    expect(itemUpdateInput({ refurbishment: '30' })).toEqual({ refurbishmentImpactPercentage: 30 });
    expect(itemUpdateInput({ refurbishment: '' })).toEqual({ refurbishmentImpactPercentage: null });
  });

  it('drops 0 from the solution update too', () => {
    const input = solutionUpdateInput({ name: ' Room A ', description: '', renewableEnergy: '25', co2FactorGram: '143,3', kwhPrice: '1,35', refurbishmentImpactPercentage: '0' });
    expect(input).toEqual({ name: 'Room A', description: null, renewableEnergy: 25, co2FactorGram: 143.3, kwhPrice: '1,35' });
  });

  it('accepts whole amounts of at least 1', () => {
    expect(parseAmount('4')).toBe(4);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('2.5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('locks the item lists of a group above 250 items', () => {
    expect(itemsLocked(250)).toBe(false);
    expect(itemsLocked(251)).toBe(true);
  });
});

describe('UPS and cooling picker values', () => {
  const presets = [
    { id: 'ups_92_1', kind: 'ups', value: 92.1, sortOrder: 2 },
    { id: 'ups_custom', kind: 'ups', value: null, sortOrder: 6 },
    { id: 'ups_none', kind: 'ups', value: 0, sortOrder: 7 },
  ];
  it('picks the preset, custom or none', () => {
    expect(presetChoice({ id: 'ups_92_1', value: 92.1 }, presets, 'ups')).toBe('ups_92_1');
    expect(presetChoice({ id: 'ups_custom', value: 93 }, presets, 'ups')).toBe('ups_custom');
    expect(presetChoice({ id: 'legacy', value: 0 }, presets, 'ups')).toBe('ups_none');
    expect(presetChoice({ id: 'legacy', value: 92.1 }, presets, 'ups')).toBe('ups_92_1');
  });
});

describe('moving solutions', () => {
  const group = (id: string, n: number, requested = false) => ({ id, requested, solutions: Array.from({ length: n }, (_, i) => ({ id: `${id}-${i}` })) });

  it('refuses a drop onto a requested group', () => {
    expect(planMove(group('a', 2), group('r', 1, true), 'a-0', 0)).toEqual({ kind: 'error', reason: 'requested' });
  });

  it('refuses a target index of 10 or more', () => {
    expect(planMove(group('a', 2), group('b', 12), 'a-0', 10)).toEqual({ kind: 'error', reason: 'index' });
    expect(planMove(group('a', 2), group('b', 12), 'a-0', 9)).toEqual({ kind: 'move', sourceGroupId: 'a', targetGroupId: 'b', solutionId: 'a-0', index: 9 });
  });

  it('reorders within a group, counting the drop position before the move', () => {
    expect(planMove(group('a', 3), group('a', 3), 'a-0', 3)).toEqual({ kind: 'reorder', groupId: 'a', solutionIds: ['a-1', 'a-2', 'a-0'] });
    expect(planMove(group('a', 3), group('a', 3), 'a-2', 0)).toEqual({ kind: 'reorder', groupId: 'a', solutionIds: ['a-2', 'a-0', 'a-1'] });
    expect(planMove(group('a', 3), group('a', 3), 'a-1', 1)).toEqual({ kind: 'none' });
    expect(planMove(group('a', 3), group('a', 3), 'a-1', 2)).toEqual({ kind: 'none' });
  });

  it('builds the reorder input on the source group', () => {
    expect(reorderInput({ kind: 'move', sourceGroupId: 'a', targetGroupId: 'b', solutionId: 's', index: 1 })).toEqual({ id: 'a', input: { solutionIds: ['s'], targetGroupId: 'b', index: 1 } });
    expect(reorderInput({ kind: 'reorder', groupId: 'a', solutionIds: ['2', '1'] })).toEqual({ id: 'a', input: { solutionIds: ['2', '1'] } });
  });
});

describe('service life of an item (issue #32)', () => {
  it.each([
    ['7', 7],
    ['4,5', 4.5],
    ['', null],
    ['  ', null],
    ['0', 'invalid'],
    ['51', 'invalid'],
    ['1', 1],
    ['50', 50],
    ['abc', 'invalid'],
  ])('reads %j as %j', (text, value) => {
    expect(parseServiceLife(text)).toBe(value);
  });

  it("sends a typed life, clears an emptied one (the category's default) and sends nothing out of range", () => {
    expect(itemUpdateInput({ serviceLife: '8' })).toEqual({ serviceLifeYears: 8 });
    expect(itemUpdateInput({ serviceLife: '' })).toEqual({ serviceLifeYears: null });
    expect(itemUpdateInput({ serviceLife: '60' })).toEqual({});
  });
});
