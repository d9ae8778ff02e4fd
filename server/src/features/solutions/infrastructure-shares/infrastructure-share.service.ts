/**
 * Category infrastructure shares of a solution (spec/project-areas.md §3, §4, §5, §7; M2, M9): list,
 * create, edit, soft delete one or all, restore. The share is sent as a fraction 0 < f ≤ 1; a PUT
 * without a value keeps the old one. A category joins a share only if it is a named category and not
 * already in it, and it then leaves any other share of that solution. A share without categories or
 * without a fraction is kept but invalid: its group raises both M9 warnings.
 */
import { DomainError } from '../../../../../shared/errors';
import { type CategoryShareFields, categoryShareSchema } from '../../../../../shared/validation/solutions';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { Category } from '../../reference';
import { publishChange, solutionFor, type ScopedSolution, WRITE_PERMISSION } from '../access';
import { allow, freshContext, inTransaction } from '../../../platform/service-context';
import { CategoryInfrastructureShare } from '../solution.entity';

/** Known categories with a name, in the order given, each once; anything else is a 422. */
async function namedCategories(ctx: RequestContext, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = new Map((await ctx.em.find(Category, { id: { $in: unique } })).map((c) => [c.id, c]));
  const bad = unique.filter((id) => !found.get(id)?.name?.trim());
  if (bad.length) throw DomainError.invalid('categoryIds', 'solutions.shareCategoriesInvalid', { ids: bad.join(', ') });
  return unique;
}

/** The categories of `share` leave every other live share of the solution. */
async function takeCategories(ctx: RequestContext, solutionId: number, share: CategoryInfrastructureShare): Promise<void> {
  const others = await ctx.em.find(CategoryInfrastructureShare, { solution: solutionId, deletedAt: null, id: { $ne: share.id } });
  for (const other of others) {
    const left = other.categoryIds.filter((id) => !share.categoryIds.includes(id));
    if (left.length !== other.categoryIds.length) other.categoryIds = left;
  }
}

function live(ctx: RequestContext, solutionId: number): Promise<CategoryInfrastructureShare[]> {
  return ctx.em.find(CategoryInfrastructureShare, { solution: solutionId, deletedAt: null }, { orderBy: { id: 'asc' } });
}

export async function categoryMap(ctx: RequestContext): Promise<Map<string, Category>> {
  return new Map((await ctx.em.find(Category, {})).map((c) => [c.id, c]));
}

/** GET …/solution/{sid}/category-infrastructure-shares. */
export async function listShares(ctx: RequestContext, projectId: number, solutionId: number): Promise<CategoryInfrastructureShare[]> {
  const { solution } = await solutionFor(ctx, projectId, solutionId);
  return live(ctx, solution.id);
}

async function write<T>(ctx: RequestContext, projectId: number, solutionId: number, fn: (tx: RequestContext, sc: ScopedSolution) => Promise<T>): Promise<T> {
  const { sc, value } = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.share);
    const v = await fn(tx, scope);
    await tx.em.flush();
    return { sc: scope, value: v };
  });
  await publishChange(ctx, sc.project, [sc.group.id], 'share', { solutionIds: [sc.solution.id] });
  return value;
}

/** POST …/category-infrastructure-shares: categories (categoryIds) and the fraction (infrastructureSharePercent). */
export async function createShare(ctx: RequestContext, projectId: number, solutionId: number, input: CategoryShareFields): Promise<CategoryInfrastructureShare> {
  allow(ctx, WRITE_PERMISSION.share);
  const data = await validate(categoryShareSchema, input);
  return write(ctx, projectId, solutionId, async (tx, sc) => {
    const share = tx.em.create(CategoryInfrastructureShare, {
      solution: sc.solution,
      categoryIds: await namedCategories(tx, data.categoryIds ?? []),
      fraction: data.infrastructureSharePercent ?? null,
    });
    await tx.em.flush();
    await takeCategories(tx, sc.solution.id, share);
    return share;
  });
}

/** PUT …/category-infrastructure-shares/{id}: categories when given; the fraction only when it has a value. */
export async function updateShare(ctx: RequestContext, projectId: number, solutionId: number, shareId: number, input: CategoryShareFields): Promise<CategoryInfrastructureShare> {
  allow(ctx, WRITE_PERMISSION.share);
  const data = await validate(categoryShareSchema, input);
  return write(ctx, projectId, solutionId, async (tx, sc) => {
    const share = await tx.em.findOne(CategoryInfrastructureShare, { id: shareId, solution: sc.solution.id, deletedAt: null });
    if (!share) throw DomainError.notFound('solutions.shareNotFound');
    if (data.categoryIds !== undefined) share.categoryIds = await namedCategories(tx, data.categoryIds);
    if (data.infrastructureSharePercent !== undefined) share.fraction = data.infrastructureSharePercent;
    await takeCategories(tx, sc.solution.id, share);
    return share;
  });
}

/** DELETE …/category-infrastructure-shares/{id}: soft delete. */
export async function deleteShare(ctx: RequestContext, projectId: number, solutionId: number, shareId: number): Promise<void> {
  await write(ctx, projectId, solutionId, async (tx, sc) => {
    const share = await tx.em.findOne(CategoryInfrastructureShare, { id: shareId, solution: sc.solution.id, deletedAt: null });
    if (!share) throw DomainError.notFound('solutions.shareNotFound');
    share.deletedAt = new Date();
  });
}

/** DELETE …/category-infrastructure-shares: soft-deletes every live share of the solution. */
export async function deleteAllShares(ctx: RequestContext, projectId: number, solutionId: number): Promise<number> {
  return write(ctx, projectId, solutionId, (tx, sc) =>
    tx.em.nativeUpdate(CategoryInfrastructureShare, { solution: sc.solution.id, deletedAt: null }, { deletedAt: new Date() }),
  );
}

/**
 * GET …/category-infrastructure-shares/restore: the soft-deleted shares come back (newest first); a
 * category that is in a live share by then stays there and leaves the restored one.
 */
export async function restoreShares(ctx: RequestContext, projectId: number, solutionId: number): Promise<CategoryInfrastructureShare[]> {
  const solution = await write(ctx, projectId, solutionId, async (tx, sc) => {
    const all = await tx.em.find(CategoryInfrastructureShare, { solution: sc.solution.id }, { orderBy: { deletedAt: 'desc', id: 'desc' } });
    const taken = new Set(all.filter((s) => !s.deletedAt).flatMap((s) => s.categoryIds));
    for (const s of all) {
      if (!s.deletedAt) continue;
      s.categoryIds = s.categoryIds.filter((id) => !taken.has(id));
      s.categoryIds.forEach((id) => taken.add(id));
      s.deletedAt = null;
    }
    return sc.solution;
  });
  return live(freshContext(ctx), solution.id);
}
