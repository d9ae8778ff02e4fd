/**
 * The REST facade is the one place that speaks the documented snake_case. Each feature declares, per
 * input, how REST spells every field of the typed domain input (its mapper, beside the `*.rest.ts`
 * file); this module reads a REST body into the domain input with that table, and spells the field
 * names of errors back the REST way. The table is typed against the domain input, so the type checker
 * sees every field of both APIs. Replies go the other way: a feature's output table spells every field
 * of the typed view GraphQL presents (`RestOutputTable`), and `toRest` writes the view as the REST reply,
 * so each model has one projection and REST only renames it.
 */

import type { AnyObjectSchema } from 'yup';

/** A field's REST name, or, for a nested object or a list of objects, its name and the nested table. */
export type RestFieldName = string | readonly [string, RestFieldNames];
export interface RestFieldNames {
  readonly [domainField: string]: RestFieldName;
}

type Element<V> = V extends readonly (infer E)[] ? E : V;

/**
 * The REST names of every field of the domain input `T`: a plain name, or `[name, table]` for a
 * nested object (or list of objects) whose own fields are spelled differently.
 */
export type RestFieldTable<T> = {
  readonly [K in keyof Required<T>]-?: NonNullable<Element<NonNullable<T[K]>>> extends object
    ? string | readonly [string, RestFieldTable<NonNullable<Element<NonNullable<T[K]>>>>]
    : string;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function read(names: RestFieldNames, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(names)) {
    const [restName, nested] = typeof spec === 'string' ? [spec, undefined] : spec;
    if (!Object.prototype.hasOwnProperty.call(body, restName)) continue;
    const value = body[restName];
    if (!nested) out[field] = value;
    else if (Array.isArray(value)) out[field] = value.map((v) => (isPlainObject(v) ? read(nested, v) : v));
    else out[field] = isPlainObject(value) ? read(nested, value) : value;
  }
  return out;
}

/**
 * A REST body as the domain input: each field read from its REST name; fields the body does not have
 * stay absent ("not sent"); unknown REST keys are dropped. The values are as sent: the service checks
 * them with the shared schema, which is why a body that is not a JSON object passes through unchanged
 * (the service then refuses it with the documented message).
 */
export function fromRest<T>(names: RestFieldTable<T>, body: unknown): T {
  return (isPlainObject(body) ? read(names as unknown as RestFieldNames, body) : body) as T;
}

/**
 * How the REST reply spells one field of a typed view: its REST name (the value as it is), `[name,
 * table]` for a nested object or list of objects, `null` when REST leaves the field out, or, rarely,
 * {@link restValue} for a value REST formats differently (say why beside it).
 */
export type RestOutputName = string | null | readonly [string, RestOutputNames] | RestValue;
export interface RestOutputNames {
  readonly [viewField: string]: RestOutputName;
}

/**
 * A REST value computed from the view's value (and the whole view): the escape for a differing REST
 * format. Without a REST name, the computed object's keys are written in the field's place (a relation
 * REST spells as several keys, such as `product_id` and `product`).
 */
export interface RestValue<V = never, P = never, N extends string | null = string | null, R = unknown> {
  readonly restName: N;
  readonly format: (value: V, view: P) => R;
}

/**
 * The REST spelling of every field of the view `V` (the object GraphQL presents): required for every
 * key, so a field added to a view does not compile until its REST table says how REST spells it (or
 * leaves it out with `null`). The order of the keys is the order of the REST reply's keys.
 */
export type RestOutputTable<V> = {
  readonly [K in keyof Required<V> & string]-?:
    | null
    | RestValue<V[K], V>
    | (NonNullable<Element<NonNullable<V[K]>>> extends object
        ? NonNullable<Element<NonNullable<V[K]>>> extends Date
          ? string
          : string | readonly [string, RestOutputTable<NonNullable<Element<NonNullable<V[K]>>>>]
        : string);
};

/**
 * A table of the view `V`, keeping its literal REST names (`restOutput<View>()({ … })`), so that the
 * type of its REST reply ({@link RestOf}) is known: the OpenAPI document's reply schemas are generated
 * from that type (openapi-replies.ts).
 */
export const restOutput =
  <V>() =>
  <const T extends RestOutputTable<V>>(table: T): T =>
    table;

/** A field whose REST value is formatted from the view's value: keep these rare, with a comment saying why. */
export function restValue<const N extends string, V, P, R>(restName: N, format: (value: V, view: P) => R): RestValue<V, P, N, R> {
  return { restName, format };
}

/** A field REST writes as several keys, computed from the view's value: keep these rare too. */
export function restSpread<V, P, R extends Record<string, unknown>>(format: (value: V, view: P) => R): RestValue<V, P, null, R> {
  return { restName: null, format };
}

