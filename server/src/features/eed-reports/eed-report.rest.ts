/**
 * REST of the EED report (issue #31): GET and PUT
 * /project-manager/projects/{projectId}/solution/{solutionId}/eed-report (year in the query for GET,
 * in the body for PUT; default the last calendar year) and the annual report of the site as a file,
 * …/eed-report/export?year=&format=csv|xlsx.
 */
import type { Router } from 'express';
import { DomainError, keyed } from '../../../../shared/errors';
import { apiRouter } from '../../platform/http/api-router';
import { handle, idParam, queryString } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { exportLanguage } from '../../platform/mail/mail-texts';
import { eedReportCsv, eedReportFileName, eedReportXlsx } from './eed-report.export';
import { eedReportFields, presentEedReport } from './eed-report.rest-mapper';
import * as eed from './eed-report.service';

const PATH = '/project-manager/projects/:projectId/solution/:solutionId/eed-report';

export function eedReportRoutes(): Router {
  const r = apiRouter();
  r.get(PATH, handle(async (ctx, req) =>
    presentEedReport(await eed.getEedReport(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), await eed.reportYear(queryString(req, 'year')))),
  ));
  r.put(PATH, handle(async (ctx, req) =>
    presentEedReport(await eed.saveEedReport(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), fromRest(eedReportFields, req.body))), { fields: eedReportFields }));
  r.get(`${PATH}/export`, handle(async (ctx, req, res) => {
    const format = queryString(req, 'format') || 'csv';
    if (format !== 'csv' && format !== 'xlsx') throw DomainError.validation({ format: [keyed('eedReports.formatInvalid')] });
    const lang = exportLanguage(queryString(req, 'lang'));
    const view = await eed.getEedReport(ctx, idParam(req, 'projectId'), idParam(req, 'solutionId'), await eed.reportYear(queryString(req, 'year')));
    res.attachment(eedReportFileName(view, format, lang));
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(eedReportCsv(view, lang));
    else res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(eedReportXlsx(view, lang));
  }));
  return r;
}
