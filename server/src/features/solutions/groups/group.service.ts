/**
 * Solution groups (spec/project-areas.md §3, §4, §7 "Solution groups"): the baseline is split off and
 * the rest are comparative (requested groups merged in); one baseline per project; active toggle;
 * primary (the others lose it); deep clone; delete; re-order of solutions within and between groups
 * (never into a requested group; drag target index below 10), answering both groups' summaries.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, keyed } from '../../../../../shared/errors';
import { type GroupCreateFields, type GroupHeadingsFields, type GroupUpdateFields, solutionGroupCreateSchema, solutionGroupHeadingsSchema, solutionGroupUpdateSchema, type SolutionReorderFields, solutionReorderSchema } from '../../../../../shared/validation/solutions';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import type { Project, ProjectContentCopier, ProjectContentSeeder } from '../../projects';
import { Category, SolutionType } from '../../reference';
import { groupFor, projectFor, publishChange, visibleGroups, WRITE_PERMISSION } from '../access';
import { allow, freshContext, inTransaction } from '../../../platform/service-context';
import { Solution, SolutionGroup } from '../solution.entity';
import { newSolution, type SolutionCopy, solutionExtrasCopier } from '../solution.service';
import { cloneGroupRow, cloneSolutionInto } from '../solution-clone';
import { loadGroupTrees, loadReferenceEntities } from '../calc-adapter';
import { groupRowOf } from '../figure-rows';
import { groupSummaryOf, projectTree, type SummaryOptions } from '../summaries/summary.service';
import { lockListParent } from '../order-lock';
import { assertKeepsItsSolution, assertRoomForGroup, isSingleSolution, singleSolutionRefusal } from '../single-solution';

/** A second baseline, caught in the service or by the partial unique index under a race: 422. */
const secondBaseline = () => DomainError.invalid('state', 'solutions.secondBaseline');

async function assertNoOtherBaseline(ctx: RequestContext, projectId: number, exceptGroupId?: number): Promise<void> {
  const other = await ctx.em.count(SolutionGroup, { project: projectId, state: 'baseline', ...(exceptGroupId ? { id: { $ne: exceptGroupId } } : {}) });
  if (other) throw secondBaseline();
}

async function nextGroupOrder(ctx: RequestContext, projectId: number): Promise<number> {
  await lockListParent(ctx.em, 'project', projectId);
  const last = await ctx.em.findOne(SolutionGroup, { project: projectId }, { orderBy: { sortOrder: 'desc' }, fields: ['sortOrder'] });
  return last ? last.sortOrder + 1 : 0;
}

/** Commits `fn`, mapping the one-baseline index violation to the 422 it stands for. */
async function guarded<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(ctx, fn);
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw secondBaseline();
    throw e;
  }
}

/**
 * GET …/solution-groups: every group with its solutions and figures, baseline split off. The groups
 * are entities (the solutions screens edit them); the figures come computed once per revision.
 */
export async function listGroups(ctx: RequestContext, projectId: number, options: SummaryOptions = {}) {
  const project = await projectFor(ctx, projectId);
  // On a miss the figures are computed from the same tree (copied to rows), read after the revision.
  let loading: Promise<SolutionGroup[]> | null = null;
  const tree = () => (loading ??= loadGroupTrees(ctx.em, visibleGroups(ctx, { project: project.id })));
  const { figures, reference } = await projectTree(ctx, project, options, async () => (await tree()).map(groupRowOf));
  const groups = await tree();
  await loadReferenceEntities(ctx.em);
  const byId = new Map(figures.groups.map((f) => [f.groupId, f]));
  return {
    project,
    baseline: groups.find((g) => g.state === 'baseline') ?? null,
    comparative: groups.filter((g) => g.state !== 'baseline'),
    figuresOf: (g: SolutionGroup) => byId.get(String(g.id)) ?? null,
    reference,
  };
}

/**
 * The GraphQL groups list (the solutions screen's groups column): the visible groups in order, without
 * figures or items. Their solutions and item counts are batched field loads (loaders.ts: one grouped
 * count), so a 10,000-item project is not read item by item as entities (issue #33: that took 1.5 s,
 * before the screen could show anything). The figures come with the project summary query.
 */
