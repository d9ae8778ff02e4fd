import { DEFAULT_LCA_YEARS } from './constants';
import type { CalcContext, RatingThresholds } from './types';

/** `CalcContext` with defaults applied, built once per computation. */
export interface ResolvedContext {
  thresholds: RatingThresholds | null;
  years: number;
  lcaReport: boolean;
  nonRefurbished: ReadonlySet<string>;
  kwhPrice: number | null;
}

const EMPTY_SET: ReadonlySet<string> = new Set();

/** Applies the defaults of `CalcContext` (years 5, not an LCA report, no exclusions) (M5). */
export function resolveContext(ctx: CalcContext | ResolvedContext | undefined): ResolvedContext {
  if (ctx && 'nonRefurbished' in ctx) return ctx;
  const c: CalcContext = ctx ?? {};
  const years = typeof c.years === 'number' && c.years >= 0 && Number.isFinite(c.years) ? c.years : DEFAULT_LCA_YEARS;
  const ids = c.nonRefurbishedCategoryIds;
  return {
    thresholds: c.ratingThresholds ?? null,
    years,
    lcaReport: c.lcaReport === true,
    nonRefurbished: !ids ? EMPTY_SET : ids instanceof Set ? ids : new Set(ids as readonly string[]),
    kwhPrice: c.kwhPrice ?? null,
  };
}
