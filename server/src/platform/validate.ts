import type { AnyObjectSchema, InferType } from 'yup';
import { DomainError, keyed } from '../../../shared/errors';
import { validateFields } from '../../../shared/validation';
import { requireActor, type Actor } from './auth/actor';

/**
 * A service's input as an adapter hands it over: the fields of the domain input `T` by name, their
 * values not yet checked (the service validates them with `T`'s shared yup schema, so that one schema
 * serves GraphQL, REST and Formik). Ids in path or argument position are parsed before (parseId).
 */
export type Unvalidated<T> = { readonly [K in keyof T]?: unknown };

/** Validates input against a shared yup schema; a failure is a VALIDATION error with field lists (422). */
export async function validate<T extends AnyObjectSchema>(schema: T, input: unknown): Promise<InferType<T>> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw DomainError.validation({ _: [keyed('common.bodyNotObject')] });
  }
  const result = await validateFields(schema, input);
  if (!result.ok) throw DomainError.validation(result.errors);
  return result.value;
}

/**
 * A service's input object: `{}` when none was given, a 422 ('The request body must be a JSON
 * object.') for a list or a scalar; so that reading `input.name` can never throw a TypeError (500).
 */
export function inputObject<T extends object>(input: T | null | undefined): Partial<T> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw DomainError.validation({ _: [keyed('common.bodyNotObject')] });
  return input;
}

/**
 * Parses a positive integer id from a path or argument; anything else is a 404 (no such record).
 * Only the canonical decimal form counts: `Number()` would also read `0x1`, `  1`, `1e0` and `01` as 1,
 * so a fuzzed path could reach (and delete) a real record.
 */
export function parseId(value: unknown): number {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value <= 0) throw DomainError.notFound();
    return value;
  }
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,15}$/.test(value)) throw DomainError.notFound();
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw DomainError.notFound();
  return n;
}

/**
 * An id read at the edge (a route param, an `ID` argument, a field of a body or input object), for a
 * service that checks the caller before anything else: a malformed id is NOT_FOUND (404) as parseId
 * says, but a signed-out caller hears UNAUTHENTICATED (401) first, as when the service parsed it.
 */
export function parseEdgeId(actor: Actor | null | undefined, value: unknown): number {
  try {
    return parseId(value);
  } catch (e) {
    requireActor(actor);
    throw e;
  }
}

/** parseEdgeId for an optional id: absent, null or '' is undefined. */
export function parseOptionalEdgeId(actor: Actor | null | undefined, value: unknown): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : parseEdgeId(actor, value);
}
