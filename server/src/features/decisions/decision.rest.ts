import type { Request, Router } from 'express';
import type { DecisionQuery } from '../../../../shared/validation/decision';
import { apiRouter } from '../../platform/http/api-router';
import { handle, idParam, queryString } from '../../platform/http/rest';
import type { Unvalidated } from '../../platform/validate';
import { presentDecision } from './decision.rest-mapper';
import * as decisions from './decision.service';

/**
 * A query-string number: absent → null; a plain decimal → its value; anything else (`0x1`, `1e3`, `abc`)
 * is NaN, which the shared schema refuses (422) as it refuses a non-number (yup would read `0x1` as 1).
 */
function numberQuery(req: Request, key: string): unknown {
  const v = queryString(req, key);
  if (v === '') return null;
  return /^-?\d{1,6}(\.\d{1,6})?$/.test(v) ? Number(v) : Number.NaN;
}

function decisionQuery(req: Request): Unvalidated<DecisionQuery> {
  return { years: numberQuery(req, 'years'), gridChangePercent: numberQuery(req, 'grid_change_percent') };
}

/** Decisions over time (issue #32): GET …/projects/{id}/decision?years=N&grid_change_percent=P. */
export function decisionRoutes(): Router {
  const r = apiRouter();
  r.get('/project-manager/projects/:projectId/decision', handle(async (ctx, req) => presentDecision(await decisions.projectDecision(ctx, idParam(req, 'projectId'), decisionQuery(req)))));
  return r;
}
