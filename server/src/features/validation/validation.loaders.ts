/**
 * Batched loads of the validation feature's GraphQL fields (platform/db/loaders.ts): a project's item
 * validation count, for every project of a list in one pair of grouped counts
 * ({@link itemValidationCounts}) instead of one pair per project. Not cached: a live update
 * (projectUpdated) must read the count afresh.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { requestLoader } from '../../platform/db/loaders';
import { itemValidationCounts, type ItemValidationCount } from './validation.service';

export function itemValidationCountOf(em: EntityManager, projectId: number): Promise<ItemValidationCount> {
  const loader = requestLoader(em, 'itemValidationCount', () =>
    new DataLoader<number, ItemValidationCount>(async (ids) => {
      const counts = await itemValidationCounts(em, ids);
      return ids.map((id) => counts.get(id) ?? { validated: 0, total: 0 });
    }, { cache: false }), // counts change with the project's items: batch a tick, never remember
  );
  return loader.load(projectId);
}
