/**
 * The entity-to-calc adapter: reads a project's rows (groups, solutions, items, products, capacity links,
 * shares) in a FIXED number of queries (select-in populate, one query per relation level), loads the
 * reference rows a computation needs, and maps them once to shared/calc inputs (M1–M5). Summaries and
 * reports both compute through it; nothing here does arithmetic on figures.
 */
import { Collection, wrap, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_LCA_PRIORITY,
  resolveLca,
  type CalcContext,
  type CalcGroup,
  type CalcItem,
  type CalcMode,
  type CalcSolution,
  type CalculationMode,
  type GroupState,
  type LcaMethod,
  type RatingThresholds,
} from '../../../../shared/calc';
import { dataMethodPriorityOf } from '../partner-admin';
import type { Project } from '../projects';
import { CapacityDefinition, Category } from '../reference';
import { groupRowOf, solutionRowOf, type GroupRow, type ProductRow, type SolutionRow } from './figure-rows';
import { Solution, SolutionGroup } from './solution.entity';

/** Reference rows a computation needs, loaded once per summary. */
export interface SummaryReference {
  categories: Map<string, Category>;
  capacities: Map<string, CapacityDefinition>;
  thresholds: RatingThresholds;
  /** The rating year used; null when the rating scales are empty. */
  ratingYear: number | null;
}

const SOLUTION_TREE = ['solutionType', 'items', 'items.product', 'capacities', 'shares'] as const;
const GROUP_TREE = ['solutions', ...SOLUTION_TREE.map((p) => `solutions.${p}` as const)] as const;

/**
 * The rating thresholds of a year (M4) from the rating_scales table: per capacity the six upper W per
 * unit bounds, and the six cooling COP lower bounds. A year outside the table takes the nearest
 * earlier year (else the earliest); no year takes the latest. One query.
 */
async function loadThresholds(em: EntityManager, year: number | null | undefined, projectId: number | null): Promise<{ thresholds: RatingThresholds; year: number | null }> {
  const rows = await em.getConnection().execute<Array<{ year: number; category_id: string; capacity_id: string | null; metric: string; bounds: number[] | string }>>(
    `select year, category_id, capacity_id, metric, bounds from rating_scales
     where year = coalesce((select max(year) from rating_scales
                             where year <= coalesce(?, (select pr.year from project_reports pr where pr.project_id = ?), 100000)),
                            (select min(year) from rating_scales))`,
    [year ?? null, projectId ?? 0],
  );
  const capacities: Record<string, number[]> = {};
  const categories: Record<string, number[]> = {};
  let coolingCop: number[] | null = null;
  for (const r of rows) {
    const bounds = (typeof r.bounds === 'string' ? JSON.parse(r.bounds) : r.bounds) as number[];
    if (r.metric === 'cop') coolingCop = bounds;
    else if (r.capacity_id) capacities[r.capacity_id] = bounds;
    else categories[r.category_id] = bounds;
  }
  return { thresholds: { capacities, categories, coolingCop }, year: rows.length ? Number(rows[0].year) : null };
}

/** Reference data and the rating thresholds of `year`, else of the project's report year, else the latest. */
export async function loadReference(em: EntityManager, year?: number | null, projectId: number | null = null): Promise<SummaryReference> {
  const categories = await em.find(Category, {});
  const capacities = await em.find(CapacityDefinition, {});
  const { thresholds, year: ratingYear } = await loadThresholds(em, year, projectId);
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    capacities: new Map(capacities.map((c) => [c.id, c])),
    thresholds,
    ratingYear,
  };
}

/**
 * The partner's LCA data-method priority (M5; spec/platform-and-shell.md §3
 * Partner.etool_data_method_priority, set by PUT /partner/admin/data-method-priority): the project
 * partner's stored order, or the default product → average_plus → category_default. The partner is
 * in the request's identity map (the caller's own), so this reads no row; an unloaded reference
 * falls back to the default.
 */
export function lcaPriority(project: Project): readonly LcaMethod[] {
  const partner = project.partner;
  return wrap(partner).isInitialized() ? dataMethodPriorityOf(partner) : DEFAULT_LCA_PRIORITY;
}

/** What every computation of a project shares (M3 project price, M4 thresholds, M5 exclusions). */
export function calcContext(project: Pick<Project, 'kwhPrice'>, ref: SummaryReference): CalcContext {
  return {
    ratingThresholds: ref.thresholds,
    kwhPrice: project.kwhPrice,
    nonRefurbishedCategoryIds: [...ref.categories.values()].filter((c) => !c.refurbishable).map((c) => c.id),
  };
}

