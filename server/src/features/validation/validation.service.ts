/**
 * Validation of a project's items by the super admin (spec/platform-and-shell.md §3 Project
 * itemValidationCount, §4 Real-time, §6 Super admin; spec/project-areas.md product create with
 * start_validation, request-items).
 *
 * - A global catalogue product is validated; a partner's own product is validated once the super
 *   admin accepts it (product_validations). Requested items (solution item requests, status open)
 *   wait in the same queue; accepting one makes it a global catalogue product, puts it in the
 *   solution it was requested for, and notifies the requesting user.
 * - itemValidationCount of a project: total = its solution items + its open item requests;
 *   validated = the items whose product is validated.
 * - Start validation queues the project's unvalidated products, tells the super admins (private
 *   channel admin: ValidationStatusInitialize and an AdminNotification) and stores a notification
 *   for each. Every decision sends ValidationStatusUpdated to the users concerned (private channel
 *   user.{id}: the requester and the project's owner) and a project update, so every open screen of
 *   the project refetches its count. Events are published after the commit.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, keyed, renderMessage, type Message } from '../../../../shared/errors';
import { groupItemListsLocked } from '../../../../shared/validation/solutions';
import { validationEntryEditSchema, type ValidationEntryEditFields } from '../../../../shared/validation/validation-admin';
import { requireActor, requireSuperAdmin, type Actor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { pubSub, Topic } from '../../platform/realtime/pubsub';
import { validate, type Unvalidated } from '../../platform/validate';
import { Product, type ProductModeData } from '../catalogue';
import { Project, ProjectShare } from '../projects';
import { Category } from '../reference';
import { categoryFits, ItemRequest, nextItemOrder, SolutionItem } from '../solutions';
import { inTransaction } from '../../platform/service-context';
import { User } from '../users';
import { Notification, ProductValidation } from './validation.entity';

export interface ItemValidationCount {
  validated: number;
  total: number;
}

const ZERO: ItemValidationCount = { validated: 0, total: 0 };

/** itemValidationCount of each project (spec §3), in two queries whatever the number of projects. */
export async function itemValidationCounts(em: EntityManager, projectIds: readonly number[]): Promise<Map<number, ItemValidationCount>> {
  const out = new Map<number, ItemValidationCount>(projectIds.map((id) => [id, { ...ZERO }]));
  if (!projectIds.length) return out;
  const conn = em.getConnection();
  // knex expands an array binding into a list of placeholders.
  const list = projectIds.map(() => '?').join(', ');
  const items = await conn.execute<{ project_id: number; total: string; validated: string }[]>(
    `select g.project_id, count(*) as total,
            count(*) filter (where p.partner_id is null or pv.status = 'accepted') as validated
       from solution_items si
       join solutions s on s.id = si.solution_id
       join solution_groups g on g.id = s.group_id
       join products p on p.id = si.product_id
       left join product_validations pv on pv.product_id = p.id
      where g.project_id in (${list})
      group by g.project_id`,
    [...projectIds],
  );
  for (const r of items) out.set(Number(r.project_id), { validated: Number(r.validated), total: Number(r.total) });
  const requests = await conn.execute<{ project_id: number; open: string }[]>(
    `select g.project_id, count(*) as open
       from solution_item_requests r
       join solutions s on s.id = r.solution_id
       join solution_groups g on g.id = s.group_id
      where g.project_id in (${list}) and r.status = 'open'
      group by g.project_id`,
    [...projectIds],
  );
  for (const r of requests) {
    const c = out.get(Number(r.project_id))!;
    c.total += Number(r.open);
  }
  return out;
}

export async function itemValidationCount(em: EntityManager, projectId: number): Promise<ItemValidationCount> {
  return (await itemValidationCounts(em, [projectId])).get(projectId) ?? { ...ZERO };
}

