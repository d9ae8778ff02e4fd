import type { AggregateFigures, CalcWarning, SolutionFigures } from './types';

/** What `groupWarnings` needs to know about a group (M9). */
export interface GroupWarningInput {
  /** Whether any solution of the group has an invalid category infrastructure share. */
  shareInvalid: boolean;
  totalKwh: number | null | undefined;
}

/**
 * Group warnings (M9): both `category_infrastructure_share` and `invalid_group_data` when a share is
 * invalid (no categories, or a fraction outside (0, 1]) or when the group's `totalKwh` is 0 or null;
 * none otherwise.
 */
export function groupWarnings(input: GroupWarningInput): CalcWarning[] {
  const total = input.totalKwh;
  const noEnergy = typeof total !== 'number' || !(total !== 0) || !Number.isFinite(total);
  return input.shareInvalid || noEnergy ? ['category_infrastructure_share', 'invalid_group_data'] : [];
}

/**
 * What a figure assumed where the user gave nothing (M9, beside the warnings): the user must see it.
 * - `no_ups_or_cooling`: a data-centre solution with energy but neither UPS nor cooling; its DCiE of
 *   100 % and PUE of 1.00 assume no infrastructure losses at all (M2).
 * - `unrated_categories`: categories with energy but no capacity, so no watt per unit and no rating;
 *   the accumulated rating leaves them out (M4, issue #28).
 */
export type CalcAssumptionCode = 'no_ups_or_cooling' | 'unrated_categories';

export interface CalcAssumption {
  code: CalcAssumptionCode;
  /** The unrated categories (`unrated_categories`); empty otherwise. */
  categoryIds: string[];
}

/** The assumptions of a solution or group (`solutions` given) or of a single solution (`calculationMode` given). */
export function assumptionsOf(f: Pick<AggregateFigures, 'categories'> & Partial<Pick<SolutionFigures, 'calculationMode' | 'itKwh' | 'upsKwh' | 'coolingKwh'>> & { solutions?: readonly SolutionFigures[] }): CalcAssumption[] {
  const out: CalcAssumption[] = [];
  const bare = (s: Pick<SolutionFigures, 'calculationMode' | 'itKwh' | 'upsKwh' | 'coolingKwh'>) => s.calculationMode === 1 && s.itKwh > 0 && s.upsKwh === 0 && s.coolingKwh === 0;
  const solutions = f.solutions ?? (f.calculationMode !== undefined ? [f as SolutionFigures] : []);
  if (solutions.some(bare)) out.push({ code: 'no_ups_or_cooling', categoryIds: [] });
  const unrated = f.categories.filter((c) => c.itKwh > 0 && c.rating == null).map((c) => c.categoryId);
  if (unrated.length) out.push({ code: 'unrated_categories', categoryIds: unrated });
  return out;
}
