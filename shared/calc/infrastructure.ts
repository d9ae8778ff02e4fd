import { ratioOrNull } from './numbers';
import type { CalcShare } from './types';

/**
 * A category infrastructure share is invalid when it lists no categories or its fraction lies
 * outside (0, 1] (M9).
 */
export function shareIsInvalid(share: CalcShare): boolean {
  const f = share.fraction;
  return share.categoryIds.length === 0 || !(typeof f === 'number' && f > 0 && f <= 1);
}

/**
 * Fractions `f_cat` of the categories listed in valid shares (M2); a category listed twice keeps
 * the first share. Invalid shares are left out (their categories draw all of their energy) and
 * reported through `invalid` (M9).
 */
export function shareFractions(shares: readonly CalcShare[]): { fractions: Map<string, number>; invalid: boolean } {
  const fractions = new Map<string, number>();
  let invalid = false;
  for (const share of shares) {
    if (shareIsInvalid(share)) {
      invalid = true;
      continue;
    }
    for (const categoryId of share.categoryIds) {
      if (!fractions.has(categoryId)) fractions.set(categoryId, share.fraction);
    }
  }
  return { fractions, invalid };
}

/** UPS efficiency as used: 0 (no UPS) unless in (0, 100]; above 100 counts as 100 (no loss). */
function effectiveEfficiency(efficiencyPercent: number): number {
  if (!(efficiencyPercent > 0) || !Number.isFinite(efficiencyPercent)) return 0;
  return efficiencyPercent < 100 ? efficiencyPercent : 100;
}

/** UPS losses per kWh drawn through it: `100/η − 1` (M2); 0 without a UPS. */
export function upsLossFactor(efficiencyPercent: number): number {
  const eta = effectiveEfficiency(efficiencyPercent);
  return eta === 0 ? 0 : 100 / eta - 1;
}

/** Cooling energy per kWh cooled: `1 / cop` (M2); 0 without cooling (cop 0). */
export function coolingFactor(cop: number): number {
  return cop > 0 && Number.isFinite(cop) ? 1 / cop : 0;
}

/** `upsKwh = coveredKwh × (100/η − 1)`; 0 when η is 0 (no UPS) (M2). */
export function upsKwh(coveredKwh: number, efficiencyPercent: number): number {
  return coveredKwh * upsLossFactor(efficiencyPercent);
}

/** `coolingKwh = (coveredKwh + upsKwh) / cop`; 0 when cop is 0 (no cooling) (M2). */
export function coolingKwh(coveredKwh: number, upsKwhValue: number, cop: number): number {
  return (coveredKwh + upsKwhValue) * coolingFactor(cop);
}

/**
 * UPS plus cooling energy per covered kWh, `k = (100/η − 1) + (100/η) / cop` (M2), so that
 * `upsKwh + coolingKwh = coveredKwh × k`. Lets an item's share of UPS and cooling (M5) be found in
 * the same pass as its energy.
 */
export function infrastructureFactor(efficiencyPercent: number, cop: number): number {
  const loss = upsLossFactor(efficiencyPercent);
  return loss + (1 + loss) * coolingFactor(cop);
}

/** `pue = totalKwh / itKwh` (M2); `null` when undefined (no energy). */
export function powerUsageEffectiveness(totalKwh: number, itKwh: number): number | null {
  if (!(totalKwh > 0)) return null;
  return ratioOrNull(totalKwh, itKwh);
}

/**
 * `dciePercent = round((totalKwh − upsKwh − coolingKwh) / totalKwh × 100)` (M2); `null` when
 * `totalKwh` is 0. Since `totalKwh − upsKwh − coolingKwh = itKwh`, it is computed as
 * `round(100 / pue)` so that DCiE and PUE never disagree through floating-point noise.
 */
export function dciePercent(totalKwh: number, itKwh: number): number | null {
  const pue = powerUsageEffectiveness(totalKwh, itKwh);
  return pue === null ? null : Math.round(100 / pue);
}
