/**
 * The solutions screen's rules as pure functions (spec/project-areas.md §4, §5, §9): percent ↔
 * fraction for infrastructure shares, update payloads (a refurbishment percentage of 0 is dropped),
 * which category may join a share, the "included" flags of capacities and shares, the 250-item lock,
 * the UPS and cooling picker values, and the drag-and-drop move plan.
 */
import { DRAG_TARGET_INDEX_LIMIT, GROUP_ITEMS_LIMIT, groupItemListsLocked, IMPORT_MAX_ROWS } from '../../../../shared/validation/solutions';

/** Above this many items in a group, its item lists are read-only (spec §5, §9). */
export const GROUP_ITEM_LIMIT = GROUP_ITEMS_LIMIT;
/** Items per page on the solutions screen (spec §9). */
export const ITEMS_PER_PAGE = 4;
/** How long a completed or failed flag stays on a capacity or share entry (spec §4, §9). */
export const FLAG_MS = 3000;
/** Pause after the last change before the summary refreshes itself (spec §9: 1 to 2 seconds). */
export const SUMMARY_REFRESH_MS = 1500;
export { DRAG_TARGET_INDEX_LIMIT, IMPORT_MAX_ROWS };

import { parseLocaleNumber, parseServiceLife } from '../common/service-life';

export { parseLocaleNumber, parseServiceLife };

/** Rounds away binary noise (0.35 × 100 = 35.00000000000001). */
const clean = (n: number) => Number(n.toPrecision(12));

/** A share entered in percent (40) is sent as a fraction (0.4); null when there is no value. */
export function percentToFraction(percent: string | number | null | undefined): number | null {
  const n = parseLocaleNumber(percent);
  return n === null ? null : clean(n / 100);
}

/** A stored fraction (0.4) shown in percent (40); null stays null. */
export function fractionToPercent(fraction: number | null | undefined): number | null {
  return fraction == null || !Number.isFinite(fraction) ? null : clean(fraction * 100);
}

/** Why a typed share percent cannot be saved, or null when it can (0 < p ≤ 100). */
export function sharePercentProblem(percent: string): 'number' | 'range' | null {
  if (percent.trim() === '') return null;
  const n = parseLocaleNumber(percent);
  if (n === null) return 'number';
  return n > 0 && n <= 100 ? null : 'range';
}

export interface ShareInput {
  categoryIds?: string[];
  infrastructureSharePercent?: number;
}

/**
 * The update of a share: the percent is sent (as a fraction) only when it has a value (spec §5);
 * categories only when given.
 */
export function shareInput(percent: string | null | undefined, categoryIds?: string[]): ShareInput {
  const input: ShareInput = {};
  if (categoryIds) input.categoryIds = categoryIds;
  const fraction = percentToFraction(percent ?? null);
  if (fraction !== null) input.infrastructureSharePercent = fraction;
  return input;
}

export interface ShareLike {
  id: string;
  categoryIds: readonly string[];
}

/** A category may join a share only when it has a name and is not in that share already (spec §5). */
export function canJoinShare(category: { id: string; name?: string | null }, share: ShareLike): boolean {
  return !!category.name?.trim() && !share.categoryIds.includes(category.id);
}

/**
 * The categories of every share after `categoryId` joins `shareId`: it is added there and leaves any
 * other share (spec §5). Shares whose list does not change are left out of the answer.
 */
export function joinShare(shares: readonly ShareLike[], shareId: string, category: { id: string; name?: string | null }): Map<string, string[]> {
  const changes = new Map<string, string[]>();
  const target = shares.find((s) => s.id === shareId);
  if (!target || !canJoinShare(category, target)) return changes;
  for (const s of shares) {
    if (s.id === shareId) changes.set(s.id, [...s.categoryIds, category.id]);
    else if (s.categoryIds.includes(category.id)) changes.set(s.id, s.categoryIds.filter((id) => id !== category.id));
  }
  return changes;
}

/** Capacities count as included when any live entry has an amount above 0 (spec §4). */
export function capacitiesIncluded(entries: ReadonlyArray<{ amount: number; deletedAt?: string | null }>): boolean {
  return entries.some((e) => !e.deletedAt && e.amount > 0);
}

/** Shares count as included when the first entry exists and is not deleted (spec §4). */
export function sharesIncluded(entries: ReadonlyArray<{ deletedAt?: string | null }>): boolean {
  return entries.length > 0 && !entries[0].deletedAt;
}

/** Items of a group (the sum over its solutions). */
export function groupItemCount(group: { solutions: ReadonlyArray<{ itemCount: number }> }): number {
  return group.solutions.reduce((sum, s) => sum + s.itemCount, 0);
}

/** Whether a group's item lists are read-only: more than 250 items (spec §5; the server holds the same rule). */
export function itemsLocked(itemCount: number): boolean {
  return groupItemListsLocked(itemCount);
}

export interface ItemEdit {
  amount?: number;
  /** Typed text: empty clears it (null), 0 is dropped (spec §5, M5). */
  refurbishment?: string;
  unitPrice?: string;
  /** Typed years: empty clears it (null: the category's default); a value outside 1–50 is not sent. */
  serviceLife?: string;
}

export interface ItemUpdateInput {
  amount?: number;
  refurbishmentImpactPercentage?: number | null;
  unitPrice?: number | null;
  serviceLifeYears?: number | null;
}

