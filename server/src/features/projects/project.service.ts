/**
 * Projects, their notes and shares (spec/platform-and-shell.md §3 Project, §4 Project lifecycle, §7).
 * Visibility: a project is seen by the users of its partner and by the users it is shared with.
 * Owner-only actions (archive, owner change, sharing) answer 403 with the spec's Unauthorized text.
 */
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError, ErrorCode, keyed } from '../../../../shared/errors';
import {
  DEFAULT_KWH_PRICE,
  isNamespace,
  SEARCH_MIN_LENGTH,
  SIDEBAR_ALL_PAGE_SIZE,
  SIDEBAR_LATEST_PAGE_SIZE,
  SIDEBAR_FILTERS,
  type SidebarFilter,
  type Namespace,
  APPS,
  STANDARD_PROJECT_DESCRIPTION,
} from '../../../../shared/constants';
import { defaultCurrencyForCountry } from '../../../../shared/format/currency';
import { parseDecimalInput } from '../../../../shared/format/number';
import { partnerTypeOf } from '../../../../shared/subscriptions/paid';
import { noteSchema, projectSchema, projectUpdateSchema, shareSchema, type NoteFields, type ProjectFields } from '../../../../shared/validation';
import { requireActor, requirePermission } from '../../platform/auth/actor';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../platform/context';
import { pubSub, Topic, type ProjectUpdatedPayload } from '../../platform/realtime/pubsub';
import { validate } from '../../platform/validate';
import { slot } from '../../platform/wiring';
import { Client } from '../clients';
import { getClient } from '../clients';
import { User } from '../users';
import { Note, Project, ProjectShare } from './project.entity';
import { editableProject, getProject, requireContentWrite, requireProjectOwner, visibleProjects } from './project-access';

/** The standard description (shared/constants.ts): documents render it in their own language. */
export const DEFAULT_PROJECT_DESCRIPTION = STANDARD_PROJECT_DESCRIPTION;

export function parseNamespace(ns: unknown): Namespace {
  if (!isNamespace(ns)) throw DomainError.notFound('common.unknownNamespace');
  return ns;
}

async function publish(ctx: RequestContext, project: Project, action: ProjectUpdatedPayload['action']): Promise<void> {
  const shares = await ctx.em.find(ProjectShare, { project: project.id }, { fields: ['subscriber'] });
  pubSub.publish(Topic.ProjectUpdated, {
    projectId: project.id,
    partnerId: project.partner.id,
    ownerId: project.owner.id,
    subscriberIds: shares.map((s) => s.subscriber.id),
    action,
    byUserId: ctx.actor?.user.id ?? 0,
  });
}

export type ProjectListMode = 'latest' | 'mine' | 'organization' | 'all' | 'shared' | 'search';

export interface ProjectListQuery {
  namespace: Namespace;
  mode: ProjectListMode;
  limit?: number;
  /** Projects to skip (in the list's order: newest change first). */
  offset?: number;
  /** The largest page (SIDEBAR_ALL_PAGE_SIZE unless given). */
  maxLimit?: number;
  search?: string;
}

