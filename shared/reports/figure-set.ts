/**
 * The figure set of a document's manifest (issue #46, "One truth per figure", the mechanism): every
 * figure a document may print, keyed, from its manifest alone. A printed figure carries its key
 * (`data-figure` in the print view), so that a machine can check each printed number against the
 * manifest the document registered, at the precision it is printed with (e2e/document-figures.spec.ts).
 *
 * The keys name groups and solutions by their ids (`g<id>`, `s<id>`), not by their position, so that
 * a report that shows some groups in its own order keys them as the manifest records them:
 *
 * - `co2_total_kg`: the total the document registered and stamps (M8);
 * - `project.<field>`: the project's figures (`totals.project`, M3: its baseline's);
 * - `groups.g<id>.<field>`, `groups.g<id>.solutions.s<id>.<field>`: `totals.groups[]` and their
 *   `solutions[]`, as recorded;
 * - `savings.g<id>.<saving>`: what the methodology derives from two recorded groups (M3): the
 *   baseline's figure less the group's, its share of the baseline's, and the payback time;
 *   `savings.g<id>.equivalence.<name>`: what its CO2 saving equals (M8, the first set);
 * - `groups.g<id>.offset_equivalence.<name>`: what a group's net refurbishment offset equals (the
 *   second set).
 *
 * `facility_kwh` is the recorded `ups_kwh + cooling_kwh` (M2), the column the tables print.
 *
 * What the manifest does not record is computed from its inputs alone with the methodology, as its
 * re-run does (shared/calc computeProject over `inputs.groups` and `inputs.context`, M1–M5):
 *
 * - `groups.g<id>.lca.<stage>`: a group's LCA stages (M5, with the document's stage inclusion);
 * - `groups.g<id>.categories.c<id>.<field>`: a group's figures per category (the category tables, the
 *   refurbished categories' table);
 * - `groups.g<id>.wheel.<category id | cooling>.<field>`: a group's energy-wheel entries (M4): share of
 *   the wheel (weight over the sum of weights), W per unit, COP;
 * - `groups.g<id>.solutions.s<id>.items.i<id>.<field>`: an item's inputs (amount, hours a year,
 *   refurbishment impact percentage) and figures (the appendix's item tables and the LCA product
 *   tables: energy, CO2e and LCA stages; computeSolutionItems, M1, M2, M3, M5);
 * - `groups.g<id>.solutions.s<id>.inputs.<field>`: a solution's inputs as printed (its items, renewable
 *   share, grid factor and price per kWh, M3; UPS efficiency and cooling COP, M2), and `kwh_price`: the
 *   project's price per kWh;
 * - `scope2.g<id>.<field>`: a counted group's scope 2 both ways (GHG Protocol), from the scope 2
 *   inputs a baseline or comparative document records (`inputs.scope2`), as manifestTotals does, and
 *   `scope2.residual_factor_g`: the residual mix those inputs name;
 * - `decision.years`, `decision.g<id>.<field>` ({@link DECISION_FIELDS}, and `replace`: 1 replace, 0
 *   retain) and `decision.g<id>.cumulative_saving_kg.y<n>`: a comparative group's decision against the
 *   baseline (M10), from the decision inputs a comparative document records (`inputs.decision`: the
 *   projection, the grid path, the items' products and service lives) with shared/calc projectDecisions,
 *   the computation the decision endpoint serves.
 *
 * - `comparative.…`: the comparative-solution report's figures of a comparative document
 *   (comparative-figure-set.ts).
 *
 * Pure: the manifest's JSON in, numbers out; nothing is stored, so older manifests hash as issued.
 */
import { putComparativeFigures, type ComparativeFigureKey } from './comparative-figure-set';
import { co2PieSeries, lcaStagePie, refurbishmentDoughnut, type PieDatum } from './charts';
import { computeProject, energyEfficiencyComparison, computeSolutionItems, effectiveHours, equivalences, projectDecisions, type DecisionFigures, type DecisionSide, type GridPathSource, scope2Entries, scope2Project, type CalcContext, type CalcGroup, type CategoryFigures, type EnergyInstrument, type LcaFigures, type Scope2Method } from '../calc';

