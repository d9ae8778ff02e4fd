/**
 * Issue #28 "Figures that agree with each other on paper": for every report type of every demo project,
 * every table and chart whose parts make a total prints parts that add up to the printed total, within
 * the rounding of what is printed. The report data is the server's (the same three GraphQL documents
 * the report screen and the PDF load), the printed numbers are the report model's (client
 * report-figures.ts, which the sections print from), formatted as the report formats them.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectReportCategoriesDocument, ProjectReportItemsDocument, ProjectReportViewDocument } from '../../client/src/gql/graphql';
import { printedSums, type PrintedSum } from '../../client/src/features/reports/report-figures';
import { reportFormat } from '../../client/src/features/reports/report-format';
import { buildReportModel, type ReportItemRow } from '../../client/src/features/reports/report-model';
import { REPORT_TYPES, type ReportType } from '../../shared/reports';
import { Project } from '../src/features/projects/project.entity';
import { DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { Agent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let agent: Agent;
let projects: { id: number; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  agent = new Agent(t.baseUrl);
  await agent.login('admin@seller.demo', DEMO_PASSWORD);
  const rows = await t.orm.em.fork().find(Project, { partner: { name: 'Nordic IT Partner ApS' } }, { orderBy: { id: 'asc' } });
  projects = rows.map((p) => ({ id: p.id, name: p.name }));
});
afterAll(async () => t.close());

async function load(projectId: number, reportType: ReportType) {
  const view = await agent.gql(print(ProjectReportViewDocument), { projectId: String(projectId), reportType });
  if (view.errors) return null;
  const categories = await agent.gql(print(ProjectReportCategoriesDocument), { projectId: String(projectId), reportType });
  expect(categories.errors).toBeUndefined();
  const items: ReportItemRow[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await agent.gql(print(ProjectReportItemsDocument), { projectId: String(projectId), reportType, offset });
    expect(page.errors).toBeUndefined();
    items.push(...page.data.projectReport.items);
    if (page.data.projectReport.items.length < 1000) break;
  }
  return { view: view.data.projectReport, categories: categories.data.projectReport.solutionGroups, items };
}

/** A number as the report prints it (its settings' precision, in en-GB), read back. */
function printed(s: PrintedSum, value: number, format: ReturnType<typeof reportFormat>): number {
  const text = s.kind === 'kwh' ? format.kwh(value) : s.kind === 'kg' ? format.kg(value) : s.kind === 'money' ? format.number(value) : format.number(value, 1);
  return Number(text.replace(/,/g, ''));
}

function decimalsOf(s: PrintedSum, precision: number, co2Precision: number): number {
  return s.kind === 'kg' ? co2Precision : s.kind === 'percent' ? 1 : precision;
}

describe('#reports.printedSums (issue #28)', () => {
  it('has demo projects with every report type to check', async () => {
    expect(projects.length).toBeGreaterThan(0);
  });

  it('prints, in every table and chart of every report of the demo projects, parts that add up to the printed total', async () => {
    const failures: string[] = [];
    let reports = 0;
    let checked = 0;
    for (const p of projects) {
      for (const type of REPORT_TYPES) {
        const data = await load(p.id, type);
        if (!data || !data.view.availability[type === 'baseline_report' ? 'singleAvailable' : type === 'comparative_report' ? 'comparativeAvailable' : type === 'lca_report' ? 'lcaAvailable' : 'refurbishmentAvailable']) continue;
        reports++;
        const model = buildReportModel(type, data.view, data.categories);
        const bySolution = new Map<string, ReportItemRow[]>();
        for (const i of data.items) bySolution.set(String(i.solutionId), [...(bySolution.get(String(i.solutionId)) ?? []), i]);
        const { PRECISION, CO2_PRECISION } = model.settings;
        const format = reportFormat('en-GB', PRECISION, CO2_PRECISION, data.view.currency);
        for (const s of printedSums(model, bySolution)) {
          if (s.parts.length === 0) continue;
          checked++;
          const parts = s.parts.map((x) => printed(s, x, format));
          const total = printed(s, s.total, format);
          const sum = parts.reduce((a, b) => a + b, 0);
          // Each printed number is within half its last digit of the exact one.
          const tolerance = ((parts.length + 1) * 0.5 + 1e-6) * 10 ** -decimalsOf(s, PRECISION, CO2_PRECISION);
          if (Math.abs(sum - total) > tolerance) failures.push(`${p.name}, ${type}, ${s.name}: parts ${parts.join(' + ')} = ${sum}, printed total ${total}`);
        }
      }
    }
    expect(reports).toBeGreaterThanOrEqual(4);
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
