/**
 * What a solution's clone does not copy, entity by entity, each with why (issue #48, point 1). The rest
 * of every column is copied from the entity's metadata (platform/db/clone-row.ts), so a column added
 * later is cloned without editing this file; `solution-clone.test.ts` walks the metadata.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { cloneRow, type NotCopied } from '../../platform/db/clone-row';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';

const NEW_ROW = 'the copy is a new row';
const NOW = 'the copy is made now';

export const SOLUTION_NOT_COPIED: NotCopied<Solution> = {
  id: NEW_ROW,
  createdAt: NOW,
  updatedAt: NOW,
  items: 'copied item by item (cloneSolutionInto)',
  capacities: 'the live capacity links are copied link by link; deleted ones are not',
  shares: 'the live shares are copied share by share; deleted ones are not',
};

export const ITEM_NOT_COPIED: NotCopied<SolutionItem> = { id: NEW_ROW, createdAt: NOW, updatedAt: NOW };

export const CAPACITY_NOT_COPIED: NotCopied<SolutionCapacity> = { id: NEW_ROW, createdAt: NOW, deletedAt: 'only live links are copied' };

export const SHARE_NOT_COPIED: NotCopied<CategoryInfrastructureShare> = { id: NEW_ROW, createdAt: NOW, deletedAt: 'only live shares are copied' };

export const GROUP_NOT_COPIED: NotCopied<SolutionGroup> = {
  id: NEW_ROW,
  createdAt: NOW,
  updatedAt: NOW,
  solutions: 'copied solution by solution (cloneSolutionInto)',
  responseDraft: "a clone is the partner's own group, never a seller's response in draft",
};

/** A deep copy of a loaded solution tree into `group`: every column of the solution and its items, live capacity links and live shares. */
export function cloneSolutionInto(em: EntityManager, s: Solution, group: SolutionGroup, sortOrder: number, name: string): Solution {
  const copy = cloneRow(em, Solution, s, { group, name: name.slice(0, 160), sortOrder }, SOLUTION_NOT_COPIED);
  for (const i of s.items) cloneRow(em, SolutionItem, i, { solution: copy }, ITEM_NOT_COPIED);
  for (const c of s.capacities) if (!c.deletedAt) cloneRow(em, SolutionCapacity, c, { solution: copy }, CAPACITY_NOT_COPIED);
  for (const x of s.shares) if (!x.deletedAt) cloneRow(em, CategoryInfrastructureShare, x, { solution: copy }, SHARE_NOT_COPIED);
  return copy;
}

/** A copy of a group's own columns into `project`'s list, with what the caller sets (name, state, primary, order). */
export function cloneGroupRow(em: EntityManager, g: SolutionGroup, set: Partial<SolutionGroup>): SolutionGroup {
  return cloneRow(em, SolutionGroup, g, set, GROUP_NOT_COPIED);
}
