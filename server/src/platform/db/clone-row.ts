/**
 * A copy of an entity's row from its metadata (issue #48, point 1): every property is copied unless the
 * caller sets it or names it as not copied, with why. A clone written field by field had silently
 * dropped a column added later (`SolutionItem.serviceLifeYears`: every solution, group and project clone
 * lost the items' service-life overrides, and the clone's decision figures changed). Now a new column
 * is copied by default; a new collection (a one-to-many or many-to-many) has no default and throws until
 * the caller copies it or says why not, and `cloneCoverage` lets a test walk the metadata.
 */
import { ReferenceKind, type EntityClass, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** For one entity: the properties a clone does not copy, each with the reason. */
export type NotCopied<T> = Partial<Record<keyof T & string, string>>;

const isCollection = (p: EntityProperty) => p.kind === ReferenceKind.ONE_TO_MANY || p.kind === ReferenceKind.MANY_TO_MANY;

/** What a clone of `entity` does with each property: set by the caller, not copied (with why), or copied. */
export function cloneCoverage<T extends object>(em: EntityManager, entity: EntityClass<T>, set: readonly string[], notCopied: NotCopied<T>) {
  const meta = em.getMetadata().get(entity.name);
  const props = meta.props.filter((p) => p.persist !== false && !p.formula);
  const names = new Set(props.map((p) => p.name));
  return {
    copied: props.filter((p) => !set.includes(p.name) && !(p.name in notCopied)).map((p) => p.name),
    uncovered: props.filter((p) => isCollection(p) && !set.includes(p.name) && !(p.name in notCopied)).map((p) => p.name),
    // A name in the list that is no property any more (a column renamed or dropped) is as wrong as a missing one.
    stale: [...set, ...Object.keys(notCopied)].filter((n) => !names.has(n)),
  };
}

/**
 * A new managed entity (not flushed) with `source`'s columns and references, `set` over them, and
 * nothing of `notCopied`. Arrays are copied, not shared. Throws on a collection neither set nor excluded.
 */
export function cloneRow<T extends object>(em: EntityManager, entity: EntityClass<T>, source: T, set: Partial<T>, notCopied: NotCopied<T>): T {
  const coverage = cloneCoverage(em, entity, Object.keys(set), notCopied);
  if (coverage.uncovered.length || coverage.stale.length) {
    throw new Error(`${entity.name} clone: ${[...coverage.uncovered.map((n) => `${n} is neither copied nor excluded`), ...coverage.stale.map((n) => `${n} is no property`)].join('; ')}`);
  }
  const data: Record<string, unknown> = { ...set };
  for (const name of coverage.copied) {
    const v = (source as Record<string, unknown>)[name];
    data[name] = Array.isArray(v) ? [...v] : v;
  }
  return em.create(entity, data as never);
}
