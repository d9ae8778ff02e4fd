/**
 * Solution items (spec/project-areas.md §3 Solution item, §4, §7 "Items"; methodology M1, M5): add a
 * product (global or the partner's own) to a solution, edit amount, hours and refurbishment, set the
 * hour profile, delete. Removing the last item of a category removes that category's capacity links
 * and its membership of the solution's shares (spec §4).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, keyed, type Message } from '../../../../../shared/errors';
import { GROUP_ITEMS_LIMIT, groupItemListsLocked, type ItemAddFields, type ItemUpdateFields, solutionItemAddSchema, solutionItemUpdateSchema } from '../../../../../shared/validation/solutions';
import { requireActor } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { Product } from '../../catalogue';
import { CapacityDefinition, Category, HourProfile, type SolutionType } from '../../reference';
import { itemFor, publishChange, solutionFor, WRITE_PERMISSION } from '../access';
import { allow, inTransaction } from '../../../platform/service-context';
import { CategoryInfrastructureShare, SolutionCapacity, SolutionItem } from '../solution.entity';
import { lockListParent } from '../order-lock';

/**
 * Item lists are read-only while the group holds more than GROUP_ITEMS_LIMIT items (spec/project-areas.md
 * §5): adding, editing, deleting, importing and requesting items are refused with a 422 on `items`.
 * Called inside the write's transaction, after the solution is found.
 */
export async function assertItemListsEditable(em: EntityManager, groupId: number): Promise<void> {
  const count = await em.count(SolutionItem, { solution: { group: groupId } });
  if (groupItemListsLocked(count)) throw DomainError.invalid('items', 'solutions.tooManyItems', { max: GROUP_ITEMS_LIMIT });
}

/** A product the caller's partner may use: global or its own; 404 otherwise. */
export async function usableProduct(em: EntityManager, partnerId: number, productId: number): Promise<Product> {
  const product = await em.findOne(Product, { id: productId, $or: [{ partner: null }, { partner: partnerId }] }, { populate: ['category'] });
  if (!product) throw DomainError.notFound('catalogue.productNotFound');
  return product;
}

/** Whether a category's items belong in a solution of this type (its category types; never UPS or cooling). */
export function categoryFits(category: Category, type: SolutionType): boolean {
  return !category.preset && type.categoryTypes.includes(category.categoryType);
}

/** The message that a category's items do not belong in a solution of this type. */
export function categoryNotAllowed(category: Category, type: SolutionType): Message {
  return keyed('solutions.categoryNotAllowed', { category: category.name ?? category.id, solutionType: type.name });
}

export function assertFits(product: Product, type: SolutionType, field = 'productId'): void {
  const category = product.category as Category;
  if (!categoryFits(category, type)) throw DomainError.validation({ [field]: [categoryNotAllowed(category, type)] });
}

/** The next order in a solution's item list; locks the solution for the transaction (order-lock.ts). */
export async function nextItemOrder(em: EntityManager, solutionId: number): Promise<number> {
  await lockListParent(em, 'solution', solutionId);
  const last = await em.findOne(SolutionItem, { solution: solutionId }, { orderBy: { sortOrder: 'desc' }, fields: ['sortOrder'] });
  return last ? last.sortOrder + 1 : 0;
}

async function hourProfile(em: EntityManager, id: string): Promise<HourProfile> {
  const profile = await em.findOne(HourProfile, { id });
  if (!profile) throw DomainError.validation({ hoursId: [keyed('solutions.hourProfileInvalid')] });
  return profile;
}

interface ItemFields {
  amount?: number;
  operationalHours?: number | null;
  hoursId?: string | null;
  refurbishmentImpactPercentage?: number | null;
  unitPrice?: number | null;
  serviceLifeYears?: number | null;
}

/** Applies validated fields; an hour profile sets the operational hours (M1); p = 0 is dropped (M5). */
async function applyItemFields(em: EntityManager, item: SolutionItem, data: ItemFields): Promise<void> {
  if (data.amount !== undefined) item.amount = data.amount;
  if (data.hoursId) {
    const profile = await hourProfile(em, data.hoursId);
    item.hourProfile = profile;
    item.operationalHours = profile.hoursPerYear;
  } else if (data.operationalHours !== undefined || data.hoursId === null) {
    item.hourProfile = null;
    if (data.operationalHours !== undefined) item.operationalHours = data.operationalHours;
  }
  if (data.refurbishmentImpactPercentage === null) item.refurbishmentImpactPercentage = null;
  else if (data.refurbishmentImpactPercentage) item.refurbishmentImpactPercentage = data.refurbishmentImpactPercentage;
  if (data.unitPrice !== undefined) item.unitPrice = data.unitPrice;
  if (data.serviceLifeYears !== undefined) item.serviceLifeYears = data.serviceLifeYears;
}

