import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Router, RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, keyed } from '../../../../shared/errors';
import { requireActor, requireSuperAdmin } from '../../platform/auth/actor';
import { authorizeBeforeBody, handle, idParam, queryString } from '../../platform/http/rest';
import { catalogueImportStatus, newImportPath, queueCatalogueImport } from './catalogue-import';
import { presentImportStatus, presentPapiCategories, presentProduct } from './catalogue.rest-mapper';
import * as catalogue from './catalogue.service';
import { apiRouter } from '../../platform/http/api-router';

export const CATALOGUE_MAX_MB = 20;
/** Streamed to a file of its own (catalogue-import.ts), never held in memory. */
const upload = multer({
  storage: multer.diskStorage({
    destination: (_req, _file, cb) => void newImportPath().then((p) => cb(null, path.dirname(p)), (e: Error) => cb(e, '')),
    filename: (_req, _file, cb) => cb(null, `${randomUUID()}.csv`),
  }),
  limits: { fileSize: CATALOGUE_MAX_MB * 1024 * 1024, files: 1, fields: 5 },
});

/**
 * Super admins only, checked before the upload is read; then one CSV in the field `file`. Multer's
 * own refusals (too large, another field name, two files) are 422 field errors, never a 500.
 */
const singleCsv: RequestHandler = (req, res, next) => {
  try {
    requireSuperAdmin(requireActor(req.ctx.actor));
  } catch (err) {
    return next(err);
  }
  upload.single('file')(req, res, (err: unknown) => {
    if (err instanceof multer.MulterError) {
      return next(DomainError.validation({ file: [err.code === 'LIMIT_FILE_SIZE' ? keyed('catalogue.fileTooLarge', { max: CATALOGUE_MAX_MB }) : keyed('catalogue.oneFile')] }));
    }
    // A body that is not multipart at all (or a broken one) is the caller's mistake too.
    if (err) return next(DomainError.validation({ file: [keyed('catalogue.fileRequired')] }));
    next();
  });
};

export function catalogueRoutes(): Router {
  const r = apiRouter();
  r.get('/project-manager/products/search', handle(async (ctx, req) =>
    (await catalogue.searchProducts(ctx, queryString(req, 'search'))).map(presentProduct),
  ));
  r.get('/project-manager/products/papi-search', handle(async (ctx, req) =>
    (await catalogue.searchProducts(ctx, queryString(req, 'search'), catalogue.parseFlags(queryString(req, 'flags')))).map(presentProduct),
  ));
  r.get('/project-manager/products/:id', handle(async (ctx, req) => presentProduct(await catalogue.getProduct(ctx, idParam(req)))));
  r.get('/project-manager/item/papi-categories', handle(async (ctx) => presentPapiCategories(await catalogue.papiCategories(ctx))));
  // Queued as a background job: 202 with the job at once; its state at GET …/import/{jobId}.
  r.post('/admin/catalogue/import', authorizeBeforeBody((ctx) => requireSuperAdmin(requireActor(ctx.actor))), singleCsv, handle(async (ctx, req) => presentImportStatus(await queueCatalogueImport(ctx, req.file)), 202));
  r.get('/admin/catalogue/import/:jobId', handle(async (ctx, req) => presentImportStatus(await catalogueImportStatus(ctx, idParam(req, 'jobId')))));
  return r;
}
