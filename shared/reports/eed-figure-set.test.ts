import { describe, expect, it } from 'vitest';
import { eedFigureSet, eedKey } from './eed-figure-set';

describe('the EED report figure set (issue #46)', () => {
  it('keys a GraphQL field and its REST spelling alike', () => {
    expect(eedKey('renewableGuaranteesOfOriginKwh')).toBe('eed.renewable_guarantees_of_origin_kwh');
    expect(eedKey('renewable_guarantees_of_origin_kwh')).toBe('eed.renewable_guarantees_of_origin_kwh');
    expect(eedKey('scope2RenewableKwh')).toBe('eed.scope2_renewable_kwh');
    expect(eedKey('totalFloorAreaM2')).toBe('eed.total_floor_area_m2');
  });

  it("holds the reply's numbers only", () => {
    const set = eedFigureSet({ pue: 1.5, dcie: 66.67, wue: null, solution_name: 'Hall 1', obliged: true, year: 2025 });
    expect([...set.entries()]).toEqual([
      ['eed.pue', 1.5],
      ['eed.dcie', 66.67],
      ['eed.year', 2025],
    ]);
  });
});
