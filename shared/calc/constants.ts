import type { RatingClass } from './types';

/**
 * The version of the calculation methodology this code implements (../shared/methodology.md, sections
 * M1 item energy, M2 solution energy, M3 emissions and cost, M4 capacities and rating, M5 LCA, M6
 * comparative solutions, M7 display, M8 document verification, M9 warnings). Recorded in every
 * document manifest (issue #31): raise it whenever a change to shared/calc can change a figure, so
 * that a re-run that no longer matches can be told apart from a tampered manifest.
 */
export const METHODOLOGY_VERSION = '2026.12';

/**
 * Methodology versions whose project figure was the sum over every counted group, baseline and
 * alternatives alike (M3 before issue #46); from 2026.12 it is the baseline's. A manifest of such a
 * version re-runs its `project` totals the old way, so an issued document verifies as it was issued.
 */
export const COUNTED_SUM_METHODOLOGY_VERSIONS: readonly string[] = ['2026.11'];

/** Hours in a (non-leap) year; the cap of M1 and the divisor of `itemAverageWatts`. */
export const HOURS_PER_YEAR = 8760;

/** Price per kWh when neither the solution nor the project has one (M3). */
export const DEFAULT_KWH_PRICE = 1.35;

/** Report period of the LCA use stage when the report data has none (M5). */
export const DEFAULT_LCA_YEARS = 5;

/** Rating classes from best to worst (M4). */
export const RATING_CLASSES: readonly RatingClass[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** `numericRating` per class: A=7 … G=1 (M4). */
export const NUMERIC_RATING: Readonly<Record<RatingClass, number>> = {
  A: 7,
  B: 6,
  C: 5,
  D: 4,
  E: 3,
  F: 2,
  G: 1,
};

/** Lower score bounds of the accumulated rating for A…G (M4). */
export const ACCUMULATED_SCORE_BOUNDS: readonly number[] = [6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5];

/** Number of categories shown in charts before the rest is merged as "other" (M7). */
export const MAX_SHOWN_CATEGORIES = 6;

/** Chart label length before the ellipsis (M7). */
export const MAX_LABEL_LENGTH = 15;