// The type of a table's REST reply, read from the table's literal names and the view's types.
type AnyRestValue = RestValue<any, any, string | null, unknown>;
type RestNameOf<S> = S extends string ? S : S extends readonly [infer N extends string, unknown] ? N : S extends RestValue<any, any, infer N extends string, unknown> ? N : never;
type RestNested<Val, Sub> = Val extends null | undefined ? Val : Val extends readonly (infer E)[] ? RestOf<E, Sub>[] : RestOf<Val, Sub>;
type RestFieldValue<Val, S> = S extends string ? Val : S extends readonly [string, infer Sub] ? RestNested<Val, Sub> : S extends RestValue<any, any, string, infer R> ? R : never;
type SpreadOf<T> = { [K in keyof T]: T[K] extends RestValue<any, any, null, infer R> ? (x: R) => void : never }[keyof T];
type Spreads<T> = [SpreadOf<T>] extends [never] ? unknown : SpreadOf<T> extends (x: infer I) => void ? I : never;
type Simplify<O> = O extends unknown ? { [K in keyof O]: O[K] } : never;

/**
 * The REST reply of the view `V` through the table `T` (made with {@link restOutput}): each field
 * under its REST name with the view's type (absent when the view's field is optional), nested tables
 * through their own, {@link restValue} and {@link restSpread} with the type they compute.
 */
export type RestOf<V, T> = Simplify<
  {
    [K in keyof T & keyof V as T[K] extends AnyRestValue ? RestNameOf<T[K]> : undefined extends V[K] ? never : RestNameOf<T[K]>]: RestFieldValue<V[K], T[K]>;
  } & {
    [K in keyof T & keyof V as T[K] extends AnyRestValue ? never : undefined extends V[K] ? RestNameOf<T[K]> : never]?: RestFieldValue<Exclude<V[K], undefined>, T[K]>;
  } & Spreads<T>
>;

const isRestValue = (spec: RestOutputName): spec is RestValue => typeof spec === 'object' && spec !== null && !Array.isArray(spec);

const memoized = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * Marks a table whose views are memoized (memoByObject): its REST output is then built once per view
 * object as well, so a cached computation is not re-spelled on every request. Returns the table.
 */
export const memoizedRestOutput =
  <V>() =>
  <const T extends RestOutputTable<V>>(table: T): T => {
    memoized.set(table, new WeakMap());
    return table;
  };

function write(names: RestOutputNames, view: Record<string, unknown>): Record<string, unknown> {
  const cache = memoized.get(names);
  const hit = cache?.get(view);
  if (hit !== undefined) return hit as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(names)) {
    if (spec === null) continue;
    const value = view[field];
    if (isRestValue(spec)) {
      const formatted = spec.format(value as never, view as never);
      if (spec.restName === null) Object.assign(out, formatted);
      else out[spec.restName] = formatted;
      continue;
    }
    // An absent optional field stays absent (JSON would drop an undefined value anyway).
    if (value === undefined) continue;
    if (typeof spec === 'string') out[spec] = value;
    else out[spec[0]] = present(spec[1], value);
  }
  cache?.set(view, out);
  return out;
}

function present(names: RestOutputNames, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => present(names, v));
  return isPlainObject(value) ? write(names, value) : value;
}

/**
 * A view (or a list of views) as the REST reply: each field under its REST name, in the order of the
 * table; nested objects and lists through their own tables. Values are not changed, except through an
 * explicit {@link restValue}.
 */
export function toRest<V, const T extends RestOutputTable<V>>(table: T, view: readonly V[]): RestOf<V, T>[];
export function toRest<V, const T extends RestOutputTable<V>>(table: T, view: V): RestOf<V, T>;
export function toRest<V, const T extends RestOutputTable<V>>(table: T, view: V | readonly V[] | null): RestOf<V, T> | RestOf<V, T>[] | null;
export function toRest<V>(table: RestOutputTable<V>, view: V | readonly V[] | null): unknown {
  return present(table as unknown as RestOutputNames, view);
}

/**
 * A domain field path (`vatNo`, `items[2].modelName`, `category.id`) spelled the REST way
 * (`vat_no`, `items[2].model_name`, `category.id`). Unknown segments stay as they are.
 */
export function restFieldName(names: RestFieldNames, path: string): string {
  let table: RestFieldNames | undefined = names;
  return path
    .split('.')
    .map((segment) => {
      const m = /^([^[]+)((?:\[\d+\])*)$/.exec(segment);
      if (!m || !table) return segment;
      const spec: RestFieldName | undefined = table[m[1]];
      if (spec === undefined) {
        table = undefined;
        return segment;
      }
      const [restName, nested] = typeof spec === 'string' ? [spec, undefined] : spec;
      table = nested;
      return restName + m[2];
    })
    .join('.');
}

const tableSchemas = new WeakMap<object, AnyObjectSchema>();

/**
 * Records the shared validation schema that checks a table's input, so the OpenAPI document can give
 * each REST field its type, bounds and whether it is required. Returns the table.
 */
export function describedBy<T extends object>(table: T, schema: AnyObjectSchema): T {
  tableSchemas.set(table, schema);
  return table;
}

/** The validation schema recorded for a table ({@link describedBy}), if any. */
export function schemaOfTable(table: object): AnyObjectSchema | undefined {
  return tableSchemas.get(table);
}