/** The partner products used in the project that are not validated nor already queued. */
async function unvalidatedProducts(em: EntityManager, projectId: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select distinct p.id
       from solution_items si
       join solutions s on s.id = si.solution_id
       join solution_groups g on g.id = s.group_id
       join products p on p.id = si.product_id
       left join product_validations pv on pv.product_id = p.id
      where g.project_id = ? and p.partner_id is not null and (pv.id is null or pv.status = 'rejected')`,
    [projectId],
  );
  return rows.map((r) => Number(r.id));
}

/** Queues one product (again, when it was rejected before). */
async function queueProduct(em: EntityManager, productId: number, partnerId: number, projectId: number | null, userId: number): Promise<void> {
  const existing = await em.findOne(ProductValidation, { product: productId });
  if (existing) {
    if (existing.status !== 'rejected') return;
    Object.assign(existing, { status: 'queued', decidedAt: null, decidedBy: null, requestedBy: em.getReference(User, userId) });
    if (projectId) existing.project = em.getReference(Project, projectId);
    return;
  }
  em.create(ProductValidation, {
    product: em.getReference(Product, productId),
    partner: partnerId,
    project: projectId ? em.getReference(Project, projectId) : null,
    requestedBy: em.getReference(User, userId),
  });
}

export interface QueuedProject {
  project: Project;
  /** Products queued now plus the project's open item requests. */
  queued: number;
}

/**
 * Queues the project's unvalidated products (inside the caller's transaction, after its access
 * checks: start-validation of the comparative-solution and project-manager apps).
 */
export async function queueProjectItems(tx: RequestContext, project: Project): Promise<QueuedProject> {
  const actor = requireActor(tx.actor);
  const ids = await unvalidatedProducts(tx.em, project.id);
  for (const id of ids) await queueProduct(tx.em, id, project.partner.id, project.id, actor.user.id);
  await tx.em.flush();
  const waiting = await tx.em.count(ProductValidation, { project: project.id, status: 'queued' });
  const open = await tx.em.count(ItemRequest, { solution: { group: { project: project.id } }, status: 'open' });
  return { project, queued: waiting + open };
}

/** Queues a product created with start_validation (inside the caller's transaction). */
export async function queueCreatedProduct(tx: RequestContext, product: Product, project: Project | null): Promise<void> {
  const actor = requireActor(tx.actor);
  await queueProduct(tx.em, product.id, actor.partner.id, project?.id ?? null, actor.user.id);
}

/** A notification's message as stored: the English text and the key with its parameters. */
function stored(m: Message): Pick<Notification, 'message' | 'messageKey' | 'messageParams'> {
  return { message: renderMessage(m).slice(0, 500), messageKey: m.key, messageParams: { ...(m.params ?? {}) } };
}

async function superAdminIds(em: EntityManager): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(`select id from users where 'super_admin' = any(roles) and deactivated_at is null`);
  return rows.map((r) => Number(r.id));
}

/**
 * The super admins' stored notifications of a start-validation, in `em`'s unit of work (the caller
 * flushes, in its transaction); returns what to publish on the admin channel once that has committed.
 */
export async function recordValidationNotice(em: EntityManager, actor: Actor, queued: QueuedProject, what: 'project' | 'product' = 'project'): Promise<() => void> {
  const project = queued.project;
  const m =
    what === 'project'
      ? keyed('notifications.validationQueued', { partner: actor.partner.name, count: queued.queued, project: project.name, user: actor.user.name })
      : keyed('notifications.productQueued', { partner: actor.partner.name, user: actor.user.name });
  const message = renderMessage(m);
  const admins = await superAdminIds(em);
  for (const id of admins) em.create(Notification, { user: em.getReference(User, id), ...stored(m), category: 'validation' });
  return () => {
    pubSub.publish(Topic.ValidationStatusInitialize, {
      projectId: project.id,
      projectName: project.name,
      partnerName: actor.partner.name,
      requestedByName: actor.user.name,
      queued: queued.queued,
    });
    pubSub.publish(Topic.AdminNotification, { message, messageKey: m.key, messageParams: m.params ?? null, category: 'validation', createdAt: new Date().toISOString() });
  };
}

/** After the commit of a product created with start_validation: the super admins' notifications and the admin channel. */
export async function announceValidation(ctx: RequestContext, queued: QueuedProject, what: 'project' | 'product' = 'project'): Promise<void> {
  const em = ctx.em.fork();
  const publish = await recordValidationNotice(em, requireActor(ctx.actor), queued, what);
  await em.flush();
  publish();
}

// ---- the super admin's queue ------------------------------------------------------------------

export interface ValidationQueueEntryModel {
  kind: 'product' | 'request';
  id: number;
  manufacturer: string;
  modelName: string;
  manufacturerPartNumber: string | null;
  categoryId: string | null;
  categoryName: string | null;
  modes: ProductModeData[];
  amount: number;
  partnerName: string;
  projectId: number | null;
  projectName: string | null;
  requestedByName: string | null;
  createdAt: Date;
}

/** The queue: queued products and open requested items, oldest first. Super admin only. */
export async function validationQueue(ctx: RequestContext): Promise<ValidationQueueEntryModel[]> {
  requireSuperAdmin(requireActor(ctx.actor));
  const products = await ctx.em.find(
    ProductValidation,
    { status: 'queued' },
    { populate: ['product.category', 'partner', 'project', 'requestedBy'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 },
  );
  const requests = await ctx.em.find(
    ItemRequest,
    { status: 'open' },
    { populate: ['solution.group.project.partner', 'requestedBy'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 500 },
  );
  const entries: ValidationQueueEntryModel[] = [
    ...products.map((v) => ({
      kind: 'product' as const,
      id: v.id,
      manufacturer: v.product.manufacturer,
      modelName: v.product.modelName,
      manufacturerPartNumber: v.product.manufacturerPartNumber,
      categoryId: v.product.category.id,
      categoryName: v.product.category.name,
      modes: v.product.modes,
      amount: 1,
      partnerName: v.partner.name,
      projectId: v.project?.id ?? null,
      projectName: v.project?.name ?? null,
      requestedByName: v.requestedBy?.name ?? null,
      createdAt: v.createdAt,
    })),
    ...requests.map((r) => {
      const project = r.solution.group.project;
      return {
        kind: 'request' as const,
        id: r.id,
        manufacturer: r.brandName,
        modelName: r.modelName,
        manufacturerPartNumber: r.manufacturerPartNumber,
        categoryId: null,
        categoryName: null,
        modes: r.modes.map((m) => ({ name: m.title, powerWatts: 0, hours: 8760 })),
        amount: r.amount,
        partnerName: project.partner.name,
        projectId: project.id,
        projectName: project.name,
        requestedByName: r.requestedBy.name,
        createdAt: r.createdAt,
      };
    }),
  ];
  return entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function categoryOf(em: EntityManager, id: string | null | undefined): Promise<Category | null> {
  if (!id) return null;
  const c = await em.findOne(Category, { id });
  if (!c || c.preset || !c.name) throw DomainError.validation({ categoryId: [keyed('validationAdmin.categoryNotFound')] });
  return c;
}

const modesOf = (modes: ValidationEntryEditFields['modes']): ProductModeData[] | null =>
  modes?.length ? modes.map((m) => ({ name: m.name, powerWatts: m.powerWatts, hours: m.hours })) : null;

async function queuedProduct(em: EntityManager, id: number): Promise<ProductValidation> {
  const v = await em.findOne(ProductValidation, { id }, { populate: ['product.category', 'partner', 'project.owner', 'requestedBy'] });
  if (!v) throw DomainError.notFound('validationAdmin.entryNotFound');
  return v;
}

async function openRequest(em: EntityManager, id: number): Promise<ItemRequest> {
  const r = await em.findOne(ItemRequest, { id }, { populate: ['solution.group.project.owner', 'solution.group.project.partner', 'solution.solutionType', 'requestedBy.partner'] });
  if (!r) throw DomainError.notFound('validationAdmin.entryNotFound');
  return r;
}

/** Applies the edit fields to a queued product (manufacturer, model, part number, category, modes). */
async function editProduct(em: EntityManager, v: ProductValidation, data: ValidationEntryEditFields): Promise<void> {
  const p = v.product;
  if (data.manufacturer) p.manufacturer = data.manufacturer;
  if (data.modelName) p.modelName = data.modelName;
  if (data.manufacturerPartNumber !== undefined) p.manufacturerPartNumber = data.manufacturerPartNumber || null;
  const category = await categoryOf(em, data.categoryId);
  if (category) p.category = category;
  const modes = modesOf(data.modes);
  if (modes) p.modes = modes;
}

function editRequest(r: ItemRequest, data: ValidationEntryEditFields): void {
  if (data.manufacturer) r.brandName = data.manufacturer;
  if (data.modelName) r.modelName = data.modelName;
  if (data.manufacturerPartNumber !== undefined) r.manufacturerPartNumber = data.manufacturerPartNumber || null;
  const modes = modesOf(data.modes);
  if (modes) r.modes = modes.map((m) => ({ title: m.name }));
}

type Decision = 'edit' | 'accept' | 'reject';

interface DecisionOutcome {
  kind: 'product' | 'request';
  entryId: number;
  name: string;
  status: string;
  /** The users to tell, each with the project whose count they see. */
  recipients: { userId: number; partnerId: number; projectId: number | null }[];
  projects: Project[];
  notify: { userId: number; message: Message; category: string }[];
}

/** Projects of the partner that use the product (their counts change). */
async function projectsUsing(em: EntityManager, productId: number): Promise<Project[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select distinct g.project_id as id from solution_items si join solutions s on s.id = si.solution_id
       join solution_groups g on g.id = s.group_id where si.product_id = ?`,
    [productId],
  );
  if (!rows.length) return [];
  return em.find(Project, { id: { $in: rows.map((r) => Number(r.id)) }, archivedAt: null }, { populate: ['owner', 'partner'] });
}

