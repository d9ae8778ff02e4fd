/**
 * The dashboard's figures (spec/platform-and-shell.md §2 Dashboard, §7, §9). Every figure is counted
 * from stored rows, never estimated:
 * - projects: projects created in the range and not archived;
 * - clients: clients created in the range;
 * - documented CO2: the yearly operational CO2 (methodology M3) that each project's latest baseline or
 *   comparative report of the range states, exactly as registered with the document (M8); reports
 *   without a project count each on their own. One project therefore counts once per range (once per
 *   month in the chart), however often its report was exported;
 * - kWh saved: for each project with a comparative report issued in the range, the baseline group's
 *   kWh a year less the primary comparative group's (M2, M6), as the project's figures stand now;
 * - reports generated: report documents issued (e-invoices are not reports);
 * - open requests: pending requests from buyers (a current count, not a range).
 * The partner view covers the whole partner and is for partner admins only; the user view covers the
 * projects the caller owns, the clients they created and the documents they issued.
 */
import { DomainError } from '../../../../shared/errors';
import { chartMonths, dashboardChartsSchema, dashboardWidgetsSchema, isTruthyFlag } from '../../../../shared/dashboard';
import { requireActor, type Actor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import { baselineGroupOf, primaryComparativeGroupOf } from '../../../../shared/reports';
import { newRequestCount } from '../requests';
import { dataMethodPriorityOf } from '../partner-admin';
import { openableFingerprintOf, openableProjectRows, openableProjectsFingerprint, type ProjectIdsQuery } from '../projects';
import { computedProjects, type ComputedProject } from '../solutions';
import { DashboardCharts, DashboardMonth, DashboardWidgets } from './dashboard.types';

const REPORT_TYPES = ['baseline', 'comparative', 'lca', 'refurbishment'];
const OPERATIONAL_TYPES = ['baseline', 'comparative'];

interface Scope {
  partnerId: number;
  /** null in the partner view. */
  userId: number | null;
}

/** Partner view only for partner admins (403 otherwise, spec §2). */
export function dashboardScope(actor: Actor, partnerView: boolean): Scope {
  if (partnerView && !actor.user.isPartnerAdmin) throw DomainError.forbidden('dashboard.partnerViewAdminsOnly');
  return { partnerId: actor.partner.id, userId: partnerView ? null : actor.user.id };
}

/** Start of the day after `date` (YYYY-MM-DD), UTC: the exclusive end of a range. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const month = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM')`;

type Row = Record<string, unknown>;

async function projectCounts(ctx: RequestContext, s: Scope, from: Date, to: Date, perMonth: boolean): Promise<Row[]> {
  return ctx.em.execute(
    `select ${perMonth ? `${month('created_at')} as month,` : ''} count(*)::int as n from projects
      where partner_id = ? ${s.userId ? 'and owner_id = ?' : ''} and archived_at is null and created_at >= ? and created_at < ?
      ${perMonth ? 'group by 1' : ''}`,
    [s.partnerId, ...(s.userId ? [s.userId] : []), from, to],
  );
}

async function reportCounts(ctx: RequestContext, s: Scope, from: Date, to: Date, perMonth: boolean): Promise<Row[]> {
  return ctx.em.execute(
    `select ${perMonth ? `${month('created_at')} as month,` : ''} count(*)::int as n from documents
      where partner_id = ? ${s.userId ? 'and created_by_id = ?' : ''} and type in (${REPORT_TYPES.map(() => '?').join(', ')}) and created_at >= ? and created_at < ?
      ${perMonth ? 'group by 1' : ''}`,
    [s.partnerId, ...(s.userId ? [s.userId] : []), ...REPORT_TYPES, from, to],
  );
}

/** Documented kg CO2e: each project's latest operational report in the range (per month when asked). */
async function documentedCo2(ctx: RequestContext, s: Scope, from: Date, to: Date, perMonth: boolean): Promise<Row[]> {
  const bucket = perMonth ? month('created_at') : null;
  const key = `coalesce(project_id::text, id)${bucket ? `, ${bucket}` : ''}`;
  return ctx.em.execute(
    `select month, coalesce(sum(kg), 0)::float8 as kg from (
        select distinct on (${key}) ${bucket ?? 'null::text'} as month, co2_total_kg as kg
        from documents
        where partner_id = ? ${s.userId ? 'and created_by_id = ?' : ''} and type in (${OPERATIONAL_TYPES.map(() => '?').join(', ')}) and created_at >= ? and created_at < ?
        order by ${key}, created_at desc, id desc
      ) latest group by month`,
    [s.partnerId, ...(s.userId ? [s.userId] : []), ...OPERATIONAL_TYPES, from, to],
  );
}

/**
 * kWh a year saved by the projects whose comparative report was issued in the range (M2, M6): the
 * projects' figures as their summaries give them, read for all of them at once (a fixed number of
 * statements whatever their number: issue #33). Projects archived since, or no longer open to the
 * caller, are not counted.
 *
 * The total is kept under the projects' fingerprint (their ids and revisions, one short row read in
 * SQL), so that while none of them changed a call reads that row instead of a thousand projects and
 * their cached figures (issue #33: the widgets call with 1,000 projects within twice its time with
 * 10). A change to any of them, or to the reference data, is a new fingerprint and the figures are
 * read again.
 */
async function kwhSaved(ctx: RequestContext, s: Scope, from: Date, to: Date): Promise<number> {
  const projectsOfRange: ProjectIdsQuery = {
    sql: `select project_id from documents
           where partner_id = ? ${s.userId ? 'and created_by_id = ?' : ''} and type = 'comparative' and project_id is not null and created_at >= ? and created_at < ?`,
    params: [s.partnerId, ...(s.userId ? [s.userId] : []), from, to],
  };
  // Computed in a transaction, a figure may roll back: neither kept nor taken from what is kept.
  const keep = !ctx.em.isInTransaction();
  const key = (fingerprint: string) => `${ctx.grant ? 'grant' : 'published'}|${fingerprint}`;
  if (keep) {
    const k = key(await openableProjectsFingerprint(ctx, projectsOfRange));
    const known = savedTotals.get(k);
    if (known !== undefined) {
      remember(k, known);
      return Math.round(known);
    }
  }
  const projects = await openableProjectRows(ctx, projectsOfRange);
  const computed = await computedProjects(
    ctx,
    projects.map((p) => ({ project: { id: p.id, kwhPrice: p.kwhPrice, lcaPriority: dataMethodPriorityOf(p) }, revisions: p.revisions })),
    { year: undefined, lcaReport: false },
  );
  let total = 0;
  for (const project of computed) total += kwhSavedBy(project);
  // Kept under the revisions the rows were read at (they may be newer than the fingerprint read before).
  if (keep) remember(key(openableFingerprintOf(projects)), total);
  return Math.round(total);
}

/** Totals of kWh saved by fingerprint, the most recently used last (a few hundred numbers at most). */
const savedTotals = new Map<string, number>();
const SAVED_TOTALS_KEPT = 500;

function remember(key: string, total: number): void {
  savedTotals.delete(key);
  savedTotals.set(key, total);
  if (savedTotals.size > SAVED_TOTALS_KEPT) savedTotals.delete(savedTotals.keys().next().value as string);
}

/** Each computation's saving, kept as long as the computation is (it is cached per project revision). */
const savings = new WeakMap<ComputedProject, number>();

/** The baseline group's kWh a year less the primary comparative group's; 0 without either. */
function kwhSavedBy(project: ComputedProject): number {
  let saved = savings.get(project);
  if (saved === undefined) {
    const groups = project.groups.map((g) => ({ state: g.figures.state, active: g.figures.active, primary: g.group.isPrimary, totalKwh: g.figures.totalKwh }));
    const baseline = baselineGroupOf(groups);
    const comparative = primaryComparativeGroupOf(groups);
    saved = baseline && comparative ? baseline.totalKwh - comparative.totalKwh : 0;
    savings.set(project, saved);
  }
  return saved;
}

/** Pending requests from buyers addressed to the partner's users (partner view) or to the caller. */
async function openRequests(ctx: RequestContext, actor: Actor, s: Scope): Promise<number> {
  if (s.userId) return newRequestCount(ctx, actor.user);
  const [row] = await ctx.em.execute<Row[]>(
    `select count(distinct rs.id)::int as n from request_shares rs
       join requests r on r.id = rs.request_id join projects p on p.id = r.project_id
      where rs.status = 'pending' and p.archived_at is null
        and (lower(rs.email) in (select lower(email) from users where partner_id = ?)
             or rs.id in (select ris.share_id from request_internal_shares ris join users u on u.id = ris.user_id where u.partner_id = ?))`,
    [s.partnerId, s.partnerId],
  );
  return Number(row?.n ?? 0);
}

const tons = (kg: number) => Math.round(kg) / 1000;
const first = (rows: Row[], key: string) => Number(rows[0]?.[key] ?? 0);

export interface WidgetsQuery {
  from_date?: unknown;
  to_date?: unknown;
  partner?: unknown;
}

/** GET /dashboard/widgets?from_date&to_date(&partner): the widgets for a range. */
export async function dashboardWidgets(ctx: RequestContext, query: WidgetsQuery): Promise<DashboardWidgets> {
  const actor = requireActor(ctx.actor);
  const q = await validate(dashboardWidgetsSchema, query);
  const partnerView = isTruthyFlag(q.partner);
  const scope = dashboardScope(actor, partnerView);
  const from = dayStart(q.from_date);
  const to = dayAfter(q.to_date);
  const [projects, clients, co2, reports, open, saved] = await Promise.all([
    projectCounts(ctx, scope, from, to, false),
    ctx.em.execute<Row[]>(
      `select count(*)::int as n from clients where partner_id = ? ${scope.userId ? 'and created_by_id = ?' : ''} and created_at >= ? and created_at < ?`,
      [scope.partnerId, ...(scope.userId ? [scope.userId] : []), from, to],
    ),
    documentedCo2(ctx, scope, from, to, false),
    reportCounts(ctx, scope, from, to, false),
    openRequests(ctx, actor, scope),
    kwhSaved(ctx, scope, from, to),
  ]);
  return Object.assign(new DashboardWidgets(), {
    fromDate: q.from_date,
    toDate: q.to_date,
    partnerView,
    projects: first(projects, 'n'),
    clients: first(clients, 'n'),
    documentedCo2Tons: tons(first(co2, 'kg')),
    reportsGenerated: first(reports, 'n'),
    kwhSaved: saved,
    openRequests: open,
  });
}

export interface ChartsQuery {
  partner?: unknown;
  months?: unknown;
  year?: unknown;
}

/** GET /dashboard?partner&months&year: projects and documented CO2 per month (12 months by default). */
export async function dashboardCharts(ctx: RequestContext, query: ChartsQuery, today: Date = new Date()): Promise<DashboardCharts> {
  const actor = requireActor(ctx.actor);
  const q = await validate(dashboardChartsSchema, query);
  const partnerView = isTruthyFlag(q.partner);
  const scope = dashboardScope(actor, partnerView);
  const months = chartMonths({ months: q.months ? Number(q.months) : undefined, year: q.year ? Number(q.year) : undefined }, today);
  const from = dayStart(`${months[0]}-01`);
  const [ly, lm] = months[months.length - 1].split('-').map(Number);
  const to = new Date(Date.UTC(ly, lm, 1));
  const [projects, co2, reports] = await Promise.all([
    projectCounts(ctx, scope, from, to, true),
    documentedCo2(ctx, scope, from, to, true),
    reportCounts(ctx, scope, from, to, true),
  ]);
  const byMonth = (rows: Row[], key: string) => new Map(rows.map((r) => [String(r.month), Number(r[key])]));
  const p = byMonth(projects, 'n');
  const c = byMonth(co2, 'kg');
  const r = byMonth(reports, 'n');
  return Object.assign(new DashboardCharts(), {
    partnerView,
    months: months.map((m) => Object.assign(new DashboardMonth(), { month: m, projects: p.get(m) ?? 0, documentedCo2Tons: tons(c.get(m) ?? 0), reports: r.get(m) ?? 0 })),
  });
}
