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
import type { Namespace } from '../../../../shared/constants';
import type { Permission } from '../../../../shared/auth/permissions';
import { hasPermission, requireActor, requirePaidSubscription, requirePermission, type Actor } from '../../platform/auth/actor';
import { PAID_NAMESPACES } from '../../platform/graphql/paid-guard';
import type { RequestContext } from '../../platform/context';
import { parseId } from '../../platform/validate';
import { Project } from './project.entity';

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

/** A project the caller can see (or that a checked request share opens); otherwise 404. */
export async function getProject(ctx: RequestContext, id: unknown, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  const pid = parseId(id);
  const visible = grantedProject(ctx, pid) ? { archivedAt: null } : (visibleProjects(actor) as object);
  const where = { id: pid, ...visible, ...(namespace ? { namespace } : {}) } as FilterQuery<Project>;
  const project = await ctx.em.findOne(Project, where, { populate: ['client', 'owner', 'partner'] });
  if (!project) throw DomainError.notFound('projects.notFound');
  // Every screen of a paid namespace is paid (spec §2): whatever reaches its projects is refused too.
  if (PAID_NAMESPACES.has(project.namespace)) requirePaidSubscription(actor);
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
  if (permission && !grantedProject(ctx, project.id)) requireContentWrite(actor, project, permission);
  return project;
}