/** Edit, accept or reject one queue entry (super admin), then tell the users concerned. */
export async function decide(ctx: RequestContext, decision: Decision, input: Unvalidated<ValidationEntryEditFields>): Promise<ValidationQueueEntryModel | null> {
  const actor = requireActor(ctx.actor);
  requireSuperAdmin(actor);
  const data = await validate(validationEntryEditSchema, input);
  const outcome = await inTransaction(ctx, async (tx) => (data.kind === 'product' ? decideProduct(tx, actor, decision, data) : decideRequest(tx, actor, decision, data)));
  if (decision !== 'edit') await publishOutcome(ctx, outcome);
  if (decision === 'edit') return (await validationQueue(ctx)).find((e) => e.kind === data.kind && e.id === data.id) ?? null;
  return null;
}

async function decideProduct(tx: RequestContext, actor: Actor, decision: Decision, data: ValidationEntryEditFields): Promise<DecisionOutcome> {
  const v = await queuedProduct(tx.em, data.id);
  if (v.status !== 'queued') throw DomainError.invalid('id', 'validationAdmin.alreadyDecided');
  await editProduct(tx.em, v, data);
  if (decision !== 'edit') {
    v.status = decision === 'accept' ? 'accepted' : 'rejected';
    v.decidedAt = new Date();
    v.decidedBy = tx.em.getReference(User, actor.user.id);
  }
  await tx.em.flush();
  const projects = await projectsUsing(tx.em, v.product.id);
  const name = `${v.product.manufacturer} ${v.product.modelName}`;
  const users = new Set<number>([...(v.requestedBy ? [v.requestedBy.id] : []), ...projects.filter((p) => p.partner.id === v.partner.id).map((p) => p.owner.id)]);
  const recipients = [...users].flatMap((userId): DecisionOutcome['recipients'] => {
    const mine = projects.filter((p) => p.partner.id === v.partner.id && (p.owner.id === userId || v.project?.id === p.id));
    return mine.length ? mine.map((p) => ({ userId, partnerId: v.partner.id, projectId: p.id })) : [{ userId, partnerId: v.partner.id, projectId: null }];
  });
  const message = keyed(decision === 'accept' ? 'notifications.productValidated' : 'notifications.productRejected', { name });
  return {
    kind: 'product',
    entryId: v.id,
    name,
    status: v.status,
    recipients,
    projects: projects.filter((p) => p.partner.id === v.partner.id),
    notify: v.requestedBy ? [{ userId: v.requestedBy.id, message, category: 'validation' }] : [],
  };
}