export const FIGURE_FIELDS = [
  'it_kwh',
  'ups_kwh',
  'cooling_kwh',
  'facility_kwh',
  'total_kwh',
  'co2_kg',
  'operational_cost',
  'investment',
  'pue',
  'dcie_percent',
  'lca_gwp_kg',
  'refurbished_offset_total_kg',
] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];

export const SAVING_FIELDS = ['total_kwh', 'total_kwh_percent', 'co2_kg', 'co2_kg_percent', 'operational_cost', 'payback_years'] as const;
export type SavingField = (typeof SAVING_FIELDS)[number];

export const LCA_STAGE_FIELDS = ['manufacturing_kg', 'transportation_kg', 'manufacturing_transport_kg', 'use_kg', 'eol_kg', 'refurbishment_offset_kg', 'refurbishment_impact_kg'] as const;
export type LcaStageField = (typeof LCA_STAGE_FIELDS)[number];

export const CATEGORY_FIELDS = [
  'it_kwh',
  'facility_kwh',
  'total_kwh',
  'co2_kg',
  'operational_cost',
  'watt_per_unit',
  'lca_gwp_kg',
  'manufacturing_kg',
  'transportation_kg',
  'use_kg',
  'eol_kg',
  'refurbished_offset_total_kg',
  'refurbished_unit_count',
  'refurbished_manufacturing_offset_kg',
  'refurbished_transportation_offset_kg',
  'refurbishment_impact_kg',
] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

