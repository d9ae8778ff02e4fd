/**
 * The closed list of error codes (house style rule 5). Services throw a {@link DomainError} with one
 * of these codes; GraphQL puts it in `extensions.code`, the REST facade maps it to an HTTP status
 * through {@link httpStatusOf}, and the client maps it to a translated message.
 */
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
  INTERNAL: 'INTERNAL',
  /** A dependency outside the database is missing or busy (e.g. Chromium for the PDF export). */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A dependency did not answer in time (e.g. a PDF render). */
  TIMEOUT: 'TIMEOUT',
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
  CSRF: 419,
  PAYMENT_REQUIRED: 402,
  BAD_REQUEST: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const satisfies Record<ErrorCode, number>;

export function httpStatusOf(code: ErrorCode): number {
  return httpStatusByCode[code];
}

/** Texts fixed by the specification (spec/platform-and-shell.md §4, §6, §8; spec/project-areas.md §8). */
export const SpecText = {
  sessionExpired: 'Your session has expired. Please log in again.',
  noPermission: 'You do not have permission to perform this action.',
  internal: 'An error occurred. Please try again later.',
  notOwner: 'You are not the owner of this project. Please contact the owner of this project to get access.',
  loggedOut: 'Successfully logged out',
  groupHasProjects: 'You must delete projects before deleting the group',
  userAlreadyRegistered: 'User already registered',
  noActiveSubscription: 'No active subscription',
  invalidCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many login attempts. Please try again in {seconds} seconds.',
  csrfMismatch: 'CSRF token mismatch.',
  notFound: 'Not found.',
} as const;

export type FieldErrors = Record<string, string[]>;

/** A typed domain error: a code, a message and optionally the field(s) it concerns. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly fieldErrors?: FieldErrors;
  readonly meta?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; fieldErrors?: FieldErrors; meta?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
    this.fieldErrors =
      options.fieldErrors ?? (options.field ? { [options.field]: [message] } : undefined);
    this.meta = options.meta;
  }

  static validation(fieldErrors: FieldErrors, message?: string): DomainError {
    const first = Object.values(fieldErrors).flat()[0] ?? 'The given data was invalid.';
    return new DomainError(ErrorCode.VALIDATION, message ?? first, {
      fieldErrors,
      field: Object.keys(fieldErrors)[0],
    });
  }

  static notFound(what = 'Not found.'): DomainError {
    return new DomainError(ErrorCode.NOT_FOUND, what);
  }

  static forbidden(message: string = SpecText.noPermission): DomainError {
    return new DomainError(ErrorCode.FORBIDDEN, message);
  }

  static unauthenticated(): DomainError {
    return new DomainError(ErrorCode.UNAUTHENTICATED, SpecText.sessionExpired);
  }
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError || (typeof e === 'object' && e !== null && (e as { name?: string }).name === 'DomainError' && 'code' in e);
}
