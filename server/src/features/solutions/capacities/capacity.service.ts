/**
 * Capacity links of a solution (spec/project-areas.md §3 Capacity link, §4, §7 "Capacities"; M4):
 * list, add or edit (POST with or without id), soft delete all or one (deleted_at), restore.
 * The same calls work through a shared request (/project-manager/requests/{request_share_id}/…),
 * except deleting a single capacity, which is for the project path only.
 */
import { DomainError, keyed } from '../../../../../shared/errors';
import { type CapacityFields, capacitySchema } from '../../../../../shared/validation/solutions';
import type { RequestContext } from '../../../platform/context';
import { parseId, validate } from '../../../platform/validate';
import { CapacityDefinition } from '../../reference';
import { publishChange, requestShareSolutionFor, solutionFor, type ScopedSolution, type SolutionScope, WRITE_PERMISSION } from '../access';
import { allow, freshContext, inTransaction } from '../../../platform/service-context';
import { SolutionCapacity } from '../solution.entity';
import { requireActor } from '../../../platform/auth/actor';

function scopeOf(ctx: RequestContext, scope: SolutionScope, solutionId: number, write: boolean): Promise<ScopedSolution> {
  if ('requestShareId' in scope) return requestShareSolutionFor(ctx, scope.requestShareId, solutionId, write);
  return solutionFor(ctx, scope.projectId, solutionId, write ? WRITE_PERMISSION.capacity : undefined);
}

function live(ctx: RequestContext, solutionId: number): Promise<SolutionCapacity[]> {
  return ctx.em.find(SolutionCapacity, { solution: solutionId, deletedAt: null }, { populate: ['capacity'], orderBy: { id: 'asc' } });
}

/** GET …/solution/{sid}/capacities: the live links with their capacity. */
export async function listCapacities(ctx: RequestContext, scope: SolutionScope, solutionId: number): Promise<SolutionCapacity[]> {
  const { solution } = await scopeOf(ctx, scope, solutionId, false);
  return live(ctx, solution.id);
}

/**
 * POST …/solution/{sid}/capacities {id?, capacity_id, amount}: with `id`, that live link is edited;
 * without, a link to the capacity is added (or, when one is live already, its amount is set).
 */
export async function saveCapacity(ctx: RequestContext, scope: SolutionScope, solutionId: number, input: CapacityFields): Promise<SolutionCapacity> {
  // A request-share link is checked in scopeOf; the caller must be signed in before the body is read.
  if ('projectId' in scope) allow(ctx, WRITE_PERMISSION.capacity);
  else requireActor(ctx.actor);
  const data = await validate(capacitySchema, input);
  const result = await inTransaction(ctx, async (tx) => {
    const sc = await scopeOf(tx, scope, solutionId, true);
    const definition = data.capacityId ? await tx.em.findOne(CapacityDefinition, { id: data.capacityId }) : null;
    if (data.capacityId && !definition) throw DomainError.validation({ capacityId: [keyed('solutions.capacityInvalid')] });
    let link: SolutionCapacity | null;
    if (data.id) {
      link = await tx.em.findOne(SolutionCapacity, { id: data.id, solution: sc.solution.id, deletedAt: null });
      if (!link) throw DomainError.notFound('solutions.capacityNotFound');
    } else {
      link = await tx.em.findOne(SolutionCapacity, { solution: sc.solution.id, capacity: definition!.id, deletedAt: null });
      link ??= tx.em.create(SolutionCapacity, { solution: sc.solution, capacity: definition!, amount: data.amount });
    }
    if (definition) link.capacity = definition;
    link.amount = data.amount;
    await tx.em.flush();
    await tx.em.populate(link, ['capacity']);
    return { sc, link };
  });
  await publishChange(ctx, result.sc.project, [result.sc.group.id], 'capacity', { solutionIds: [result.sc.solution.id] });
  return result.link;
}

/** DELETE …/solution/{sid}/capacities: soft-deletes every live link of the solution. */
export async function deleteAllCapacities(ctx: RequestContext, scope: SolutionScope, solutionId: number): Promise<number> {
  const result = await inTransaction(ctx, async (tx) => {
    const sc = await scopeOf(tx, scope, solutionId, true);
    const count = await tx.em.nativeUpdate(SolutionCapacity, { solution: sc.solution.id, deletedAt: null }, { deletedAt: new Date() });
    return { sc, count };
  });
  await publishChange(ctx, result.sc.project, [result.sc.group.id], 'capacity', { solutionIds: [result.sc.solution.id] });
  return result.count;
}

/**
 * DELETE /project-manager/projects/{pid}/solution/{sid}/capacities/{capacityId} (project path only):
 * soft-deletes one link, named by its id or by its capacity id (e.g. server_vms).
 */
export async function deleteCapacity(ctx: RequestContext, projectId: number, solutionId: number, capacityId: string): Promise<void> {
  const result = await inTransaction(ctx, async (tx) => {
    const sc = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.capacity);
    // The path names a link by its id or by its capacity's text key: the key is read here, not at the edge.
    const key = capacityId;
    const where = /^\d+$/.test(key) ? { id: parseId(key) } : { capacity: key };
    const link = await tx.em.findOne(SolutionCapacity, { ...where, solution: sc.solution.id, deletedAt: null });
    if (!link) throw DomainError.notFound('solutions.capacityNotFound');
    link.deletedAt = new Date();
    await tx.em.flush();
    return sc;
  });
  await publishChange(ctx, result.project, [result.group.id], 'capacity', { solutionIds: [result.solution.id] });
}

/**
 * GET …/solution/{sid}/capacities/restore: the soft-deleted links come back, newest first, except
 * where a live link to the same capacity exists (that one stays).
 */
export async function restoreCapacities(ctx: RequestContext, scope: SolutionScope, solutionId: number): Promise<SolutionCapacity[]> {
  const result = await inTransaction(ctx, async (tx) => {
    const sc = await scopeOf(tx, scope, solutionId, true);
    const all = await tx.em.find(SolutionCapacity, { solution: sc.solution.id }, { orderBy: { deletedAt: 'desc', id: 'desc' } });
    const taken = new Set(all.filter((c) => !c.deletedAt).map((c) => c.capacity.id));
    for (const c of all) {
      if (c.deletedAt && !taken.has(c.capacity.id)) {
        c.deletedAt = null;
        taken.add(c.capacity.id);
      }
    }
    await tx.em.flush();
    return sc;
  });
  await publishChange(ctx, result.project, [result.group.id], 'capacity', { solutionIds: [result.solution.id] });
  return live(freshContext(ctx), result.solution.id);
}
