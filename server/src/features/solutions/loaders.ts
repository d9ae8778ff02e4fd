/**
 * Batched loads of the solutions feature's GraphQL fields (platform/db/loaders.ts): a group's solutions,
 * a solution's type, items, capacity links, shares and item count, an item's product, a link's
 * capacity definition. Each runs once per request tick for every row asked for, so the solutions
 * screen's queries cost the same number of SQL statements for one group as for ten (tested in
 * server/test/solutions-screen-queries.test.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { loadById, populateBatched, requestLoader } from '../../platform/db/loaders';
import { Product } from '../catalogue';
import { CapacityDefinition, Category, SolutionType } from '../reference';
import type { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';

export async function solutionsOfGroup(em: EntityManager, g: SolutionGroup): Promise<Solution[]> {
  if (!g.solutions.isInitialized()) await populateBatched(em, 'SolutionGroup', ['solutions'], g);
  return g.solutions.getItems();
}

export async function itemsOf(em: EntityManager, s: Solution): Promise<SolutionItem[]> {
  if (!s.items.isInitialized()) await populateBatched(em, 'Solution', ['items', 'items.product'], s);
  return s.items.getItems();
}

/** Live capacity links (not soft-deleted). */
export async function capacitiesOf(em: EntityManager, s: Solution): Promise<SolutionCapacity[]> {
  if (!s.capacities.isInitialized()) await populateBatched(em, 'Solution', ['capacities'], s);
  return s.capacities.getItems().filter((c) => !c.deletedAt);
}

/** Live category infrastructure shares (not soft-deleted). */
export async function sharesOf(em: EntityManager, s: Solution): Promise<CategoryInfrastructureShare[]> {
  if (!s.shares.isInitialized()) await populateBatched(em, 'Solution', ['shares'], s);
  return s.shares.getItems().filter((x) => !x.deletedAt);
}

/** The number of items of a solution: the loaded list's length, else one grouped count for the tick. */
export function itemCountOf(em: EntityManager, s: Solution): Promise<number> {
  if (s.items.isInitialized()) return Promise.resolve(s.items.length);
  return itemCountLoader(em).load(s.id);
}

/** Solutions' item counts the request already knows (from the figures it computed), asked for without a statement. */
export function primeItemCounts(em: EntityManager, counts: Iterable<[number, number]>): void {
  const loader = itemCountLoader(em);
  for (const [id, n] of counts) loader.prime(id, n);
}

function itemCountLoader(em: EntityManager): DataLoader<number, number> {
  return requestLoader(em, 'itemCount', () =>
    new DataLoader<number, number>(async (ids) => {
      const rows = await em.getConnection().execute<Array<{ id: number; n: string | number }>>(
        `select solution_id as id, count(*) as n from solution_items where solution_id in (${ids.map(() => '?').join(', ')}) group by solution_id`,
        [...ids],
      );
      const counts = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  );
}

export function solutionTypeOf(em: EntityManager, s: Solution): Promise<SolutionType> {
  return loadById(em, SolutionType, s.solutionType);
}

export function productOf(em: EntityManager, i: SolutionItem): Promise<Product> {
  return loadById(em, Product, i.product);
}

export function capacityDefinitionOf(em: EntityManager, c: SolutionCapacity): Promise<CapacityDefinition> {
  return loadById(em, CapacityDefinition, c.capacity);
}

/** Categories by id (reference rows), those of every share of the tick in one query. */
export async function categoriesById(em: EntityManager, ids: readonly string[]): Promise<Map<string, Category | null>> {
  const found = await Promise.all(ids.map((id) => loadById(em, Category, id).catch(() => null)));
  return new Map(ids.map((id, i) => [id, found[i]]));
}
