import type { FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { translateUnknown } from '../../app/messages';

/**
 * Validates form values with a shared yup schema and returns Formik's error shape: the first message
 * per field, translated (the schemas speak keyed messages of shared/errors). Used where the values
 * must be shaped before validation (e.g. empty strings to undefined).
 */
export async function yupErrors<T extends object>(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<FormikErrors<T>> {
  const prepared = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? undefined : v]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = translateUnknown(inner.errors[0], String(inner.message));
    }
    return errors as FormikErrors<T>;
  }
}

/** Server field errors (`{ field: [messages] }`) as Formik errors: the first message per field. */
export function firstFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([, m]) => m.length).map(([k, m]) => [k, m[0]]));
}
