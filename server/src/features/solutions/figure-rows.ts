/**
 * A project's group tree as plain rows, for the figures (issue #17: "reading figures loads only the
 * rows needed, no entity graph hydration"). The figures computed once per revision
 * (summaries/project-figures.ts), the summaries, the report data and the PDF read the tree this way:
 * one statement per table (groups, solutions with their types, items, their products, capacity links,
 * category shares), only the columns the calculation (M1–M9) and the report pages use, and no
 * EntityManager, identity map or change tracking. Screens that edit the tree (the solutions screens)
 * still load entities (calc-adapter.ts loadGroupTrees).
 *
 * The row types are picks of the entities' own properties, so a presenter written for the entities
 * reads the rows unchanged, and the type checker says where they differ. groupRowOf maps an entity
 * tree to the same rows (computations that start from entities: `explain`, copies).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from '../catalogue';
import type { SolutionType } from '../reference';
import type { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';

export interface ProductRow extends Pick<Product, 'id' | 'manufacturer' | 'modelName' | 'manufacturerPartNumber' | 'modes' | 'weightKg' | 'lcaManufacturingKg' | 'lcaTransportationKg' | 'lcaEolKg'> {
  category: { id: string };
}

export interface ItemRow extends Pick<SolutionItem, 'id' | 'sortOrder' | 'amount' | 'operationalHours' | 'unitPrice' | 'refurbishmentImpactPercentage' | 'serviceLifeYears'> {
  hourProfile: { id: string } | null;
  product: ProductRow;
}

export interface CapacityRow extends Pick<SolutionCapacity, 'amount'> {
  capacity: { id: string };
}

export type ShareRow = Pick<CategoryInfrastructureShare, 'categoryIds' | 'fraction'>;

export interface SolutionRow
  extends Pick<
    Solution,
    'id' | 'name' | 'description' | 'sortOrder' | 'renewableEnergy' | 'co2FactorGram' | 'kwhPrice' | 'refurbishmentImpactPercentage' | 'upsPresetId' | 'upsEfficiency' | 'coolingPresetId' | 'coolingCop'
  > {
  solutionType: Pick<SolutionType, 'id' | 'name' | 'calculationMode'>;
  items: ItemRow[];
  /** Capacity links and shares that are not deleted, in id order. */
  capacities: CapacityRow[];
  shares: ShareRow[];
}

export interface GroupRow extends Pick<SolutionGroup, 'id' | 'name' | 'state' | 'active' | 'isPrimary' | 'sortOrder' | 'baselineHeading' | 'lcaHeading' | 'refurbishmentHeading'> {
  solutions: SolutionRow[];
}

type Raw = Record<string, unknown>;

/** Rows grouped by a parent id column, in the order read. */
function byParent<T>(rows: Raw[], column: string, map: (r: Raw) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const key = r[column] as number;
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push(map(r));
  }
  return out;
}

/** A solution's row without its contents (items, capacity links, shares), with its revision. */
export type SolutionShell = Omit<SolutionRow, 'items' | 'capacities' | 'shares'> & {
  /** Bumped by every write to the solution or its contents (migrations/Migration20261128150000_solution_revisions.ts). */
  revision: number;
};
export type GroupShell = Omit<GroupRow, 'solutions'> & { solutions: SolutionShell[] };
/** A solution's contents, as loadSolutionContents reads them. */
export type SolutionContents = Pick<SolutionRow, 'items' | 'capacities' | 'shares'>;

/**
 * The project's groups and their solutions without the solutions' contents, with each solution's
 * revision, in the groups' order (sort order, then id) and the solutions' order; draft responses only
 * with `withDrafts` (a request share's holder: access.ts visibleGroups). Two statements, one row per
 * group and per solution.
 */
export async function loadGroupShells(em: EntityManager, projectId: number, withDrafts: boolean): Promise<GroupShell[]> {
  return (await loadGroupShellsOf(em, [projectId], withDrafts)).get(projectId) ?? [];
}