/** POST …/solution/{sid}/solution-item: a product (productId) with amount, hours (or an hour profile), refurbishment and unit price. */
export async function addItem(ctx: RequestContext, projectId: number, solutionId: number, input: ItemAddFields): Promise<SolutionItem> {
  const actor = requireActor(ctx.actor);
  allow(ctx, WRITE_PERMISSION.item);
  const data = await validate(solutionItemAddSchema, input);
  const { project, group, item } = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.item);
    await assertItemListsEditable(tx.em, scope.group.id);
    const product = await usableProduct(tx.em, actor.partner.id, data.productId);
    assertFits(product, scope.solution.solutionType);
    const i = tx.em.create(SolutionItem, { solution: scope.solution, product, amount: data.amount, sortOrder: await nextItemOrder(tx.em, scope.solution.id) });
    await applyItemFields(tx.em, i, { ...data, amount: undefined });
    await tx.em.flush();
    return { ...scope, item: i };
  });
  await publishChange(ctx, project, [group.id], 'item', { solutionIds: [item.solution.id] });
  return item;
}

/** PUT …/solution/{sid}/solution-item/{id}. */
export async function updateItem(ctx: RequestContext, projectId: number, solutionId: number, itemId: number, input: ItemUpdateFields): Promise<SolutionItem> {
  allow(ctx, WRITE_PERMISSION.item);
  const data = await validate(solutionItemUpdateSchema, input);
  const { project, group, item } = await inTransaction(ctx, async (tx) => {
    const scope = await itemFor(tx, projectId, solutionId, itemId, WRITE_PERMISSION.item);
    await assertItemListsEditable(tx.em, scope.group.id);
    await applyItemFields(tx.em, scope.item, data);
    await tx.em.flush();
    return scope;
  });
  await publishChange(ctx, project, [group.id], 'item', { solutionIds: [item.solution.id], itemIds: [item.id], structural: false });
  return item;
}

/** PUT …/solution-item/{id}/hours/{hoursId}: the hour profile (`none` clears it). */
export async function setItemHours(ctx: RequestContext, projectId: number, solutionId: number, itemId: number, hoursId: string): Promise<SolutionItem> {
  const id = String(hoursId ?? '');
  return updateItem(ctx, projectId, solutionId, itemId, id === 'none' ? { hoursId: null, operationalHours: null } : { hoursId: id });
}

/**
 * After items left a solution: for every category of `categoryIds` without items any more, its
 * capacity links go and it leaves the solution's shares (spec §4).
 */
export async function releaseEmptyCategories(em: EntityManager, solutionId: number, categoryIds: Iterable<string>): Promise<void> {
  for (const categoryId of new Set(categoryIds)) {
    if (await em.count(SolutionItem, { solution: solutionId, product: { category: categoryId } })) continue;
    const capacities = await em.find(CapacityDefinition, { categoryId }, { fields: ['id'] });
    if (capacities.length) await em.nativeDelete(SolutionCapacity, { solution: solutionId, capacity: { $in: capacities.map((c) => c.id) } });
    const shares = await em.find(CategoryInfrastructureShare, { solution: solutionId });
    for (const share of shares) {
      if (share.categoryIds.includes(categoryId)) share.categoryIds = share.categoryIds.filter((id) => id !== categoryId);
    }
  }
  await em.flush();
}

/** DELETE …/solution-groups/{gid}/solution/{sid}/solution-item/{id}. */
export async function deleteItem(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number, itemId: number): Promise<void> {
  const { project, group, solution } = await inTransaction(ctx, async (tx) => {
    const scope = await itemFor(tx, projectId, solutionId, itemId, WRITE_PERMISSION.item, groupId);
    await assertItemListsEditable(tx.em, scope.group.id);
    const categoryId = scope.item.product.category.id;
    tx.em.remove(scope.item);
    await tx.em.flush();
    await releaseEmptyCategories(tx.em, scope.solution.id, [categoryId]);
    return scope;
  });
  await publishChange(ctx, project, [group.id], 'item', { solutionIds: [solution.id] });
}

