/**
 * What a SolutionGroupUpdated event carries to each open solutions screen: the changed solutions and
 * items and the new summaries, read with the recipient's own access (a draft response stays hidden
 * from buyers; another partner's project is never read). Whatever the recipient may not see is left
 * out, and the screen refetches what it misses (a minimal refetch instead of a leak).
 */
import type { RequestContext } from '../../platform/context';
import { maySeeProjectEvent, type Project } from '../projects';
import type { SolutionGroupUpdatedPayload } from '../../platform/realtime/pubsub';
import { computeGroup, computeSolution } from '../../../../shared/calc';
import { primeById } from '../../platform/db/loaders';
import { Category } from '../reference';
import { projectFor, solutionFor } from './access';
import { primeItemCounts } from './loaders';
import { Solution, SolutionItem } from './solution.entity';
import { computedProject, type ComputedProject } from './summaries/project-figures';
import * as summaries from './summaries/summary.service';
import type { ProjectSummary, SolutionGroupSummary, SolutionSummary } from './summaries/summary.types';
import { groupSummaryView, projectSummaryView, solutionSummaryView } from './summaries/summary.views';

/**
 * The recipient's visibility class for an event (platform/graphql/shared-events.ts): recipients of one
 * class see exactly the same event, so it is read once for all of them (issue #33). Everything the
 * reads below may depend on is in it: how the recipient sees the project (its owner, the partner's
 * organisation, a share of another partner), the recipient's partner (whose products and namespaces
 * they see), roles, permissions and the subscription's state. A request share's grant never reaches
 * a subscription (publishChange stays silent for it), so a grant executes alone.
 */
export function recipientClass(ctx: RequestContext, e: SolutionGroupUpdatedPayload): string | null {
  const a = ctx.actor;
  if (!a || ctx.grant || !maySeeProjectEvent(a, e)) return null;
  const relation = a.partner.id === e.partnerId ? (a.user.id === e.ownerId ? 'owner' : 'partner') : 'share';
  const user = a.user;
  const s = a.subscription;
  return JSON.stringify([
    relation,
    a.partner.id,
    a.partner.type,
    [...user.roles].sort(),
    [...user.permissions].sort(),
    user.isSuperAdmin,
    user.isPartnerAdmin,
    user.isCollaborator,
    s ? [s.id, s.isFree, s.isActive] : null,
  ]);
}

/** null when the recipient may not see it (or it is gone). */
async function visible<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

function present<T>(list: Array<T | null>): T[] {
  return list.filter((x): x is T => x !== null);
}

/**
 * The event's project as the recipient sees it, read once per event execution: the changed solutions
 * and the figures both start from it (issue #33: it was read twice per execution).
 */
const projectByEvent = new WeakMap<object, Promise<Project>>();
function eventProject(ctx: RequestContext, e: SolutionGroupUpdatedPayload): Promise<Project> {
  let project = projectByEvent.get(ctx.em);
  if (!project) {
    project = projectFor(ctx, e.projectId);
    projectByEvent.set(ctx.em, project);
  }
  return project;
}

/** The changed solutions the recipient may see, read once per event execution (the solutions and items fields both ask). */
const solutionsByEvent = new WeakMap<object, Promise<Solution[]>>();
export function changedSolutions(ctx: RequestContext, e: SolutionGroupUpdatedPayload): Promise<Solution[]> {
  let solutions = solutionsByEvent.get(ctx.em);
  if (!solutions) {
    solutions = ctx.grant
      ? // A request share's grant narrows to its group (solutionFor); events reach no grant, but the rule stays one.
        Promise.all(e.solutionIds.map((id) => visible(async () => (await solutionFor(ctx, e.projectId, id)).solution))).then(present)
      : visible(async () => {
          const project = await eventProject(ctx, e);
          // As solutionFor: the project's solutions outside a draft response, in one statement.
          const found = await ctx.em.find(Solution, { id: { $in: e.solutionIds }, group: { project: project.id, responseDraft: false } }, { populate: ['group', 'solutionType'] });
          const byId = new Map(found.map((x) => [x.id, x]));
          await primeFromFigures(ctx, e);
          return present(e.solutionIds.map((id) => byId.get(id) ?? null));
        }).then((list) => list ?? []);
    solutionsByEvent.set(ctx.em, solutions);
  }
  return solutions;
}

/** The items changed in place, of the changed solutions the recipient may see. */
export async function changedItems(ctx: RequestContext, e: SolutionGroupUpdatedPayload): Promise<SolutionItem[]> {
  if (!e.itemIds.length) return [];
  const solutions = await changedSolutions(ctx, e);
  if (!solutions.length) return [];
  await primeFromFigures(ctx, e);
  return ctx.em.find(SolutionItem, { id: { $in: e.itemIds }, solution: { $in: solutions.map((s) => s.id) } }, { populate: ['product'], orderBy: { id: 'asc' } });
}

