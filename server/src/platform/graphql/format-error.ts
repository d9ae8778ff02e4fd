import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ErrorCode, httpStatusOf, isDomainError, SpecText, type DomainError } from '../../../../shared/errors';
import { logger } from '../logger';

/** GraphQL errors carry `extensions.code` and `extensions.field` (house style rule 5); others are masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original && isDomainError(original)) {
    const e = original as DomainError;
    return {
      message: e.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: e.code, field: e.field ?? null, fieldErrors: e.fieldErrors ?? null, status: httpStatusOf(e.code), ...(e.meta ?? {}) },
    };
  }
  // Apollo files our depth and cost refusals under GRAPHQL_VALIDATION_FAILED; keep their own code.
  const ownCode = error instanceof GraphQLError ? error.extensions?.limitCode : undefined;
  if (typeof ownCode === 'string') return { ...formatted, extensions: { ...formatted.extensions, code: ownCode } };
  const code = formatted.extensions?.code;
  // Errors raised by graphql-js itself (syntax, validation, bad variables) are the client's.
  if (!original || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) return formatted;
  logger.error({ err: original, path: formatted.path }, 'graphql resolver failed');
  return { message: SpecText.internal, locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.INTERNAL } };
}
