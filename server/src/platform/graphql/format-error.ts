/**
 * GraphQL errors carry the one error-code list in `extensions` (house style rule 5): `code`, the HTTP
 * `status` the REST facade would answer, the message `key` and its `params`, the `field`, and
 * `fieldErrors` as `{ field: [{ key, params, message }] }`. The message is the catalogue's English
 * text (the client's fallback). Errors that are not the client's are masked as INTERNAL.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ErrorCode, httpStatusOf, isDomainError, keyed, renderMessage, type DomainError, type FieldErrors } from '../../../../shared/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { logger } from '../logger';

export interface FieldErrorExtension {
  key: string;
  params: Record<string, string | number> | null;
  message: string;
}

function fieldErrorsExtension(errors: FieldErrors | undefined): Record<string, FieldErrorExtension[]> | null {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => ({ key: m.key, params: m.params ?? null, message: renderMessage(m) }))]));
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original && isDomainError(original)) {
    const e = original as DomainError;
    return {
      message: e.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: e.code,
        status: httpStatusOf(e.code),
        key: e.key,
        params: e.params ?? null,
        field: e.field ?? null,
        fieldErrors: fieldErrorsExtension(e.fieldErrors),
        ...(e.meta ?? {}),
      },
    };
  }
  // Our depth, cost, alias and introspection refusals (limits.ts) keep their own code.
  const ext = formatted.extensions ?? {};
  const ownCode = ext.limitCode;
  if (ownCode === ErrorCode.QUERY_TOO_DEEP || ownCode === ErrorCode.QUERY_TOO_COSTLY || ownCode === ErrorCode.UNAUTHENTICATED) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: ownCode, status: httpStatusOf(ownCode), key: ext.key, params: ext.params ?? null } };
  }
  const code = ext.code;
  // Errors raised by graphql-js itself (syntax, validation, bad variables) are the client's.
  if (!original || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) return formatted;
  if (isDatabaseUnavailable(original)) {
    logger.warn({ err: original, path: formatted.path }, 'database unavailable');
    const unavailable = keyed('common.unavailable');
    return { message: renderMessage(unavailable), locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.UNAVAILABLE, status: 503, key: unavailable.key, params: null } };
  }
  logger.error({ err: original, path: formatted.path }, 'graphql resolver failed');
  const internal = keyed('common.internal');
  return { message: renderMessage(internal), locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.INTERNAL, status: 500, key: internal.key, params: null } };
}