export async function listGroupRows(ctx: RequestContext, projectId: number): Promise<{ baseline: SolutionGroup | null; comparative: SolutionGroup[] }> {
  const project = await projectFor(ctx, projectId);
  const groups = await ctx.em.find(SolutionGroup, visibleGroups(ctx, { project: project.id }), { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return { baseline: groups.find((g) => g.state === 'baseline') ?? null, comparative: groups.filter((g) => g.state !== 'baseline') };
}

/** GET …/solution-groups/{id}: one group with its solutions (entities) and figures. */
export async function getGroup(ctx: RequestContext, projectId: number, groupId: number, options: SummaryOptions = {}) {
  const project = await projectFor(ctx, projectId);
  const id = groupId;
  const [group] = await loadGroupTrees(ctx.em, visibleGroups(ctx, { id, project: project.id }));
  if (!group) throw DomainError.notFound('solutions.groupNotFound');
  const { figures, reference } = await groupSummaryOf(ctx, project, id, options);
  await loadReferenceEntities(ctx.em);
  return { group, figures, reference };
}

/** GET …/solution-groups/names. */
export async function groupNames(ctx: RequestContext, projectId: number): Promise<SolutionGroup[]> {
  const project = await projectFor(ctx, projectId);
  return ctx.em.find(SolutionGroup, visibleGroups(ctx, { project: project.id }), { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/**
 * GET …/solution-groups/data-center-categories: the (non-preset) categories of the items in the
 * project's data-centre solutions (calculation mode 1), for the infrastructure-share pickers.
 */
export async function dataCenterCategories(ctx: RequestContext, projectId: number): Promise<Category[]> {
  const project = await projectFor(ctx, projectId);
  const rows = await ctx.em.getConnection().execute<Array<{ id: string }>>(
    `select distinct p.category_id as id from solution_items i
       join solutions s on s.id = i.solution_id
       join solution_groups g on g.id = s.group_id
       join solution_types t on t.id = s.solution_type_id
       join products p on p.id = i.product_id
     where g.project_id = ? and t.calculation_mode = 1`,
    [project.id],
  );
  if (!rows.length) return [];
  return ctx.em.find(Category, { id: { $in: rows.map((r) => r.id) }, preset: false }, { orderBy: { sortOrder: 'asc' } });
}

export async function createGroup(ctx: RequestContext, projectId: number, input: GroupCreateFields): Promise<SolutionGroup> {
  allow(ctx, WRITE_PERMISSION.group);
  const data = await validate(solutionGroupCreateSchema, input);
  const group = await guarded(ctx, async (tx) => {
    const project = await projectFor(tx, projectId, WRITE_PERMISSION.group);
    await assertRoomForGroup(tx, project, data.state);
    if (data.state === 'baseline') await assertNoOtherBaseline(tx, project.id);
    const g = tx.em.create(SolutionGroup, { project, name: data.name, state: data.state, active: data.active, sortOrder: await nextGroupOrder(tx, project.id) });
    await tx.em.flush();
    return g;
  });
  await publishChange(ctx, group.project, [group.id], 'group');
  return group;
}

function applyHeadings(group: SolutionGroup, data: { baselineHeading?: string | null; lcaHeading?: string | null; refurbishmentHeading?: string | null }): void {
  if (data.baselineHeading !== undefined) group.baselineHeading = data.baselineHeading || null;
  if (data.lcaHeading !== undefined) group.lcaHeading = data.lcaHeading || null;
  if (data.refurbishmentHeading !== undefined) group.refurbishmentHeading = data.refurbishmentHeading || null;
}

/** PUT …/solution-groups/{id}: name, state, active (the toggle) and headings. */
export async function updateGroup(ctx: RequestContext, projectId: number, groupId: number, input: GroupUpdateFields): Promise<SolutionGroup> {
  allow(ctx, WRITE_PERMISSION.group);
  const data = await validate(solutionGroupUpdateSchema, input);
  const group = await guarded(ctx, async (tx) => {
    const { project, group: g } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    if (data.state !== undefined && data.state !== g.state) {
      if (g.state === 'requested') throw DomainError.validation({ state: [keyed('solutions.requestedKeepsState')] });
      // A single-solution project's one group stays its baseline.
      if (isSingleSolution(project)) throw singleSolutionRefusal('solutions.singleSolutionGroup', 'state');
      if (data.state === 'baseline') await assertNoOtherBaseline(tx, project.id, g.id);
      g.state = data.state;
      // Only a comparative group can be the primary one.
      if (g.state !== 'comparative') g.isPrimary = false;
    }
    if (data.name !== undefined) g.name = data.name;
    if (data.active !== undefined) g.active = data.active;
    applyHeadings(g, data);
    await tx.em.flush();
    return g;
  });
  await publishChange(ctx, group.project, [group.id], 'group');
  return group;
}

/** PUT …/solution-groups/{id}/update-headings (report headings stored on the group). */
export async function updateHeadings(ctx: RequestContext, projectId: number, groupId: number, input: GroupHeadingsFields): Promise<SolutionGroup> {
  allow(ctx, WRITE_PERMISSION.group);
  const data = await validate(solutionGroupHeadingsSchema, input);
  const group = await inTransaction(ctx, async (tx) => {
    const { group: g } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    applyHeadings(g, data);
    await tx.em.flush();
    return g;
  });
  await publishChange(ctx, group.project, [group.id], 'group');
  return group;
}

/** PUT …/solution-groups/{id}/primary: this comparative group becomes primary, the others lose it. */
export async function setPrimary(ctx: RequestContext, projectId: number, groupId: number): Promise<SolutionGroup> {
  const group = await inTransaction(ctx, async (tx) => {
    const { project, group: g } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    if (g.state !== 'comparative' && g.state !== 'requested') {
      throw DomainError.validation({ primary: [keyed('solutions.primaryComparativeOnly')] });
    }
    await tx.em.nativeUpdate(SolutionGroup, { project: project.id, id: { $ne: g.id }, isPrimary: true }, { isPrimary: false });
    g.isPrimary = true;
    await tx.em.flush();
    return g;
  });
  await publishChange(ctx, group.project, [], 'group');
  return group;
}

export async function deleteGroup(ctx: RequestContext, projectId: number, groupId: number): Promise<void> {
  const { project, id } = await inTransaction(ctx, async (tx) => {
    const { project: p, group } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    assertKeepsItsSolution(p);
    const gid = group.id;
    // Solutions, items, capacity links, shares and item requests go with it (ON DELETE CASCADE).
    await tx.em.nativeDelete(SolutionGroup, { id: gid });
    return { project: p, id: gid };
  });
  await publishChange(ctx, project, [id], 'deleted');
}

/**
 * GET …/solution-groups/{id}/clone: a deep copy (solutions, items, live capacity links and shares),
 * placed last. A copy of the baseline or of a requested group is comparative (one baseline per project).
 */
export async function cloneGroup(ctx: RequestContext, projectId: number, groupId: number): Promise<SolutionGroup> {
  const { project, copyId } = await inTransaction(ctx, async (tx) => {
    const { project, group } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    await assertRoomForGroup(tx, project, 'comparative');
    const [source] = await loadGroupTrees(tx.em, { id: group.id });
    const copy = cloneGroupRow(tx.em, source, {
      name: `${source.name} (copy)`.slice(0, 160),
      state: source.state === 'baseline' || source.state === 'requested' ? 'comparative' : source.state,
      isPrimary: false,
      sortOrder: await nextGroupOrder(tx, project.id),
    });
    const copies = source.solutions.map((s) => ({ sourceId: s.id, copy: cloneSolutionInto(tx.em, s, copy, s.sortOrder, s.name) }));
    await solutionExtrasCopier.get()(tx.em, copies);
    await tx.em.flush();
    return { project, copyId: copy.id };
  });
  const [copy] = await loadGroupTrees(freshContext(ctx).em, { id: copyId });
  await publishChange(ctx, project, [copy.id], 'group');
  return copy;
}

/**
 * The solutions content of a cloned project (POST …/projects/{id}/clone): every group but the requested
 * ones (those are sellers' answers to a request, not the partner's own), with its state, primary flag,
 * order and headings, and every solution with its items, UPS, cooling, capacity links and shares.
 * Runs inside the clone's transaction (projects' cloneProject).
 */
export const copyProjectContent: ProjectContentCopier = async (tx, source, copy) => {
  const groups = await loadGroupTrees(tx.em, { project: source.id, state: { $ne: 'requested' } });
  const copies: SolutionCopy[] = [];
  for (const g of groups) {
    const group = cloneGroupRow(tx.em, g, { project: copy });
    for (const s of g.solutions) copies.push({ sourceId: s.id, copy: cloneSolutionInto(tx.em, s, group, s.sortOrder, s.name) });
  }
  await solutionExtrasCopier.get()(tx.em, copies);
};

/**
 * What a new single-solution project starts with (projects' contentSeeders, wired at start): its
 * baseline group with its one solution, both named after the project (no fixed English word in its
 * report), the solution of the data-centre type (so that its UPS and cooling can be chosen), in the
 * create's transaction.
 */
export const seedSingleSolution: ProjectContentSeeder = async (tx, project) => {
  const type =
    (await tx.em.findOne(SolutionType, { calculationMode: 1 }, { orderBy: { id: 'asc' } })) ?? (await tx.em.findOneOrFail(SolutionType, {}, { orderBy: { id: 'asc' } }));
  const group = tx.em.create(SolutionGroup, { project, name: project.name.slice(0, 160), state: 'baseline', active: true, sortOrder: 0 });
  await tx.em.flush();
  await newSolution(tx, project, group, type, project.name);
};

export interface ReorderResult {
  project: Project;
  source: Awaited<ReturnType<typeof groupSummaryOf>>;
  target: Awaited<ReturnType<typeof groupSummaryOf>>;
}

/**
 * POST …/solution-groups/{id}/re-order {solutions, target_group_id?, index?}. Without a target and an
 * index, `solutions` is the group's complete new order. Otherwise the listed solutions (all of this
 * group) move to position `index` (0-based, below 10; default the end) of the target group (default
 * this group). Never into a requested group. Both groups are renumbered; answers both summaries.
 */
export async function reorderSolutions(ctx: RequestContext, projectId: number, groupId: number, input: SolutionReorderFields): Promise<ReorderResult> {
  allow(ctx, WRITE_PERMISSION.group);
  const data = await validate(solutionReorderSchema, input);
  const ids = data.solutionIds;
  if (new Set(ids).size !== ids.length) throw DomainError.validation({ solutionIds: [keyed('solutions.solutionListedTwice')] });
  const { project, sourceId, targetId } = await inTransaction(ctx, async (tx) => {
    const { project: p, group: source } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.group);
    const target = data.targetGroupId !== undefined && data.targetGroupId !== source.id ? (await groupFor(tx, p.id, data.targetGroupId)).group : source;
    if (target !== source && target.state === 'requested') {
      throw DomainError.invalid('targetGroupId', 'solutions.moveToRequested');
    }
    // Both lists are renumbered: lock them (lower id first, so two moves cannot deadlock).
    for (const id of [...new Set([source.id, target.id])].sort((x, y) => x - y)) await lockListParent(tx.em, 'group', id);
    const order = { orderBy: { sortOrder: 'asc', id: 'asc' } } as const;
    const inSource = await tx.em.find(Solution, { group: source.id }, order);
    const byId = new Map(inSource.map((s) => [s.id, s]));
    const strangers = ids.filter((id) => !byId.has(id));
    if (strangers.length) throw DomainError.invalid('solutionIds', 'solutions.solutionsNotInGroup', { ids: strangers.join(', ') });
    if (target === source && data.index === undefined) {
      if (ids.length !== inSource.length) {
        throw DomainError.validation({ solutionIds: [keyed('solutions.reorderIncomplete')] });
      }
      ids.forEach((id, i) => (byId.get(id)!.sortOrder = i));
    } else {
      const moved = ids.map((id) => byId.get(id)!);
      const rest = inSource.filter((s) => !ids.includes(s.id));
      const list = target === source ? rest : await tx.em.find(Solution, { group: target.id }, order);
      list.splice(Math.min(data.index ?? list.length, list.length), 0, ...moved);
      for (const s of moved) s.group = target;
      list.forEach((s, i) => (s.sortOrder = i));
      if (target !== source) rest.forEach((s, i) => (s.sortOrder = i));
    }
    await tx.em.flush();
    return { project: p, sourceId: source.id, targetId: target.id };
  });
  await publishChange(ctx, project, [sourceId, targetId], 'reorder');
  const fresh = freshContext(ctx);
  const source = await groupSummaryOf(fresh, project, sourceId);
  const target = targetId === sourceId ? source : await groupSummaryOf(fresh, project, targetId);
  return { project, source, target };
}
