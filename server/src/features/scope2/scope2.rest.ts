import type { Router } from 'express';
import { apiRouter } from '../../platform/http/api-router';
import { handle, idParam } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { energyInstrumentsFields, presentInstrument, presentScope2 } from './scope2.rest-mapper';
import * as scope2 from './scope2.service';

const P = '/project-manager/projects/:projectId';

/** Scope 2 both ways (issue #31): the project's figures and a solution's contractual energy instruments. */
export function scope2Routes(): Router {
  const r = apiRouter();
  r.get(`${P}/scope2`, handle(async (ctx, req) => presentScope2(await scope2.projectScope2(ctx, idParam(req, 'projectId')))));
  const instruments = `${P}/solution/:solutionId/energy-instruments`;
  r.get(instruments, handle(async (ctx, req) => (await scope2.listInstruments(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'))).map(presentInstrument)));
  r.put(
    instruments,
    handle(async (ctx, req) => (await scope2.setInstruments(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(energyInstrumentsFields, req.body))).map(presentInstrument), { fields: energyInstrumentsFields }),
  );
  return r;
}
