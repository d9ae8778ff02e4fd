import { Router } from 'express';
import { handle } from '../../platform/http/rest';
import { createClient, getClient, listClients, presentClient, updateClient } from './client.service';

export function clientRoutes(): Router {
  const r = Router();
  r.get('/clients', handle(async (ctx) => (await listClients(ctx)).map(presentClient)));
  r.post('/clients', handle(async (ctx, req) => presentClient(await createClient(ctx, req.body)), 201));
  r.get('/clients/:id', handle(async (ctx, req) => presentClient(await getClient(ctx, req.params.id))));
  r.put('/clients/:id', handle(async (ctx, req) => presentClient(await updateClient(ctx, req.params.id, req.body))));
  return r;
}
