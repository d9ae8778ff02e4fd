import { ACCUMULATED_SCORE_BOUNDS, NUMERIC_RATING, RATING_CLASSES } from './constants';
import type { AccumulatedRating, RatingClass, RatingThresholds } from './types';

/**
 * `wattPerUnit_cat = Σ itemAverageWatts_cat / capacityAmount_cat` (M4); `null` (unrated) without a
 * capacity or with amount 0.
 */
export function wattPerUnit(averageWatts: number, capacityAmount: number): number | null {
  if (!(capacityAmount > 0) || !Number.isFinite(capacityAmount)) return null;
  const wpu = averageWatts / capacityAmount;
  return Number.isFinite(wpu) ? wpu : null;
}

/** `categoryGroupWeight_cat = itKwh_cat / itKwh`, 0 when `itKwh` is 0 (M4). */
export function categoryGroupWeight(categoryItKwh: number, itKwh: number): number {
  if (!(itKwh > 0)) return 0;
  const w = categoryItKwh / itKwh;
  return Number.isFinite(w) ? w : 0;
}

/**
 * The six upper bounds a category is rated against (M4): those of its capacity when the reference
 * data has them, else those of the category; `undefined` when neither (the category is unrated).
 */
export function ratingBoundsFor(
  thresholds: RatingThresholds | null | undefined,
  categoryId: string,
  capacityId: string | null,
): readonly number[] | undefined {
  if (!thresholds) return undefined;
  const byCapacity = capacityId === null ? undefined : thresholds.capacities?.[capacityId];
  return byCapacity ?? thresholds.categories?.[categoryId] ?? undefined;
}

/**
 * Category rating (M4): the first class A…F whose upper bound (W per unit) is ≥ `wattPerUnit`,
 * otherwise G. `null` (unrated) without a watt per unit or without thresholds for the category.
 */
export function categoryRating(
  wattPerUnitValue: number | null,
  upperBoundsWatts: readonly number[] | null | undefined,
): RatingClass | null {
  if (wattPerUnitValue === null || !Number.isFinite(wattPerUnitValue) || !upperBoundsWatts?.length) return null;
  const n = upperBoundsWatts.length < 6 ? upperBoundsWatts.length : 6;
  for (let i = 0; i < n; i++) {
    if (upperBoundsWatts[i] >= wattPerUnitValue) return RATING_CLASSES[i];
  }
  return 'G';
}

/**
 * Cooling rating (M4): stepping by COP, higher is better: the first class A…F whose lower COP bound
 * is ≤ `cop`, otherwise G. `null` without cooling (cop 0) or without thresholds.
 */
export function coolingRating(
  cop: number | null,
  lowerBoundsCop: readonly number[] | null | undefined,
): RatingClass | null {
  if (cop === null || !(cop > 0) || !Number.isFinite(cop) || !lowerBoundsCop?.length) return null;
  const n = lowerBoundsCop.length < 6 ? lowerBoundsCop.length : 6;
  for (let i = 0; i < n; i++) {
    if (lowerBoundsCop[i] <= cop) return RATING_CLASSES[i];
  }
  return 'G';
}

/** `numericRating`: A=7 … G=1 (M4); `null` for unrated. */
export function numericRating(rating: RatingClass | null): number | null {
  return rating === null ? null : NUMERIC_RATING[rating];
}

/**
 * Class of an accumulated score (M4): ≥ 6.5 A, ≥ 5.5 B, ≥ 4.5 C, ≥ 3.5 D, ≥ 2.5 E, ≥ 1.5 F,
 * ≥ 0.5 G, else A (as the specification says).
 */
export function ratingFromScore(score: number): RatingClass {
  for (let i = 0; i < ACCUMULATED_SCORE_BOUNDS.length; i++) {
    if (score >= ACCUMULATED_SCORE_BOUNDS[i]) return RATING_CLASSES[i];
  }
  return 'A';
}

/** One weighed entry of an accumulated rating. */
export interface RatingEntry {
  weight: number;
  /** `null` = unrated: it weighs nothing (M4, issue #28). */
  numericRating: number | null;
}

/**
 * Accumulated rating (M4): `score = Σ weight × numeric / Σ weight` over the rated entries only. An
 * unrated entry (no capacity, hence no watt per unit) has no rating to weigh: counting it as A (7), as
 * the specification once said, made two solutions at the same PUE rate B and C by their weights alone
 * (issue #28). `unratedShare` is the share of the positive weight left out, so that a report can say
 * so. `null` score and class when no rated entry weighs (no entries, all weights 0, or all unrated).
 */
export function accumulatedRating(entries: readonly RatingEntry[]): Omit<AccumulatedRating, 'totalKwh'> {
  let weighted = 0;
  let weights = 0;
  let unrated = 0;
  for (const entry of entries) {
    const w = entry.weight > 0 && Number.isFinite(entry.weight) ? entry.weight : 0;
    if (entry.numericRating === null) {
      unrated += w;
      continue;
    }
    weighted += w * entry.numericRating;
    weights += w;
  }
  const all = weights + unrated;
  const unratedShare = all > 0 ? unrated / all : 0;
  if (!(weights > 0)) return { score: null, numericRating: null, rating: null, unratedShare };
  const score = weighted / weights;
  const rating = ratingFromScore(score);
  return { score, numericRating: NUMERIC_RATING[rating], rating, unratedShare };
}

/**
 * Whether an accumulated rating's letter rests on the cooling's COP alone (M4; issue #47, point 10):
 * there is a letter, yet no IT category is rated (none has a capacity or rating bounds), so the only
 * weighed entry is the cooling. A screen or report must say so rather than show the letter as the IT's.
 */
export function ratedByCoolingAlone(figures: { rating: { rating: RatingClass | null }; categories: readonly { numericRating: number | null }[] }): boolean {
  return figures.rating.rating !== null && !figures.categories.some((c) => c.numericRating !== null);
}
