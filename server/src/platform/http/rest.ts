/**
 * The thin REST facade's plumbing: each handler gets the request context and returns what goes in
 * `data`; errors flow to errorHandler. Handlers stay about ten lines (house style rule 2).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../context';
import { memoByObject } from '../cache/memo';
import { parseEdgeId } from '../validate';
import type { RestFieldNames } from './rest-fields';

declare global {
  namespace Express {
    interface Request {
      ctx: RequestContext;
      requestId: string;
    }
  }
}

/**
 * A reply's `data` serialised once: a REST view of a cached computation (issue #17) is the same for
 * every request until the next write, so its JSON, its ETag and its gzip form are made once and sent
 * as they are (a client that has the ETag gets 304).
 */
export class SerializedData<T = unknown> {
  /** The type of the serialised value (for the OpenAPI document's reply schema; never set). */
  declare readonly value?: T;
  private body?: Buffer;
  private gzipped?: Buffer;
  private etag?: string;
  constructor(readonly json: string) {}

  send(req: Request, res: Response, status: number): void {
    this.body ??= Buffer.from(`{"data":${this.json}}`);
    this.etag ??= `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
    res.status(status).type('json').setHeader('ETag', this.etag);
    res.vary('Accept-Encoding');
    // Below the compression middleware's threshold (1 KB) it would not compress either.
    if (this.body.length >= 1024 && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      this.gzipped ??= gzipSync(this.body);
      // The compression middleware leaves an encoded reply alone.
      res.setHeader('Content-Encoding', 'gzip');
      res.send(this.gzipped);
    } else res.send(this.body);
  }
}

/**
 * Memoizes `present(key, …)` as serialised `data`, by the identity of its first argument (a cached
 * computation's figures; the other arguments must be determined by it, as for memoByObject).
 */
export function serializedOnce<K extends object, A extends unknown[], T>(present: (key: K, ...args: A) => T): (key: K, ...args: A) => SerializedData<T> {
  return memoByObject((key: K, ...args: A) => new SerializedData<T>(JSON.stringify(present(key, ...args))));
}

export type RestHandler<T = unknown> = (ctx: RequestContext, req: Request, res: Response) => Promise<T>;

/**
 * A handler made by {@link handle}: `replyType` is never set; it carries the type of `data` for the
 * OpenAPI document's reply schemas (openapi-replies.ts), also where the handler is passed by name.
 */
export type RestRoute<T> = RequestHandler & { restFields?: RestFieldNames; readonly replyType?: T };

export interface HandleOptions {
  /** The success status (default 200). */
  status?: number;
  /** How REST spells the fields of the route's input, for the field names of its errors. */
  fields?: RestFieldNames;
  /**
   * Extra keys under which a legacy client looks for a field's errors (REST name → alias): the
   * reply lists the field's messages under both names.
   */
  errorAliases?: Readonly<Record<string, string>>;
}

/**
 * Wraps a handler: `{ data: result }` with the given status (or options); `undefined` answers 204.
 * Errors flow to errorHandler, which spells their field names with the route's `fields`.
 */
export function handle<T>(fn: RestHandler<T>, statusOrOptions: number | HandleOptions = 200): RestRoute<T> {
  const { status = 200, fields, errorAliases } = typeof statusOrOptions === 'number' ? { status: statusOrOptions } : statusOrOptions;
  const handler: RestRoute<T> = (req: Request, res: Response, next: NextFunction) => {
    if (fields) res.locals.restFieldNames = fields;
    if (errorAliases) res.locals.restErrorAliases = errorAliases;
    fn(req.ctx, req, res).then(
      (result) => {
        if (res.headersSent) return;
        if (result === undefined) res.status(204).end();
        else if (result instanceof SerializedData) result.send(req, res, status);
        else res.status(status).json({ data: result });
      },
      next,
    );
  };
  // The route table reads the body's REST field names from here, for the OpenAPI document.
  if (fields) handler.restFields = fields;
  return handler;
}

/**
 * A route parameter read as an id once, at the edge (validate.ts `parseEdgeId`): anything but a
 * canonical positive integer is NOT_FOUND (404), or UNAUTHENTICATED (401) for a signed-out caller, as
 * when the services parsed it; services take `number` ids.
 */
export function idParam(req: Request, name = 'id'): number {
  return parseEdgeId(req.ctx?.actor, req.params[name]);
}

/** Reads a query-string value as a string ('' when absent or repeated oddly). */
export function queryString(req: Request, key: string): string {
  const v = req.query[key];
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
}

/**
 * An error of a dependency outside the database (a browser, a mail server) whose status (502–504)
 * and message are meant for the caller as they are: the error handler would hide them behind a 500.
 */
export interface ExposedHttpError extends Error {
  status: number;
  expose: true;
  code?: string;
}

function isExposedHttpError(err: unknown): err is ExposedHttpError {
  return err instanceof Error && (err as Partial<ExposedHttpError>).expose === true && typeof (err as Partial<ExposedHttpError>).status === 'number';
}

/**
 * Wraps a handler that writes its own reply (a file, not `{ data }`). An {@link ExposedHttpError}
 * answers `{ message, code }` with its status; every other error flows to errorHandler.
 */
export function handleRaw(fn: (ctx: RequestContext, req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req.ctx, req, res).then(
      () => {
        if (!res.headersSent) res.status(204).end();
      },
      (err: unknown) => {
        if (!isExposedHttpError(err) || res.headersSent) return next(err);
        res.status(err.status).json({ message: err.message, ...(err.code ? { code: err.code } : {}) });
      },
    );
  };
}

/**
 * Checks the caller before a request body is read (uploads): a refusal answers at once and closes the
 * connection (errorHandler), so that an anonymous client cannot make the server read megabytes first.
 */
export function authorizeBeforeBody(check: (ctx: RequestContext) => void): RequestHandler {
  return (req, _res, next) => {
    try {
      check(req.ctx);
      next();
    } catch (err) {
      next(err);
    }
  };
}
