import { describe, expect, it } from 'vitest';
import {
  accumulatedRating,
  ratedByCoolingAlone,
  categoryGroupWeight,
  categoryRating,
  coolingRating,
  numericRating,
  ratingBoundsFor,
  ratingFromScore,
  wattPerUnit,
} from './rating';

const bounds = [10, 20, 30, 40, 50, 60];
const copBounds = [8.26, 6.33, 4.37, 2.98, 2.53, 1.63];

describe('wattPerUnit (M4)', () => {
  it.each([
    // 600 W / 20 units = 30 W per unit
    { watts: 600, capacity: 20, wpu: 30 },
    { watts: 0, capacity: 20, wpu: 0 },
    { watts: 600, capacity: 0, wpu: null },
    { watts: 600, capacity: -3, wpu: null },
    { watts: 600, capacity: Number.NaN, wpu: null },
  ])('is $wpu for $watts W over capacity $capacity', ({ watts, capacity, wpu }) => {
    expect(wattPerUnit(watts, capacity)).toBe(wpu);
  });
});

describe('categoryGroupWeight (M4)', () => {
  it.each([
    // 250 / 1000 = 0.25
    { cat: 250, it: 1000, weight: 0.25 },
    { cat: 0, it: 1000, weight: 0 },
    { cat: 0, it: 0, weight: 0 },
  ])('is $weight for $cat of $it kWh', ({ cat, it: itKwh, weight }) => {
    expect(categoryGroupWeight(cat, itKwh)).toBe(weight);
  });
});

describe('categoryRating (M4)', () => {
  it.each([
    { wpu: 0, rating: 'A' },
    { wpu: 5, rating: 'A' },
    { wpu: 10, rating: 'A' },
    { wpu: 10.01, rating: 'B' },
    { wpu: 30, rating: 'C' },
    { wpu: 60, rating: 'F' },
    { wpu: 60.1, rating: 'G' },
    { wpu: null, rating: null },
  ])('rates $wpu W per unit as $rating against upper bounds 10…60', ({ wpu, rating }) => {
    expect(categoryRating(wpu, bounds)).toBe(rating);
  });

  it('leaves a category without thresholds unrated', () => {
    expect(categoryRating(5, undefined)).toBeNull();
    expect(categoryRating(5, [])).toBeNull();
  });
});

describe('coolingRating (M4)', () => {
  it.each([
    { cop: 8.26, rating: 'A' },
    { cop: 10, rating: 'A' },
    { cop: 7, rating: 'B' },
    { cop: 2.53, rating: 'E' },
    { cop: 2, rating: 'F' },
    { cop: 1.5, rating: 'G' },
    { cop: 0, rating: null },
    { cop: null, rating: null },
  ])('rates cop $cop as $rating (higher is better)', ({ cop, rating }) => {
    expect(coolingRating(cop, copBounds)).toBe(rating);
  });

  it('leaves cooling unrated without thresholds', () => {
    expect(coolingRating(4, null)).toBeNull();
  });
});

describe('numericRating (M4)', () => {
  it.each([
    { rating: 'A' as const, value: 7 },
    { rating: 'D' as const, value: 4 },
    { rating: 'G' as const, value: 1 },
    { rating: null, value: null },
  ])('maps $rating to $value', ({ rating, value }) => {
    expect(numericRating(rating)).toBe(value);
  });
});

describe('ratingFromScore (M4)', () => {
  it.each([
    { score: 7, rating: 'A' },
    { score: 6.5, rating: 'A' },
    { score: 6.49, rating: 'B' },
    { score: 5.5, rating: 'B' },
    { score: 4.5, rating: 'C' },
    { score: 3.5, rating: 'D' },
    { score: 2.5, rating: 'E' },
    { score: 1.5, rating: 'F' },
    { score: 0.5, rating: 'G' },
    { score: 0.49, rating: 'A' },
    { score: 0, rating: 'A' },
  ])('classes score $score as $rating', ({ score, rating }) => {
    expect(ratingFromScore(score)).toBe(rating);
  });
});

