/**
 * The yearly EED report of a data-centre solution (issue #31): read (with the model's energies where
 * nothing was measured) and save. Who may see and change it is the solution's rule
 * (solutions/access.ts solutionFor): a foreign project or solution is 404, a write needs the solution
 * write permission (403). The KPIs come from shared/calc/eed.ts.
 */
import { eedKpis, eedRenewableCheck } from '../../../../shared/calc';
import { DomainError, keyed } from '../../../../shared/errors';
import { defaultEedYear, eedReportSchema, type EedReportFields, type EedReportInput } from '../../../../shared/validation/eed-reports';
import type { RequestContext } from '../../platform/context';
import { allow, inTransaction } from '../../platform/service-context';
import { validate } from '../../platform/validate';
import { requireContentWrite } from '../projects';
import { solutionScope2 } from '../scope2';
import { computedProject, solutionFor, WRITE_PERMISSION } from '../solutions';
import { EedReport } from './eed-report.entity';
import type { EedReportView } from './eed-report.types';

/** Calculation mode 1 is the data centre (reference solution types). */
const DATA_CENTRE_MODE = 1;

type Stored = Omit<EedReportInput, 'year'>;
const STORED_FIELDS = Object.keys(eedReportSchema.fields).filter((k) => k !== 'year') as Array<keyof Stored>;

async function dataCentreFor(ctx: RequestContext, projectId: number, solutionId: number, write: boolean) {
  const scoped = await solutionFor(ctx, projectId, solutionId, write ? WRITE_PERMISSION.solution : undefined);
  if (scoped.solution.solutionType.calculationMode !== DATA_CENTRE_MODE) {
    throw DomainError.validation({ solutionId: [keyed('eedReports.notDataCentre')] });
  }
  return scoped;
}

/** A year from a query (string) or an argument: the last calendar year when absent; 422 outside 2000–2100. */
export async function reportYear(value: unknown): Promise<number> {
  if (value === undefined || value === null || value === '') return defaultEedYear();
  return (await validate(eedReportSchema.pick(['year']), { year: value })).year;
}

/** The report of a year as the KPIs see it: measured energies, else the model's. */
async function viewOf(ctx: RequestContext, scoped: Awaited<ReturnType<typeof dataCentreFor>>, year: number, row: EedReport | null): Promise<EedReportView> {
  const computed = await computedProject(ctx, scoped.project, { year: null, lcaReport: false });
  const figures = computed.groups.flatMap((g) => g.solutions).find((s) => s.solution.id === scoped.solution.id)?.figures;
  const modelTotalEnergyKwh = figures?.totalKwh ?? 0;
  const modelItEnergyKwh = figures?.itKwh ?? 0;
  const stored = Object.fromEntries(STORED_FIELDS.map((k) => [k, row ? row[k] : null])) as Stored;
  const totalEnergyKwh = stored.totalEnergyKwh ?? modelTotalEnergyKwh;
  const itEnergyKwh = stored.itEnergyKwh ?? modelItEnergyKwh;
  const co2FactorGram = scoped.solution.co2FactorGram;
  const kpis = eedKpis({
    totalEnergyKwh,
    itEnergyKwh,
    waterInputM3: stored.waterInputM3,
    reusedEnergyKwh: stored.reusedEnergyKwh,
    renewableEnergyKwh: stored.renewableEnergyKwh,
    co2FactorGramPerKwh: co2FactorGram,
    installedItPowerKw: stored.installedItPowerKw,
  });
  // One site, one renewable figure (issue #46 point 7): scope 2's renewable kWh of this solution beside
  // the EED entry (EREN), with whether they agree; both are shown, neither silently replaces the other.
  const scope2 = await solutionScope2(ctx, scoped.project, scoped.solution, modelTotalEnergyKwh);
  const renewable = eedRenewableCheck(stored.renewableEnergyKwh, scope2.renewableKwh, totalEnergyKwh);
  return {
    solutionId: scoped.solution.id,
    solutionName: scoped.solution.name,
    projectName: scoped.project.name,
    year,
    ...stored,
    totalEnergyKwh,
    itEnergyKwh,
    totalEnergySource: stored.totalEnergyKwh === null ? 'model' : 'measured',
    itEnergySource: stored.itEnergyKwh === null ? 'model' : 'measured',
    modelTotalEnergyKwh,
    modelItEnergyKwh,
    co2FactorGram,
    // CUE's CEF is the solution's grid factor: the grid average of where it runs, location-based (GHG
    // Protocol Scope 2 Guidance 2015 ch. 6), not reduced by instruments or the renewable share.
    cueFactorMethod: 'location',
    ...kpis,
    scope2RenewableKwh: scope2.renewableKwh,
    scope2GuaranteeOfOriginKwh: scope2.coveredKwh.guaranteeOfOrigin,
    scope2PpaKwh: scope2.coveredKwh.ppa,
    scope2Ref: renewable.scope2Ref,
    renewableDifferenceKwh: renewable.differenceKwh,
    renewableAgree: renewable.agree,
    saved: row !== null,
    updatedAt: row?.updatedAt ?? null,
    editable: mayWrite(ctx, scoped.project),
  };
}

/** Whether the caller may save the report (the solution write rule: the permission and the project's partner). */
function mayWrite(ctx: RequestContext, project: Awaited<ReturnType<typeof dataCentreFor>>['project']): boolean {
  if (!ctx.actor) return false;
  try {
    requireContentWrite(ctx.actor, project, WRITE_PERMISSION.solution);
    return true;
  } catch {
    return false;
  }
}

/** GET: the report of `year` (an unsaved year: every input empty, the energies the model's). */
export async function getEedReport(ctx: RequestContext, projectId: number, solutionId: number, year: number): Promise<EedReportView> {
  const scoped = await dataCentreFor(ctx, projectId, solutionId, false);
  const row = await ctx.em.findOne(EedReport, { solution: scoped.solution.id, year });
  return viewOf(ctx, scoped, year, row);
}

/**
 * PUT: replaces the report of the input's year (a field not sent is cleared; an energy not sent is
 * the model's again). 422 with field errors for a bad value (shared/validation/eed-reports.ts).
 */
export async function saveEedReport(ctx: RequestContext, projectId: number, solutionId: number, input: EedReportFields): Promise<EedReportView> {
  allow(ctx, WRITE_PERMISSION.solution);
  // Access first: a foreign solution is 404 whatever the body says.
  await dataCentreFor(ctx, projectId, solutionId, true);
  const data = await validate(eedReportSchema, input);
  return inTransaction(ctx, async (tx) => {
    const scoped = await dataCentreFor(tx, projectId, solutionId, true);
    let row = await tx.em.findOne(EedReport, { solution: scoped.solution.id, year: data.year });
    row ??= tx.em.create(EedReport, { solution: scoped.solution, year: data.year });
    for (const k of STORED_FIELDS) (row as unknown as Record<string, unknown>)[k] = data[k] ?? null;
    row.updatedBy = tx.actor?.user ?? null;
    row.updatedAt = new Date();
    await tx.em.flush();
    return viewOf(tx, scoped, data.year, row);
  });
}
