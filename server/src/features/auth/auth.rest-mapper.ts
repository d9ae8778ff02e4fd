/**
 * The REST spelling of the auth inputs (spec/platform-and-shell.md §7 "Session and user",
 * project-areas §7 "Registration and payment"): the one place that knows `password_confirmation` and
 * friends. Replies are unchanged; error fields are spelled back the REST way by `handle({ fields })`.
 */
import type { ForgotPasswordFields, LoginFields, PasswordChangeFields, RegisterFields, ResetPasswordFields } from '../../../../shared/validation';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import { forgotPasswordSchema, loginSchema, passwordChangeSchema, registerSchema, resetPasswordSchema } from '../../../../shared/validation';

export const loginRestFields: RestFieldTable<LoginFields> = { email: 'email', password: 'password' };

export const registerRestFields: RestFieldTable<RegisterFields> = {
  name: 'name',
  email: 'email',
  password: 'password',
  passwordConfirmation: 'password_confirmation',
  partnerName: 'partner_name',
  partnerType: 'partner_type',
  countryCode: 'country_code',
  vatNo: 'vat_no',
  locale: 'locale',
};

/**
 * The keys the spec's checkout errors use (platform §5, §8: "key vat.invalid marks the VAT number in
 * error; key user.email marks the e-mail as existing"): a registration error lists its messages under
 * these too, beside the field's own REST name.
 */
/** The registration's bot-check solution, sent beside the registration fields (checked by the service). */
export const botCheckRestFields: RestFieldTable<{ altcha?: unknown }> = { altcha: 'altcha' };

export const REGISTER_ERROR_ALIASES = { vat_no: 'vat.invalid', email: 'user.email' } as const;

export const forgotPasswordRestFields: RestFieldTable<ForgotPasswordFields> = { email: 'email' };

export const resetPasswordRestFields: RestFieldTable<ResetPasswordFields> = { token: 'token', email: 'email', password: 'password', passwordConfirmation: 'password_confirmation' };

/** POST …/verify-email {token}: the service checks the token (a missing or non-string one is a 422 on token). */
export const verifyEmailRestFields: RestFieldTable<{ token?: unknown }> = { token: 'token' };

export const passwordChangeRestFields: RestFieldTable<PasswordChangeFields> = { currentPassword: 'current_password', password: 'password', passwordConfirmation: 'password_confirmation' };

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(loginRestFields, loginSchema);
describedBy(registerRestFields, registerSchema);
describedBy(forgotPasswordRestFields, forgotPasswordSchema);
describedBy(resetPasswordRestFields, resetPasswordSchema);
describedBy(passwordChangeRestFields, passwordChangeSchema);
