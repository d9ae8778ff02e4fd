/**
 * The super admin's category admin (spec/platform-and-shell.md §3 Category admin, §8 successes):
 * tags with a category type, category types, sub types, default modes (name, hours,
 * average_power_consumption_watts) and the default LCA of a category (default_manufacturing /
 * transportation / eol_kg_co2_eq, methodology M5's category default). Super admin only.
 */
import { DomainError, keyed, type MessageKey } from '../../../../shared/errors';
import {
  categorySubTypeSchema,
  type CategorySubTypeFields,
  type CategoryTagFields,
  type CategoryTypeUpdateFields,
  type DefaultLcaFields,
  type DefaultModeFields,
  type ServiceLifeFields,
  serviceLifeSchema,
  categoryTagSchema,
  categoryTypeUpdateSchema,
  CATEGORY_TYPES,
  defaultLcaSchema,
  defaultModeSchema,
} from '../../../../shared/validation/validation-admin';
import { requireActor, requireSuperAdmin } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate, type Unvalidated } from '../../platform/validate';
import { Category } from '../reference';
import { inTransaction } from '../../platform/service-context';
import { CategorySubType, CategoryTag } from './validation.entity';

function admin(ctx: RequestContext): void {
  requireSuperAdmin(requireActor(ctx.actor));
}

/** A result with the spec's success text (its catalogue key; the client translates it). */
export interface Saved<T> {
  value: T;
  messageKey: MessageKey;
}

async function category(ctx: RequestContext, id: string): Promise<Category> {
  const c = await ctx.em.findOne(Category, { id });
  if (!c || c.preset) throw DomainError.validation({ categoryId: [keyed('validationAdmin.categoryNotFound')] });
  return c;
}

export function categoryTypes(ctx: RequestContext): string[] {
  admin(ctx);
  return [...CATEGORY_TYPES];
}

export async function adminCategories(ctx: RequestContext): Promise<Category[]> {
  admin(ctx);
  return ctx.em.find(Category, { preset: false }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

export async function listTags(ctx: RequestContext): Promise<CategoryTag[]> {
  admin(ctx);
  return ctx.em.find(CategoryTag, {}, { orderBy: { categoryType: 'asc', tag: 'asc' } });
}

export async function saveTag(ctx: RequestContext, input: Unvalidated<CategoryTagFields>): Promise<Saved<CategoryTag>> {
  admin(ctx);
  const data = await validate(categoryTagSchema, input);
  return inTransaction(ctx, async (tx) => {
    const clash = await tx.em.findOne(CategoryTag, { tag: data.tag, categoryType: data.categoryType, ...(data.id ? { id: { $ne: data.id } } : {}) });
    if (clash) return { value: clash, messageKey: 'validationAdmin.tagSaved' as const };
    let tag: CategoryTag;
    if (data.id) {
      const found = await tx.em.findOne(CategoryTag, { id: data.id });
      if (!found) throw DomainError.notFound('validationAdmin.tagNotFound');
      tag = Object.assign(found, { tag: data.tag, categoryType: data.categoryType });
    } else tag = tx.em.create(CategoryTag, { tag: data.tag, categoryType: data.categoryType });
    await tx.em.flush();
    return { value: tag, messageKey: 'validationAdmin.tagSaved' as const };
  });
}

export async function deleteTag(ctx: RequestContext, id: number): Promise<void> {
  admin(ctx);
  const n = await ctx.em.nativeDelete(CategoryTag, { id });
  if (!n) throw DomainError.notFound('validationAdmin.tagNotFound');
}

export async function updateCategoryType(ctx: RequestContext, input: Unvalidated<CategoryTypeUpdateFields>): Promise<Saved<Category>> {
  admin(ctx);
  const data = await validate(categoryTypeUpdateSchema, input);
  const c = await category(ctx, data.categoryId);
  c.categoryType = data.categoryType;
  await ctx.em.flush();
  return { value: c, messageKey: 'validationAdmin.categoryTypeUpdated' };
}

export async function listSubTypes(ctx: RequestContext): Promise<CategorySubType[]> {
  admin(ctx);
  return ctx.em.find(CategorySubType, {}, { populate: ['category'], orderBy: { category: { id: 'asc' }, name: 'asc' } });
}

export async function saveSubType(ctx: RequestContext, input: Unvalidated<CategorySubTypeFields>): Promise<CategorySubType> {
  admin(ctx);
  const data = await validate(categorySubTypeSchema, input);
  const c = await category(ctx, data.categoryId);
  const clash = await ctx.em.findOne(CategorySubType, { category: c.id, name: data.name });
  if (clash && clash.id !== data.id) return clash;
  let sub: CategorySubType;
  if (data.id) {
    const found = await ctx.em.findOne(CategorySubType, { id: data.id });
    if (!found) throw DomainError.notFound('validationAdmin.subTypeNotFound');
    sub = Object.assign(found, { category: c, name: data.name });
  } else sub = ctx.em.create(CategorySubType, { category: c, name: data.name });
  await ctx.em.flush();
  return sub;
}

export async function deleteSubType(ctx: RequestContext, id: number): Promise<void> {
  admin(ctx);
  const n = await ctx.em.nativeDelete(CategorySubType, { id });
  if (!n) throw DomainError.notFound('validationAdmin.subTypeNotFound');
}

export async function createDefaultMode(ctx: RequestContext, input: Unvalidated<DefaultModeFields>): Promise<Saved<Category>> {
  admin(ctx);
  const data = await validate(defaultModeSchema, input);
  const c = await category(ctx, data.categoryId);
  c.defaultModes = [...c.defaultModes, { name: data.name, powerWatts: data.averagePowerConsumptionWatts, hours: data.hours }];
  await ctx.em.flush();
  return { value: c, messageKey: 'validationAdmin.defaultModeCreated' };
}

export async function deleteDefaultMode(ctx: RequestContext, categoryId: string, index: number): Promise<Category> {
  admin(ctx);
  const c = await category(ctx, categoryId);
  if (!Number.isInteger(index) || index < 0 || index >= c.defaultModes.length) throw DomainError.notFound('validationAdmin.modeNotFound');
  c.defaultModes = c.defaultModes.filter((_, i) => i !== index);
  await ctx.em.flush();
  return c;
}

export async function updateDefaultLca(ctx: RequestContext, input: Unvalidated<DefaultLcaFields>): Promise<Category> {
  admin(ctx);
  const data = await validate(defaultLcaSchema, input);
  const c = await category(ctx, data.categoryId);
  c.defaultLca = {
    manufacturingKgCo2e: data.defaultManufacturingKgCo2Eq,
    transportationKgCo2e: data.defaultTransportationKgCo2Eq ?? null,
    eolKgCo2e: data.defaultEolKgCo2Eq ?? null,
  };
  await ctx.em.flush();
  return c;
}

/** A category's default service life in years (issue #32, M10): what the decisions use for items without their own. */
export async function updateServiceLife(ctx: RequestContext, input: Unvalidated<ServiceLifeFields>): Promise<Category> {
  admin(ctx);
  const data = await validate(serviceLifeSchema, input);
  const c = await category(ctx, data.categoryId);
  c.serviceLifeYears = data.serviceLifeYears;
  await ctx.em.flush();
  return c;
}
