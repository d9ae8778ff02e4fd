import type { Router } from 'express';
import { handle, queryString } from '../../platform/http/rest';
import { dashboardCharts, dashboardWidgets } from './dashboard.service';
import { presentCharts, presentWidgets } from './dashboard.rest-mapper';
import { apiRouter } from '../../platform/http/api-router';

export function dashboardRoutes(): Router {
  const r = apiRouter();
  r.get('/dashboard', handle(async (ctx, req) => presentCharts(await dashboardCharts(ctx, { partner: queryString(req, 'partner'), months: queryString(req, 'months'), year: queryString(req, 'year') }))));
  r.get('/dashboard/widgets', handle(async (ctx, req) =>
    presentWidgets(await dashboardWidgets(ctx, { from_date: queryString(req, 'from_date'), to_date: queryString(req, 'to_date'), partner: queryString(req, 'partner') })),
  ));
  return r;
}
