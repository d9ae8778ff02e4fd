import { HOURS_PER_YEAR } from './constants';
import { nonNegative } from './numbers';
import type { CalcItem, CalcMode } from './types';

/**
 * Factor by which an item's mode hours are scaled (M1): a profile scales the modes' hours so that
 * they sum to the profile's hours; without one the modes' own hours apply; the sum is capped at
 * 8760 h either way. Modes with no hours at all cannot be scaled and count 0.
 */
export function modeHoursScale(modeHoursSum: number, profileHours?: number | null): number {
  if (!(modeHoursSum > 0)) return 0;
  const target = profileHours === null || profileHours === undefined ? modeHoursSum : nonNegative(profileHours);
  return (target < HOURS_PER_YEAR ? target : HOURS_PER_YEAR) / modeHoursSum;
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
  return (wattHours * modeHoursScale(hours, profileHours)) / 1000;
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