async function decideRequest(tx: RequestContext, actor: Actor, decision: Decision, data: ValidationEntryEditFields): Promise<DecisionOutcome> {
  const r = await openRequest(tx.em, data.id);
  if (r.status !== 'open') throw DomainError.invalid('id', 'validationAdmin.alreadyDecided');
  editRequest(r, data);
  const project = r.solution.group.project;
  const name = `${r.brandName} ${r.modelName}`.trim();
  if (decision === 'accept') {
    const category = await categoryOf(tx.em, data.categoryId);
    if (!category) throw DomainError.validation({ categoryId: [keyed('validationAdmin.categoryRequired')] });
    const modes = modesOf(data.modes) ?? category.defaultModes.map((m) => ({ name: m.name, powerWatts: m.powerWatts, hours: m.hours }));
    // A global product of the same manufacturer and model is reused (the catalogue is unique on them).
    const manufacturer = r.brandName || 'Unknown';
    const existing = await tx.em.findOne(Product, { partner: null, manufacturer: { $ilike: manufacturer }, modelName: { $ilike: r.modelName } });
    const product =
      existing ??
      tx.em.create(Product, {
        partner: null,
        manufacturer,
        modelName: r.modelName,
        manufacturerPartNumber: r.manufacturerPartNumber,
        category,
        modes,
        dataMethod: 'category_default',
        notes: [`Requested by a user and accepted in validation on ${new Date().toISOString().slice(0, 10)}.`],
      });
    // It joins the solution it was requested for, when its category belongs there and the list is open.
    const solution = r.solution;
    const items = await tx.em.count(SolutionItem, { solution: { group: solution.group.id } });
    if (categoryFits(product.category as Category, solution.solutionType) && !groupItemListsLocked(items)) {
      tx.em.create(SolutionItem, { solution, product, amount: r.amount, sortOrder: await nextItemOrder(tx.em, solution.id) });
    }
    r.status = 'accepted';
  } else if (decision === 'reject') {
    r.status = 'rejected';
  }
  await tx.em.flush();
  const message = keyed(decision === 'accept' ? 'notifications.requestAccepted' : 'notifications.requestRejected', { name });
  const users = new Set([r.requestedBy.id, project.owner.id]);
  return {
    kind: 'request',
    entryId: r.id,
    name,
    status: r.status,
    recipients: [...users].map((userId) => ({ userId, partnerId: project.partner.id, projectId: project.id })),
    projects: [project],
    notify: [{ userId: r.requestedBy.id, message, category: 'item_request' }],
  };
}