/** The sidebar lists: projects grouped by client, newest change first. */
export async function listProjects(ctx: RequestContext, q: ProjectListQuery): Promise<Project[]> {
  const actor = requireActor(ctx.actor);
  const max = q.maxLimit ?? SIDEBAR_ALL_PAGE_SIZE;
  const limit = Math.min(Math.max(Number(q.limit) || max, 1), max);
  const offset = Math.max(Math.trunc(Number(q.offset) || 0), 0);
  let where: FilterQuery<Project>;
  switch (q.mode) {
    case 'latest':
      where = { archivedAt: null, $or: [{ partner: actor.partner.id, owner: actor.user.id }, { shares: { subscriber: actor.user.id } }] };
      break;
    case 'mine':
      where = { archivedAt: null, partner: actor.partner.id, owner: actor.user.id };
      break;
    case 'organization':
      // The partner's projects the caller may open (all of them for admins and collaborators).
      where = { $and: [visibleProjects(actor), { partner: actor.partner.id }] };
      break;
    case 'shared':
      where = { archivedAt: null, shares: { subscriber: actor.user.id } };
      break;
    case 'search': {
      const term = (q.search ?? '').trim();
      if (term.length < SEARCH_MIN_LENGTH) {
        throw DomainError.invalid('search', 'projects.searchMin', { min: SEARCH_MIN_LENGTH });
      }
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where = { $and: [visibleProjects(actor), { $or: [{ name: { $ilike: like } }, { client: { name: { $ilike: like } } }] }] };
      break;
    }
    default:
      where = visibleProjects(actor);
  }
  return ctx.em.find(
    Project,
    { $and: [where, { namespace: q.namespace }] },
    { populate: ['client', 'owner'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit, offset },
  );
}

const SIDEBAR_MODE: Record<SidebarFilter, ProjectListMode> = { latest: 'latest', myProjects: 'mine', sharedWithMe: 'shared', allProjects: 'all', orgProjects: 'organization' };

/** A sidebar filter (spec §2 Sidebar) as a list mode; 422 for anything else. */
export function sidebarMode(filter: unknown, field = 'filter'): ProjectListMode {
  if (typeof filter !== 'string' || !(SIDEBAR_FILTERS as readonly string[]).includes(filter)) throw DomainError.validation({ [field]: [keyed('projects.filterInvalid')] });
  return SIDEBAR_MODE[filter as SidebarFilter];
}

/**
 * The project a live ProjectUpdated event names, as its recipient may see it (null when they may not,
 * or it is gone): open lists update that one entry instead of refetching (issue #17).
 */
export async function projectOfEvent(ctx: RequestContext, projectId: number): Promise<Project | null> {
  try {
    return await getProject(ctx, projectId);
  } catch {
    return null;
  }
}

/** GET /projects/latest: the caller's most recently changed projects of every namespace (own and shared with them). */
export async function latestProjects(ctx: RequestContext, limit = SIDEBAR_LATEST_PAGE_SIZE): Promise<Project[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(
    Project,
    { archivedAt: null, $or: [{ partner: actor.partner.id, owner: actor.user.id }, { shares: { subscriber: actor.user.id } }] },
    { populate: ['client', 'owner'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit },
  );
}

/** Groups projects under their clients in the order of their newest project. */
export function groupByClient(projects: Project[]): Array<{ client: Client; projects: Project[] }> {
  const groups = new Map<number, { client: Client; projects: Project[] }>();
  for (const p of projects) {
    const g = groups.get(p.client.id) ?? { client: p.client, projects: [] };
    g.projects.push(p);
    groups.set(p.client.id, g);
  }
  return [...groups.values()];
}

/** Applies checked fields: absent ones keep their values; a blank kWh price is the default price. */
function applyProjectFields(project: Project, data: Omit<ProjectFields, 'clientId'>): void {
  if (data.name !== undefined) project.name = data.name;
  if (data.description !== undefined) project.description = data.description ?? null;
  if (data.kwhPrice !== undefined) project.kwhPrice = parseDecimalInput(data.kwhPrice) ?? DEFAULT_KWH_PRICE;
  if (data.currency) project.currency = data.currency;
  if (data.investment !== undefined) project.investment = data.investment ?? null;
  if (data.oldKwh !== undefined) project.oldKwh = data.oldKwh ?? null;
  if (data.address !== undefined) project.address = data.address ?? null;
  if (data.city !== undefined) project.city = data.city ?? null;
  if (data.zip !== undefined) project.zip = data.zip ?? null;
  if (data.country !== undefined) project.country = data.country ?? null;
}

export async function createProject(ctx: RequestContext, namespace: Namespace, input: ProjectFields): Promise<Project> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_projects');
  // The buyers app is the buyer's (project groups and requests to sellers): a seller's project there
  // would be a buyer's project no buyer owns (issue #45, point 7).
  if (namespace === 'buyers' && partnerTypeOf(actor.partner.type) !== 'buyer') throw DomainError.forbidden('projects.buyersNamespaceOnly');
  const data = await validate(projectSchema, input);
  const client = await getClient(ctx, data.clientId);
  const seed = contentSeeders.get()[namespace];
  const create = async (em: EntityManager): Promise<Project> => {
    const project = em.create(Project, {
      partner: actor.partner,
      client,
      owner: actor.user,
      namespace,
      name: data.name,
      description: data.description || DEFAULT_PROJECT_DESCRIPTION,
      kwhPrice: DEFAULT_KWH_PRICE,
      currency: defaultCurrencyForCountry(data.country || client.country || actor.partner.countryCode),
    });
    // A project without a country of its own takes its client's, else the partner's (issue #47, point 4: a
    // Danish seller's project silently got no residual mix and no Danish grid path).
    applyProjectFields(project, { ...data, description: data.description || DEFAULT_PROJECT_DESCRIPTION, country: data.country || client.country || actor.partner.countryCode || null });
    await em.flush();
    if (seed) {
      await seed({ ...ctx, em: em as typeof ctx.em }, project);
      await em.flush();
    }
    return project;
  };
  // A project made with content (a single-solution project's one solution) is made whole or not at all.
  const project = seed ? await ctx.em.transactional((em) => create(em as EntityManager)) : await create(ctx.em);
  await publish(ctx, project, 'created');
  return project;
}

/** Makes the content a new project of a namespace starts with, in the create's transaction. */
export type ProjectContentSeeder = (tx: RequestContext, project: Project) => Promise<void>;

/**
 * What a new project of a namespace starts with: a single-solution project its baseline group with its
 * one solution (the solutions feature's, which depends on this one). Filled at start (server/src/app/wiring.ts).
 */
export const contentSeeders = slot<Partial<Record<Namespace, ProjectContentSeeder>>>('projects.contentSeeders');

export async function updateProject(ctx: RequestContext, id: number, input: ProjectFields, namespace?: Namespace): Promise<Project> {
  const project = await editableProject(ctx, id, namespace);
  const data = await validate(projectUpdateSchema, input);
  if (data.clientId && data.clientId !== project.client.id) project.client = await getClient(ctx, data.clientId);
  applyProjectFields(project, data);
  await ctx.em.flush();
  await publish(ctx, project, 'updated');
  return project;
}

/** DELETE = archive: the project leaves every list but its data stays. */
export async function archiveProject(ctx: RequestContext, id: number, namespace?: Namespace): Promise<void> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, id, namespace);
  requireProjectOwner(actor, project);
  project.archivedAt = new Date();
  await ctx.em.flush();
  await publish(ctx, project, 'archived');
}

