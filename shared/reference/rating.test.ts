import { describe, expect, it } from 'vitest';
import { CAPACITIES } from './capacities';
import { COOLING_PRESETS } from './infrastructure';
import {
  coolingRatingScaleFor,
  RATING_ANCHORS,
  RATING_SCALES,
  RATING_YEARS,
  ratingThresholdsForYear,
  wattRatingScaleFor,
  type CopRatingScale,
  type WattRatingScale,
} from './rating';

const wattScales = RATING_SCALES.filter((s): s is WattRatingScale => s.metric === 'watt_per_unit');
const copScales = RATING_SCALES.filter((s): s is CopRatingScale => s.metric === 'cop');

/** Class of a value on a scale, as methodology M4 steps it. */
const classOf = (bounds: readonly number[], value: number, higherIsBetter: boolean) => {
  const i = bounds.findIndex((b) => (higherIsBetter ? value >= b : value <= b));
  return 'ABCDEFG'[i === -1 ? 6 : i];
};

describe('#RATING_SCALES', () => {
  it('has a watt scale for every rating year and every capacity except docking stations', () => {
    const rated = CAPACITIES.map((c) => c.id).filter((id) => id !== 'docking_station_users');
    for (const year of RATING_YEARS) {
      expect(wattScales.filter((s) => s.year === year).map((s) => s.capacityId).sort()).toEqual([...rated].sort());
    }
    expect(copScales.map((s) => s.year)).toEqual([...RATING_YEARS]);
  });

  it('files each scale under its capacity’s category and unit', () => {
    for (const s of wattScales) {
      const capacity = CAPACITIES.find((c) => c.id === s.capacityId)!;
      expect([s.categoryId, s.unit]).toEqual([capacity.categoryId, capacity.unit]);
    }
  });

  it('orders the six watt bounds from A (lowest) to F', () => {
    for (const s of wattScales) {
      expect(s.upperBounds).toHaveLength(6);
      for (let i = 1; i < 6; i += 1) expect(s.upperBounds[i]).toBeGreaterThan(s.upperBounds[i - 1]);
    }
  });

  it('orders the six COP bounds from A (highest) to F', () => {
    for (const s of copScales) {
      for (let i = 1; i < 6; i += 1) expect(s.lowerBounds[i]).toBeLessThan(s.lowerBounds[i - 1]);
    }
  });

  it('makes every year at least as strict as the year before', () => {
    for (const anchor of RATING_ANCHORS) {
      const scales = wattScales.filter((s) => s.capacityId === anchor.capacityId).sort((a, b) => a.year - b.year);
      for (let y = 1; y < scales.length; y += 1) {
        scales[y].upperBounds.forEach((bound, i) => expect(bound).toBeLessThanOrEqual(scales[y - 1].upperBounds[i]));
      }
      // Strictly stricter over the whole period.
      expect(scales[scales.length - 1].upperBounds[2]).toBeLessThan(scales[0].upperBounds[2]);
    }
    for (let y = 1; y < copScales.length; y += 1) {
      copScales[y].lowerBounds.forEach((bound, i) => expect(bound).toBeGreaterThanOrEqual(copScales[y - 1].lowerBounds[i]));
    }
  });

  it('rates the median device C in the base year and lower later', () => {
    for (const anchor of RATING_ANCHORS) {
      const first = wattRatingScaleFor(RATING_YEARS[0], anchor.capacityId)!;
      const last = wattRatingScaleFor(RATING_YEARS[RATING_YEARS.length - 1], anchor.capacityId)!;
      expect(classOf(first.upperBounds, Number(anchor.wattsPerUnit.toPrecision(3)), false)).toBe('C');
      expect(classOf(last.upperBounds, anchor.wattsPerUnit, false)).toBe('D');
    }
  });

  it('puts the six cooling presets in classes F to A in the base year, and lower later', () => {
    const scale = coolingRatingScaleFor(2022);
    const classes = COOLING_PRESETS.filter((p) => typeof p.cop === 'number' && p.cop > 0).map((p) =>
      classOf(scale.lowerBounds, p.cop as number, true),
    );
    expect(classes).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    const later = coolingRatingScaleFor(2026);
    expect(classOf(later.lowerBounds, 8.26, true)).toBe('B');
  });

  it('uses the nearest rating year for a year outside the table, and nothing for an unknown capacity', () => {
    expect(wattRatingScaleFor(2031, 'laptop_users')?.year).toBe(2026);
    expect(wattRatingScaleFor(2019, 'laptop_users')?.year).toBe(2022);
    expect(coolingRatingScaleFor(2040).year).toBe(2026);
    expect(wattRatingScaleFor(2024, 'docking_station_users')).toBeUndefined();
    expect(wattRatingScaleFor(2024, 'nope')).toBeUndefined();
  });

  it('gives plausible magnitudes for the main capacities in 2024', () => {
    const c = (id: string) => wattRatingScaleFor(2024, id)!.upperBounds[2];
    expect(c('server_vms')).toBeGreaterThan(2);
    expect(c('server_vms')).toBeLessThan(30);
    expect(c('storage_usable_tb')).toBeGreaterThan(0.5);
    expect(c('storage_usable_tb')).toBeLessThan(20);
    expect(c('network_switch_ports')).toBeGreaterThan(0.5);
    expect(c('network_switch_ports')).toBeLessThan(10);
    expect(c('laptop_users')).toBeGreaterThan(0.5);
    expect(c('desktop_users')).toBeGreaterThan(c('laptop_users'));
  });
});

describe('#ratingThresholdsForYear', () => {
  it('keys one year\'s bounds by category, using each category\'s first capacity by default', () => {
    const t = ratingThresholdsForYear(2024);
    expect(t.year).toBe(2024);
    expect(t.categories.server).toEqual(wattRatingScaleFor(2024, 'server_vms')!.upperBounds);
    expect(t.categories.laptop).toEqual(wattRatingScaleFor(2024, 'laptop_users')!.upperBounds);
    expect(t.coolingCop).toEqual(coolingRatingScaleFor(2024).lowerBounds);
  });

  it('uses the capacity a solution is measured in when given', () => {
    const t = ratingThresholdsForYear(2025, { server: 'server_cores' });
    expect(t.categories.server).toEqual(wattRatingScaleFor(2025, 'server_cores')!.upperBounds);
  });

  it('leaves out categories without a scale and ignores a capacity of another category', () => {
    const t = ratingThresholdsForYear(2024, { server: 'laptop_users' });
    expect(Object.keys(t.categories)).not.toContain('docking_station');
    expect(Object.keys(t.categories)).not.toContain('ups');
    expect(t.categories.server).toBeUndefined();
  });
});
