/**
 * yup schemas shared by Formik on the client and the services on the server (house style rule 6).
 * Messages are keys of the one catalogue (shared/errors): the client translates them, the REST facade
 * renders their English text.
 */
import { addFieldError, keyed, type FieldErrors, type Message } from '../errors';
import { LOCALES } from '../constants';
import { yup } from './yup';
import { parseAmountInput, parseDecimalInput } from '../format/number';

export const PASSWORD_MIN_LENGTH = 8;

const email = () => yup.string().trim().lowercase().required(keyed('auth.emailRequired')).email(keyed('auth.emailInvalid')).max(255);
const password = () =>
  yup
    .string()
    .required(keyed('auth.passwordRequired'))
    .min(PASSWORD_MIN_LENGTH, keyed('auth.passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .max(200);

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(keyed('auth.passwordRequired')),
});

/** A Danish VAT (CVR) number has 8 characters (spec/project-areas.md §5). */
export const DANISH_VAT_LENGTH = 8;

export const registerSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(120),
  email: email(),
  password: password(),
  passwordConfirmation: yup
    .string()
    .required(keyed('auth.passwordConfirmationRequired'))
    .oneOf([yup.ref('password')], keyed('auth.passwordConfirmationMismatch')),
  partnerName: yup.string().trim().required(keyed('auth.companyNameRequired')).max(160, keyed('auth.companyNameMax', { max: 160 })),
  partnerType: yup.string().oneOf(['buyer', 'seller'], keyed('auth.partnerTypeInvalid')).required(),
  countryCode: yup.string().trim().uppercase().required(keyed('auth.countryRequired')).matches(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, { message: keyed('auth.countryInvalid') }),
  // spec/project-areas.md §5: a Danish partner needs a VAT number of exactly 8 characters before the payment step.
  vatNo: yup
    .string()
    .trim()
    .max(32, keyed('auth.vatInvalid'))
    .default('')
    .when('countryCode', {
      is: (c: unknown) => typeof c === 'string' && c.trim().toUpperCase() === 'DK',
      then: (s) => s.length(DANISH_VAT_LENGTH, keyed('auth.vatInvalid')),
    }),
  // The language the newcomer registered in (issue #47): the account's language, for its e-mails and its
  // first sign-in elsewhere. Optional; en-GB when not given.
  locale: yup.string().nullable().oneOf([...LOCALES, null], keyed('validation.invalid', { field: 'locale' })).default(null),
});

export const forgotPasswordSchema = yup.object({ email: email() });

export const resetPasswordSchema = yup.object({
  token: yup.string().required(keyed('auth.tokenRequired')),
  email: email(),
  password: password(),
  passwordConfirmation: yup
    .string()
    .required(keyed('auth.passwordConfirmationRequired'))
    .oneOf([yup.ref('password')], keyed('auth.passwordConfirmationMismatch')),
});

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(keyed('auth.currentPasswordRequired')),
  password: password(),
  passwordConfirmation: yup
    .string()
    .required(keyed('auth.passwordConfirmationRequired'))
    .oneOf([yup.ref('password')], keyed('auth.passwordConfirmationMismatch')),
});

/** The domain inputs of sign-in, registration and passwords (camelCase; the REST facade maps its spelling). */
export type LoginFields = yup.InferType<typeof loginSchema>;
/** As sent: the partner type is checked by the schema (buyer or seller). */
export type RegisterFields = Omit<yup.InferType<typeof registerSchema>, 'partnerType' | 'vatNo' | 'locale'> & { partnerType: string; vatNo?: string | null; locale?: string | null };
export type ForgotPasswordFields = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordFields = yup.InferType<typeof resetPasswordSchema>;
export type PasswordChangeFields = yup.InferType<typeof passwordChangeSchema>;

export type LanguageFields = { language: string };

export const languageSchema = yup.object({
  language: yup.string().required(keyed('auth.languageRequired')).oneOf([...LOCALES], keyed('auth.languageInvalid')),
});

/** The user's profile (spec/platform-and-shell.md §3 Profile): asked for once, on /users/profile/create. */
export const profileSchema = yup.object({
  firstname: yup.string().trim().required(keyed('auth.firstnameRequired')).max(80),
  lastname: yup.string().trim().required(keyed('auth.lastnameRequired')).max(80),
  title: yup.string().trim().nullable().defined().default(null).max(120),
  phone: yup.string().trim().nullable().defined().default(null).max(40).matches(/^[0-9+\-() ]*$/, { message: keyed('auth.phoneInvalid') }),
});
export type ProfileFields = yup.InferType<typeof profileSchema>;

/** Notification preferences of GET/PUT /user/settings: each flag optional on update, a boolean when given. */
export const userSettingsSchema = yup.object({
  notifyNewRequests: yup.boolean().strict().optional(),
  notifyRequestResponses: yup.boolean().strict().optional(),
  notifyProjectShares: yup.boolean().strict().optional(),
});
export type UserSettingsFields = yup.InferType<typeof userSettingsSchema>;

