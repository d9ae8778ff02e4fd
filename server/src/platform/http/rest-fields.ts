/**
 * The REST facade is the one place that speaks the documented snake_case. Each feature declares, per
 * input, how REST spells every field of the typed domain input (its mapper, beside the `*.rest.ts`
 * file); this module reads a REST body into the domain input with that table, and spells the field
 * names of errors back the REST way. The table is typed against the domain input, so the type checker
 * sees every field of both APIs.
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
