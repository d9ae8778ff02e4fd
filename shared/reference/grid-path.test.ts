import { describe, expect, it } from 'vitest';
import { curatedPath } from '../calc/decision';
import { GRID_PATH_PROJECTIONS, gridPathProjection, gridPathSourceNote } from './grid-path';

describe('grid path projections (issue #32, M10)', () => {
  it.each(Object.values(GRID_PATH_PROJECTIONS))('$country cites its table and has positive factors at increasing years', (p) => {
    const years = Object.keys(p.anchors).map(Number);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    for (const y of years) expect(p.anchors[y]).toBeGreaterThan(0);
    expect(p.source.title).toMatch(/Tabel|Table/);
    expect(p.source.url).toMatch(/^https:\/\//);
    expect(p.source.note).toBeTruthy();
  });

  it('finds a country in any case, and none for a country without a published projection', () => {
    expect(gridPathProjection('dk')?.country).toBe('DK');
    expect(gridPathProjection('SE')).toBeNull();
    expect(gridPathProjection(null)).toBeNull();
    expect(gridPathProjection('')).toBeNull();
  });

  it("says the Danish table's title, publisher, year and figures in the reply's note", () => {
    const note = gridPathSourceNote(gridPathProjection('DK')!);
    expect(note).toContain('Bygningsreglementet 2018 (BR18), Bilag 2, Tabel 8');
    expect(note).toContain('2023');
    expect(note).toContain('0.0470 (2030)');
  });

  // BR18 Bilag 2 Tabel 8, electricity: 0.187 (2023), 0.135 (2025), 0.0470 (2030), 0.0414 (2035), 0.0403 (2040) kg CO2e/kWh.
  it.each([
    [2026, 1, 1],
    [2026, 2, (0.135 - (2 * 0.088) / 5) / (0.135 - 0.088 / 5)],
    [2026, 5, 0.047 / (0.135 - 0.088 / 5)],
    [2026, 15, 0.0403 / (0.135 - 0.088 / 5)],
    [2024, 2, 0.135 / 0.161],
    [2040, 3, 1],
    [2020, 1, 1],
    [2020, 5, 0.161 / 0.187],
  ])('from %i, year %i of the Danish path is %f of the start', (start, year, multiplier) => {
    const dk = gridPathProjection('DK')!;
    const path = curatedPath(dk.anchors, start, 20, 'BR18')!;
    expect(path.source).toBe('curated');
    expect(path.multipliers[year - 1]).toBeCloseTo(multiplier, 12);
  });
});