/** A project's validation run is completed once nothing of the project waits in the queue any more. */
async function completeRuns(em: EntityManager, projectIds: number[]): Promise<void> {
  if (!projectIds.length) return;
  await em.getConnection().execute(
    `update project_validations v set status = 'completed'
      where v.status = 'queued' and v.project_id in (${projectIds.map(() => '?').join(', ')})
        and not exists (select 1 from product_validations pv where pv.project_id = v.project_id and pv.status = 'queued')
        and not exists (select 1 from solution_item_requests r join solutions s on s.id = r.solution_id
                          join solution_groups g on g.id = s.group_id where g.project_id = v.project_id and r.status = 'open')`,
    projectIds,
  );
}

async function publishOutcome(ctx: RequestContext, o: DecisionOutcome): Promise<void> {
  const em = ctx.em.fork();
  await completeRuns(em, o.projects.map((p) => p.id));
  for (const n of o.notify) em.create(Notification, { user: em.getReference(User, n.userId), ...stored(n.message), category: n.category });
  await em.flush();
  const counts = await itemValidationCounts(em, o.projects.map((p) => p.id));
  for (const r of o.recipients) {
    const c = (r.projectId && counts.get(r.projectId)) || ZERO;
    pubSub.publish(Topic.ValidationStatusUpdated, { ...r, kind: o.kind, entryId: o.entryId, name: o.name, status: o.status, validated: c.validated, total: c.total });
  }
  for (const p of o.projects) {
    const shares = await em.find(ProjectShare, { project: p.id }, { fields: ['subscriber'] });
    pubSub.publish(Topic.ProjectUpdated, {
      projectId: p.id,
      partnerId: p.partner.id,
      ownerId: p.owner.id,
      subscriberIds: shares.map((s) => s.subscriber.id),
      action: 'validation',
      byUserId: ctx.actor?.user.id ?? 0,
    });
  }
}

// ---- notifications ------------------------------------------------------------------------------

/** The caller's notifications, newest first (spec §3 Notification). */
export async function listNotifications(ctx: RequestContext, limit = 50): Promise<Notification[]> {
  const actor = requireActor(ctx.actor);
  return ctx.em.find(Notification, { user: actor.user.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(1, limit), 200) });
}

/** Marks one of the caller's notifications read (another user's is 404). */
export async function markNotificationRead(ctx: RequestContext, id: number): Promise<Notification> {
  const actor = requireActor(ctx.actor);
  const n = await ctx.em.findOne(Notification, { id, user: actor.user.id });
  if (!n) throw DomainError.notFound('validationAdmin.notificationNotFound');
  n.status = 'read';
  await ctx.em.flush();
  return n;
}

export async function markAllNotificationsRead(ctx: RequestContext): Promise<number> {
  const actor = requireActor(ctx.actor);
  return ctx.em.nativeUpdate(Notification, { user: actor.user.id, status: 'unread' }, { status: 'read' });
}