describe('accumulatedRating (M4)', () => {
  it.each([
    // (0.5 × 7 + 0.5 × 1) / 1 = 4 → D
    { entries: [{ weight: 0.5, numericRating: 7 }, { weight: 0.5, numericRating: 1 }], score: 4, rating: 'D', numeric: 4 },
    // an unrated entry weighs nothing (issue #28): (0.75 × 5) / 0.75 = 5 → C, not (0.75 × 5 + 0.25 × 7) = 5.5 → B
    { entries: [{ weight: 0.75, numericRating: 5 }, { weight: 0.25, numericRating: null }], score: 5, rating: 'C', numeric: 5 },
    // weights need not sum to 1: (2 × 3 + 1 × 6) / 3 = 4 → D
    { entries: [{ weight: 2, numericRating: 3 }, { weight: 1, numericRating: 6 }], score: 4, rating: 'D', numeric: 4 },
    // a zero weight does not count: 2 / 1 = 2 → F
    { entries: [{ weight: 1, numericRating: 2 }, { weight: 0, numericRating: 7 }], score: 2, rating: 'F', numeric: 2 },
  ])('scores $entries as $score ($rating)', ({ entries, score, rating, numeric }) => {
    const result = accumulatedRating(entries);
    expect(result.score).toBeCloseTo(score, 12);
    expect(result.rating).toBe(rating);
    expect(result.numericRating).toBe(numeric);
  });

  it('is null with nothing to weigh', () => {
    expect(accumulatedRating([])).toEqual({ score: null, numericRating: null, rating: null, unratedShare: 0 });
    expect(accumulatedRating([{ weight: 0, numericRating: 3 }])).toEqual({ score: null, numericRating: null, rating: null, unratedShare: 0 });
  });

  it('gives no rating when only unrated entries weigh, and says that all of the weight was left out (M4, issue #28)', () => {
    expect(accumulatedRating([{ weight: 1, numericRating: null }])).toEqual({ score: null, numericRating: null, rating: null, unratedShare: 1 });
  });

  it('reports the share of the weight it left out: 0.25 of 1 (M4, issue #28)', () => {
    expect(accumulatedRating([{ weight: 0.75, numericRating: 5 }, { weight: 0.25, numericRating: null }]).unratedShare).toBeCloseTo(0.25, 12);
    expect(accumulatedRating([{ weight: 2, numericRating: 3 }, { weight: 1, numericRating: 6 }]).unratedShare).toBe(0);
  });
});

describe('ratingBoundsFor (M4)', () => {
  const thresholds = {
    categories: { server: [10, 20, 30, 40, 50, 60] },
    capacities: { server_cores: [1, 2, 3, 4, 5, 6] },
  };

  it.each([
    { categoryId: 'server', capacityId: 'server_cores', bounds: [1, 2, 3, 4, 5, 6] },
    { categoryId: 'server', capacityId: 'server_vms', bounds: [10, 20, 30, 40, 50, 60] },
    { categoryId: 'server', capacityId: null, bounds: [10, 20, 30, 40, 50, 60] },
    { categoryId: 'storage', capacityId: 'storage_tb', bounds: undefined },
  ])('uses $bounds for $categoryId measured in $capacityId', ({ categoryId, capacityId, bounds }) => {
    expect(ratingBoundsFor(thresholds, categoryId, capacityId)).toEqual(bounds);
  });

  it('gives no bounds without reference data', () => {
    expect(ratingBoundsFor(null, 'server', 'server_cores')).toBeUndefined();
  });
});

describe('ratedByCoolingAlone (M4; issue #47, point 10)', () => {
  it('is true when a letter exists but no IT category is rated, false otherwise', () => {
    expect(ratedByCoolingAlone({ rating: { rating: 'F' }, categories: [{ numericRating: null }, { numericRating: null }] })).toBe(true);
    expect(ratedByCoolingAlone({ rating: { rating: 'F' }, categories: [{ numericRating: null }, { numericRating: 3 }] })).toBe(false);
    expect(ratedByCoolingAlone({ rating: { rating: null }, categories: [{ numericRating: null }] })).toBe(false);
  });
});
