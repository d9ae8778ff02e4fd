import type { Router, Request } from 'express';
import { handle, handleRaw, idParam } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { exportReportPdfAndWait, sendPdf } from '../reports';
import { parseNamespace, presentProject } from '../projects';
import { requireActor } from '../../platform/auth/actor';
import {
  calculationRestFields as calcFields,
  extraColumnRestFields as columnFields,
  presentCalculation,
  presentCalculations,
  presentCategory,
  presentEnergyWheel,
  presentLogEntry,
  presentPreAnalysis,
  preAnalysisRestFields as preAnalysisFields,
  presentReportData,
  presentSettings,
  presentValidation,
  preAnalysisRowsFromRest,
  reportDataFromRest,
  reportSettingsFromRest,
} from './comparative.rest-mapper';
import * as comparative from './comparative.service';
import { apiRouter } from '../../platform/http/api-router';

const ns = (req: Request) => parseNamespace(req.params.namespace);
const NS = '/:namespace/projects/:projectId';
const CS = '/comparative-solution/projects/:projectId';

/**
 * Reports (comparative-solution) of spec/platform-and-shell.md §7, clone to IT analysis, start
 * validation, and the calculation paths of the app (the spec names no path for them).
 */
export function comparativeRoutes(): Router {
  const r = apiRouter();
  r.get('/comparative-solution/items/categories', handle(async (ctx) => (await comparative.comparativeCategories(ctx)).map(presentCategory)));
  r.get(`${NS}/energywheel`, handle(async (ctx, req) => presentEnergyWheel(await comparative.comparativeModel(ctx, idParam(req, 'projectId'), ns(req)))));
  r.get(`${NS}/report-settings`, handle(async (ctx, req) => {
    const { project, report } = await comparative.getReportRow(ctx, idParam(req, 'projectId'), ns(req));
    return presentSettings(project, report);
  }));
  r.put(`${NS}/report-settings`, handle(async (ctx, req) => {
    const { project, report } = await comparative.updateReportSettings(ctx, idParam(req, 'projectId'), reportSettingsFromRest(req.body), ns(req));
    return presentSettings(project, report);
  }));
  r.get(`${NS}/report-data`, handle(async (ctx, req) => presentReportData((await comparative.getReportRow(ctx, idParam(req, 'projectId'), ns(req))).report)));
  r.put(`${NS}/report-data`, handle(async (ctx, req) => {
    return presentReportData((await comparative.updateReportData(ctx, idParam(req, 'projectId'), reportDataFromRest(req.body ?? {}), ns(req))).report);
  }));
  r.post(`${NS}/cloneToITAnalysis`, handle(async (ctx, req) => presentProject(await comparative.cloneToItAnalysis(ctx, idParam(req, 'projectId'), req.params.namespace), requireActor(ctx.actor)), 201));
  r.post(`${NS}/start-validation`, handle(async (ctx, req) => presentValidation(await comparative.startValidation(ctx, idParam(req, 'projectId'), req.params.namespace)), 202));

  r.get(`${CS}/pre-analysis`, handle(async (ctx, req) => presentPreAnalysis(await comparative.getPreAnalysis(ctx, idParam(req, 'projectId')))));
  r.put(`${CS}/pre-analysis`, handle(async (ctx, req) => {
    return presentPreAnalysis(await comparative.savePreAnalysis(ctx, idParam(req, 'projectId'), preAnalysisRowsFromRest(req.body)));
  }, { fields: preAnalysisFields }));
  r.get(`${CS}/calculations`, handle(async (ctx, req) => presentCalculations(await comparative.comparativeModel(ctx, idParam(req, 'projectId')))));
  r.post(`${CS}/calculations`, handle(async (ctx, req) => presentCalculation(await comparative.createCalculation(ctx, idParam(req, 'projectId'), fromRest(calcFields, req.body))), { status: 201, fields: calcFields }));
  r.put(`${CS}/calculations/:calculationId`, handle(async (ctx, req) => presentCalculation(await comparative.updateCalculation(ctx, idParam(req, 'projectId'), idParam(req, 'calculationId'), fromRest(calcFields, req.body))), { fields: calcFields }));
  r.delete(`${CS}/calculations/:calculationId`, handle(async (ctx, req) => {
    await comparative.deleteCalculation(ctx, idParam(req, 'projectId'), idParam(req, 'calculationId'));
    return { message: 'deleted' };
  }));
  r.post(`${CS}/calculations/:calculationId/extra-column`, handle(async (ctx, req) => presentCalculation(await comparative.toggleExtraColumn(ctx, idParam(req, 'projectId'), idParam(req, 'calculationId'), fromRest(columnFields, req.body))), { fields: columnFields }));
  r.get(`${CS}/logging`, handle(async (ctx, req) => (await comparative.projectLog(ctx, idParam(req, 'projectId'))).map(presentLogEntry)));
  r.get(`${CS}/report.pdf`, handleRaw(async (ctx, req, res) => sendPdf(res, await exportReportPdfAndWait(ctx, 'comparative-solution', idParam(req, 'projectId'), 'comparative'))));
  return r;
}
