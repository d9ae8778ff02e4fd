import type { CalcWarning } from './types';

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
