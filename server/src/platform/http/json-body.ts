/**
 * The REST facade's request bodies (issue #27, point 6): a write route reads JSON, so
 * - a body in another content type (text/plain, a form, none given) is refused with 415 and a message
 *   that says so, before any handler runs (express.json() leaves such a body unread, and a handler
 *   would otherwise see `req.body === undefined`);
 * - no body, or an empty one, reads as `{}`, so that services see an object and answer with their
 *   field errors (422) or their existence checks (404), never a TypeError (500).
 * Multipart uploads pass (their routes read them with multer); GET and HEAD bodies are ignored.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { keyed, renderMessage } from '../../../../shared/errors';

/** Content types a REST write may carry: JSON (also `application/*+json`) and multipart uploads. */
const ACCEPTED = ['application/json', 'application/*+json', 'multipart/form-data'];

/** Whether the request carries body bytes (RFC 9110 §8.6: Content-Length > 0, or a transfer coding). */
function hasBodyBytes(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/** 415 for a body that is not JSON; `{}` for a write without a body. Runs after express.json(). */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  if (hasBodyBytes(req) && !req.is(ACCEPTED)) {
    // RFC 9110 §15.5.16: 415 Unsupported Media Type; the message names what the route reads.
    res.status(415).setHeader('Accept', 'application/json');
    if (!req.complete) res.setHeader('Connection', 'close');
    res.json({ message: renderMessage(keyed('common.bodyNotJsonType')) });
    return;
  }
  req.body ??= {};
  next();
}

/** The REST facade's body parsing: JSON up to 2 MB, then {@link requireJsonBody}. */
export function restJsonBody(): [express.RequestHandler, express.RequestHandler] {
  return [express.json({ limit: '2mb' }), requireJsonBody];
}
