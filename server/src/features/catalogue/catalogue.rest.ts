import { Router } from 'express';
import multer from 'multer';
import { requireActor, requireSuperAdmin } from '../../platform/auth/actor';
import { authorizeBeforeBody, handle, queryString } from '../../platform/http/rest';
import * as catalogue from './catalogue.service';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024, files: 1 } });

export function catalogueRoutes(): Router {
  const r = Router();
  r.get('/project-manager/products/search', handle(async (ctx, req) =>
    (await catalogue.searchProducts(ctx, queryString(req, 'search'))).map(catalogue.presentProduct),
  ));
  r.get('/project-manager/products/papi-search', handle(async (ctx, req) =>
    (await catalogue.searchProducts(ctx, queryString(req, 'search'), catalogue.parseFlags(queryString(req, 'flags')))).map(catalogue.presentProduct),
  ));
  r.get('/project-manager/products/:id', handle(async (ctx, req) => catalogue.presentProduct(await catalogue.getProduct(ctx, req.params.id))));
  r.get('/project-manager/item/papi-categories', handle((ctx) => catalogue.papiCategories(ctx)));
  r.post('/admin/catalogue/import', authorizeBeforeBody((ctx) => requireSuperAdmin(requireActor(ctx.actor))), upload.single('file'), handle((ctx, req) => catalogue.importCatalogueUpload(ctx, req.file), 200));
  return r;
}
