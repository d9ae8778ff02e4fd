/**
 * Maps any thrown error to the REST facade's reply (spec/platform-and-shell.md §8 error catalogue):
 * 401 {message}; 403 {message, errors:{forbidden:[…]}}; 422 {message, errors:{field:[…]}};
 * 500 {errors:{internal_server_error}}. Messages are the catalogue's English texts (shared/errors);
 * field names are the REST names (see rest-fields.ts). A DomainError never becomes a 500.
 */
import type { ErrorRequestHandler } from 'express';
import { formatError } from '../graphql/format-error';
import { DomainError, ErrorCode, httpStatusOf, isDomainError, keyed, renderMessage, type FieldErrors, type Message } from '../../../../shared/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { logger } from '../logger';
import { restFieldName, type RestFieldNames } from './rest-fields';

export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
}

/** A message's English text with its `field` parameter spelled as the REST facade spells the field. */
function restText(m: Message, names: RestFieldNames | undefined): string {
  const field = m.params?.field;
  return renderMessage(typeof field === 'string' && names ? { ...m, params: { ...m.params, field: restFieldName(names, field) } } : m);
}

/** Field errors as the REST facade shows them: REST field names, English texts. */
export function restFieldErrors(errors: FieldErrors, names?: RestFieldNames): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [names ? restFieldName(names, field) : field, list.map((m) => restText(m, names))]));
}

/** Adds each aliased field's messages under its alias too (HandleOptions.errorAliases). */
function withAliases(errors: Record<string, string[]>, aliases: Readonly<Record<string, string>> | undefined): Record<string, string[]> {
  if (!aliases) return errors;
  const out = { ...errors };
  for (const [field, alias] of Object.entries(aliases)) if (errors[field]) out[alias] = errors[field];
  return out;
}

export function errorReply(err: unknown, names?: RestFieldNames, aliases?: Readonly<Record<string, string>>): ErrorReply {
  if (isDomainError(err)) {
    const e = err as DomainError;
    const status = httpStatusOf(e.code);
    const message = restText(e.toMessage(), names);
    switch (e.code) {
      case ErrorCode.UNAUTHENTICATED:
        return { status, body: { message } };
      case ErrorCode.FORBIDDEN:
      case ErrorCode.NOT_OWNER:
      case ErrorCode.CSRF:
        return { status, body: { message, code: e.code, errors: { forbidden: [message] } } };
      case ErrorCode.VALIDATION:
      case ErrorCode.CONFLICT:
        return { status, body: { message, errors: withAliases(restFieldErrors(e.fieldErrors ?? {}, names), aliases), ...(e.meta ?? {}) } };
      case ErrorCode.SINGLE_SOLUTION:
        // A 422 as the catalogue's (errors by field), with its code: the client decides by the code, never by the text.
        return { status, body: { message, code: e.code, errors: e.fieldErrors ? restFieldErrors(e.fieldErrors, names) : { single_solution: [message] } } };
      case ErrorCode.INTERNAL:
        // An internal error that says what failed (a PDF render) keeps its text and code.
        return e.meta ? { status, body: { message, ...e.meta } } : { status, body: { errors: { internal_server_error: message } } };
      default:
        return { status, body: { message, ...(e.meta ?? {}) } };
    }
  }
  // Body-parser and similar client errors carry a 4xx status of their own.
  const status = (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (err as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? renderMessage(keyed('common.bodyNotJson'))
        : type === 'entity.too.large'
          ? renderMessage(keyed('common.bodyTooLarge'))
          : ((err as Error).message ?? renderMessage(keyed('common.badRequest')));
    return { status, body: { message } };
  }
  // The database is away (outage, restart): 503 with Retry-After, not a 500 (nothing is wrong with the request).
  if (isDatabaseUnavailable(err)) {
    const message = renderMessage(keyed('common.unavailable'));
    return { status: httpStatusOf(ErrorCode.UNAVAILABLE), body: { message, errors: { service_unavailable: [message] }, retry_after: DATABASE_RETRY_AFTER_SECONDS } };
  }
  return { status: 500, body: { errors: { internal_server_error: renderMessage(keyed('common.internal')) } } };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const reply = errorReply(err, res.locals.restFieldNames as RestFieldNames | undefined, res.locals.restErrorAliases as Record<string, string> | undefined);
  if (reply.status === 503) logger.warn({ err, requestId: req.requestId, path: req.path }, 'database unavailable');
  else if (reply.status >= 500) logger.error({ err, requestId: req.requestId, path: req.path }, 'request failed');
  if (res.headersSent) return;
  // A refusal before the body was read (e.g. an anonymous upload): answer now and close the
  // connection instead of letting Node read the rest of the body to keep it alive.
  if (!req.complete) res.setHeader('Connection', 'close');
  if ((reply.status === 429 || reply.status === 503) && typeof reply.body.retry_after === 'number') res.setHeader('Retry-After', String(reply.body.retry_after));
  res.status(reply.status).json(reply.body);
};

/**
 * /graphql's errors raised before Apollo runs (the caller's session is read from the database first):
 * a database outage answers as GraphQL does, `errors[].extensions.code = UNAVAILABLE` with 503 and
 * Retry-After, not the REST body. Every other error goes on to errorHandler.
 */
export const graphqlUnavailableHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (!isDatabaseUnavailable(err) || res.headersSent) return next(err);
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.status(httpStatusOf(ErrorCode.UNAVAILABLE)).json({ errors: [formatError({ message: (err as Error).message }, err)] });
};