/** Copies what a project holds besides its own fields (its solution groups…) into the copy, in the clone's transaction. */
export type ProjectContentCopier = (tx: RequestContext, source: Project, copy: Project) => Promise<void>;

/**
 * What an app keeps beside the solutions, copied into every clone of its projects that stays in the app
 * (the comparative-solution app's calculations and report data), per namespace. The composition root
 * fills this at start (server/src/app/wiring.ts).
 */
export const cloneExtensions = slot<Partial<Record<Namespace, ProjectContentCopier>>>('projects.cloneExtensions');

/**
 * What a clone copies of the project's content: the solutions feature's groups, solutions, items, UPS,
 * cooling, capacities and shares (it depends on this feature, not the reverse). Filled at start
 * (server/src/app/wiring.ts).
 */
export const projectContentCopier = slot<ProjectContentCopier>('projects.contentCopier');

/** The validation feature's itemValidationCount of projects, for the REST project views (filled at start: app/wiring.ts). */
export interface ItemValidationCounter {
  one(em: EntityManager, projectId: number): Promise<object>;
  many(em: EntityManager, projectIds: readonly number[]): Promise<Map<number, object>>;
}
export const itemValidationCounter = slot<ItemValidationCounter>('projects.itemValidationCounter');

/**
 * POST /{namespace}/projects/{id}/clone/ {client_id}: a copy of the project under the chosen client, with
 * its content copied by `copyContent` (the solutions feature passes its groups, solutions, items, UPS,
 * cooling, capacities and shares), all in one transaction: a failure leaves nothing behind.
 */
