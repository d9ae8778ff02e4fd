/** Messages of the platform itself: sessions, permissions, requests (spec/platform-and-shell.md §4, §6, §8). */
export const commonMessages = {
  'common.sessionExpired': 'Your session has expired. Please log in again.',
  'common.notSignedIn': 'You are not signed in. Please log in.',
  'common.noPermission': 'You do not have permission to perform this action.',
  'common.internal': 'An error occurred. Please try again later.',
  'common.notOwner': 'You are not the owner of this project. Please contact the owner of this project to get access.',
  'common.noActiveSubscription': 'No active subscription',
  'common.csrfMismatch': 'CSRF token mismatch.',
  'common.notFound': 'Not found.',
  'common.invalidData': 'The given data was invalid.',
  'common.badRequest': 'Bad request.',
  'common.tooManyAttempts': 'Too many attempts. Please try again in {seconds} seconds.',
  'common.unavailable': 'The service is unavailable. Please try again later.',
  'common.timeout': 'The request took too long. Please try again.',
  'common.bodyNotObject': 'The request body must be a JSON object.',
  'common.bodyNotJson': 'The request body is not valid JSON.',
  'common.bodyNotJsonType': 'The request body must be JSON (Content-Type: application/json).',
  'common.bodyTooLarge': 'The request body is too large.',
  'common.limitOffset': 'The limit and offset must be at least 0.',
  'common.unknownNamespace': 'Unknown application namespace.',
  'common.yearFormat': 'The year must be a year such as 2025.',
  'common.typeOneOf': 'The type must be one of {types}.',
} as const;

/** GraphQL's own refusals (depth and cost limits). */
export const graphqlMessages = {
  'graphql.tooDeep': 'The query is nested {depth} levels deep; the limit is {limit}.',
  'graphql.tooCostly': 'The query costs {cost}; the limit is {limit}.',
  'graphql.documentTooLong': 'The query is {length} characters long; the limit is {limit}.',
  'graphql.tooManyAliases': 'The query has {count} aliases; the limit is {limit}.',
  'graphql.tooManyFields': 'The query selects {count} fields once its fragments are expanded; the limit is {limit}.',
} as const;

/**
 * yup's rules when a schema gives no message of its own (shared/validation/locale.ts). `{field}` is the
 * field's name as the caller's API spells it (the REST facade renders snake_case names).
 */
export const validationMessages = {
  'validation.invalid': '{field} is invalid',
  'validation.required': '{field} is a required field',
  'validation.oneOf': '{field} must be one of the following values: {values}',
  'validation.notType': '{field} must be a `{type}` type, but the final value was: `{value}`.',
  'validation.notTypeCast': '{field} must be a `{type}` type, but the final value was: `{value}` (cast from the value `{original}`).',
  'validation.text': '{field} must be text.',
  'validation.string.length': '{field} must be exactly {length} characters',
  'validation.string.min': '{field} must be at least {min} characters',
  'validation.string.max': '{field} must be at most {max} characters',
  'validation.string.matches': '{field} must match the following: "{regex}"',
  'validation.string.email': '{field} must be a valid email',
  'validation.number.min': '{field} must be greater than or equal to {min}',
  'validation.number.max': '{field} must be less than or equal to {max}',
  'validation.number.lessThan': '{field} must be less than {less}',
  'validation.number.moreThan': '{field} must be greater than {more}',
  'validation.number.positive': '{field} must be a positive number',
  'validation.number.integer': '{field} must be an integer',
  'validation.array.min': '{field} field must have at least {min} items',
  'validation.array.max': '{field} field must have less than or equal to {max} items',
  'validation.nameRequired': 'The name field is required.',
  'validation.nameMax': 'The name may not be greater than {max} characters.',
  'validation.kwhPrice': 'The kWh price must be a number such as 1.35 or 1,35.',
  'validation.mustBeId': 'The {label} must be an id.',
  'validation.maxChars': 'This field may not be greater than {max} characters.',
  'validation.mustBeNumber': 'The {label} must be a number.',
  'validation.mustBeText': 'The {label} must be text.',
  'validation.mustBeBoolean': 'The {label} must be true or false.',
  'validation.badCharacters': '{field} contains a character that is not allowed (a NUL character or invalid text).',
  'validation.numberOutOfRange': '{field} must be a finite number between -{max} and {max}.',
  'validation.tooDeep': '{field} is nested more than {limit} levels deep.',
} as const;
