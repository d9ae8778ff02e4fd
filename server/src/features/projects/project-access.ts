/**
 * Who may see and change a project: the one rule, called by every feature that reaches a project
 * (projects, solutions, reports, documents, reference, realtime). spec/platform-and-shell.md §6 and
 * spec/project-areas.md §6; the README ("Who may open a project") and docs/glossary.md say the same.
 *
 * - **Open (see)**: its owner; the users it is shared with; the partner admins of its partner; and
 *   the collaborators of its partner (a collaborator works on the organisation's projects, which is
 *   why the sidebar shows them "organisation projects" by default). Any other colleague, and anyone
 *   outside the partner, gets 404 (the client shows the Unauthorized dialog and goes to /404), never a
 *   hint that the project exists. Archived projects: nobody.
 * - **Edit the project's own fields** (name, client, prices, currency and its conversion): its
 *   owner, a partner admin, or a collaborator with manage_projects; NOT_OWNER otherwise.
 * - **Owner actions** (archive, change owner, share, unshare others): the owner only (§6
 *   isProjectOwner: "You are not the owner of this project"); NOT_OWNER otherwise, partner admins
 *   included (they move projects when they delete a user).
 * - **Change its content** (groups, solutions, items, capacities, shares, reports, notes): the named
 *   permission and the project's partner; users of another partner it is shared with only read (403).
 */
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError, ErrorCode } from '../../../../shared/errors';
import { createHash } from 'node:crypto';
import { NAMESPACES, type Namespace } from '../../../../shared/constants';
import type { Permission } from '../../../../shared/auth/permissions';
import { PROJECT_NAMESPACE_CAPABILITY } from '../../../../shared/subscriptions/paid';
import { hasPermission, requireActor, requireCapability, requirePermission, type Actor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { PG_INT_MAX, preparedRows } from '../../platform/db/prepared';
import { columnsOf, mapRow } from '../../platform/db/raw-rows';
import { Client } from '../clients';
import { Partner } from '../partners';
import { User } from '../users';
import { Project } from './project.entity';
import { rememberRevisions, revisionColumns, revisionsOfRow, type ProjectRevisions } from './project-revisions';

/** Partner admins and collaborators open every project of their partner; other users their own. */
export function seesOrganisationProjects(actor: Actor): boolean {
  return actor.user.isPartnerAdmin || actor.user.isCollaborator;
}

/** The projects `actor` may see, as a query condition. */
export function visibleProjects(actor: Actor): FilterQuery<Project> {
  const ofPartner = seesOrganisationProjects(actor) ? { partner: actor.partner.id } : { partner: actor.partner.id, owner: actor.user.id };
  return { archivedAt: null, $or: [ofPartner, { shares: { subscriber: actor.user.id } }] };
}

/** The same rule for a project event (realtime): its partner, owner and the users it is shared with. */
export function maySeeProjectEvent(actor: Actor, event: { partnerId: number; ownerId: number; subscriberIds: number[] }): boolean {
  if (event.subscriberIds.includes(actor.user.id)) return true;
  return event.partnerId === actor.partner.id && (event.ownerId === actor.user.id || seesOrganisationProjects(actor));
}

export function isOwner(actor: Actor, project: Project): boolean {
  return project.owner.id === actor.user.id;
}

/** May change the project's own fields: owner, partner admin, or a collaborator with manage_projects. */
export function canEditProject(actor: Actor, project: Project): boolean {
  if (project.partner.id !== actor.partner.id) return false;
  return isOwner(actor, project) || actor.user.isPartnerAdmin || (actor.user.isCollaborator && hasPermission(actor, 'manage_projects'));
}

/** Owner actions (archive, change owner, share): the owner only. */
export function requireProjectOwner(actor: Actor, project: Project): void {
  if (!isOwner(actor, project)) throw new DomainError(ErrorCode.NOT_OWNER);
}

/** Content writes: the permission (when named), then the project's partner (shared-with users of another partner read only). */
export function requireContentWrite(actor: Actor, project: Project, permission?: Permission): void {
  if (permission) requirePermission(actor, permission);
  if (project.partner.id !== actor.partner.id) throw DomainError.forbidden();
}

/** Whether a checked request share (RequestContext.grant) opens this project to the caller. */
export function grantedProject(ctx: RequestContext, projectId: number): boolean {
  return ctx.grant?.projectId === projectId;
}

/**
 * The same rule as {@link visibleProjects} for one project, as SQL conditions on `"p"` (getProject
 * reads the project in one hand-written statement; the tenancy matrix tests both).
 */
function visibleProjectSql(actor: Actor): { sql: string; params: number[] } {
  const ofPartner = seesOrganisationProjects(actor) ? { sql: '"p"."partner_id" = ?', params: [actor.partner.id] } : { sql: '("p"."partner_id" = ? and "p"."owner_id" = ?)', params: [actor.partner.id, actor.user.id] };
  return {
    sql: `(${ofPartner.sql} or exists (select 1 from "project_shares" "sh" where "sh"."project_id" = "p"."id" and "sh"."subscriber_id" = ?))`,
    params: [...ofPartner.params, actor.user.id],
  };
}

/**
 * A project the caller can see (or that a checked request share opens), with its client, owner and
 * partner; otherwise 404. One statement mapped to managed entities (every project call starts here:
 * the ORM's query builder cost more than the statement, issue #17), which outside a transaction also
 * reads the revisions its figures are cached by (project-revisions.ts).
 */
export async function getProject(ctx: RequestContext, id: number, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  // A bound parameter is an int4 like the column: a larger id is no project (not an out-of-range error).
  if (id > PG_INT_MAX) throw DomainError.notFound('projects.notFound');
  const where = ['"p"."id" = ?', '"p"."archived_at" is null'];
  const params: Array<number | string> = [id];
  if (!grantedProject(ctx, id)) {
    const visible = visibleProjectSql(actor);
    where.push(visible.sql);
    params.push(...visible.params);
  }
  if (namespace) {
    where.push('"p"."namespace" = ?');
    params.push(namespace);
  }
  const em = ctx.em;
  const outsideTransaction = !em.isInTransaction();
  const [row] = await preparedRows<Record<string, unknown>>(
    em,
    `select ${columnsOf(em, Project, 'p')}, ${columnsOf(em, Client, 'c')}, ${columnsOf(em, User, 'o')}, ${columnsOf(em, Partner, 'pa')}${outsideTransaction ? `, ${revisionColumns('p')}` : ''}
     from "projects" "p" left join "clients" "c" on "c"."id" = "p"."client_id" left join "users" "o" on "o"."id" = "p"."owner_id"
     left join "partners" "pa" on "pa"."id" = "p"."partner_id" where ${where.join(' and ')}`,
    params,
  );
  if (!row) throw DomainError.notFound('projects.notFound');
  // The entities a project refers to before the project (raw-rows.ts: half the cost).
  mapRow(em, Partner, row, 'pa');
  mapRow(em, User, row, 'o');
  mapRow(em, Client, row, 'c');
  const project = mapRow(em, Project, row, 'p')!;
  if (outsideTransaction) rememberRevisions(project, revisionsOfRow(row));
  // Every screen of a paid namespace is paid (spec §2): whatever reaches its projects is refused too
  // (the paid declaration, shared/subscriptions/paid.ts).
  const capability = PROJECT_NAMESPACE_CAPABILITY[project.namespace as Namespace];
  requireCapability(actor, capability ?? 'projectManager');
  return project;
}

/** A project as the figures of many projects at once need it (no entities): getProject's fields for the calculation. */
export interface OpenableProjectRow {
  id: number;
  kwhPrice: number;
  /** The project partner's stored LCA data-method priority (null: the default order). */
  dataMethodPriority: string[] | null;
  revisions: ProjectRevisions;
}

/** A statement selecting project ids (one column), with its parameters: the projects a caller asks about. */
export interface ProjectIdsQuery {
  sql: string;
  params: unknown[];
}

/** Whether the caller may open a project of `namespace` (its capability; an unknown one: the project manager's). */
function mayOpenNamespace(actor: Actor, namespace: string): boolean {
  try {
    requireCapability(actor, PROJECT_NAMESPACE_CAPABILITY[namespace as Namespace] ?? 'projectManager');
    return true;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return false;
  }
}

/**
 * getProject's rule for the projects `ids` names, as the from and where clauses of one statement over
 * `"p"` with its partner `"pa"` and the revision tables joined (revisionColumns' names): visible or
 * opened by a checked request share, not archived, and of a namespace whose capability the caller
 * holds (in SQL too, so that a count or an aggregate over the rows is exact). Null: no id to ask for.
 */
function openableClauses(ctx: RequestContext, ids: readonly number[] | ProjectIdsQuery): ProjectIdsQuery | null {
  const actor = requireActor(ctx.actor);
  let which: ProjectIdsQuery;
  if (Array.isArray(ids)) {
    const wanted = (ids as readonly number[]).filter((id) => Number.isInteger(id) && id > 0 && id <= PG_INT_MAX);
    if (!wanted.length) return null;
    // One array parameter, not one per id.
    which = { sql: 'select unnest(?::int[])', params: [`{${wanted.join(',')}}`] };
  } else which = ids as ProjectIdsQuery;
  const visible = visibleProjectSql(actor);
  const granted = ctx.grant ? { sql: '"p"."id" = ? or ', params: [ctx.grant.projectId] } : { sql: '', params: [] };
  const allowed = NAMESPACES.filter((n) => mayOpenNamespace(actor, n));
  const denied = NAMESPACES.filter((n) => !allowed.includes(n));
  // A namespace outside the list falls back to the project manager's capability, as in getProject.
  const namespaces = mayOpenNamespace(actor, '')
    ? { sql: '"p"."namespace" <> all(?::text[])', params: [`{${denied.join(',')}}`] }
    : { sql: '"p"."namespace" = any(?::text[])', params: [`{${allowed.join(',')}}`] };
  // The revisions joined, not a subquery per row: a thousand projects cost one plan and one pass.
  return {
    sql: `from "projects" "p" join "partners" "pa" on "pa"."id" = "p"."partner_id"
     left join "project_revisions" "pr" on "pr"."project_id" = "p"."id"
     left join "project_reports" "rep" on "rep"."project_id" = "p"."id"
     left join "reference_revision" "rr" on "rr"."id" = 1
     where "p"."id" in (${which.sql}) and "p"."archived_at" is null and (${granted.sql}${visible.sql}) and ${namespaces.sql}`,
    params: [...which.params, ...granted.params, ...visible.params, ...namespaces.params],
  };
}

/**
 * Of the projects `ids` names (a list, or a statement selecting them), those the caller may open by
 * getProject's rule (visible, or opened by a checked request share; not archived; the namespace's
 * capability), with the revisions their figures are cached by: one statement whatever their number,
 * plain rows (the dashboard's kWh saved reads a thousand projects: issue #33). The others are left
 * out, as getProject's 404 or 402 would.
 */
export async function openableProjectRows(ctx: RequestContext, ids: readonly number[] | ProjectIdsQuery): Promise<OpenableProjectRow[]> {
  const clauses = openableClauses(ctx, ids);
  if (!clauses) return [];
  const rows = await ctx.em.execute<Array<Record<string, unknown>>>(
    `select "p"."id", "p"."kwh_price", "pa"."data_method_priority",
            "pr"."revision" as "rev.p", "rr"."revision" as "rev.r", "rep"."year" as "rev.y"
     ${clauses.sql}`,
    clauses.params,
  );
  return rows.map((r) => ({
    id: r.id as number,
    kwhPrice: Number(r.kwh_price),
    dataMethodPriority: (typeof r.data_method_priority === 'string' ? JSON.parse(r.data_method_priority) : r.data_method_priority) as string[] | null,
    revisions: revisionsOfRow(r),
  }));
}

/**
 * What the figures of the projects openableProjectRows would give depend on, in one short row: their
 * number, the reference revision and a digest of every project's id and revisions (SQL's
 * `md5(string_agg(…))`, the same text as {@link openableFingerprintOf} makes of the rows). A caller
 * that keeps a total of those figures under this key asks for the thousand rows only when one of
 * them changed (the dashboard's kWh saved: issue #33).
 */
export async function openableProjectsFingerprint(ctx: RequestContext, ids: readonly number[] | ProjectIdsQuery): Promise<string> {
  const clauses = openableClauses(ctx, ids);
  if (!clauses) return openableFingerprintOf([]);
  const [row] = await ctx.em.execute<Array<{ n: number; ref: string | null; digest: string }>>(
    `select count(*)::int as n, (select "revision" from "reference_revision" where "id" = 1)::text as ref,
            md5(coalesce(string_agg("p"."id" || ':' || coalesce("pr"."revision"::text, '0') || ':' || coalesce("rep"."year"::text, '-'), ',' order by "p"."id"), '')) as digest
     ${clauses.sql}`,
    clauses.params,
  );
  return `${row.n}|${row.ref ?? '0'}|${row.digest}`;
}

/**
 * The key {@link openableProjectsFingerprint} reads, made of rows already read. Without rows the
 * reference revision is unknown here, so an empty set never matches (it costs nothing to compute).
 */
export function openableFingerprintOf(rows: ReadonlyArray<Pick<OpenableProjectRow, 'id' | 'revisions'>>): string {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const text = sorted.map((r) => `${r.id}:${r.revisions.project}:${r.revisions.reportYear ?? '-'}`).join(',');
  const reference = rows.length ? rows[0].revisions.reference : null;
  return `${rows.length}|${reference ?? '?'}|${createHash('md5').update(text).digest('hex')}`;
}

/** A project the caller can see and edit (its own fields); NOT_OWNER when they may only see it. */
export async function editableProject(ctx: RequestContext, id: number, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, id, namespace);
  if (!canEditProject(actor, project)) throw new DomainError(ErrorCode.NOT_OWNER);
  return project;
}

/**
 * A visible project, checked for a content write when `permission` is given (the permission first,
 * so that a refusal never depends on whether the project exists).
 */
export async function projectFor(ctx: RequestContext, projectId: number, permission?: Permission): Promise<Project> {
  const actor = requireActor(ctx.actor);
  if (permission) requirePermission(actor, permission);
  const project = await getProject(ctx, projectId);
  if (permission && !grantedProject(ctx, project.id)) requireContentWrite(actor, project, permission);
  return project;
}