interface ProductInput {
  categoryId: string;
  modes: CalcMode[];
  lca: CalcItem['lca'];
}

/**
 * Maps DB rows to engine inputs; products are mapped once each, however many items use them. Takes the
 * plain rows of figure-rows.ts or a loaded entity tree (mapped to the same rows first).
 */
export class CalcMapper {
  private readonly products = new Map<number, ProductInput>();
  constructor(
    private readonly ref: SummaryReference,
    private readonly priority: readonly LcaMethod[],
  ) {}

  private product(p: ProductRow): ProductInput {
    let mapped = this.products.get(p.id);
    if (mapped) return mapped;
    const category = this.ref.categories.get(p.category.id);
    const defaults = category?.defaultLca ?? null;
    mapped = {
      categoryId: p.category.id,
      modes: p.modes.map((m) => ({ name: m.name, powerConsumptionWatts: m.powerWatts, hours: m.hours })),
      lca: resolveLca(
        {
          product: { manufacturingKg: p.lcaManufacturingKg, transportationKg: p.lcaTransportationKg, eolKg: p.lcaEolKg },
          categoryDefault: defaults
            ? { manufacturingKg: defaults.manufacturingKgCo2e, transportationKg: defaults.transportationKgCo2e, eolKg: defaults.eolKgCo2e }
            : null,
          weightKg: p.weightKg,
          referenceWeightKg: category?.referenceWeightKg ?? null,
        },
        this.priority,
      ),
    };
    this.products.set(p.id, mapped);
    return mapped;
  }

  solution(solution: SolutionRow | Solution): CalcSolution {
    const s = solution.items instanceof Collection ? solutionRowOf(solution as Solution) : (solution as SolutionRow);
    const items: CalcItem[] = s.items.map((i) => {
      const p = this.product(i.product);
      return {
        id: String(i.id),
        categoryId: p.categoryId,
        amount: i.amount,
        modes: p.modes,
        profileHours: i.operationalHours,
        unitPrice: i.unitPrice,
        refurbishmentImpactPercentage: i.refurbishmentImpactPercentage,
        lca: p.lca,
      };
    });
    return {
      id: String(s.id),
      calculationMode: s.solutionType.calculationMode as CalculationMode,
      upsEfficiencyPercent: s.upsEfficiency,
      coolingCop: s.coolingCop,
      renewableEnergyPercent: s.renewableEnergy,
      co2FactorGram: s.co2FactorGram,
      kwhPrice: s.kwhPrice,
      refurbishmentImpactPercentage: s.refurbishmentImpactPercentage,
      items,
      capacities: s.capacities.map((c) => ({ categoryId: this.ref.capacities.get(c.capacity.id)?.categoryId ?? '', capacityId: c.capacity.id, amount: c.amount })),
      // A share without a fraction is invalid (M9): 0 lies outside (0, 1].
      shares: s.shares.map((x) => ({ categoryIds: x.categoryIds, fraction: x.fraction ?? 0 })),
    };
  }

  group(group: GroupRow | SolutionGroup): CalcGroup {
    const g = group.solutions instanceof Collection ? groupRowOf(group as SolutionGroup) : (group as GroupRow);
    return { id: String(g.id), state: g.state as GroupState, active: g.active, solutions: g.solutions.map((s) => this.solution(s)) };
  }
}

/**
 * The categories and capacity definitions, into the request's identity map: a screen that presents
 * a tree shows each item's category type and each capacity's category from them (solutions.rest-mapper.ts
 * tests `loaded`). Two queries.
 */
export async function loadReferenceEntities(em: EntityManager): Promise<void> {
  await em.find(Category, {});
  await em.find(CapacityDefinition, {});
}

/** Groups with their whole tree, in a fixed number of queries (select-in: one per relation level). */
export function loadGroupTrees(em: EntityManager, where: FilterQuery<SolutionGroup>): Promise<SolutionGroup[]> {
  return em.find(SolutionGroup, where, { populate: GROUP_TREE as never, strategy: 'select-in', orderBy: { sortOrder: 'asc', id: 'asc' } });
}

export function loadSolutionTree(em: EntityManager, where: FilterQuery<Solution>): Promise<Solution | null> {
  return em.findOne(Solution, where, { populate: SOLUTION_TREE as never, strategy: 'select-in' });
}
