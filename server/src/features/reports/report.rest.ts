import { DomainError } from '../../../../shared/errors';
import type { Request, Router } from 'express';
import { handle, handleRaw, idParam, queryString } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { sendPdf } from './pdf/report-pdf.http';
import { exportReportPdfAndWait, queueReportPdf, REPORT_PDF_APPS, reportPdfFile, reportPdfStatus, type ReportPdfApp, type ReportPdfStatus } from './pdf/report-pdf.job';
import { parseNamespace } from '../projects';
import { presentAvailability, presentGenerated, presentReport, presentReportData, presentSettings } from './report.rest-mapper';
import { reportGeneratedRestFields as generatedFields, reportUpdateRestFields as updateFields, settingsFromRest } from './report.rest-mapper';
import * as reports from './report.service';
import { apiRouter } from '../../platform/http/api-router';

const P = '/project-manager/projects/:projectId';
const NS = '/:namespace/projects/:projectId/report.pdf/jobs';

/**
 * The app of a PDF job path: project-manager, comparative-solution or single-solution, each with its own
 * project check and print view (reportPdfVariants, wired in app/wiring.ts; a single-solution project's is
 * always its baseline report). Buyers export through the project-manager path (their report screens are
 * the project manager's), so /buyers/… is a 404 as any unknown namespace.
 */
export function pdfApp(namespace: unknown): ReportPdfApp {
  const ns = parseNamespace(namespace);
  if (!(REPORT_PDF_APPS as readonly string[]).includes(ns)) throw DomainError.notFound('common.unknownNamespace');
  return ns as ReportPdfApp;
}

export function presentPdfJob(s: ReportPdfStatus) {
  return {
    job_id: s.jobId,
    project_id: s.projectId,
    type: s.type,
    state: s.state,
    phase: s.phase,
    attempts: s.attempts,
    max_attempts: s.maxAttempts,
    result: s.result && { document_id: s.result.documentId, file_name: s.result.fileName, bytes: s.result.bytes },
    error: s.error && { code: s.error.code, key: s.error.message.key, params: s.error.message.params ?? null },
    created_at: s.createdAt.toISOString(),
  };
}

/**
 * Reports (spec/project-areas.md §7 "Reports"). The group headings are updated through the solutions
 * path PUT …/solution-groups/{groupId}/update-headings; the rating years are GET
 * /project-manager/rating/years (reference).
 */
export function reportRoutes(): Router {
  const r = apiRouter();
  // ?report_type=lca_report turns on LCA stage inclusion (M5); the other types show every stage.
  r.get(`${P}/report`, handle(async (ctx, req) =>
    presentReportData(await reports.getReport(ctx, idParam(req, 'projectId'), { reportType: queryString(req, 'report_type') || undefined }))));
  r.put(`${P}/report/update`, handle(async (ctx, req) => presentReport(await reports.updateReport(ctx, idParam(req, 'projectId'), fromRest(updateFields, req.body))), { fields: updateFields }));
  r.put(`${P}/report-settings/update`, handle(async (ctx, req) => presentSettings(await reports.updateSettings(ctx, idParam(req, 'projectId'), settingsFromRest(req.body)))));
  // The print view rendered in headless Chromium as the caller; registered as a document (M8).
  // Legacy: the same job as below, run here and waited for; answers the file.
  r.get(`${P}/report.pdf`, handleRaw(async (ctx, req, res) => sendPdf(res, await exportReportPdfAndWait(ctx, 'project-manager', idParam(req, 'projectId'), queryString(req, 'type')))));
  // The export as a background job (issue #15): 202 with the job; its state; its file once done.
  r.post(NS, handle(async (ctx, req) => {
    const app = pdfApp(req.params.namespace);
    return presentPdfJob(await queueReportPdf(ctx, app, idParam(req, 'projectId'), queryString(req, 'type')));
  }, 202));
  // The namespace first: an unknown one answers its own 404 before the ids are read.
  const jobOf = (req: Request) => {
    const app = pdfApp(req.params.namespace);
    return { jobId: idParam(req, 'jobId'), where: { projectId: idParam(req, 'projectId'), app } };
  };
  r.get(`${NS}/:jobId`, handle(async (ctx, req) => {
    const { jobId, where } = jobOf(req);
    return presentPdfJob(await reportPdfStatus(ctx, jobId, where));
  }));
  r.get(`${NS}/:jobId/file`, handleRaw(async (ctx, req, res) => {
    const { jobId, where } = jobOf(req);
    sendPdf(res, await reportPdfFile(ctx, jobId, where));
  }));
  r.get(`${P}/report/available`, handle(async (ctx, req) => presentAvailability(await reports.getAvailability(ctx, idParam(req, 'projectId')))));
  r.post('/project-manager/report-generated', handle(async (ctx, req) => presentGenerated(await reports.logGenerated(ctx, undefined, fromRest(generatedFields, req.body))), { status: 201, fields: generatedFields }));
  r.post(`${P}/report-generated`, handle(async (ctx, req) => presentGenerated(await reports.logGenerated(ctx, idParam(req, 'projectId'), fromRest(generatedFields, req.body))), { status: 201, fields: generatedFields }));
  return r;
}