export const ITEM_FIELDS = [
  'amount',
  'hours',
  'refurbishment_impact_percent',
  'it_kwh',
  'facility_kwh',
  'total_kwh',
  'co2_kg',
  'manufacturing_kg',
  'transportation_kg',
  'refurbishment_impact_kg',
  'use_kg',
  'eol_kg',
  'gwp_kg',
  'refurbished_offset_total_kg',
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

export const SOLUTION_INPUT_FIELDS = ['item_count', 'renewable_energy_percent', 'co2_factor_g', 'kwh_price', 'ups_efficiency_percent', 'cooling_cop'] as const;
export type SolutionInputField = (typeof SOLUTION_INPUT_FIELDS)[number];

export const WHEEL_FIELDS = ['share_percent', 'watt_per_unit', 'cop'] as const;
export type WheelField = (typeof WHEEL_FIELDS)[number];

/** A pie's or doughnut's slice as it prints it: its value, and its share of the pie (the slices' sum). */
export const PIE_FIELDS = ['kg', 'share_percent'] as const;
export type PieField = (typeof PIE_FIELDS)[number];
/** The pies of a group: CO2 per category (co2PieSeries), LCA stages (lcaStagePie), refurbishment (refurbishmentDoughnut). */
export type PieName = 'co2' | 'lca' | 'refurbishment';

/** A category's saving against the baseline (counter-acted bars) and its efficiency improvement (M4). */
export const CATEGORY_SAVING_FIELDS = ['total_kwh', 'co2_kg', 'efficiency_percent'] as const;
export type CategorySavingField = (typeof CATEGORY_SAVING_FIELDS)[number];

export const SCOPE2_FIELDS = ['location_kg', 'market_kg', 'renewable_kwh', 'non_renewable_kwh'] as const;
export type Scope2Field = (typeof SCOPE2_FIELDS)[number];

/** A decision's figures (M10) by their key field, and the DecisionFigures property each is. */
export const DECISION_FIELDS = {
  annual_kwh_saving: 'annualKwhSaving',
  annual_co2_saving_kg: 'annualCo2SavingKg',
  annual_cost_saving: 'annualCostSaving',
  embodied_kg: 'embodiedKg',
  carbon_payback_years: 'carbonPaybackYears',
  flat_carbon_payback_years: 'flatCarbonPaybackYears',
  money_payback_years: 'moneyPaybackYears',
  service_life_years: 'serviceLifeYears',
  capital_goods_kg: 'capitalGoodsKg',
  amortised_kg_per_year: 'amortisedKgPerYear',
  payback_horizon_years: 'paybackHorizonYears',
} as const satisfies Record<string, keyof DecisionFigures>;
/** `replace`: 1 when the recommendation is to replace, 0 to retain (M10); the print view prints it as a word. */
export type DecisionField = keyof typeof DECISION_FIELDS | 'replace';

/** The decision field of a DecisionFigures property, if it is one. */
export function decisionField(property: string): DecisionField | undefined {
  return (Object.entries(DECISION_FIELDS) as Array<[keyof typeof DECISION_FIELDS, string]>).find(([, p]) => p === property)?.[0];
}

/** A key into a manifest's figure set. */
export type FigureKey =
  | ComparativeFigureKey
  | 'co2_total_kg'
  | 'kwh_price'
  | `groups.g${string}.solutions.s${string}.inputs.${SolutionInputField}`
  | `savings.g${string}.equivalence.${string}`
  | `groups.g${string}.offset_equivalence.${string}`
  | `scope2.g${string}.${Scope2Field}`
  | 'scope2.residual_factor_g'
  | `groups.g${string}.solutions.s${string}.items.i${string}.${ItemField}`
  | `groups.g${string}.lca.${LcaStageField}`
  | `groups.g${string}.categories.c${string}.${CategoryField}`
  | `groups.g${string}.wheel.${string}.${WheelField}`
  | `groups.g${string}.pie.${PieName}.${string}.${PieField}`
  | `savings.g${string}.categories.c${string}.${CategorySavingField}`
  | `project.${FigureField}`
  | `groups.g${string}.${FigureField}`
  | `groups.g${string}.solutions.s${string}.${FigureField}`
  | `savings.g${string}.${SavingField}`
  | 'decision.years'
  | `decision.g${string}.${DecisionField}`
  | `decision.g${string}.cumulative_saving_kg.y${number}`;

type Id = string | number;

/** The keys, built: the only way the print view names a figure. */
export const figureKey = {
  total: (): FigureKey => 'co2_total_kg',
  kwhPrice: (): FigureKey => 'kwh_price',
  solutionInput: (groupId: Id, solutionId: Id, f: SolutionInputField): FigureKey => `groups.g${groupId}.solutions.s${solutionId}.inputs.${f}`,
  project: (f: FigureField): FigureKey => `project.${f}`,
  group: (groupId: Id, f: FigureField): FigureKey => `groups.g${groupId}.${f}`,
  solution: (groupId: Id, solutionId: Id, f: FigureField): FigureKey => `groups.g${groupId}.solutions.s${solutionId}.${f}`,
  saving: (groupId: Id, f: SavingField): FigureKey => `savings.g${groupId}.${f}`,
  lca: (groupId: Id, f: LcaStageField): FigureKey => `groups.g${groupId}.lca.${f}`,
  category: (groupId: Id, categoryId: Id, f: CategoryField): FigureKey => `groups.g${groupId}.categories.c${categoryId}.${f}`,
  /** An energy-wheel entry (M4): a category by its id, or `cooling`. */
  wheel: (groupId: Id, entry: string, f: WheelField): FigureKey => `groups.g${groupId}.wheel.${entry}.${f}`,
  /** A slice of a group's pie: a category id (or the merged 'other') of the CO2 pie, a stage of the LCA doughnut, `net` or `impact`. */
  pieSlice: (groupId: Id, pie: PieName, slice: string, f: PieField): FigureKey => `groups.g${groupId}.pie.${pie}.${slice}.${f}`,
  categorySaving: (groupId: Id, categoryId: Id, f: CategorySavingField): FigureKey => `savings.g${groupId}.categories.c${categoryId}.${f}`,
  scope2: (groupId: Id, f: Scope2Field): FigureKey => `scope2.g${groupId}.${f}`,
  /** The residual mix (g CO2e/kWh) the market-based method counts the rest at (`inputs.scope2`). */
  scope2ResidualFactor: (): FigureKey => 'scope2.residual_factor_g',
  savingEquivalence: (groupId: Id, name: string): FigureKey => `savings.g${groupId}.equivalence.${name}`,
  offsetEquivalence: (groupId: Id, name: string): FigureKey => `groups.g${groupId}.offset_equivalence.${name}`,
  item: (groupId: Id, solutionId: Id, itemId: Id, f: ItemField): FigureKey => `groups.g${groupId}.solutions.s${solutionId}.items.i${itemId}.${f}`,
  decisionYears: (): FigureKey => 'decision.years',
  decision: (groupId: Id, f: DecisionField): FigureKey => `decision.g${groupId}.${f}`,
  decisionCumulative: (groupId: Id, year: number): FigureKey => `decision.g${groupId}.cumulative_saving_kg.y${year}`,
};

/** The recorded figures of one aggregate as a manifest holds them (manifest.ts ManifestFigures). */
export type ManifestFigureRecord = { [K in Exclude<FigureField, 'facility_kwh'>]?: number | null };

/** What of a manifest (server documents/manifest.ts DocumentManifest) the figure set reads. */
export interface FigureSetManifest {
  document?: { type?: string };
  inputs: {
    /** Which comparative group is the primary comparison (the comparative-solution report's After group). */
    report_groups?: ReadonlyArray<{ id: string; primary: boolean }>;
    groups: CalcGroup[];
    context: Omit<CalcContext, 'nonRefurbishedCategoryIds'> & { nonRefurbishedCategoryIds: readonly string[] };
    scope2?: { method: Scope2Method; residual_factor_g: number | null; instruments: Record<string, EnergyInstrument[]> };
    decision?: {
      years: number;
      grid_path: { source: GridPathSource; multipliers: number[]; source_note: string | null };
      items: Record<string, { product_id: string | null; service_life_years: number }>;
    };
  };
  totals: {
    co2_total_kg: number | null;
    project: ManifestFigureRecord;
    groups: ReadonlyArray<ManifestFigureRecord & { group_id: string; solutions: ReadonlyArray<ManifestFigureRecord & { solution_id: string }> }>;
  };
}

function put(out: Map<FigureKey, number>, key: FigureKey, value: number | null | undefined) {
  if (typeof value === 'number' && Number.isFinite(value)) out.set(key, value);
}

function putRecord(out: Map<FigureKey, number>, r: ManifestFigureRecord, key: (f: FigureField) => FigureKey) {
  for (const f of FIGURE_FIELDS) {
    if (f === 'facility_kwh') {
      if (typeof r.ups_kwh === 'number' && typeof r.cooling_kwh === 'number') put(out, key(f), r.ups_kwh + r.cooling_kwh);
    } else put(out, key(f), r[f]);
  }
}

/** Every figure of the manifest's figure set, by key. */
export function manifestFigureSet(m: FigureSetManifest): Map<FigureKey, number> {
  const out = new Map<FigureKey, number>();
  put(out, figureKey.total(), m.totals.co2_total_kg);
  putRecord(out, m.totals.project, figureKey.project);
  for (const g of m.totals.groups) {
    putRecord(out, g, (f) => figureKey.group(g.group_id, f));
    for (const [name, v] of Object.entries(equivalences(g.refurbished_offset_total_kg)?.extended ?? {})) put(out, figureKey.offsetEquivalence(g.group_id, name), v);
    for (const s of g.solutions) putRecord(out, s, (f) => figureKey.solution(g.group_id, s.solution_id, f));
  }
  // M3: each other group against the baseline (the first in state baseline, as the reports take it).
  const baselineId = m.inputs.groups.find((g) => g.state === 'baseline')?.id;
  const baseline = m.totals.groups.find((g) => g.group_id === baselineId);
  if (baseline) {
    for (const g of m.totals.groups) {
      if (g === baseline) continue;
      const diff = (f: 'total_kwh' | 'co2_kg' | 'operational_cost') => (baseline[f] ?? 0) - (g[f] ?? 0);
      const share = (f: 'total_kwh' | 'co2_kg') => ((baseline[f] ?? 0) > 0 ? (diff(f) / baseline[f]!) * 100 : null);
      const key = (f: SavingField) => figureKey.saving(g.group_id, f);
      put(out, key('total_kwh'), diff('total_kwh'));
      put(out, key('total_kwh_percent'), share('total_kwh'));
      put(out, key('co2_kg'), diff('co2_kg'));
      put(out, key('co2_kg_percent'), share('co2_kg'));
      put(out, key('operational_cost'), diff('operational_cost'));
      for (const [name, v] of Object.entries(equivalences(diff('co2_kg'))?.impact ?? {})) put(out, figureKey.savingEquivalence(g.group_id, name), v);
      const money = diff('operational_cost');
      if (money > 0) put(out, key('payback_years'), ((g.investment ?? 0) - (baseline.investment ?? 0)) / money);
    }
  }
  putComputed(out, m);
  // The comparative-solution report's figures (comparative-figure-set.ts): a comparative document's only.
  putComparativeFigures(out as Map<string, number>, m);
  return out;
}

function lcaStages(l: LcaFigures): Record<LcaStageField, number> {
  return {
    manufacturing_kg: l.manufacturingKg,
    transportation_kg: l.transportationKg,
    manufacturing_transport_kg: l.manufacturingKg + l.transportationKg,
    use_kg: l.useKg,
    eol_kg: l.eolKg,
    refurbishment_offset_kg: l.refurbishmentOffsetKg,
    refurbishment_impact_kg: l.refurbishmentImpactKg,
  };
}

function categoryFields(c: CategoryFigures): Record<CategoryField, number | null> {
  return {
    it_kwh: c.itKwh,
    facility_kwh: c.totalKwh - c.itKwh,
    total_kwh: c.totalKwh,
    co2_kg: c.co2Kg,
    operational_cost: c.operationalCost,
    watt_per_unit: c.wattPerUnit,
    lca_gwp_kg: c.lca.gwpKg,
    manufacturing_kg: c.lca.manufacturingKg,
    transportation_kg: c.lca.transportationKg,
    use_kg: c.lca.useKg,
    eol_kg: c.lca.eolKg,
    refurbished_offset_total_kg: c.lca.refurbishedOffsetTotalKg,
    refurbished_unit_count: c.refurbishedUnitCount,
    refurbished_manufacturing_offset_kg: c.lca.refurbishedManufacturingOffsetKg,
    refurbished_transportation_offset_kg: c.lca.refurbishedTransportationOffsetKg,
    refurbishment_impact_kg: c.lca.refurbishmentImpactKg,
  };
}

/** The figures the manifest does not record, from its inputs alone (M1–M5), as its re-run computes them. */
function putComputed(out: Map<FigureKey, number>, m: FigureSetManifest) {
  const figures = computeProject({ id: 'manifest', groups: m.inputs.groups }, m.inputs.context);
  for (const g of figures.groups) {
    for (const [f, v] of Object.entries(lcaStages(g.lca)) as Array<[LcaStageField, number]>) put(out, figureKey.lca(g.groupId, f), v);
    for (const c of g.categories) {
      for (const [f, v] of Object.entries(categoryFields(c)) as Array<[CategoryField, number | null]>) put(out, figureKey.category(g.groupId, c.categoryId, f), v);
    }
    // M4: each wheel entry's share is its weight over the sum of the (positive) weights.
    const weight = (w: number) => (Number.isFinite(w) && w > 0 ? w : 0);
    const weights = g.energyWheel.reduce((sum, e) => sum + weight(e.groupWeight), 0);
    for (const e of g.energyWheel) {
      const entry = e.kind === 'cooling' ? 'cooling' : String(e.categoryId);
      put(out, figureKey.wheel(g.groupId, entry, 'share_percent'), weights > 0 ? (weight(e.groupWeight) / weights) * 100 : 0);
      put(out, figureKey.wheel(g.groupId, entry, 'watt_per_unit'), e.wattPerUnit);
      put(out, figureKey.wheel(g.groupId, entry, 'cop'), e.cop);
    }
  }
  putCharts(out, m, figures.groups);
  put(out, figureKey.kwhPrice(), m.inputs.context.kwhPrice);
  m.inputs.groups.forEach((g, gi) => {
    g.solutions.forEach((s, si) => {
      const f = figures.groups[gi]?.solutions[si];
      const key = (field: SolutionInputField) => figureKey.solutionInput(g.id, s.id, field);
      put(out, key('item_count'), f?.itemCount);
      put(out, key('renewable_energy_percent'), s.renewableEnergyPercent);
      put(out, key('co2_factor_g'), s.co2FactorGram);
      put(out, key('kwh_price'), f?.kwhPrice);
      put(out, key('ups_efficiency_percent'), s.upsEfficiencyPercent);
      put(out, key('cooling_cop'), s.coolingCop);
    });
  });
  for (const g of m.inputs.groups) {
    for (const s of g.solutions) {
      const inputs = new Map(s.items.map((i) => [i.id, i]));
      for (const i of computeSolutionItems(s, m.inputs.context)) {
        const key = (f: ItemField) => figureKey.item(g.id, s.id, i.itemId, f);
        const input = inputs.get(i.itemId);
        put(out, key('amount'), input?.amount);
        // M1: the hours a year the item runs, its profile's else its modes' own, at most 8760.
        if (input) put(out, key('hours'), effectiveHours(input.modes.reduce((sum, mode) => sum + mode.hours, 0), input.profileHours));
        put(out, key('refurbishment_impact_percent'), input?.refurbishmentImpactPercentage);
        put(out, key('it_kwh'), i.annualKwh);
        put(out, key('facility_kwh'), i.totalKwh - i.annualKwh);
        put(out, key('total_kwh'), i.totalKwh);
        put(out, key('co2_kg'), i.co2Kg);
        // M5: the item's LCA stages (with the document's stage inclusion) and its refurbishment offset.
        put(out, key('manufacturing_kg'), i.lca.manufacturingKg);
        put(out, key('transportation_kg'), i.lca.transportationKg);
        put(out, key('refurbishment_impact_kg'), i.lca.refurbishmentImpactKg);
        put(out, key('use_kg'), i.lca.useKg);
        put(out, key('eol_kg'), i.lca.eolKg);
        put(out, key('gwp_kg'), i.lca.gwpKg);
        put(out, key('refurbished_offset_total_kg'), i.lca.refurbishedOffsetTotalKg);
      }
    }
  }
  putDecisions(out, m, figures.groups);
  const s2 = m.inputs.scope2;
  if (!s2) return;
  put(out, figureKey.scope2ResidualFactor(), s2.residual_factor_g);
  for (const g of scope2Project(scope2Entries(m.inputs.groups, figures.groups, s2.instruments), s2.residual_factor_g, { excess: 'scale' }).groups) {
    put(out, figureKey.scope2(g.id, 'location_kg'), g.locationBasedKg);
    put(out, figureKey.scope2(g.id, 'market_kg'), g.marketBasedKg);
    put(out, figureKey.scope2(g.id, 'renewable_kwh'), g.renewableKwh);
    put(out, figureKey.scope2(g.id, 'non_renewable_kwh'), g.nonRenewableKwh);
  }
}

/**
 * What the charts print beyond the figures above: each pie's slices with their shares, built with the
 * print view's own series (co2PieSeries, lcaStagePie, refurbishmentDoughnut) from the computed
 * figures, and each category's saving and efficiency improvement against the baseline (M3, M4).
 */
function putCharts(out: Map<FigureKey, number>, m: FigureSetManifest, groups: ReturnType<typeof computeProject>['groups']) {
  const putPie = (groupId: string, pie: PieName, slices: readonly PieDatum[]) => {
    const total = slices.reduce((sum, d) => sum + (Number.isFinite(d.value) && d.value > 0 ? d.value : 0), 0);
    for (const d of slices) {
      if (!(Number.isFinite(d.value) && d.value > 0)) continue;
      put(out, figureKey.pieSlice(groupId, pie, d.id, 'kg'), d.value);
      if (total > 0) put(out, figureKey.pieSlice(groupId, pie, d.id, 'share_percent'), (d.value / total) * 100);
    }
  };
  for (const g of groups) {
    putPie(g.groupId, 'co2', co2PieSeries(g.categories.map((c) => ({ categoryId: c.categoryId, totalKwh: c.totalKwh, co2EmissionKg: c.co2Kg }))));
    const l = g.lca;
    const lca = {
      gwpKgCo2e: l.gwpKg,
      manufacturingKgCo2e: l.manufacturingKg,
      transportationKgCo2e: l.transportationKg,
      useKgCo2e: l.useKg,
      eolKgCo2e: l.eolKg,
      refurbishmentImpactKgCo2e: l.refurbishmentImpactKg,
      refurbishedOffsetTotalKgCo2e: l.refurbishedOffsetTotalKg,
      refurbishedManufacturingOffsetKgCo2e: l.refurbishedManufacturingOffsetKg,
      refurbishedTransportationOffsetKgCo2e: l.refurbishedTransportationOffsetKg,
    };
    putPie(g.groupId, 'lca', lcaStagePie(lca, { lcaReport: m.inputs.context.lcaReport === true }));
    putPie(g.groupId, 'refurbishment', refurbishmentDoughnut(lca));
  }
  const baselineId = m.inputs.groups.find((g) => g.state === 'baseline')?.id;
  const baseline = groups.find((g) => g.groupId === baselineId);
  if (!baseline) return;
  for (const g of groups) {
    if (g === baseline) continue;
    const ids = new Set([...baseline.categories, ...g.categories].map((c) => c.categoryId));
    for (const id of ids) {
      const [b, c] = [baseline.categories.find((x) => x.categoryId === id), g.categories.find((x) => x.categoryId === id)];
      put(out, figureKey.categorySaving(g.groupId, id, 'total_kwh'), (b?.totalKwh ?? 0) - (c?.totalKwh ?? 0));
      put(out, figureKey.categorySaving(g.groupId, id, 'co2_kg'), (b?.co2Kg ?? 0) - (c?.co2Kg ?? 0));
    }
    for (const e of energyEfficiencyComparison(baseline.categories, g.categories)) put(out, figureKey.categorySaving(g.groupId, e.categoryId, 'efficiency_percent'), e.percent);
  }
}

/**
 * A comparative document's decisions (M10), re-run from its manifest with the function the decision
 * endpoint serves (shared/calc projectDecisions): every comparative group against the baseline on the
 * recorded grid path, over the recorded projection.
 */
function putDecisions(out: Map<FigureKey, number>, m: FigureSetManifest, groups: readonly DecisionSide[]) {
  const d = m.inputs.decision;
  if (!d) return;
  const path = { source: d.grid_path.source, multipliers: d.grid_path.multipliers, sourceNote: d.grid_path.source_note };
  const extra = (id: string) => {
    const x = d.items[id];
    return x ? { productId: x.product_id, serviceLifeYears: x.service_life_years } : undefined;
  };
  const decided = projectDecisions(m.inputs.groups, groups, extra, m.inputs.context.nonRefurbishedCategoryIds, d.years, path);
  put(out, figureKey.decisionYears(), d.years);
  for (const { groupId, figures } of decided) {
    for (const [f, p] of Object.entries(DECISION_FIELDS) as Array<[keyof typeof DECISION_FIELDS, keyof DecisionFigures]>) put(out, figureKey.decision(groupId, f), figures[p] as number | null);
    put(out, figureKey.decision(groupId, 'replace'), figures.recommendation === 'replace' ? 1 : 0);
    for (const row of figures.projection) put(out, figureKey.decisionCumulative(groupId, row.year), row.cumulativeSavingKg);
  }
}
