/**
 * The lookups of solution groups, solutions and items through their project, with the permission
 * each kind of write needs. Who may see and change a project is the projects feature's rule
 * (projects/project-access.ts): reads follow its visibility (a foreign id is 404); content writes need
 * the named permission and the project's partner (403 otherwise).
 */
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError } from '../../../../shared/errors';
import type { Permission } from '../../../../shared/auth/permissions';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { RequestContext, RequestShareGrant } from '../../platform/context';
import { pubSub, Topic, type SolutionGroupUpdatedPayload } from '../../platform/realtime/pubsub';
import { slot } from '../../platform/wiring';
import { getProject, grantedProject, Project, ProjectShare, projectFor, requireContentWrite } from '../projects';
import { Solution, SolutionGroup, SolutionItem } from './solution.entity';

/** Which permission each kind of write needs (spec §6). */
export const WRITE_PERMISSION = {
  group: 'manage_solution_groups',
  solution: 'manage_solutions',
  capacity: 'manage_solutions',
  share: 'manage_solutions',
  item: 'search_products',
  productCreate: 'manage_products',
  itemImport: 'bulk_import_solution_items',
  itemRequest: 'request_import_items',
} as const satisfies Record<string, Permission>;

/** Who may see and change the project is the projects feature's one rule (project-access.ts). */
export { projectFor };

/**
 * The groups of a query that the caller may see: a draft response (a seller's answer not yet sent) only
 * through its request share's grant, never in the buyer's lists, summaries or reports.
 */
export function visibleGroups(ctx: RequestContext, where: FilterQuery<SolutionGroup>): FilterQuery<SolutionGroup> {
  return ctx.grant ? where : ({ $and: [where, { responseDraft: false }] } as FilterQuery<SolutionGroup>);
}

export async function groupFor(ctx: RequestContext, projectId: number, groupId: number, permission?: Permission): Promise<{ project: Project; group: SolutionGroup }> {
  const project = await projectFor(ctx, projectId, permission);
  // A request share opens its response group only.
  if (ctx.grant && ctx.grant.groupId !== groupId) throw DomainError.notFound('solutions.groupNotFound');
  const group = await ctx.em.findOne(SolutionGroup, visibleGroups(ctx, { id: groupId, project: project.id }));
  if (!group) throw DomainError.notFound('solutions.groupNotFound');
  return { project, group };
}

export interface ScopedSolution {
  project: Project;
  group: SolutionGroup;
  solution: Solution;
}

/**
 * A solution of a visible project. With `projectId` null (the UPS and cooling paths carry no project)
 * the solution's own project is checked for visibility. `groupId` narrows it when the path has one.
 */
export async function solutionFor(
  ctx: RequestContext,
  projectId: number | null,
  solutionId: number,
  permission?: Permission,
  groupId?: number,
): Promise<ScopedSolution> {
  const actor = requireActor(ctx.actor);
  if (permission) requirePermission(actor, permission);
  let project: Project;
  if (projectId === null) {
    const owner = await ctx.em.findOne(Solution, { id: solutionId }, { populate: ['group'] });
    if (!owner) throw DomainError.notFound('solutions.solutionNotFound');
    project = await getProject(ctx, owner.group.project.id).catch(() => {
      throw DomainError.notFound('solutions.solutionNotFound');
    });
  } else {
    project = await getProject(ctx, projectId);
  }
  if (permission && !grantedProject(ctx, project.id)) requireContentWrite(actor, project, permission);
  // A request share opens its response group only.
  if (ctx.grant && groupId !== undefined && groupId !== ctx.grant.groupId) throw DomainError.notFound('solutions.solutionNotFound');
  const onlyGroup = ctx.grant ? ctx.grant.groupId : groupId;
  const where = onlyGroup === undefined ? { id: solutionId, group: { project: project.id, ...(ctx.grant ? {} : { responseDraft: false }) } } : { id: solutionId, group: { id: onlyGroup, project: project.id, ...(ctx.grant ? {} : { responseDraft: false }) } };
  const solution = await ctx.em.findOne(Solution, where, { populate: ['group', 'solutionType'] });
  if (!solution) throw DomainError.notFound('solutions.solutionNotFound');
  return { project, group: solution.group, solution };
}

export async function itemFor(
  ctx: RequestContext,
  projectId: number | null,
  solutionId: number,
  itemId: number,
  permission?: Permission,
  groupId?: number,
): Promise<ScopedSolution & { item: SolutionItem }> {
  const scope = await solutionFor(ctx, projectId, solutionId, permission, groupId);
  const item = await ctx.em.findOne(SolutionItem, { id: itemId, solution: scope.solution.id }, { populate: ['product'] });
  if (!item) throw DomainError.notFound('solutions.itemNotFound');
  return { ...scope, item };
}

