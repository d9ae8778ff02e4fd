/**
 * yup schemas shared by Formik on the client and the services on the server (house style rule 6).
 * Messages are the texts the API returns; the client translates them through its catalogue.
 */
import * as yup from 'yup';
import { LOCALES } from '../constants';
import { parseDecimalInput } from '../format/number';

export const PASSWORD_MIN_LENGTH = 8;

const email = () => yup.string().trim().lowercase().required('The email field is required.').email('The email must be a valid email address.').max(255);
const password = () =>
  yup
    .string()
    .required('The password field is required.')
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200);

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required('The password field is required.'),
});

export const registerSchema = yup.object({
  name: yup.string().trim().required('The name field is required.').max(120),
  email: email(),
  password: password(),
  password_confirmation: yup
    .string()
    .required('The password confirmation field is required.')
    .oneOf([yup.ref('password')], 'The password confirmation does not match.'),
  partner_name: yup.string().trim().required('The company name field is required.').max(160),
  partner_type: yup.string().oneOf(['buyer', 'seller'], 'The partner type must be buyer or seller.').required(),
  country_code: yup.string().trim().uppercase().required('The country field is required.').matches(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'The country must be a country code.'),
});

export const forgotPasswordSchema = yup.object({ email: email() });

export const resetPasswordSchema = yup.object({
  token: yup.string().required('The token field is required.'),
  email: email(),
  password: password(),
  password_confirmation: yup
    .string()
    .required('The password confirmation field is required.')
    .oneOf([yup.ref('password')], 'The password confirmation does not match.'),
});

export const passwordChangeSchema = yup.object({
  current_password: yup.string().required('The current password field is required.'),
  password: password(),
  password_confirmation: yup
    .string()
    .required('The password confirmation field is required.')
    .oneOf([yup.ref('password')], 'The password confirmation does not match.'),
});

export const languageSchema = yup.object({
  language: yup.string().required('The language field is required.').oneOf([...LOCALES], 'The selected language is invalid.'),
});

export const clientSchema = yup.object({
  name: yup.string().trim().required('The name field is required.').max(160, 'The name may not be greater than 160 characters.'),
  address: yup.string().trim().nullable().max(200),
  address2: yup.string().trim().nullable().max(200),
  city: yup.string().trim().nullable().max(120),
  zip: yup.string().trim().nullable().max(20),
  country: yup.string().trim().nullable().max(10),
  vat_no: yup.string().trim().nullable().max(40),
  description: yup.string().trim().nullable().max(4000),
});

/** kWh price: digits with an optional decimal part, comma or dot (spec/platform-and-shell.md §5). */
const kwhPrice = () =>
  yup
    .mixed<string | number>()
    .test('kwh-price', 'The kWh price must be a number such as 1.35 or 1,35.', (v) => v == null || v === '' || parseDecimalInput(v) !== null)
    .transform((v) => (v === '' || v == null ? undefined : v));

export const projectSchema = yup.object({
  name: yup.string().trim().required('The name field is required.').max(160, 'The name may not be greater than 160 characters.'),
  description: yup.string().trim().nullable().max(4000),
  client_id: yup.number().typeError('The client id field is required.').required('The client id field is required.').integer().positive(),
  kwh_price: kwhPrice(),
  currency: yup.string().trim().uppercase().nullable().matches(/^[A-Z]{3}$/, { message: 'The currency must be a 3-letter code.', excludeEmptyString: true }),
  investment: yup.number().typeError('The investment must be a number.').nullable().min(0, 'The investment must be at least 0.'),
  old_kwh: yup.number().typeError('The old kWh must be a number.').nullable().min(0),
  address: yup.string().trim().nullable().max(200),
  city: yup.string().trim().nullable().max(120),
  zip: yup.string().trim().nullable().max(20),
  country: yup.string().trim().nullable().max(10),
});

export const projectUpdateSchema = projectSchema.shape({
  client_id: yup.number().typeError('The client id must be a number.').integer().positive().optional(),
  name: yup.string().trim().min(1, 'The name field is required.').max(160).optional(),
});

export const noteSchema = yup.object({
  note: yup.string().trim().required('The note field is required.').max(10000),
});

export const shareSchema = yup.object({
  subscriber: email(),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
export type RegisterInput = yup.InferType<typeof registerSchema>;
export type ClientInput = yup.InferType<typeof clientSchema>;
export type ProjectInput = yup.InferType<typeof projectSchema>;

/** Runs a schema and turns yup's errors into the API's field-keyed lists. */
export async function validateFields<T extends yup.AnyObjectSchema>(
  schema: T,
  value: unknown,
): Promise<{ ok: true; value: yup.InferType<T> } | { ok: false; errors: Record<string, string[]> }> {
  // A value of the wrong JSON type (an object where text is expected…) is a field error, not a crash
  // inside yup's transforms.
  const typeErrors = wrongTypes(schema, value);
  if (typeErrors) return { ok: false, errors: typeErrors };
  try {
    const result = await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: result };
  } catch (e) {
    if (e instanceof TypeError) return { ok: false, errors: { _: ['The given data was invalid.'] } };
    if (e instanceof yup.ValidationError) {
      const errors: Record<string, string[]> = {};
      for (const inner of e.inner.length ? e.inner : [e]) {
        const key = inner.path ?? '_';
        (errors[key] ??= []).push(inner.message);
      }
      return { ok: false, errors };
    }
    throw e;
  }
}

const humanName = (key: string) => key.replace(/_/g, ' ');

/** Field errors for values whose JSON type cannot be what the schema expects (objects, arrays, …). */
function wrongTypes(schema: yup.AnyObjectSchema, value: unknown): Record<string, string[]> | null {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return null;
  const errors: Record<string, string[]> = {};
  for (const [key, field] of Object.entries(schema.fields ?? {})) {
    const v = (value as Record<string, unknown>)[key];
    if (v == null) continue;
    const type = (field as yup.Schema).type;
    const scalar = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    if ((type === 'string' || type === 'number' || type === 'boolean') && !scalar) {
      errors[key] = [`The ${humanName(key)} must be ${type === 'number' ? 'a number' : type === 'boolean' ? 'true or false' : 'text'}.`];
    }
  }
  return Object.keys(errors).length ? errors : null;
}
