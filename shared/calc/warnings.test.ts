import { describe, expect, it } from 'vitest';
import { groupWarnings } from './warnings';

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