/** The same for several projects at once, by project id (still two statements: the dashboard, issue #33). */
export async function loadGroupShellsOf(em: EntityManager, projectIds: readonly number[], withDrafts: boolean): Promise<Map<number, GroupShell[]>> {
  const out = new Map<number, GroupShell[]>();
  if (!projectIds.length) return out;
  const groups = await em.execute<Raw[]>(
    `select "id", "project_id", "name", "state", "active", "is_primary", "sort_order", "baseline_heading", "lca_heading", "refurbishment_heading"
     from "solution_groups" where "project_id" in (?)${withDrafts ? '' : ' and "response_draft" = false'} order by "sort_order", "id"`,
    [[...projectIds]],
  );
  if (!groups.length) return out;
  const groupIds = groups.map((g) => g.id as number);
  const solutions = await em.execute<Raw[]>(
    `select s."id", s."group_id", s."name", s."description", s."sort_order", s."renewable_energy", s."co2_factor_gram", s."kwh_price",
            s."refurbishment_impact_percentage", s."ups_preset_id", s."ups_efficiency", s."cooling_preset_id", s."cooling_cop",
            t."id" as "type_id", t."name" as "type_name", t."calculation_mode" as "type_calculation_mode",
            coalesce(r."revision", 0) as "revision"
     from "solutions" s join "solution_types" t on t."id" = s."solution_type_id"
     left join "solution_revisions" r on r."solution_id" = s."id"
     where s."group_id" in (?) order by s."sort_order", s."id"`,
    [groupIds],
  );
  const solutionsOf = byParent(solutions, 'group_id', (s): SolutionShell => ({
    id: s.id as number,
    name: s.name as string,
    description: s.description as string | null,
    sortOrder: s.sort_order as number,
    renewableEnergy: s.renewable_energy as number,
    co2FactorGram: s.co2_factor_gram as number,
    kwhPrice: s.kwh_price as number | null,
    refurbishmentImpactPercentage: s.refurbishment_impact_percentage as number | null,
    upsPresetId: s.ups_preset_id as string,
    upsEfficiency: s.ups_efficiency as number,
    coolingPresetId: s.cooling_preset_id as string,
    coolingCop: s.cooling_cop as number,
    solutionType: { id: s.type_id as string, name: s.type_name as string, calculationMode: s.type_calculation_mode as number },
    revision: Number(s.revision),
  }));
  const shellsOf = byParent(groups, 'project_id', (g): GroupShell => ({
    id: g.id as number,
    name: g.name as string,
    state: g.state as string,
    active: g.active as boolean,
    isPrimary: g.is_primary as boolean,
    sortOrder: g.sort_order as number,
    baselineHeading: g.baseline_heading as string | null,
    lcaHeading: g.lca_heading as string | null,
    refurbishmentHeading: g.refurbishment_heading as string | null,
    solutions: solutionsOf.get(g.id as number) ?? [],
  }));
  for (const id of projectIds) out.set(id, shellsOf.get(id) ?? []);
  return out;
}

/**
 * The contents of the given solutions: items (each with its product's columns, joined: one row per
 * item), capacity links and shares that are not deleted. Three statements, whatever the number of
 * solutions; a solution without contents is in the map with empty lists.
 */
export async function loadSolutionContents(em: EntityManager, solutionIds: number[]): Promise<Map<number, SolutionContents>> {
  const out = new Map<number, SolutionContents>();
  if (!solutionIds.length) return out;
  const [items, capacities, shares] = await Promise.all([
    em.execute<Raw[]>(
      `select i."id", i."solution_id", i."amount", i."operational_hours", i."hours_id", i."unit_price", i."refurbishment_impact_percentage", i."service_life_years", i."sort_order",
              p."id" as "p_id", p."manufacturer", p."model_name", p."manufacturer_part_number", p."category_id", p."modes", p."weight_kg",
              p."lca_manufacturing_kg", p."lca_transportation_kg", p."lca_eol_kg"
       from "solution_items" i join "products" p on p."id" = i."product_id"
       where i."solution_id" in (?) order by i."sort_order", i."id"`,
      [solutionIds],
    ),
    em.execute<Raw[]>(`select "solution_id", "capacity_id", "amount" from "solution_capacities" where "solution_id" in (?) and "deleted_at" is null order by "id"`, [solutionIds]),
    em.execute<Raw[]>(`select "solution_id", "category_ids", "fraction" from "category_infrastructure_shares" where "solution_id" in (?) and "deleted_at" is null order by "id"`, [solutionIds]),
  ]);
  // One product object per product, however many items use it (as the separate product read did).
  const products = new Map<number, ProductRow>();
  const productOf = (p: Raw): ProductRow => {
    const id = p.p_id as number;
    let row = products.get(id);
    if (!row) {
      row = {
        id,
        manufacturer: p.manufacturer as string,
        modelName: p.model_name as string,
        manufacturerPartNumber: p.manufacturer_part_number as string | null,
        category: { id: p.category_id as string },
        modes: p.modes as ProductRow['modes'],
        weightKg: p.weight_kg as number | null,
        lcaManufacturingKg: p.lca_manufacturing_kg as number | null,
        lcaTransportationKg: p.lca_transportation_kg as number | null,
        lcaEolKg: p.lca_eol_kg as number | null,
      };
      products.set(id, row);
    }
    return row;
  };
  const itemsOf = byParent(items, 'solution_id', (i): ItemRow => ({
    id: i.id as number,
    sortOrder: i.sort_order as number,
    amount: i.amount as number,
    operationalHours: i.operational_hours as number | null,
    unitPrice: i.unit_price as number | null,
    refurbishmentImpactPercentage: i.refurbishment_impact_percentage as number | null,
    serviceLifeYears: i.service_life_years as number | null,
    hourProfile: i.hours_id == null ? null : { id: i.hours_id as string },
    product: productOf(i),
  }));
  const capacitiesOf = byParent(capacities, 'solution_id', (c): CapacityRow => ({ capacity: { id: c.capacity_id as string }, amount: c.amount as number }));
  const sharesOf = byParent(shares, 'solution_id', (x): ShareRow => ({ categoryIds: x.category_ids as string[], fraction: x.fraction as number | null }));
  for (const id of solutionIds) out.set(id, { items: itemsOf.get(id) ?? [], capacities: capacitiesOf.get(id) ?? [], shares: sharesOf.get(id) ?? [] });
  return out;
}