export async function cloneProject(
  ctx: RequestContext,
  id: number,
  clientId: number,
  namespace?: Namespace,
  copyContent?: ProjectContentCopier,
  as: { namespace?: Namespace; nameSuffix?: string } = {},
): Promise<Project> {
  const actor = requireActor(ctx.actor);
  requirePermission(actor, 'manage_projects');
  const copy = await ctx.em.transactional(async (em) => {
    const tx: RequestContext = { ...ctx, em: em as typeof ctx.em };
    const source = await getProject(tx, id, namespace);
    const client = await getClient(tx, clientId);
    const created = createProjectCopy(tx, source, client, actor, as);
    await tx.em.flush();
    await copyContent?.(tx, source, created);
    await tx.em.flush();
    if (created.namespace === source.namespace) {
      await cloneExtensions.get()[source.namespace as Namespace]?.(tx, source, created);
      await tx.em.flush();
    }
    return created;
  });
  await publish(ctx, copy, 'created');
  return copy;
}

function createProjectCopy(
  ctx: RequestContext,
  source: Project,
  client: Awaited<ReturnType<typeof getClient>>,
  actor: ReturnType<typeof requireActor>,
  as: { namespace?: Namespace; nameSuffix?: string },
): Project {
  return ctx.em.create(Project, {
    partner: actor.partner,
    client,
    owner: actor.user,
    // Clone to IT analysis makes a project-manager project of a comparative-solution one.
    namespace: as.namespace ?? source.namespace,
    name: `${source.name}${as.nameSuffix ?? ' (copy)'}`,
    description: source.description,
    kwhPrice: source.kwhPrice,
    currency: source.currency,
    oldKwh: source.oldKwh,
    investment: source.investment,
    address: source.address,
    city: source.city,
    zip: source.zip,
    country: source.country,
    genericAreaId: source.genericAreaId,
  });
}

export async function changeOwner(ctx: RequestContext, id: number, userId: number, namespace?: Namespace): Promise<Project> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, id, namespace);
  requireProjectOwner(actor, project);
  const newOwner = await ctx.em.findOne(User, { id: userId, partner: project.partner.id, deactivatedAt: null });
  if (!newOwner) throw DomainError.validation({ user_id: [keyed('projects.ownerNotPartnerUser')] });
  project.owner = newOwner;
  await ctx.em.flush();
  await publish(ctx, project, 'owner_changed');
  return project;
}

// ---- notes -------------------------------------------------------------------------------------

export async function listNotes(ctx: RequestContext, projectId: number): Promise<Note[]> {
  const project = await getProject(ctx, projectId);
  return ctx.em.find(Note, { project }, { populate: ['author'], orderBy: { createdAt: 'desc', id: 'desc' } });
}

async function ownNote(ctx: RequestContext, projectId: number, noteId: number): Promise<Note> {
  const project = await getProject(ctx, projectId);
  const note = await ctx.em.findOne(Note, { id: noteId, project }, { populate: ['author'] });
  if (!note) throw DomainError.notFound('notes.notFound');
  return note;
}

export async function getNote(ctx: RequestContext, projectId: number, noteId: number): Promise<Note> {
  return ownNote(ctx, projectId, noteId);
}

export async function createNote(ctx: RequestContext, projectId: number, input: NoteFields): Promise<Note> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, projectId);
  // Notes are content: users of another partner it is shared with only read them.
  requireContentWrite(actor, project);
  const { note } = await validate(noteSchema, input);
  const entity = ctx.em.create(Note, { project, author: actor.user, note });
  await ctx.em.flush();
  await publish(ctx, project, 'note');
  return entity;
}

