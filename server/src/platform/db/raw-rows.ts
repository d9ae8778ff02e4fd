/**
 * Managed entities from one hand-written SQL statement that joins several tables (issue #17: the
 * per-request reads every call makes — the caller, the project — without the ORM's query builder,
 * which cost more CPU than the rest of a cached summary request together).
 *
 * `columnsOf(em, User, 'u')` selects the table's own columns under a prefix (`"u"."id" as "u.id"`),
 * and `mapRow(em, User, row, 'u')` takes them back out and hands them to the EntityManager exactly
 * as a `findOne` does with the row it read: an entity already loaded in the identity map is returned as it is (pending
 * changes kept), a reference is initialised, anything else is created managed. Relations are not
 * followed: join their tables under prefixes of their own and map them the same way, the referred-to
 * entities FIRST: an entity's many-to-one then finds its target in the identity map, where mapping it
 * first would create a reference for the target and then initialise it (measured: a project with its
 * client, owner and partner costs 65 µs mapped partner, owner, client, project, and 130 µs the other
 * way round; each entity instance costs 10–20 µs in MikroORM, most of it per-instance accessors).
 */
import { ReferenceKind, type EntityClass, type EntityDictionary, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const own = (p: EntityProperty) =>
  p.persist !== false && !p.formula && !!p.fieldNames?.length && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE || (p.kind === ReferenceKind.ONE_TO_ONE && p.owner));

const columns = new Map<string, string[]>();

/** The columns stored in the entity's own table. */
function columnNames(em: EntityManager, entity: EntityClass<object>): string[] {
  let names = columns.get(entity.name);
  if (!names) {
    const meta = em.getMetadata().get(entity.name);
    if (meta.embeddable || meta.props.some((p) => p.kind === ReferenceKind.EMBEDDED)) throw new Error(`${entity.name}: embedded properties are not mapped from raw rows`);
    columns.set(entity.name, (names = meta.props.filter(own).flatMap((p) => p.fieldNames)));
  }
  return names;
}

const selects = new Map<string, string>();

/** `"alias"."col" as "alias.col", …` for every column of the entity's table (built once per entity and alias). */
export function columnsOf(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  const key = `${entity.name}|${alias}`;
  let sql = selects.get(key);
  if (sql === undefined) {
    sql = columnNames(em, entity)
      .map((c) => `"${alias}"."${c}" as "${alias}.${c}"`)
      .join(', ');
    selects.set(key, sql);
  }
  return sql;
}

/** The entity selected under `alias` in `row`, managed by `em`; null when the (outer) join found none. */
export function mapRow<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>, alias: string): T | null {
  const data: Record<string, unknown> = {};
  let any = false;
  for (const c of columnNames(em, entity)) {
    const v = row[`${alias}.${c}`];
    data[c] = v;
    if (v != null) any = true;
  }
  if (!any) return null;
  // As em.findOne does with a row it read (not em.map, whose em.merge also validates and cascades
  // through the relations: ten times the cost). A loaded entity keeps its pending changes.
  const props = em.getDriver().mapResult(data as EntityDictionary<T>, em.getMetadata().get(entity.name)) as EntityDictionary<T>;
  return em.getEntityFactory().create(entity, props, { merge: true, refresh: false, convertCustomTypes: true });
}
