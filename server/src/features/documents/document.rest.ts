import type { Router } from 'express';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { getDocumentManifest, rerunDocument, verifyDocument } from './document.service';
import { apiRouter } from '../../platform/http/api-router';
import { listProjectDocuments } from './document-list.service';
import { presentIssuedDocument, presentRerun, presentVerify } from './document.rest-mapper';

/** The public e-invoice and report check (spec/project-areas.md §7 E-invoice); no session needed. */
export function documentRoutes(): Router {
  const r = apiRouter();
  // Issue #31: the document's partner only; 404 "Not found." for anyone else, signed out included.
  r.get('/documents/:documentId/manifest', handle((ctx, req) => getDocumentManifest(ctx, String(req.params.documentId))));
  r.post('/documents/:documentId/rerun', handle(async (ctx, req) => presentRerun(await rerunDocument(ctx, String(req.params.documentId)))));
  // Issue #47, point 9: a project's issued documents, for the issuer's documents card.
  r.get('/project-manager/projects/:projectId/documents', handle(async (ctx, req) => (await listProjectDocuments(ctx, idParam(req, 'projectId'))).map(presentIssuedDocument)));
  r.get('/verify-evoice/:documentId', handle(async (ctx, req) => presentVerify(await verifyDocument(ctx, req.params.documentId, req.query.co2total === undefined ? undefined : queryString(req, 'co2total')))));
  return r;
}