export async function updateNote(ctx: RequestContext, projectId: number, noteId: number, input: NoteFields): Promise<Note> {
  const actor = requireActor(ctx.actor);
  const note = await ownNote(ctx, projectId, noteId);
  if (note.author.id !== actor.user.id) throw DomainError.forbidden();
  note.note = (await validate(noteSchema, input)).note;
  await ctx.em.flush();
  return note;
}

export async function deleteNote(ctx: RequestContext, projectId: number, noteId: number): Promise<void> {
  const actor = requireActor(ctx.actor);
  const note = await ownNote(ctx, projectId, noteId);
  const adminOfProject = actor.user.isPartnerAdmin && note.project.partner.id === actor.partner.id;
  if (note.author.id !== actor.user.id && !adminOfProject) throw DomainError.forbidden();
  await ctx.em.remove(note).flush();
}

// ---- shares ------------------------------------------------------------------------------------

export async function listShares(ctx: RequestContext, projectId: number): Promise<ProjectShare[]> {
  const project = await getProject(ctx, projectId);
  return ctx.em.find(ProjectShare, { project }, { populate: ['subscriber', 'author'], orderBy: { createdAt: 'asc' } });
}

/** Shares the project with a registered user, found by e-mail (or id); 409 when already shared. */
/** Whom to share with: a user id or e-mail as `subscriber` (or the id as `subscriberId`, the e-mail as `email`). */
export interface ProjectShareInput {
  subscriber?: unknown;
  subscriberId?: unknown;
  email?: unknown;
}

export async function createShare(ctx: RequestContext, projectId: number, input: ProjectShareInput): Promise<ProjectShare> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, projectId);
  requireProjectOwner(actor, project);
  const raw = input?.subscriber ?? input?.subscriberId ?? input?.email;
  const subscriber =
    typeof raw === 'number' || /^\d+$/.test(String(raw ?? ''))
      ? await ctx.em.findOne(User, { id: Number(raw), deactivatedAt: null })
      : await ctx.em.findOne(User, { email: (await validate(shareSchema, { subscriber: raw })).subscriber, deactivatedAt: null });
  if (!subscriber) throw DomainError.validation({ subscriber: [keyed('shares.userNotFound')] });
  if (subscriber.id === project.owner.id) throw DomainError.validation({ subscriber: [keyed('shares.ownerHasAccess')] });
  if (await ctx.em.count(ProjectShare, { project, subscriber })) {
    throw new DomainError(ErrorCode.CONFLICT, keyed('shares.alreadyShared', { email: subscriber.email }), { field: 'subscriber', meta: { email: subscriber.email } });
  }
  const share = ctx.em.create(ProjectShare, { project, subscriber, author: actor.user });
  await ctx.em.flush();
  await publish(ctx, project, 'shared');
  return share;
}

export async function deleteShare(ctx: RequestContext, projectId: number, subscriberId: number): Promise<void> {
  const actor = requireActor(ctx.actor);
  const project = await getProject(ctx, projectId);
  const sid = subscriberId;
  if (sid !== actor.user.id) requireProjectOwner(actor, project);
  const share = await ctx.em.findOne(ProjectShare, { project, subscriber: sid });
  if (!share) throw DomainError.notFound('shares.notFound');
  await publish(ctx, project, 'unshared');
  await ctx.em.remove(share).flush();
}

/** Users of the caller's partner matching a search (owner change and share pickers). */
export async function searchPartnerUsers(ctx: RequestContext, search: unknown): Promise<User[]> {
  const actor = requireActor(ctx.actor);
  const term = String(search ?? '').trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ctx.em.find(
    User,
    { partner: actor.partner.id, deactivatedAt: null, ...(term ? { $or: [{ email: { $ilike: like } }, { name: { $ilike: like } }] } : {}) },
    { orderBy: { name: 'asc' }, limit: 50 },
  );
}

export function appOf(namespace: string) {
  const app = APPS.find((a) => a.namespace === namespace);
  return { namespace, uri: app?.uri ?? `/${namespace}/projects` };
}