export const clientSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160, keyed('validation.nameMax', { max: 160 })),
  address: yup.string().trim().nullable().max(200),
  address2: yup.string().trim().nullable().max(200),
  city: yup.string().trim().nullable().max(120),
  zip: yup.string().trim().nullable().max(20),
  country: yup.string().trim().nullable().max(10),
  vatNo: yup.string().trim().nullable().max(40),
  description: yup.string().trim().nullable().max(4000),
});

/** kWh price: digits with an optional decimal part, comma or dot (spec/platform-and-shell.md §5). */
const kwhPrice = () =>
  yup
    .mixed<string | number>()
    .test('kwh-price', keyed('validation.kwhPrice'), (v) => v == null || v === '' || parseDecimalInput(v) !== null)
    .transform((v) => (v === '' || v == null ? undefined : v));

export const projectSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160, keyed('validation.nameMax', { max: 160 })),
  description: yup.string().trim().nullable().max(4000),
  clientId: yup.number().typeError(keyed('projects.clientIdRequired')).required(keyed('projects.clientIdRequired')).integer().positive(),
  kwhPrice: kwhPrice(),
  currency: yup.string().trim().uppercase().nullable().matches(/^[A-Z]{3}$/, { message: keyed('projects.currencyInvalid'), excludeEmptyString: true }),
  // A typed amount keeps its thousands separators: "250.000" is 250000, never 250 (spec §5).
  investment: yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'string' ? (original.trim() === '' ? null : (parseAmountInput(original) ?? Number.NaN)) : value))
    .typeError(keyed('projects.investmentNumber'))
    .nullable()
    .min(0, keyed('projects.investmentMin')),
  oldKwh: yup.number().typeError(keyed('projects.oldKwhNumber')).nullable().min(0),
  address: yup.string().trim().nullable().max(200),
  city: yup.string().trim().nullable().max(120),
  zip: yup.string().trim().nullable().max(20),
  country: yup.string().trim().nullable().max(10),
});

export const projectUpdateSchema = projectSchema.shape({
  clientId: yup.number().typeError(keyed('projects.clientIdNumber')).integer().positive().optional(),
  name: yup.string().trim().min(1, keyed('validation.nameRequired')).max(160).optional(),
});

export const noteSchema = yup.object({
  note: yup.string().trim().required(keyed('notes.noteRequired')).max(10000),
});

export const shareSchema = yup.object({
  subscriber: email(),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
export type RegisterInput = yup.InferType<typeof registerSchema>;
export type ClientInput = yup.InferType<typeof clientSchema>;
export type ProjectInput = yup.InferType<typeof projectSchema>;
/** What a caller sends to create or update a project, in the domain's names (checked by the service). */
export type ProjectFields = Partial<Omit<ProjectInput, 'clientId'>> & { clientId?: number | string };
export type NoteFields = Partial<yup.InferType<typeof noteSchema>>;

/** Runs a schema and turns yup's errors into the API's field-keyed lists. */
export async function validateFields<T extends yup.AnyObjectSchema>(
  schema: T,
  value: unknown,
): Promise<{ ok: true; value: yup.InferType<T> } | { ok: false; errors: FieldErrors }> {
  // A value of the wrong JSON type (an object where text is expected…) is a field error, not a crash
  // inside yup's transforms.
  const typeErrors = wrongTypes(schema, value);
  if (typeErrors) return { ok: false, errors: typeErrors };
  try {
    const result = await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: result };
  } catch (e) {
    if (e instanceof TypeError) return { ok: false, errors: { _: [keyed('common.invalidData')] } };
    if (e instanceof yup.ValidationError) return { ok: false, errors: yupFieldErrors(e) };
    throw e;
  }
}

/** yup's errors as field-keyed messages (a message that is not keyed becomes the generic one). */
export function yupFieldErrors(e: yup.ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of e.inner.length ? e.inner : [e]) {
    const key = inner.path ?? '_';
    addFieldError(errors, key, asMessage(inner.errors[0] ?? inner.message));
  }
  return errors;
}

function asMessage(m: unknown): Message {
  return typeof m === 'object' && m !== null && 'key' in m ? (m as Message) : keyed('common.invalidData');
}

const humanName = (key: string) => key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);

/** Field errors for values whose JSON type cannot be what the schema expects (objects, arrays, …). */
function wrongTypes(schema: yup.AnyObjectSchema, value: unknown): FieldErrors | null {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return null;
  const errors: FieldErrors = {};
  for (const [key, field] of Object.entries(schema.fields ?? {})) {
    const v = (value as Record<string, unknown>)[key];
    if (v == null) continue;
    const type = (field as yup.Schema).type;
    const scalar = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    if ((type === 'string' || type === 'number' || type === 'boolean') && !scalar) {
      const label = humanName(key);
      errors[key] = [keyed(type === 'number' ? 'validation.mustBeNumber' : type === 'boolean' ? 'validation.mustBeBoolean' : 'validation.mustBeText', { label })];
    }
  }
  return Object.keys(errors).length ? errors : null;
}
