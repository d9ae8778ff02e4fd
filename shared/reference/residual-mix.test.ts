import { describe, expect, it } from 'vitest';
import { GRID_FACTORS } from './grid-factors';
import { RESIDUAL_MIXES, residualMixFor } from './residual-mix';

describe('RESIDUAL_MIXES (AIB European Residual Mixes 2023)', () => {
  const gridCodes = new Set(GRID_FACTORS.map((g) => g.code));

  it('names only countries the grid factors know', () => {
    for (const r of RESIDUAL_MIXES) expect(gridCodes.has(r.code), r.code).toBe(true);
  });

  it('keeps every factor within 0..1500 g/kWh and carries its source and year', () => {
    for (const r of RESIDUAL_MIXES) {
      if (r.gCo2PerKwh !== null) {
        expect(r.gCo2PerKwh).toBeGreaterThanOrEqual(0);
        expect(r.gCo2PerKwh).toBeLessThanOrEqual(1500);
      }
      expect(r.year).toBe(2023);
      expect(r.source.title).toMatch(/Residual Mix/);
      expect(r.source.url).toMatch(/^https:\/\//);
    }
  });

  it('lists each country once', () => {
    expect(new Set(RESIDUAL_MIXES.map((r) => r.code)).size).toBe(RESIDUAL_MIXES.length);
  });

  it('has Denmark at 582.75 g/kWh and Greece under its ISO code GR', () => {
    expect(residualMixFor('DK')?.gCo2PerKwh).toBe(582.75);
    expect(residualMixFor('dk')?.gCo2PerKwh).toBe(582.75);
    expect(residualMixFor('GR')?.gCo2PerKwh).toBe(491.78);
  });

  it('gives Austria no factor (full disclosure) and unknown countries nothing', () => {
    expect(residualMixFor('AT')).toMatchObject({ code: 'AT', gCo2PerKwh: null });
    expect(residualMixFor('US')).toBeNull();
    expect(residualMixFor(null)).toBeNull();
  });
});
