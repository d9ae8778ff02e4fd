/**
 * Scope 2 both ways and the energy split of a project (issue #31), and the contractual energy
 * instruments of a solution that the market-based method uses. The arithmetic is shared/calc/scope2.ts;
 * this service reads the project's computed figures (each solution's total kWh, M1–M3), the
 * instruments and the project's country (its residual mix, shared/reference/residual-mix.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, keyed } from '../../../../shared/errors';
import { coverageExceeds, instrumentsKwh, scope2Entries, scope2FigureKg, scope2Project, scope2Solution, type EnergyInstrument, type Scope2Method, type Scope2SolutionFigures } from '../../../../shared/calc';
import { residualMixFor, type ResidualMix } from '../../../../shared/reference/residual-mix';
import { energyInstrumentsSchema, type EnergyInstrumentsFields } from '../../../../shared/validation/scope2';
import type { RequestContext } from '../../platform/context';
import { allow, freshContext, inTransaction } from '../../platform/service-context';
import { validate } from '../../platform/validate';
import { scope2MethodOf } from '../partner-admin';
import { projectFor, type Project } from '../projects';
import { computedProject, publishChange, type SolutionCopy, solutionFor, WRITE_PERMISSION, type ComputedProject } from '../solutions';
import { SolutionEnergyInstrument } from './energy-instrument.entity';
import type { ProjectScope2 } from './scope2.types';

const WRITE = WRITE_PERMISSION.solution;

function instrumentsOf(ctx: RequestContext, solutionIds: number[]): Promise<SolutionEnergyInstrument[]> {
  if (solutionIds.length === 0) return Promise.resolve([]);
  return ctx.em.find(SolutionEnergyInstrument, { solution: { $in: solutionIds } }, { orderBy: { id: 'asc' } });
}

const asCalc = (i: Pick<SolutionEnergyInstrument, 'type' | 'kwh' | 'factorG'>): EnergyInstrument => ({ type: i.type, kwh: i.kwh, factorG: i.factorG });

/** The solution's figures as computed for its project (every group, counted or not). */
function solutionTotalKwh(computed: ComputedProject, solutionId: number): number {
  for (const g of computed.groups) for (const s of g.solutions) if (s.solution.id === solutionId) return s.figures.totalKwh;
  return 0;
}

/** GET …/solution/{sid}/energy-instruments. */
export async function listInstruments(ctx: RequestContext, projectId: number, solutionId: number): Promise<SolutionEnergyInstrument[]> {
  const { solution } = await solutionFor(ctx, projectId, solutionId);
  return instrumentsOf(ctx, [solution.id]);
}

/**
 * PUT …/solution/{sid}/energy-instruments {instruments: […]}: replaces the solution's whole list in one
 * transaction. Together they may not cover more than the solution's yearly energy (422).
 */
export async function setInstruments(ctx: RequestContext, projectId: number, solutionId: number, input: EnergyInstrumentsFields): Promise<SolutionEnergyInstrument[]> {
  allow(ctx, WRITE);
  const data = await validate(energyInstrumentsSchema, input);
  const result = await inTransaction(ctx, async (tx) => {
    const sc = await solutionFor(tx, projectId, solutionId, WRITE);
    const instruments = data.instruments.map((i) => ({ type: i.type, kwh: i.kwh, factorG: i.factorG ?? null, note: i.note ?? null }));
    const computed = await computedProject(tx, sc.project, { year: null, lcaReport: false });
    const totalKwh = solutionTotalKwh(computed, sc.solution.id);
    if (coverageExceeds(totalKwh, instruments)) {
      const fmt = (n: number) => Math.round(n).toString();
      throw DomainError.validation({ instruments: [keyed('energyInstruments.coverageExceeded', { covered: fmt(instrumentsKwh(instruments)), total: fmt(totalKwh) })] });
    }
    await tx.em.nativeDelete(SolutionEnergyInstrument, { solution: sc.solution.id });
    for (const i of instruments) tx.em.create(SolutionEnergyInstrument, { solution: sc.solution, ...i });
    await tx.em.flush();
    return sc;
  });
  await publishChange(ctx, result.project, [result.group.id], 'solution', { solutionIds: [result.solution.id] });
  return instrumentsOf(freshContext(ctx), [result.solution.id]);
}

/** Where the uncovered kWh's factor came from, in words (the REST reply's residual_mix_source). */
function residualSource(country: string | null, mix: ResidualMix | null): string {
  if (mix && mix.gCo2PerKwh !== null) return `${mix.source.publisher}: ${mix.source.title}, ${mix.code} ${mix.year}`;
  const fallback = "no residual mix: the solutions' grid-average factors (GHG Protocol Scope 2 Guidance, Table 6.3)";
  if (mix) return `${mix.code}: ${fallback} (${mix.source.note ?? 'N/A'})`;
  return country ? `${country.toUpperCase()}: ${fallback}` : `No project country: ${fallback}`;
}

/** The residual mix's publication without its English table description: "Association of Issuing Bodies (AIB), European Residual Mixes 2023, Version 1.0". */
function residualPublication(mix: ResidualMix): string {
  return `${mix.source.publisher}, ${mix.source.title.replace(/\s*\(.*\)\s*$/, '')}`;
}

