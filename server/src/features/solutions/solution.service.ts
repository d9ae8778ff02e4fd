/**
 * Solutions (spec/project-areas.md §3 Solution, §7 "Solutions"; methodology M2, M3): create with the
 * project's kWh price and the project country's grid factor, update, delete, clone, and the UPS and
 * cooling pickers (a preset, or `custom` with a validated value; 0 means none).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, keyed } from '../../../../shared/errors';
import { parseDecimalInput } from '../../../../shared/format/number';
import { type CoolingFields, coolingSchema, type SolutionCreateFields, solutionCreateSchema, type SolutionUpdateFields, solutionUpdateSchema, type UpsFields, upsSchema } from '../../../../shared/validation/solutions';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import type { Project } from '../projects';
import { GridFactor, InfrastructurePreset, SolutionType } from '../reference';
import { groupFor, publishChange, solutionFor, type ScopedSolution, WRITE_PERMISSION } from './access';
import { allow, freshContext, inTransaction } from '../../platform/service-context';
import { Solution, SolutionGroup } from './solution.entity';
import { cloneSolutionInto } from './solution-clone';
import { calcContext, CalcMapper, lcaPriority, loadReference, loadSolutionTree } from './calc-adapter';
import type { SummaryOptions } from './summaries/summary.service';
import { computeSolution } from '../../../../shared/calc';
import { lockListParent } from './order-lock';
import { assertKeepsItsSolution, assertRoomForSolution } from './single-solution';
import { defaultSolutionDescription, defaultSolutionName } from './solution-defaults';
import { slot } from '../../platform/wiring';

/** A solution copied by a clone: the source's id and the (not yet flushed) copy. */
export interface SolutionCopy {
  sourceId: number;
  copy: Solution;
}
/**
 * What features above solutions keep per solution and copy with it (scope 2's energy instruments,
 * issue #31), called in the clone's transaction before its flush.
 */
export type SolutionExtrasCopier = (em: EntityManager, copies: readonly SolutionCopy[]) => Promise<void>;
export const solutionExtrasCopier = slot<SolutionExtrasCopier>('solutions.extrasCopier');

/** The project's grid factor (M3): its country, else its client's, else its partner's; 0 when unknown. */
async function projectGridFactor(ctx: RequestContext, project: Project): Promise<number> {
  const country = project.country || project.client.country || project.partner.countryCode;
  if (!country) return 0;
  const code = country.trim().toUpperCase().split('-')[0];
  const factor = await ctx.em.findOne(GridFactor, { code });
  return factor?.gCo2ePerKwh ?? 0;
}

async function nextSolutionOrder(em: EntityManager, groupId: number): Promise<number> {
  await lockListParent(em, 'group', groupId);
  const last = await em.findOne(Solution, { group: groupId }, { orderBy: { sortOrder: 'desc' }, fields: ['sortOrder'] });
  return last ? last.sortOrder + 1 : 0;
}

/**
 * A new solution (not flushed), last in its group: the project's kWh price, the project country's grid
 * factor (M3), renewable energy 0 and no UPS or cooling.
 */
export async function newSolution(tx: RequestContext, project: Project, group: SolutionGroup, type: SolutionType, name: string, description: string | null = null): Promise<Solution> {
  return tx.em.create(Solution, {
    group,
    solutionType: type,
    name: name.slice(0, 160),
    description,
    renewableEnergy: 0,
    co2FactorGram: await projectGridFactor(tx, project),
    kwhPrice: project.kwhPrice,
    sortOrder: await nextSolutionOrder(tx.em, group.id),
  });
}

/** A visible solution with its items (and products), capacity links and shares. */
export async function solutionTree(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number): Promise<Solution> {
  const { solution } = await solutionFor(ctx, projectId, solutionId, undefined, groupId);
  return (await loadSolutionTree(ctx.em, { id: solution.id }))!;
}