/**
 * Resolves a request share id to its grant for the caller (the requests feature's); with `write`, only
 * while the response is still a draft (not sent).
 */
export type RequestShareGrantResolver = (ctx: RequestContext, requestShareId: number, write: boolean) => Promise<RequestShareGrant>;

/**
 * How a request share id becomes a grant: the requests feature knows (it depends on this feature, not
 * the reverse); the composition root fills this at start (server/src/app/wiring.ts).
 */
export const requestShareGrants = slot<RequestShareGrantResolver>('solutions.requestShareGrants');

/**
 * Where a solution call comes from (docs/architecture.md, "Scope pattern"): the project editor names
 * the project (the projects feature's access rule decides), a seller's response names the buyer's
 * request share (its grant opens the share's response group, writes only until the response is sent).
 * The solution, item, UPS/cooling, capacity and infrastructure-share mutations and REST handlers take
 * one of these and resolve it with {@link scopedContext}.
 */
export type SolutionScope = { projectId: number } | { requestShareId: number };

/** A scope resolved: the context to call the services with (with the grant for a request share) and its project. */
export interface ScopedContext {
  ctx: RequestContext;
  projectId: number;
  /** The request share's response group; undefined for a project scope (the call names its group). */
  groupId?: number;
}

/**
 * Turns a scope into the context and project the solution services work in. A project scope is
 * passed on as it is (the services check visibility and the write permission through projectFor /
 * solutionFor); a request share becomes its grant (404 for a foreign share, 422 once the response is
 * sent when `write`), so the same services allow exactly the share's response group. `groupId`, when
 * the path names one, must be that group (404 otherwise), as the REST paths of the response group did.
 */
export async function scopedContext(ctx: RequestContext, scope: { requestShareId: number }, write: boolean, groupId?: number): Promise<ScopedContext & { groupId: number }>;
export async function scopedContext(ctx: RequestContext, scope: SolutionScope, write: boolean, groupId?: number): Promise<ScopedContext>;
export async function scopedContext(ctx: RequestContext, scope: SolutionScope, write: boolean, groupId?: number): Promise<ScopedContext> {
  if (!('requestShareId' in scope)) return { ctx, projectId: scope.projectId };
  const grant = await requestShareGrants.get()(ctx, scope.requestShareId, write);
  // The share opens its response group only (the group services below check the project, not the group).
  if (groupId !== undefined && groupId !== grant.groupId) throw DomainError.notFound('solutions.groupNotFound');
  return { ctx: { ...ctx, grant: { projectId: grant.projectId, groupId: grant.groupId } }, projectId: grant.projectId, groupId: grant.groupId };
}

/**
 * The shared-request guard of /project-manager/requests/{request_share_id}/…: a request share lets its
 * holder read, create, delete and restore capacities of the solutions of its response group; writes
 * only until the response is sent.
 */
export async function requestShareSolutionFor(ctx: RequestContext, requestShareId: number, solutionId: number, write = false): Promise<ScopedSolution> {
  requireActor(ctx.actor);
  const scoped = await scopedContext(ctx, { requestShareId }, write);
  return solutionFor(scoped.ctx, scoped.projectId, solutionId);
}

/** What a change touched; without it a change counts as structural (screens refetch their lists). */
export interface ChangeDetail {
  solutionIds?: number[];
  itemIds?: number[];
  structural?: boolean;
}

/** Tells open solutions screens of the project what changed (after the commit). */
export async function publishChange(
  ctx: RequestContext,
  project: Project,
  groupIds: number[],
  action: SolutionGroupUpdatedPayload['action'],
  detail: ChangeDetail = {},
): Promise<void> {
  // A change through a request share's grant is the seller's work on a response not yet sent (the
  // grant writes nothing after sending): the buyer's screens hear nothing of it, not even its ids
  // (issue #27). Sending the response publishes the group (requests sendResponse).
  if (ctx.grant) return;
  const shares = await ctx.em.fork().find(ProjectShare, { project: project.id }, { fields: ['subscriber'] });
  pubSub.publish(Topic.SolutionGroupUpdated, {
    projectId: project.id,
    partnerId: project.partner.id,
    ownerId: project.owner.id,
    subscriberIds: shares.map((s) => s.subscriber.id),
    groupIds: [...new Set(groupIds)],
    action,
    solutionIds: [...new Set(detail.solutionIds ?? [])],
    itemIds: [...new Set(detail.itemIds ?? [])],
    structural: detail.structural ?? true,
    byUserId: ctx.actor?.user.id ?? 0,
  });
}