/** What a project's scope 2 was computed from: the instruments per solution id and the residual mix (document manifests). */
export interface Scope2Inputs {
  /** The partner's registered method (issue #46 point 2). */
  method: Scope2Method;
  /** The residual mix of the project's country, g/kWh; null: none curated (the grid factors then). */
  residualFactorG: number | null;
  /** Each solution's instruments (solution id → instruments, in id order). */
  instruments: Record<string, EnergyInstrument[]>;
}

/**
 * The scope 2 figures of a computed project (the baseline's, with each counted group beside it) and
 * what they were computed from: GET …/scope2, and the report's registered total (issue #46 point 2).
 */
export async function scope2OfComputed(ctx: RequestContext, project: Project, computed: Pick<ComputedProject, 'groups' | 'inputs' | 'figures'>): Promise<{ scope2: ProjectScope2; inputs: Scope2Inputs }> {
  const solutionIds = computed.groups.flatMap((g) => g.solutions.map((s) => s.solution.id));
  const byId = new Map<string, SolutionEnergyInstrument[]>();
  for (const i of await instrumentsOf(ctx, solutionIds)) {
    const key = String(i.solution.id);
    byId.set(key, [...(byId.get(key) ?? []), i]);
  }
  const instruments = Object.fromEntries([...byId].map(([k, list]) => [k, list.map(asCalc)]));
  const mix = residualMixFor(project.country);
  const factor = mix?.gCo2PerKwh ?? null;
  // Apart: a group and a solution may share an id (the demo's group 1 was printed with solution 1's name).
  const names = { groups: {} as Record<string, string>, solutions: {} as Record<string, string> };
  for (const g of computed.groups) {
    names.groups[String(g.group.id)] = g.group.name;
    for (const s of g.solutions) names.solutions[String(s.solution.id)] = s.solution.name;
  }
  const figures = scope2Project(
    scope2Entries(computed.inputs.groups, computed.figures.groups, instruments, names),
    factor,
    // Instruments recorded before the solution's energy shrank: scaled down so that the read answers.
    { excess: 'scale' },
  );
  const method = scope2MethodOf(project.partner);
  return {
    scope2: {
      ...figures,
      registeredMethod: method,
      registeredKg: scope2FigureKg(figures, method),
      groups: figures.groups.map((g) => ({ ...g, registeredKg: scope2FigureKg(g, method), solutions: g.solutions.map((s) => ({ ...s, instruments: byId.get(s.id) ?? [] })) })),
      residualMixFactorG: factor,
      residualMixSource: residualSource(project.country, mix),
      residualMixFallback: factor === null,
      residualMixPublication: mix && mix.gCo2PerKwh !== null ? residualPublication(mix) : null,
      residualMixYear: mix && mix.gCo2PerKwh !== null ? mix.year : null,
      countryCode: project.country,
    },
    inputs: { method, residualFactorG: factor, instruments },
  };
}

/**
 * One solution's scope 2 figures over `totalKwh` (its model energy): its instruments, else its M3
 * renewable share as a market-based claim, the rest at the residual mix (the EED report reconciles its
 * own renewable entry with these, issue #46 point 7).
 */
export async function solutionScope2(
  ctx: RequestContext,
  project: Pick<Project, 'country'>,
  solution: { id: number; co2FactorGram: number; renewableEnergy: number },
  totalKwh: number,
): Promise<Scope2SolutionFigures> {
  const instruments = (await instrumentsOf(ctx, [solution.id])).map(asCalc);
  const factor = residualMixFor(project.country)?.gCo2PerKwh ?? null;
  return scope2Solution({ totalKwh, gridFactorG: solution.co2FactorGram, renewablePercent: solution.renewableEnergy, instruments }, factor, { excess: 'scale' });
}

/**
 * GET …/projects/{id}/scope2: location- and market-based scope 2 and the energy split of the project,
 * which is its baseline's (today, M3, issue #46), with each counted group (the baseline and the
 * alternatives, each alternative with its saving) and per-solution detail, and the figure the
 * partner's documents register (`registeredMethod`, `registeredKg`; issue #46 point 2).
 */
export async function projectScope2(ctx: RequestContext, projectId: number): Promise<ProjectScope2> {
  const project = await projectFor(ctx, projectId);
  const computed = await computedProject(ctx, project, { year: null, lcaReport: false });
  return (await scope2OfComputed(ctx, project, computed)).scope2;
}

/**
 * A clone's copy of the instruments (issue #31): every instrument of each source solution, on its copy
 * (the solutions feature calls this through its `solutionExtrasCopier` slot, before the clone's flush).
 */
export async function copyEnergyInstruments(em: EntityManager, copies: readonly SolutionCopy[]): Promise<void> {
  if (copies.length === 0) return;
  const bySource = new Map(copies.map((c) => [c.sourceId, c.copy]));
  const rows = await em.find(SolutionEnergyInstrument, { solution: { $in: [...bySource.keys()] } }, { orderBy: { id: 'asc' } });
  for (const r of rows) {
    em.create(SolutionEnergyInstrument, { solution: bySource.get(r.solution.id)!, type: r.type, kwh: r.kwh, factorG: r.factorG, note: r.note });
  }
}
