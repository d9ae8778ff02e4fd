import { HOURS_PER_YEAR } from './constants';
import { nonNegative } from './numbers';
import type { CalcItem, CalcMode } from './types';

/**
 * Hours per year that an item's modes sum to after profile scaling and the cap (M1): the profile's
 * hours when there is a profile, else the modes' own hours, at most 8760.
 */
export function effectiveHours(modeHoursSum: number, profileHours?: number | null): number {
  const target = profileHours === null || profileHours === undefined ? nonNegative(modeHoursSum) : nonNegative(profileHours);
  return target < HOURS_PER_YEAR ? target : HOURS_PER_YEAR;
}

/**
 * Factor by which an item's mode hours are scaled (M1): a profile scales the modes' hours so that
 * they sum to the profile's hours; without one the modes' own hours apply; the sum is capped at
 * 8760 h either way. Modes with no hours at all cannot be scaled and count 0.
 */
export function modeHoursScale(modeHoursSum: number, profileHours?: number | null): number {
  if (!(modeHoursSum > 0)) return 0;
  const scale = effectiveHours(modeHoursSum, profileHours) / modeHoursSum;
  return Number.isFinite(scale) ? scale : 0;
}

/**
 * Annual energy of one unit, in kWh, after profile scaling and the 8760 h cap (M1):
 * `Σ_modes(watts × hours) / 1000`.
 */
export function unitAnnualKwh(modes: readonly CalcMode[], profileHours?: number | null): number {
  let hours = 0;
  let wattHours = 0;
  for (let i = 0; i < modes.length; i++) {
    const mode = modes[i];
    const h = nonNegative(mode.hours);
    hours += h;
    wattHours += nonNegative(mode.powerConsumptionWatts) * h;
  }
  if (!(hours > 0)) return 0;
  const target = effectiveHours(hours, profileHours);
  // Scaling the hours is scaling by target / hours; as mean watts × target it stays finite even
  // for vanishing mode hours.
  return target === hours ? wattHours / 1000 : ((wattHours / hours) * target) / 1000;
}

/** `itemAnnualKwh = amount × Σ_modes(watts × hours) / 1000` (M1), hours scaled and capped. */
export function itemAnnualKwh(item: Pick<CalcItem, 'amount' | 'modes' | 'profileHours'>): number {
  return nonNegative(item.amount) * unitAnnualKwh(item.modes, item.profileHours);
}

/** `averageWatts = annualKwh × 1000 / 8760` (M1). */
export function averageWattsFromKwh(annualKwh: number): number {
  return (annualKwh * 1000) / HOURS_PER_YEAR;
}

/** `itemAverageWatts = itemAnnualKwh × 1000 / 8760` (M1). */
export function itemAverageWatts(item: Pick<CalcItem, 'amount' | 'modes' | 'profileHours'>): number {
  return averageWattsFromKwh(itemAnnualKwh(item));
}
