/**
 * Per-request batch loaders (DataLoader over the request's EntityManager): GraphQL field resolvers ask
 * for one row or one list each, and every request made in the same tick becomes ONE query. Loaders live
 * as long as the request's forked EntityManager (a WeakMap), so nothing is shared between requests or
 * users and nothing is cached past the request.
 */
import { wrap, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

const perRequest = new WeakMap<EntityManager, Map<string, DataLoader<unknown, unknown>>>();

/** The request's loader named `key`, made on first use. */
export function requestLoader<K, V>(em: EntityManager, key: string, make: () => DataLoader<K, V>): DataLoader<K, V> {
  let loaders = perRequest.get(em);
  if (!loaders) perRequest.set(em, (loaders = new Map()));
  let loader = loaders.get(key) as DataLoader<K, V> | undefined;
  if (!loader) loaders.set(key, (loader = make()) as DataLoader<unknown, unknown>);
  return loader;
}

/**
 * An entity by primary key; a reference already loaded in the identity map is answered without a query,
 * the others of the same tick in one `where id in (…)`.
 */
export function loadById<T extends object, K extends string | number>(em: EntityManager, entity: EntityClass<T>, ref: T | K): Promise<T> {
  if (typeof ref === 'object' && wrap(ref).isInitialized()) return Promise.resolve(ref);
  const id = (typeof ref === 'object' ? wrap(ref, true).getPrimaryKey() : ref) as K;
  return byIdLoader<T, K>(em, entity).load(id);
}

function byIdLoader<T extends object, K extends string | number>(em: EntityManager, entity: EntityClass<T>): DataLoader<K, T> {
  return requestLoader(em, `byId:${entity.name}`, () =>
    new DataLoader<K, T>(async (ids) => {
      const rows = await em.find(entity, { id: { $in: [...ids] } } as never);
      const byId = new Map(rows.map((r) => [String(wrap(r, true).getPrimaryKey()), r]));
      return ids.map((k) => byId.get(String(k)) ?? new Error(`${entity.name} ${String(k)} not found`));
    }),
  );
}

/**
 * Tells the request's `loadById` rows it already holds (read-only reference rows of a cached
 * computation, say), so that asking for them costs no statement; a row already loaded stays as it is.
 */
export function primeById<T extends object, K extends string | number>(em: EntityManager, entity: EntityClass<T>, rows: Iterable<[K, T]>): void {
  const loader = byIdLoader<T, K>(em, entity);
  for (const [id, row] of rows) loader.prime(id, row);
}

/**
 * Populates `paths` on every entity asked for in the same tick with one query per relation level
 * (MikroORM's select-in populate), then answers each entity.
 */
export function populateBatched<T extends object>(em: EntityManager, key: string, paths: readonly string[], entity: T): Promise<T> {
  const loader = requestLoader(em, `populate:${key}:${paths.join(',')}`, () =>
    new DataLoader<T, T>(async (list) => {
      await em.populate([...list], paths as never, { strategy: 'select-in' } as never);
      return list;
    }, { cache: false }),
  );
  return loader.load(entity);
}