/** A solution's row from its shell and contents (the revision left out). */
export function solutionRowFrom(shell: SolutionShell, contents: SolutionContents): SolutionRow {
  const { revision: _revision, ...row } = shell;
  return { ...row, items: contents.items, capacities: contents.capacities, shares: contents.shares };
}

/**
 * The project's groups with their trees, in the groups' order (sort order, then id), solutions and
 * items in theirs; draft responses only with `withDrafts` (a request share's holder: access.ts
 * visibleGroups). Five statements whatever the size of the project.
 */
export async function loadGroupRows(em: EntityManager, projectId: number, withDrafts: boolean): Promise<GroupRow[]> {
  const shells = await loadGroupShells(em, projectId, withDrafts);
  const contents = await loadSolutionContents(
    em,
    shells.flatMap((g) => g.solutions.map((s) => s.id)),
  );
  return shells.map((g) => ({ ...g, solutions: g.solutions.map((s) => solutionRowFrom(s, contents.get(s.id)!)) }));
}

/** The same rows, copied from a loaded entity tree (calc-adapter.ts loadGroupTrees / loadSolutionTree): nothing refers back to an entity. */
export function solutionRowOf(s: Solution): SolutionRow {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    sortOrder: s.sortOrder,
    renewableEnergy: s.renewableEnergy,
    co2FactorGram: s.co2FactorGram,
    kwhPrice: s.kwhPrice,
    refurbishmentImpactPercentage: s.refurbishmentImpactPercentage,
    upsPresetId: s.upsPresetId,
    upsEfficiency: s.upsEfficiency,
    coolingPresetId: s.coolingPresetId,
    coolingCop: s.coolingCop,
    solutionType: { id: s.solutionType.id, name: s.solutionType.name, calculationMode: s.solutionType.calculationMode },
    items: s.items.getItems().map((i) => ({
      id: i.id,
      sortOrder: i.sortOrder,
      amount: i.amount,
      operationalHours: i.operationalHours,
      unitPrice: i.unitPrice,
      refurbishmentImpactPercentage: i.refurbishmentImpactPercentage,
      serviceLifeYears: i.serviceLifeYears,
      hourProfile: i.hourProfile ? { id: i.hourProfile.id } : null,
      product: {
        id: i.product.id,
        manufacturer: i.product.manufacturer,
        modelName: i.product.modelName,
        manufacturerPartNumber: i.product.manufacturerPartNumber,
        category: { id: i.product.category.id },
        modes: i.product.modes,
        weightKg: i.product.weightKg,
        lcaManufacturingKg: i.product.lcaManufacturingKg,
        lcaTransportationKg: i.product.lcaTransportationKg,
        lcaEolKg: i.product.lcaEolKg,
      },
    })),
    capacities: s.capacities
      .getItems()
      .filter((c) => !c.deletedAt)
      .map((c) => ({ capacity: { id: c.capacity.id }, amount: c.amount })),
    shares: s.shares
      .getItems()
      .filter((x) => !x.deletedAt)
      .map((x) => ({ categoryIds: x.categoryIds, fraction: x.fraction })),
  };
}

/** A group's own fields (no id, no tree): its row's, and what a copy of the group takes over. */
export function groupOwnFields(g: Omit<GroupRow, 'solutions'>) {
  return {
    name: g.name,
    state: g.state,
    active: g.active,
    isPrimary: g.isPrimary,
    sortOrder: g.sortOrder,
    baselineHeading: g.baselineHeading,
    lcaHeading: g.lcaHeading,
    refurbishmentHeading: g.refurbishmentHeading,
  };
}

export function groupRowOf(g: SolutionGroup): GroupRow {
  return { id: g.id, ...groupOwnFields(g), solutions: g.solutions.getItems().map(solutionRowOf) };
}
