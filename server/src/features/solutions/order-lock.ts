/**
 * Orders that stay unique under concurrency: the next `sort_order` of a list (items of a solution,
 * solutions of a group, groups of a project) is read after locking the list's parent row for the rest
 * of the transaction. Two writers that add to the same list (parallel item imports, for example)
 * then take turns, and each reads the order the other committed. Writers to different lists do not
 * wait for each other.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

const PARENT_TABLE = { solution: 'solutions', group: 'solution_groups', project: 'projects' } as const;

/** Locks the parent row (`select … for update`): call inside the transaction that writes the order. */
export async function lockListParent(em: EntityManager, parent: keyof typeof PARENT_TABLE, id: number): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`lockListParent(${parent}) outside a transaction would lock nothing`);
  await em.execute(`select id from ${PARENT_TABLE[parent]} where id = ? for update`, [id]);
}
