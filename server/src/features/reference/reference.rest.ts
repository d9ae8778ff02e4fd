import type { Router } from 'express';
import { handle } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { parseEdgeId } from '../../platform/validate';
import { presentProject } from '../projects';
import { requireActor } from '../../platform/auth/actor';
import { currencyConvertRestFields } from './reference.rest-mapper';
import * as reference from './reference.service';
import { apiRouter } from '../../platform/http/api-router';

/** Reference data for the project-manager screens (spec/project-areas.md §7, platform §7 currency). */
export function referenceRoutes(): Router {
  const r = apiRouter();
  r.get('/project-manager/capacities', handle(async (ctx) =>
    (await reference.listCapacities(ctx)).map((c) => ({ id: c.id, name: c.name, unit: c.unit, e_papi_category_id: c.categoryId })),
  ));
  r.get('/project-manager/solution-types', handle(async (ctx) =>
    (await reference.listSolutionTypes(ctx)).map((s) => ({ id: s.id, name: s.name, calculation_mode: s.calculationMode, category_types: s.categoryTypes, uses_infrastructure: s.usesInfrastructure })),
  ));
  r.get('/project-manager/rating/years', handle((ctx) => reference.ratingYears(ctx)));
  r.get('/project-manager/hour-profiles', handle(async (ctx) =>
    (await reference.listHourProfiles(ctx)).map((h) => ({ id: h.id, name: h.name, hours: h.hoursPerYear, arithmetic: h.arithmetic })),
  ));
  r.get('/project-manager/infrastructure-presets', handle(async (ctx) =>
    (await reference.listInfrastructurePresets(ctx)).map((p) => ({ id: p.id, kind: p.kind, value: p.value, label: p.label })),
  ));
  r.get('/project-manager/currency', handle(async (ctx) =>
    (await reference.listCurrencies(ctx)).map((c) => ({ code: c.code, name: c.name, symbol: c.symbol, per_eur: c.perEur, rate_date: c.rateDate })),
  ));
  r.post('/project-manager/currency/convert', handle(async (ctx, req) => {
    const body = fromRest(currencyConvertRestFields, req.body ?? {});
    const result = await reference.convertProjectCurrency(ctx, parseEdgeId(ctx.actor, body.projectId), body.currency);
    return { project: presentProject(result.project, requireActor(ctx.actor)), rate: result.rate, rate_date: result.rateDate, message: result.message };
  }, { fields: currencyConvertRestFields }));
  return r;
}
