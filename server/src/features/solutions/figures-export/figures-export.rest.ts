import type { Router } from 'express';
import { apiRouter } from '../../../platform/http/api-router';
import { handleRaw, idParam } from '../../../platform/http/rest';
import { figuresCsv, figuresWorkbook, projectFigures } from './figures-export';

/** An ASCII file-name part of the project name (Content-Disposition needs no encoding then). */
const fileSafe = (name: string) => name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'project';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET …/projects/{projectId}/figures.csv and figures.xlsx (issue #31 "Export all figures"). */
export function figuresExportRoutes(): Router {
  const r = apiRouter();
  for (const format of ['csv', 'xlsx'] as const) {
    r.get(`/project-manager/projects/:projectId/figures.${format}`, handleRaw(async (ctx, req, res) => {
      const computed = await projectFigures(ctx, idParam(req, 'projectId'));
      const body = format === 'csv' ? Buffer.from(figuresCsv(computed), 'utf8') : figuresWorkbook(computed);
      res
        .status(200)
        .set({
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${fileSafe(computed.projectName)}-figures.${format}"`,
          'Cache-Control': 'no-store',
          'Access-Control-Expose-Headers': 'Content-Disposition',
        })
        .end(body);
    }));
  }
  return r;
}
