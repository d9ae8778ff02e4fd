import type { AnyObjectSchema, InferType } from 'yup';
import { DomainError, keyed } from '../../../shared/errors';
import { validateFields } from '../../../shared/validation';

/** Validates input against a shared yup schema; a failure is a VALIDATION error with field lists (422). */
export async function validate<T extends AnyObjectSchema>(schema: T, input: unknown): Promise<InferType<T>> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw DomainError.validation({ _: [keyed('common.bodyNotObject')] });
  }
  const result = await validateFields(schema, input);
  if (!result.ok) throw DomainError.validation(result.errors);
  return result.value;
}

/** Parses a positive integer id from a path or argument; anything else is a 404 (no such record). */
export function parseId(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? ''));
  if (!Number.isSafeInteger(n) || n <= 0) throw DomainError.notFound();
  return n;
}
