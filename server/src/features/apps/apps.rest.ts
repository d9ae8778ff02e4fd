import type { Router } from 'express';
import { APPS } from '../../../../shared/constants';
import { requireActor } from '../../platform/auth/actor';
import { handle } from '../../platform/http/rest';
import { apiRouter } from '../../platform/http/api-router';

export function appsRoutes(): Router {
  const r = apiRouter();
  r.get('/apps', handle(async (ctx) => {
    requireActor(ctx.actor);
    return APPS.map(({ namespace, uri, name }) => ({ namespace, uri, name }));
  }));
  return r;
}
