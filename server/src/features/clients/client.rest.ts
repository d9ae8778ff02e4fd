import { Router } from 'express';
import { fromRest } from '../../platform/http/rest-fields';
import { handle, queryString } from '../../platform/http/rest';
import { clientRestFields as fields, presentClient, presentRegistryCompany } from './client.rest-mapper';
import { createClient, getClient, listClients, updateClient } from './client.service';
import { cvrSearch } from './registry/registry.service';

export function clientRoutes(): Router {
  const r = Router();
  r.get('/project-manager/CvrSearch', handle(async (ctx, req) => presentRegistryCompany(await cvrSearch(ctx, queryString(req, 'cvr')))));
  r.get('/clients', handle(async (ctx) => (await listClients(ctx)).map(presentClient)));
  r.post('/clients', handle(async (ctx, req) => presentClient(await createClient(ctx, fromRest(fields, req.body))), { status: 201, fields }));
  r.get('/clients/:id', handle(async (ctx, req) => presentClient(await getClient(ctx, req.params.id))));
  r.put('/clients/:id', handle(async (ctx, req) => presentClient(await updateClient(ctx, req.params.id, fromRest(fields, req.body))), { fields }));
  return r;
}