/** The item update payload: a refurbishment percentage of 0 is dropped, an emptied one is cleared. */
export function itemUpdateInput(edit: ItemEdit): ItemUpdateInput {
  const input: ItemUpdateInput = {};
  if (edit.amount !== undefined) input.amount = edit.amount;
  if (edit.refurbishment !== undefined) {
    const text = edit.refurbishment.trim();
    if (text === '') input.refurbishmentImpactPercentage = null;
    else {
      const p = parseLocaleNumber(text);
      if (p !== null && p !== 0) input.refurbishmentImpactPercentage = p;
    }
  }
  if (edit.unitPrice !== undefined) {
    const text = edit.unitPrice.trim();
    input.unitPrice = text === '' ? null : parseLocaleNumber(text);
  }
  if (edit.serviceLife !== undefined) {
    const years = parseServiceLife(edit.serviceLife);
    if (years !== 'invalid') input.serviceLifeYears = years;
  }
  return input;
}

/** A whole amount of at least 1, or null when the text is not one. */
export function parseAmount(text: string): number | null {
  const n = parseLocaleNumber(text);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : null;
}

export interface SolutionFormValues {
  name: string;
  description: string;
  renewableEnergy: string;
  co2FactorGram: string;
  kwhPrice: string;
  refurbishmentImpactPercentage: string;
}

export interface SolutionUpdateInput {
  name?: string;
  description?: string | null;
  renewableEnergy?: number;
  co2FactorGram?: number;
  kwhPrice?: string;
  refurbishmentImpactPercentage?: number | null;
}

/** The solution update payload from the form: numbers parsed, a refurbishment percentage of 0 dropped. */
export function solutionUpdateInput(v: SolutionFormValues): SolutionUpdateInput {
  const input: SolutionUpdateInput = { name: v.name.trim(), description: v.description.trim() || null };
  const renewable = parseLocaleNumber(v.renewableEnergy);
  if (renewable !== null) input.renewableEnergy = renewable;
  const co2 = parseLocaleNumber(v.co2FactorGram);
  if (co2 !== null) input.co2FactorGram = co2;
  if (v.kwhPrice.trim() !== '') input.kwhPrice = v.kwhPrice.trim();
  const refurbishment = itemUpdateInput({ refurbishment: v.refurbishmentImpactPercentage });
  if ('refurbishmentImpactPercentage' in refurbishment) input.refurbishmentImpactPercentage = refurbishment.refurbishmentImpactPercentage;
  return input;
}

export interface PresetLike {
  id: string;
  kind: string;
  value?: number | null;
  sortOrder: number;
  label?: string;
}

/** The presets of one kind (ups or cooling) in the specification's order: values, custom, none. */
export function presetsOf<P extends PresetLike>(presets: readonly P[], kind: 'ups' | 'cooling'): P[] {
  return presets.filter((p) => p.kind === kind).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The picker value of a solution's setting: its preset id, `<kind>_custom` or `<kind>_none`. */
export function presetChoice(setting: { id: string; value: number }, presets: readonly PresetLike[], kind: 'ups' | 'cooling'): string {
  const own = presets.find((p) => p.id === setting.id && p.kind === kind);
  if (own) return own.id;
  if (!setting.value) return `${kind}_none`;
  return presets.find((p) => p.kind === kind && p.value === setting.value)?.id ?? `${kind}_custom`;
}

// ---- moving solutions (drag and drop, or the "Move to…" dialog) --------------------------------

export interface MoveGroup {
  id: string;
  requested: boolean;
  solutions: ReadonlyArray<{ id: string }>;
}

export type MovePlan =
  | { kind: 'none' }
  | { kind: 'error'; reason: 'requested' | 'index' }
  | { kind: 'reorder'; groupId: string; solutionIds: string[] }
  | { kind: 'move'; sourceGroupId: string; targetGroupId: string; solutionId: string; index: number };

/**
 * What dropping solution `solutionId` at `index` of `target` does (spec §4, §5): never into a
 * requested group; the target index must be below 10. Within a group it is the group's new order;
 * between groups a move to the index. Dropping a solution where it already is does nothing.
 */
export function planMove(source: MoveGroup, target: MoveGroup, solutionId: string, index: number): MovePlan {
  if (target.id !== source.id && target.requested) return { kind: 'error', reason: 'requested' };
  if (!Number.isInteger(index) || index < 0) return { kind: 'none' };
  if (target.id === source.id) {
    const ids = source.solutions.map((s) => s.id);
    const from = ids.indexOf(solutionId);
    if (from < 0) return { kind: 'none' };
    // The index counts positions before the drop, so a move down lands one earlier.
    const to = Math.min(index > from ? index - 1 : index, ids.length - 1);
    if (to === from) return { kind: 'none' };
    if (to >= DRAG_TARGET_INDEX_LIMIT) return { kind: 'error', reason: 'index' };
    ids.splice(from, 1);
    ids.splice(to, 0, solutionId);
    return { kind: 'reorder', groupId: source.id, solutionIds: ids };
  }
  const to = Math.min(index, target.solutions.length);
  if (to >= DRAG_TARGET_INDEX_LIMIT) return { kind: 'error', reason: 'index' };
  return { kind: 'move', sourceGroupId: source.id, targetGroupId: target.id, solutionId, index: to };
}

/** The reorder mutation's input for a plan (the mutation runs on the source group). */
export function reorderInput(plan: Extract<MovePlan, { kind: 'reorder' | 'move' }>): { id: string; input: { solutionIds: string[]; targetGroupId?: string; index?: number } } {
  if (plan.kind === 'reorder') return { id: plan.groupId, input: { solutionIds: plan.solutionIds } };
  return { id: plan.sourceGroupId, input: { solutionIds: [plan.solutionId], targetGroupId: plan.targetGroupId, index: plan.index } };
}
