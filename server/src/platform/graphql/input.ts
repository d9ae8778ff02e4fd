/**
 * A GraphQL input as the domain input that the service checks with its shared schema. The names are
 * already the domain's (the input types are written in them); what differs is null: GraphQL lets a
 * client send `null` for any optional field, where JSON would leave the key out. A null in a field
 * whose schema does not allow null therefore means "not sent" and is dropped; a null where the schema
 * allows it (clearing a value) stays. Nested inputs and lists of inputs are read the same way.
 */
import type { AnyObjectSchema, SchemaDescription } from 'yup';

type Description = ReturnType<AnyObjectSchema['describe']>;

function normalize(description: Description | undefined, value: unknown): unknown {
  if (!description || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const inner = (description as { innerType?: Description }).innerType;
    return inner ? value.map((v) => normalize(inner, v)) : value;
  }
  const fields = (description as { fields?: Record<string, Description> }).fields;
  if (!fields) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const field = fields[key];
    if (v === undefined) continue;
    if (v === null && field && !(field as SchemaDescription).nullable) continue;
    out[key] = normalize(field, v);
  }
  return out;
}

/**
 * Reads `input` as the domain input `T` checked by `schema`. Every field of the GraphQL input type must
 * be a field of `T` (the type checker refuses a GraphQL name the domain does not have).
 */
export function fromGraphql<T extends object, I extends object = object>(schema: AnyObjectSchema, input: I & Record<Exclude<keyof I, keyof T>, never>): T {
  return normalize(schema.describe(), input) as T;
}
