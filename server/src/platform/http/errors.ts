/**
 * Maps any thrown error to the REST facade's reply (spec/platform-and-shell.md §8 error catalogue):
 * 401 {message}; 403 {message, errors:{forbidden:[…]}}; 422 {message, errors:{field:[…]}};
 * 500 {errors:{internal_server_error}}. A DomainError never becomes a 500.
 */
import type { ErrorRequestHandler } from 'express';
import { DomainError, ErrorCode, httpStatusOf, isDomainError, SpecText } from '../../../../shared/errors';
import { logger } from '../logger';

export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
}

export function errorReply(err: unknown): ErrorReply {
  if (isDomainError(err)) {
    const e = err as DomainError;
    const status = httpStatusOf(e.code);
    switch (e.code) {
      case ErrorCode.UNAUTHENTICATED:
        return { status, body: { message: e.message } };
      case ErrorCode.FORBIDDEN:
      case ErrorCode.NOT_OWNER:
        return { status, body: { message: e.message, code: e.code, errors: { forbidden: [e.message] } } };
      case ErrorCode.VALIDATION:
      case ErrorCode.CONFLICT:
        return { status, body: { message: e.message, errors: e.fieldErrors ?? {}, ...(e.meta ?? {}) } };
      case ErrorCode.INTERNAL:
        return { status, body: { errors: { internal_server_error: e.message } } };
      default:
        return { status, body: { message: e.message, ...(e.meta ?? {}) } };
    }
  }
  // Body-parser and similar client errors carry a 4xx status of their own.
  const status = (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (err as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : type === 'entity.too.large'
          ? 'The request body is too large.'
          : ((err as Error).message ?? 'Bad request.');
    return { status, body: { message } };
  }
  return { status: 500, body: { errors: { internal_server_error: SpecText.internal } } };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const reply = errorReply(err);
  if (reply.status >= 500) logger.error({ err, requestId: req.requestId, path: req.path }, 'request failed');
  if (res.headersSent) return;
  if (reply.status === 429 && typeof reply.body.retry_after === 'number') res.setHeader('Retry-After', String(reply.body.retry_after));
  res.status(reply.status).json(reply.body);
};
