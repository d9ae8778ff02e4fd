import { Router } from 'express';
import { handle, handleRaw, queryString } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { internalBaseUrl, sendPdf } from './pdf/report-pdf.http';
import { exportReportPdf } from './pdf/report-pdf.service';
import { presentAvailability, presentGenerated, presentReport, presentReportData, presentSettings } from './report.presenters';
import { reportGeneratedRestFields as generatedFields, reportUpdateRestFields as updateFields, settingsFromRest } from './report.rest-mapper';
import * as reports from './report.service';

const P = '/project-manager/projects/:projectId';

/**
 * Reports (spec/project-areas.md §7 "Reports"). The group headings are updated through the solutions
 * path PUT …/solution-groups/{groupId}/update-headings; the rating years are GET
 * /project-manager/rating/years (reference).
 */
export function reportRoutes(): Router {
  const r = Router();
  // ?report_type=lca_report turns on LCA stage inclusion (M5); the other types show every stage.
  r.get(`${P}/report`, handle(async (ctx, req) =>
    presentReportData(await reports.getReport(ctx, req.params.projectId, { reportType: queryString(req, 'report_type') || undefined }))));
  r.put(`${P}/report/update`, handle(async (ctx, req) => presentReport(await reports.updateReport(ctx, req.params.projectId, fromRest(updateFields, req.body))), { fields: updateFields }));
  r.put(`${P}/report-settings/update`, handle(async (ctx, req) => presentSettings(await reports.updateSettings(ctx, req.params.projectId, settingsFromRest(req.body)))));
  // The print view rendered in headless Chromium as the caller; registered as a document (M8).
  r.get(`${P}/report.pdf`, handleRaw(async (ctx, req, res) =>
    sendPdf(res, await exportReportPdf(ctx, req.params.projectId, queryString(req, 'type'), { baseUrl: internalBaseUrl(req) }))));
  r.get(`${P}/report/available`, handle(async (ctx, req) => presentAvailability(await reports.getAvailability(ctx, req.params.projectId))));
  r.post('/project-manager/report-generated', handle(async (ctx, req) => presentGenerated(await reports.logGenerated(ctx, undefined, fromRest(generatedFields, req.body))), { status: 201, fields: generatedFields }));
  r.post(`${P}/report-generated`, handle(async (ctx, req) => presentGenerated(await reports.logGenerated(ctx, req.params.projectId, fromRest(generatedFields, req.body))), { status: 201, fields: generatedFields }));
  return r;
}