/** GET …/solution-groups/{gid}/solution/{id}: the solution with items, capacity links and its figures. */
export async function getSolution(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number, options: SummaryOptions = {}) {
  const { project, solution: found } = await solutionFor(ctx, projectId, solutionId, undefined, groupId);
  const reference = await loadReference(ctx.em, options.year, project.id);
  const solution = (await loadSolutionTree(ctx.em, { id: found.id }))!;
  const figures = computeSolution(new CalcMapper(reference, lcaPriority(project)).solution(solution), calcContext(project, reference), { explain: options.explain });
  return { solution, figures, reference };
}

/**
 * POST …/solution-groups/{gid}/solution?description=0 {solution_type_id, name?}: a new solution, last in
 * its group, with the project's kWh price, the project country's grid factor, renewable energy 0 and
 * no UPS or cooling. `withDescription` (description=1) fills a default description.
 */
export async function createSolution(ctx: RequestContext, projectId: number, groupId: number, input: SolutionCreateFields, withDescription = false): Promise<Solution> {
  allow(ctx, WRITE_PERMISSION.solution);
  const data = await validate(solutionCreateSchema, input);
  const { project, solution } = await inTransaction(ctx, async (tx) => {
    const { project: p, group } = await groupFor(tx, projectId, groupId, WRITE_PERMISSION.solution);
    await assertRoomForSolution(tx, p);
    const type = await tx.em.findOne(SolutionType, { id: data.solutionTypeId });
    if (!type) throw DomainError.validation({ solutionTypeId: [keyed('solutions.solutionTypeInvalid')] });
    const count = await tx.em.count(Solution, { group: group.id });
    // Defaults in the creator's language (issue #47, Translations).
    const locale = ctx.actor?.user.locale;
    const s = await newSolution(tx, p, group, type, data.name || defaultSolutionName(locale, type, count + 1), withDescription ? defaultSolutionDescription(locale, type, p.name) : null);
    await tx.em.flush();
    return { project: p, solution: s };
  });
  await publishChange(ctx, project, [solution.group.id], 'solution');
  return solution;
}

/** PUT …/solution-groups/{gid}/solution/{id}: name, renewable_energy, description, co2_factor_gram, kwh_price, refurbishment_impact_percentage. */
export async function updateSolution(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number, input: SolutionUpdateFields): Promise<Solution> {
  allow(ctx, WRITE_PERMISSION.solution);
  const data = await validate(solutionUpdateSchema, input);
  const { project, solution } = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.solution, groupId);
    const s = scope.solution;
    if (data.name !== undefined) s.name = data.name;
    if (data.description !== undefined) s.description = data.description || null;
    if (data.renewableEnergy !== undefined) s.renewableEnergy = data.renewableEnergy;
    if (data.co2FactorGram !== undefined) s.co2FactorGram = data.co2FactorGram;
    if (data.kwhPrice !== undefined) s.kwhPrice = parseDecimalInput(data.kwhPrice);
    // 0 means new and is dropped from updates (spec §5, M5); null clears the value.
    if (data.refurbishmentImpactPercentage === null) s.refurbishmentImpactPercentage = null;
    else if (data.refurbishmentImpactPercentage) s.refurbishmentImpactPercentage = data.refurbishmentImpactPercentage;
    await tx.em.flush();
    return scope;
  });
  await publishChange(ctx, project, [solution.group.id], 'solution', { solutionIds: [solution.id], structural: false });
  return solution;
}

export async function deleteSolution(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number): Promise<void> {
  const { project, group } = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.solution, groupId);
    assertKeepsItsSolution(scope.project);
    await tx.em.nativeDelete(Solution, { id: scope.solution.id });
    return scope;
  });
  await publishChange(ctx, project, [group.id], 'solution');
}

/** GET …/solution-groups/{gid}/solution/{id}/clone: a deep copy placed last in the same group. */
export async function cloneSolution(ctx: RequestContext, projectId: number, groupId: number | undefined, solutionId: number): Promise<Solution> {
  const { project, groupId: gid, copyId } = await inTransaction(ctx, async (tx) => {
    const scope = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.solution, groupId);
    await assertRoomForSolution(tx, scope.project);
    const source = (await loadSolutionTree(tx.em, { id: scope.solution.id }))!;
    const copy = cloneSolutionInto(tx.em, source, scope.group, await nextSolutionOrder(tx.em, scope.group.id), `${source.name} (copy)`);
    await solutionExtrasCopier.get()(tx.em, [{ sourceId: source.id, copy }]);
    await tx.em.flush();
    return { project: scope.project, groupId: scope.group.id, copyId: copy.id };
  });
  await publishChange(ctx, project, [gid], 'solution');
  return (await loadSolutionTree(freshContext(ctx).em, { id: copyId }))!;
}

