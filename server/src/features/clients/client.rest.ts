import type { Router } from 'express';
import { requireActor } from '../../platform/auth/actor';
import { fromRest } from '../../platform/http/rest-fields';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { clientRestFields as fields, presentClient, presentRegistryCompany } from './client.rest-mapper';
import { createClient, getClient, listClients, searchClients, updateClient } from './client.service';
import { isNamespace } from '../../../../shared/constants';
import { DomainError } from '../../../../shared/errors';
import { cvrSearch } from './registry/registry.service';
import { apiRouter } from '../../platform/http/api-router';
import { presentPartner } from '../partners';

export function clientRoutes(): Router {
  const r = apiRouter();
  r.get('/project-manager/CvrSearch', handle(async (ctx, req) => presentRegistryCompany(await cvrSearch(ctx, queryString(req, 'cvr')))));
  r.get('/:namespace/partner/clients/search', handle(async (ctx, req) => {
    requireActor(ctx.actor);
    if (!isNamespace(req.params.namespace)) throw DomainError.notFound('common.unknownNamespace');
    return (await searchClients(ctx, queryString(req, 'search'))).map(presentClient);
  }));
  r.get('/clients', handle(async (ctx) => (await listClients(ctx)).map(presentClient)));
  r.post('/clients', handle(async (ctx, req) => presentClient(await createClient(ctx, fromRest(fields, req.body))), { status: 201, fields }));
  r.get('/clients/:id', handle(async (ctx, req) => presentClient(await getClient(ctx, idParam(req)))));
  r.put('/clients/:id', handle(async (ctx, req) => presentClient(await updateClient(ctx, idParam(req), fromRest(fields, req.body))), { fields }));
  // GET /clients/{id}/partner/: the partner the client belongs to (the caller's own; another's client is 404).
  r.get('/clients/:id/partner', handle(async (ctx, req) => presentPartner((await getClient(ctx, idParam(req))).partner)));
  // The project manager's client-details page (spec §2 /project-manager/client-details/{clientId}, paid): the same client.
  r.get('/project-manager/client-details/:id', handle(async (ctx, req) => presentClient(await getClient(ctx, idParam(req)))));
  r.put('/project-manager/client-details/:id', handle(async (ctx, req) => presentClient(await updateClient(ctx, idParam(req), fromRest(fields, req.body))), { fields }));
  return r;
}

/** The one call the spec puts under /api/v2 (spec §7, §9): GET api/v2/partner/clients/{id}. */
export function clientV2Routes(): Router {
  const r = apiRouter();
  r.get('/partner/clients/:id', handle(async (ctx, req) => presentClient(await getClient(ctx, idParam(req)))));
  return r;
}
