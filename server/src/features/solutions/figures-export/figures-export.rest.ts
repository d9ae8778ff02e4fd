import type { Router } from 'express';
import { apiRouter } from '../../../platform/http/api-router';
import { handleRaw, idParam, queryString } from '../../../platform/http/rest';
import { exportLanguage } from '../../../platform/mail/mail-texts';
import { figuresCsv, figuresFileName, figuresWorkbook, projectFigures } from './figures-export';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET …/projects/{projectId}/figures.csv and figures.xlsx (issue #31 "Export all figures"). */
export function figuresExportRoutes(): Router {
  const r = apiRouter();
  for (const format of ['csv', 'xlsx'] as const) {
    r.get(`/project-manager/projects/:projectId/figures.${format}`, handleRaw(async (ctx, req, res) => {
      // The file's words in the user's language with ?lang= (issue #47, Translations); English keys without.
      const lang = exportLanguage(queryString(req, 'lang'));
      const computed = await projectFigures(ctx, idParam(req, 'projectId'));
      const body = format === 'csv' ? Buffer.from(figuresCsv(computed, lang), 'utf8') : figuresWorkbook(computed, lang);
      res
        .status(200)
        .set({
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${figuresFileName(computed.projectName, format, lang)}"`,
          'Cache-Control': 'no-store',
          'Access-Control-Expose-Headers': 'Content-Disposition',
        })
        .end(body);
    }));
  }
  return r;
}