type InfraKind = 'ups' | 'cooling';

/** A preset by id, by `custom`, or by its value (e.g. 92.1 or 0); 404 when none matches. */
async function findPreset(ctx: RequestContext, kind: InfraKind, raw: unknown): Promise<InfrastructurePreset> {
  const key = String(raw ?? '').trim();
  let preset: InfrastructurePreset | null = null;
  if (key === 'custom') preset = await ctx.em.findOne(InfrastructurePreset, { kind, value: null });
  else if (/^\d+(\.\d+)?$/.test(key)) preset = await ctx.em.findOne(InfrastructurePreset, { kind, value: Number(key) });
  else if (key) preset = await ctx.em.findOne(InfrastructurePreset, { kind, id: key });
  if (!preset) throw DomainError.notFound(kind === 'ups' ? 'solutions.upsPresetUnknown' : 'solutions.coolingPresetUnknown');
  return preset;
}

async function noneOf(ctx: RequestContext, kind: InfraKind): Promise<string> {
  const none = await ctx.em.findOne(InfrastructurePreset, { kind, value: 0 });
  return none?.id ?? `${kind}_none`;
}

async function setInfrastructure(ctx: RequestContext, projectId: number | null, solutionId: number, kind: InfraKind, presetRef: string, value: number | undefined): Promise<ScopedSolution> {
  const scope = await inTransaction(ctx, async (tx) => {
    const sc = await solutionFor(tx, projectId, solutionId, WRITE_PERMISSION.solution);
    if (!sc.solution.solutionType.usesInfrastructure) {
      throw DomainError.validation({ [kind]: [keyed('solutions.infrastructureDataCentreOnly')] });
    }
    const preset = await findPreset(tx, kind, presetRef);
    const field = kind === 'ups' ? 'efficiency' : 'cop';
    let id = preset.id;
    let v = preset.value;
    if (v === null) {
      if (value === undefined) throw DomainError.invalid(field, kind === 'ups' ? 'solutions.customUpsEfficiencyRequired' : 'solutions.customCoolingCopRequired');
      v = value;
      if (v === 0) id = await noneOf(tx, kind);
    }
    if (kind === 'ups') {
      sc.solution.upsPresetId = id;
      sc.solution.upsEfficiency = v;
    } else {
      sc.solution.coolingPresetId = id;
      sc.solution.coolingCop = v;
    }
    await tx.em.flush();
    return sc;
  });
  await publishChange(ctx, scope.project, [scope.group.id], 'solution', { solutionIds: [scope.solution.id], structural: false });
  return scope;
}

/** PUT /project-manager/solution/{id}/ups/{upsId} {efficiency}: a preset, or custom 0 < η ≤ 100 (0 = none). */
export async function setUps(ctx: RequestContext, projectId: number | null, solutionId: number, upsId: string, input: UpsFields): Promise<Solution> {
  allow(ctx, WRITE_PERMISSION.solution);
  const data = await validate(upsSchema, input ?? {});
  return (await setInfrastructure(ctx, projectId, solutionId, 'ups', upsId, data.efficiency)).solution;
}

/** PUT /project-manager/solution/{id}/cooling/{coolingId} {cop}: a preset, or custom cop > 0 (0 = none). */
export async function setCooling(ctx: RequestContext, projectId: number | null, solutionId: number, coolingId: string, input: CoolingFields): Promise<Solution> {
  allow(ctx, WRITE_PERMISSION.solution);
  const data = await validate(coolingSchema, input ?? {});
  return (await setInfrastructure(ctx, projectId, solutionId, 'cooling', coolingId, data.cop)).solution;
}
