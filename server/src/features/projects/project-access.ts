/**
 * Who may see and change a project: the one rule, called by every feature that reaches a project
 * (projects, solutions, reports, documents, reference). spec/platform-and-shell.md §6 and
 * spec/project-areas.md §6.
 *
 * - **See**: every user of the project's partner, and the users it is shared with; archived projects
 *   nobody. Anything else is 404, never a hint that the project exists.
 * - **Edit the project's own fields**: its owner, a partner admin, or a partner user with
 *   manage_projects (NOT_OWNER otherwise).
 * - **Owner actions** (archive, change owner, share, unshare others): the owner or a partner admin of
 *   its partner (NOT_OWNER).
 * - **Change its content** (groups, solutions, items, capacities, shares, reports, currency): the named
 *   permission and the project's partner; users it is shared with only read (403).
 */
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError, ErrorCode } from '../../../../shared/errors';
import type { Namespace } from '../../../../shared/constants';
import type { Permission } from '../../../../shared/auth/permissions';
import { hasPermission, requireActor, requirePermission, type Actor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { parseId } from '../../platform/validate';
import { Project } from './project.entity';

/** The projects `actor` may see, as a query condition. */
export function visibleProjects(actor: Actor): FilterQuery<Project> {
  return { archivedAt: null, $or: [{ partner: actor.partner.id }, { shares: { subscriber: actor.user.id } }] };
}

export function isOwner(actor: Actor, project: Project): boolean {
  return project.owner.id === actor.user.id;
}

/** May change the project's own fields: owner, partner admin, or a partner user with manage_projects. */
export function canEditProject(actor: Actor, project: Project): boolean {
  if (project.partner.id !== actor.partner.id) return false;
  return isOwner(actor, project) || actor.user.isPartnerAdmin || hasPermission(actor, 'manage_projects');
}

/** Owner actions: the owner, or a partner admin of the project's partner. */
export function requireProjectOwner(actor: Actor, project: Project): void {
  if (!isOwner(actor, project) && !(actor.user.isPartnerAdmin && project.partner.id === actor.partner.id)) {
    throw new DomainError(ErrorCode.NOT_OWNER);
  }
}

/** Content writes: the permission (when named), then the project's partner (shared-with users read only). */
export function requireContentWrite(actor: Actor, project: Project, permission?: Permission): void {
  if (permission) requirePermission(actor, permission);
  if (project.partner.id !== actor.partner.id) throw DomainError.forbidden();
}

/** A project the caller can see; otherwise 404. */
export async function getProject(ctx: RequestContext, id: unknown, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  const where = { id: parseId(id), ...(visibleProjects(actor) as object), ...(namespace ? { namespace } : {}) } as FilterQuery<Project>;
  const project = await ctx.em.findOne(Project, where, { populate: ['client', 'owner', 'partner'] });
  if (!project) throw DomainError.notFound('projects.notFound');
  return project;
}

/** A project the caller can see and edit (its own fields); NOT_OWNER when they may only see it. */
export async function editableProject(ctx: RequestContext, id: unknown, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, id, namespace);
  if (!canEditProject(actor, project)) throw new DomainError(ErrorCode.NOT_OWNER);
  return project;
}

/**
 * A visible project, checked for a content write when `permission` is given (the permission first,
 * so that a refusal never depends on whether the project exists).
 */
export async function projectFor(ctx: RequestContext, projectId: unknown, permission?: Permission): Promise<Project> {
  const actor = requireActor(ctx.actor);
  if (permission) requirePermission(actor, permission);
  const project = await getProject(ctx, projectId);
  if (permission) requireContentWrite(actor, project, permission);
  return project;
}
