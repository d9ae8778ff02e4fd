/**
 * The closed list of error codes and the one catalogue of messages (house style rule 5).
 *
 * Services throw a {@link DomainError}: a code, a message key with its parameters, and optionally the
 * field(s) it concerns, each with keyed messages. GraphQL puts the code, key, parameters and field
 * errors in `extensions`; the REST facade maps the code to an HTTP status through
 * {@link httpStatusOf} and renders the English text of the catalogue (spec/platform-and-shell.md §8);
 * the client translates by key from this same catalogue (client/src/app/messages.ts) and shows the
 * server's English text only as a fallback.
 */
import { MESSAGES, type MessageKey } from './messages';

export { MESSAGES, type MessageKey } from './messages';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_OWNER: 'NOT_OWNER',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'VALIDATION',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  CSRF: 'CSRF',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  BAD_REQUEST: 'BAD_REQUEST',
  /** A GraphQL operation nested deeper than the depth limit. */
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  /** A GraphQL operation whose estimated cost is above the cost limit. */
  QUERY_TOO_COSTLY: 'QUERY_TOO_COSTLY',
  INTERNAL: 'INTERNAL',
  /** A dependency outside the database is missing or busy (e.g. Chromium for the PDF export). */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A dependency did not answer in time (e.g. a PDF render). */
  TIMEOUT: 'TIMEOUT',
  /**
   * A single-solution project models one solution (the baseline group with one solution): a second group
   * or solution, or deleting the only one, is refused (spec/platform-and-shell.md §1, issue #34).
   */
  SINGLE_SOLUTION: 'SINGLE_SOLUTION',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status per code: exhaustive, so a new code cannot be forgotten. */
export const httpStatusByCode = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_OWNER: 403,
  NOT_FOUND: 404,
  VALIDATION: 422,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CSRF: 403,
  PAYMENT_REQUIRED: 402,
  BAD_REQUEST: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COSTLY: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
  SINGLE_SOLUTION: 422,
} as const satisfies Record<ErrorCode, number>;

/** The message of each code when the thrower gives none: exhaustive too. */
export const defaultMessageByCode = {
  UNAUTHENTICATED: 'common.sessionExpired',
  FORBIDDEN: 'common.noPermission',
  NOT_OWNER: 'common.notOwner',
  NOT_FOUND: 'common.notFound',
  VALIDATION: 'common.invalidData',
  CONFLICT: 'common.invalidData',
  RATE_LIMITED: 'common.tooManyAttempts',
  CSRF: 'common.csrfMismatch',
  PAYMENT_REQUIRED: 'common.noActiveSubscription',
  BAD_REQUEST: 'common.badRequest',
  QUERY_TOO_DEEP: 'graphql.tooDeep',
  QUERY_TOO_COSTLY: 'graphql.tooCostly',
  INTERNAL: 'common.internal',
  UNAVAILABLE: 'common.unavailable',
  TIMEOUT: 'common.timeout',
  SINGLE_SOLUTION: 'solutions.singleSolutionOnly',
} as const satisfies Record<ErrorCode, MessageKey>;

export function httpStatusOf(code: ErrorCode): number {
  return httpStatusByCode[code];
}

/** Values substituted into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A keyed message: what travels from the server (or a shared schema) to whoever shows it. */
export type Message = {
  readonly key: MessageKey;
  readonly params?: MessageParams;
};

/** A keyed message (the shorthand used by schemas and services). */
export function keyed(key: MessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string' && (value as Message).key in MESSAGES;
}

/**
 * Fills `{name}` placeholders; an unknown placeholder stays as written. As in ICU (the client's
 * format), a text quoted with apostrophes such as `'{key, value}'` is literal and loses its quotes.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/'(\{[^']*\})'|\{(\w+)\}/g, (whole, quoted: string | undefined, name: string | undefined) => {
    if (quoted !== undefined) return quoted;
    return name !== undefined && name in params ? String(params[name]) : whole;
  });
}

/** The English text of a message (the REST facade's text and every client's fallback). */
export function renderMessage(m: Message): string {
  return interpolate(MESSAGES[m.key], m.params);
}

/** Field-keyed messages: `{ field: [messages] }` (nested paths such as `items[2].amount`). */
export type FieldErrors = Record<string, Message[]>;

/**
 * Adds a message to a field's list. The field is a caller's text: `toString` or `__proto__` must be
 * a field like any other, not Object.prototype's member (`errors[f] ??= []` threw on `toString`, and
 * `errors.__proto__ = []` would replace the prototype and drop the message).
 */
export function addFieldError(errors: FieldErrors, field: string, message: Message): void {
  if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: [], enumerable: true, writable: true, configurable: true });
  errors[field].push(message);
}

export interface DomainErrorOptions {
  field?: string;
  fieldErrors?: FieldErrors;
  meta?: Record<string, unknown>;
}

/** A typed domain error: a code, a keyed message and optionally the field(s) it concerns. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** The HTTP status of the code (httpStatusByCode). */
  readonly status: number;
  readonly key: MessageKey;
  readonly params?: MessageParams;
  readonly field?: string;
  readonly fieldErrors?: FieldErrors;
  readonly meta?: Record<string, unknown>;

  constructor(code: ErrorCode, message: Message | MessageKey = defaultMessageByCode[code], options: DomainErrorOptions = {}) {
    const m: Message = typeof message === 'string' ? { key: message } : message;
    super(renderMessage(m));
    this.name = 'DomainError';
    this.code = code;
    this.status = httpStatusOf(code);
    this.key = m.key;
    this.params = m.params;
    this.field = options.field;
    this.fieldErrors = options.fieldErrors ?? (options.field ? { [options.field]: [m] } : undefined);
    this.meta = options.meta;
  }

  /** The keyed message itself. */
  toMessage(): Message {
    return this.params ? { key: this.key, params: this.params } : { key: this.key };
  }

  /** A 422: field errors; the error's own message is the first of them. */
  static validation(fieldErrors: FieldErrors, message?: Message): DomainError {
    const first = message ?? Object.values(fieldErrors).flat()[0] ?? { key: 'common.invalidData' };
    return new DomainError(ErrorCode.VALIDATION, first, { fieldErrors, field: Object.keys(fieldErrors)[0] });
  }

  /** A 422 about one field. */
  static invalid(field: string, key: MessageKey, params?: MessageParams): DomainError {
    return DomainError.validation({ [field]: [keyed(key, params)] });
  }

  static notFound(key: MessageKey = 'common.notFound', params?: MessageParams): DomainError {
    return new DomainError(ErrorCode.NOT_FOUND, keyed(key, params));
  }

  static forbidden(key: MessageKey = 'common.noPermission', params?: MessageParams): DomainError {
    return new DomainError(ErrorCode.FORBIDDEN, keyed(key, params));
  }

  static unauthenticated(): DomainError {
    return new DomainError(ErrorCode.UNAUTHENTICATED);
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError || (typeof e === 'object' && e !== null && (e as { name?: string }).name === 'DomainError' && 'code' in e && 'key' in e);
}