/**
 * The project's figures as the recipient sees them, computed once per revision (project-figures.ts:
 * after an edit only the edited solution is read again), shared by the event's summary fields (one
 * per event execution: the resolver forks the EntityManager per event). The traces ("how was this
 * calculated") are computed from the kept calc inputs, so an event reads no entity tree and no
 * reference rows of its own (issue #33). null when the recipient may not see the project.
 */
const figuresByEvent = new WeakMap<object, Promise<ComputedProject | null>>();
function figuresOf(ctx: RequestContext, e: SolutionGroupUpdatedPayload): Promise<ComputedProject | null> {
  let figures = figuresByEvent.get(ctx.em);
  if (!figures) {
    figures = visible(async () => computedProject(ctx, await eventProject(ctx, e), { year: undefined, lcaReport: false }));
    figuresByEvent.set(ctx.em, figures);
  }
  return figures;
}

/**
 * What the event's entity fields would read again is in the figures the event computes anyway: the
 * changed solutions' item counts (one figure row per item) and the categories (reference rows). The
 * request's loaders are told them, so the solutions' `itemCount` and the items' `product.category`
 * cost no statement (issue #33: statements per edit with many screens ≤ 2 × with none).
 */
const primedByEvent = new WeakMap<object, Promise<void>>();
function primeFromFigures(ctx: RequestContext, e: SolutionGroupUpdatedPayload): Promise<void> {
  let primed = primedByEvent.get(ctx.em);
  if (!primed) {
    primed = figuresOf(ctx, e).then((computed) => {
      if (!computed) return;
      const changed = new Set(e.solutionIds);
      const counts = computed.groups.flatMap((g) => g.solutions.filter((x) => changed.has(x.solution.id)).map((x): [number, number] => [x.solution.id, x.items.length]));
      primeItemCounts(ctx.em, counts);
      primeById(ctx.em, Category, computed.reference.categories);
    });
    primedByEvent.set(ctx.em, primed);
  }
  return primed;
}

export async function changedSolutionSummaries(ctx: RequestContext, e: SolutionGroupUpdatedPayload, explain: boolean): Promise<SolutionSummary[]> {
  const computed = await figuresOf(ctx, e);
  if (!computed) return [];
  const out: SolutionSummary[] = [];
  for (const id of e.solutionIds) {
    const gi = computed.groups.findIndex((g) => g.solutions.some((x) => x.solution.id === id));
    // Not visible to the recipient (a draft response), or gone.
    if (gi < 0) continue;
    const si = computed.groups[gi].solutions.findIndex((x) => x.solution.id === id);
    const figures = explain ? computeSolution(computed.inputs.groups[gi].solutions[si], computed.inputs.context, { explain }) : computed.groups[gi].solutions[si].figures;
    out.push(solutionSummaryView(figures, computed.reference));
  }
  return out;
}

export async function changedGroupSummaries(ctx: RequestContext, e: SolutionGroupUpdatedPayload, explain: boolean): Promise<SolutionGroupSummary[]> {
  if (e.action === 'deleted') return [];
  const computed = await figuresOf(ctx, e);
  if (!computed) return [];
  const out: SolutionGroupSummary[] = [];
  for (const id of e.groupIds) {
    const gi = computed.groups.findIndex((g) => g.group.id === id);
    if (gi < 0) continue;
    const figures = explain ? computeGroup(computed.inputs.groups[gi], computed.inputs.context, { explain }) : computed.groups[gi].figures;
    out.push(groupSummaryView(figures, computed.reference, computed.groups[gi].group));
  }
  return out;
}

/**
 * Whether the change stays inside its groups (an edit of a solution, item, capacity or share): every
 * other group's figures are as they were (a group's figures depend on its own solutions only,
 * shared/calc groupFromSolutions), so an event may carry the changed groups' entries alone.
 * Group changes (create, update, primary, clone, delete, re-order) may move other groups.
 */
export function staysInItsGroups(e: Pick<SolutionGroupUpdatedPayload, 'action'>): boolean {
  return e.action === 'solution' || e.action === 'item' || e.action === 'capacity' || e.action === 'share';
}

/**
 * The project's new summary; with `changedGroupsOnly` and a change that stays inside its groups,
 * `groups` holds only the changed groups' entries (issue #33: an edit sends what changed, not every
 * group's figures), the project's own figures are whole.
 */
export async function changedProjectSummary(ctx: RequestContext, e: SolutionGroupUpdatedPayload, explain: boolean, changedGroupsOnly = false): Promise<ProjectSummary | null> {
  const only = changedGroupsOnly && staysInItsGroups(e) ? new Set(e.groupIds.map(String)) : undefined;
  if (explain) {
    return visible(async () => {
      const s = await summaries.projectSummary(ctx, e.projectId, { explain });
      return projectSummaryView(s.figures, s.reference, s.groups, only);
    });
  }
  const computed = await figuresOf(ctx, e);
  return computed && projectSummaryView(computed.figures, computed.reference, computed.groups.map((g) => g.group), only);
}
