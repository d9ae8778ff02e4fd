/**
 * Decisions over time (issue #32, methodology M10 in docs/decisions.md): does replacing the baseline's
 * equipment with a comparative group's pay back in carbon within the new equipment's service life?
 *
 * - Annual savings: the baseline group's yearly kWh, kg CO2e (M3) and operating cost (M3) minus the
 *   comparative group's.
 * - Embodied carbon of the decision: manufacturing + transportation (M5 stages, from the data-method
 *   priority) of the group's NEW units. A refurbished item counts only its refurbishment impact
 *   `p/100 × (M + T)` (M5 refurbishment); units kept from the baseline (same product, up to the
 *   baseline's amount) count nothing: they are already made.
 * - Carbon payback (issue #46): the year, interpolated, where the cumulative saving of the projection on
 *   the grid path crosses zero (the chart's own curve), searched over {@link PAYBACK_HORIZON_YEARS};
 *   null with reason `no_co2_saving` when the first-year saving is not positive, or
 *   `no_payback_within_horizon` when the curve never crosses zero. The flat figure (embodied ÷
 *   first-year saving) stays as a second view. Recommendation `replace` when the projected payback is
 *   within the service life, else `retain`.
 * - Two accounting views of the same embodied carbon: the GHG Protocol Corporate Value Chain (Scope 3)
 *   Standard, category 2 "Capital goods", counts the whole cradle-to-gate footprint in the reporting year
 *   of acquisition and does not depreciate it (`capitalGoodsKg = embodied`); a management view
 *   amortises it straight-line over each item's service life (`Σ embodied_i / life_i`).
 * - Projection: year 1…N, operational emissions scaled by the grid factor's expected path relative to
 *   today's factor (a curated national projection, a user-set yearly change, or flat), embodied carbon
 *   all in year 1.
 */
import { paybackYears } from './emissions';
import { clamp, nonNegative } from './numbers';
import type { CalcGroup, CalcItemLca, CalcTrace } from './types';

/** Service life in years when neither the item nor its category says (servers: 5; issue #32). */
export const DEFAULT_SERVICE_LIFE_YEARS = 5;
/** Bounds of a service life, in years (inputs outside are clamped). */
export const SERVICE_LIFE_BOUNDS = { min: 1, max: 50 } as const;
/** Bounds of a projection's length, in years. */
export const PROJECTION_YEARS_BOUNDS = { min: 1, max: 30 } as const;
/**
 * How far the projected carbon payback is searched (issue #46): the longest projection a user may ask
 * for, so the payback does not depend on how many years the chart shows.
 */
export const PAYBACK_HORIZON_YEARS = 30;
/** Projection length when none is asked for: the default service life. */
export const DEFAULT_PROJECTION_YEARS = DEFAULT_SERVICE_LIFE_YEARS;
/** The projection the comparative report prints (its decision section, issue #32). */
export const REPORT_DECISION_YEARS = 10;

/** The energy, emission and cost figures of one side (a group's M1–M3 totals). */
export interface DecisionSide {
  totalKwh: number;
  co2Kg: number;
  operationalCost: number;
  investment: number;
}

/** One item of the comparative group, as the decision needs it. */
export interface DecisionItem {
  id: string;
  /** The product; units of a product the baseline also holds count as kept. `null`: never kept. */
  productId: string | null;
  amount: number;
  /** Per-unit LCA stages from the data-method priority (M5); `null`: no data (0 kg). */
  lca: CalcItemLca | null | undefined;
  /** `p` of M5; > 0 = refurbished (when the category is refurbishable). */
  refurbishmentImpactPercentage?: number | null;
  /** `false` for items of a category in the non-refurbished list (M5). */
  refurbishable?: boolean;
  /** The item's own service life, else its category's; resolved by {@link serviceLifeYears}. */
  serviceLifeYears?: number | null;
}

/** A baseline item: only its product and amount matter (units kept in the comparative). */
export interface DecisionBaselineItem {
  productId: string | null;
  amount: number;
}

/** Where the projection's grid factors come from. */
export type GridPathSource = 'curated' | 'user' | 'flat';

/** The grid factor path over the projection: factors relative to today's, year 1…N. */
export interface GridPath {
  source: GridPathSource;
  /** Multiplier of today's factor for year 1…N (year 1 = 1 for a flat path). */
  multipliers: readonly number[];
  /** Citation of a curated path, or null. */
  sourceNote: string | null;
}

export interface DecisionInput {
  baseline: DecisionSide;
  group: DecisionSide;
  baselineItems: readonly DecisionBaselineItem[];
  items: readonly DecisionItem[];
  /** Projection length; clamped to {@link PROJECTION_YEARS_BOUNDS}. */
  years: number;
  /** Default: flat. */
  gridPath?: GridPath | null;
}

export type CarbonPaybackReason = 'no_co2_saving' | 'no_payback_within_horizon';
export type Recommendation = 'replace' | 'retain';
export type RecommendationReason = 'payback_within_service_life' | 'payback_beyond_service_life' | 'no_co2_saving' | 'no_payback_within_horizon';

export interface DecisionItemFigures {
  itemId: string;
  amount: number;
  keptUnits: number;
  newUnits: number;
  refurbished: boolean;
  /** M + T of the new units, or the refurbishment impact of a refurbished item. */
  embodiedKg: number;
  serviceLifeYears: number;
  amortisedKgPerYear: number;
}

export interface DecisionProjectionRow {
  /** 1…N: years since the acquisition. */
  year: number;
  gridFactorMultiplier: number;
  baselineKg: number;
  /** The group's operational emissions, plus all embodied carbon in year 1. */
  groupKg: number;
  cumulativeSavingKg: number;
}

export interface DecisionFigures {
  annualKwhSaving: number;
  annualCo2SavingKg: number;
  annualCostSaving: number;
  manufacturingKg: number;
  transportationKg: number;
  refurbishmentImpactKg: number;
  embodiedKg: number;
  /** Where the projection's cumulative saving crosses zero (interpolated); null with the reason. */
  carbonPaybackYears: number | null;
  carbonPaybackReason: CarbonPaybackReason | null;
  /** The second view: embodied ÷ first-year saving, as if the grid factor stayed flat; null without a saving. */
  flatCarbonPaybackYears: number | null;
  /** How far the projected payback was searched ({@link PAYBACK_HORIZON_YEARS}, or the projection when longer). */
  paybackHorizonYears: number;
  /** The existing ROI payback (M3); null when the money saving is not positive. */
  moneyPaybackYears: number | null;
  /** The new equipment's service life: embodied / amortised (embodied-weighted), else the mean of its items, else the default. */
  serviceLifeYears: number;
  recommendation: Recommendation;
  recommendationReason: RecommendationReason;
  capitalGoodsKg: number;
  amortisedKgPerYear: number;
  gridPathSource: GridPathSource;
  gridPathSourceNote: string | null;
  projection: DecisionProjectionRow[];
  items: DecisionItemFigures[];
  /** "How was this calculated", by figure name. */
  traces: Readonly<Record<string, CalcTrace>>;
}

/**
 * An item's service life (M10): its own when given and positive, else its category's default, else
 * {@link DEFAULT_SERVICE_LIFE_YEARS}; clamped to {@link SERVICE_LIFE_BOUNDS}.
 */
export function serviceLifeYears(itemYears: number | null | undefined, categoryYears: number | null | undefined): number {
  const pick = nonNegative(itemYears) || nonNegative(categoryYears) || DEFAULT_SERVICE_LIFE_YEARS;
  return clamp(pick, SERVICE_LIFE_BOUNDS.min, SERVICE_LIFE_BOUNDS.max);
}

/**
 * Units of each comparative item kept from the baseline (M10): per product, the baseline's amount is
 * handed to the comparative items of that product in order, each taking at most its own amount.
 */
export function keptUnits(baselineItems: readonly DecisionBaselineItem[], items: readonly Pick<DecisionItem, 'productId' | 'amount'>[]): number[] {
  const pool = new Map<string, number>();
  for (const b of baselineItems) if (b.productId !== null) pool.set(b.productId, (pool.get(b.productId) ?? 0) + nonNegative(b.amount));
  return items.map((i) => {
    if (i.productId === null) return 0;
    const left = pool.get(i.productId) ?? 0;
    const kept = Math.min(left, nonNegative(i.amount));
    pool.set(i.productId, left - kept);
    return kept;
  });
}

/**
 * A yearly grid path (M10): `(1 + change/100)^(year − 1)` for a user-set yearly change in percent,
 * flat (1 every year) when `yearlyChangePercent` is null. A change below −100 % counts as −100 %.
 */
export function yearlyChangePath(years: number, yearlyChangePercent: number | null): GridPath {
  const n = projectionYears(years);
  if (yearlyChangePercent === null || !Number.isFinite(yearlyChangePercent)) return { source: 'flat', multipliers: Array.from({ length: n }, () => 1), sourceNote: null };
  const step = 1 + Math.max(-100, yearlyChangePercent) / 100;
  return { source: 'user', multipliers: Array.from({ length: n }, (_, i) => step ** i), sourceNote: null };
}

/**
 * A curated path (M10): the projected factors at anchor years (g/kWh), linearly interpolated between
 * anchors and held flat beyond the last; year 1 is `startYear`, and each year's multiplier is its
 * factor over the factor of `startYear`. Null when there are no anchors or the start factor is not positive.
 */
export function curatedPath(anchors: Readonly<Record<number, number>>, startYear: number, years: number, sourceNote: string): GridPath | null {
  const points = Object.entries(anchors)
    .map(([y, g]) => [Number(y), g] as const)
    .filter(([y, g]) => Number.isFinite(y) && Number.isFinite(g) && g >= 0)
    .sort((a, b) => a[0] - b[0]);
  if (points.length === 0) return null;
  const at = (year: number): number => {
    if (year <= points[0][0]) return points[0][1];
    for (let i = 1; i < points.length; i++) {
      const [y1, g1] = points[i];
      if (year <= y1) {
        const [y0, g0] = points[i - 1];
        return g0 + ((g1 - g0) * (year - y0)) / (y1 - y0);
      }
    }
    return points[points.length - 1][1];
  };
  const start = at(startYear);
  if (!(start > 0)) return null;
  return { source: 'curated', multipliers: Array.from({ length: projectionYears(years) }, (_, i) => at(startYear + i) / start), sourceNote };
}

/** A projection length clamped to {@link PROJECTION_YEARS_BOUNDS} (whole years). */
export function projectionYears(years: number | null | undefined): number {
  const n = typeof years === 'number' && Number.isFinite(years) ? Math.round(years) : DEFAULT_PROJECTION_YEARS;
  return Math.min(PROJECTION_YEARS_BOUNDS.max, Math.max(PROJECTION_YEARS_BOUNDS.min, n));
}

/**
 * Carbon payback in years (M10): `embodied / annual CO2 saving`; null with reason `no_co2_saving` when
 * the saving is not positive. 0 when nothing new is made.
 */
export function carbonPayback(embodiedKg: number, annualCo2SavingKg: number): { years: number | null; reason: CarbonPaybackReason | null } {
  if (!(annualCo2SavingKg > 0) || !Number.isFinite(annualCo2SavingKg)) return { years: null, reason: 'no_co2_saving' };
  return { years: nonNegative(embodiedKg) / annualCo2SavingKg, reason: null };
}

/**
 * The carbon payback on a grid path (M10, issue #46): the cumulative saving starts at `−embodied` at the
 * acquisition (year 0) and grows by `annualCo2Saving × multiplier_y` in year `y`; the payback is the year,
 * linearly interpolated within the year, where it first reaches zero. On a flat path this is exactly
 * `embodied / annualCo2Saving` ({@link carbonPayback}). Beyond the path's last year its last multiplier
 * holds. Null with `no_co2_saving` when the yearly saving is not positive, `no_payback_within_horizon`
 * when the saving has not made up for the embodied carbon after `horizonYears`.
 */
export function projectedCarbonPayback(
  embodiedKg: number,
  annualCo2SavingKg: number,
  multipliers: readonly number[],
  horizonYears: number,
): { years: number | null; reason: CarbonPaybackReason | null } {
  if (!(annualCo2SavingKg > 0) || !Number.isFinite(annualCo2SavingKg)) return { years: null, reason: 'no_co2_saving' };
  const embodied = nonNegative(embodiedKg);
  if (embodied === 0) return { years: 0, reason: null };
  let cumulative = -embodied;
  for (let year = 1; year <= horizonYears; year++) {
    const m = multipliers.length > 0 ? nonNegative(multipliers[Math.min(year, multipliers.length) - 1]) : 1;
    const saving = annualCo2SavingKg * m;
    if (saving > 0 && cumulative + saving >= 0) return { years: year - 1 + -cumulative / saving, reason: null };
    cumulative += saving;
  }
  return { years: null, reason: 'no_payback_within_horizon' };
}

/** `replace` when the carbon payback is within the service life, else `retain`, with the reason (M10). */
export function recommend(
  paybackYearsValue: number | null,
  serviceLife: number,
  nullReason: CarbonPaybackReason = 'no_co2_saving',
): { recommendation: Recommendation; reason: RecommendationReason } {
  if (paybackYearsValue === null) return { recommendation: 'retain', reason: nullReason };
  return paybackYearsValue <= serviceLife
    ? { recommendation: 'replace', reason: 'payback_within_service_life' }
    : { recommendation: 'retain', reason: 'payback_beyond_service_life' };
}

/** One comparative group's decision against the baseline (M10; issue #32). */
export function decisionFigures(input: DecisionInput): DecisionFigures {
  const years = projectionYears(input.years);
  const { baseline, group } = input;
  const annualKwhSaving = baseline.totalKwh - group.totalKwh;
  const annualCo2SavingKg = baseline.co2Kg - group.co2Kg;
  const annualCostSaving = baseline.operationalCost - group.operationalCost;

  const kept = keptUnits(input.baselineItems, input.items);
  let manufacturingKg = 0;
  let transportationKg = 0;
  let refurbishmentImpactKg = 0;
  let amortisedKgPerYear = 0;
  let lifeSum = 0;
  let lifeUnits = 0;
  const items = input.items.map((item, i): DecisionItemFigures => {
    const amount = nonNegative(item.amount);
    const m = nonNegative(item.lca?.manufacturingKg);
    const t = nonNegative(item.lca?.transportationKg);
    const p = item.refurbishable === false ? 0 : clamp(item.refurbishmentImpactPercentage, 0, 100);
    const refurbished = p > 0;
    const newUnits = refurbished ? 0 : amount - kept[i];
    let embodiedKg: number;
    if (refurbished) {
      embodiedKg = (p / 100) * (m + t) * amount;
      refurbishmentImpactKg += embodiedKg;
    } else {
      manufacturingKg += m * newUnits;
      transportationKg += t * newUnits;
      embodiedKg = (m + t) * newUnits;
    }
    const life = serviceLifeYears(item.serviceLifeYears, null);
    const amortised = embodiedKg / life;
    amortisedKgPerYear += amortised;
    if (newUnits > 0 || refurbished) {
      const units = refurbished ? amount : newUnits;
      lifeSum += life * units;
      lifeUnits += units;
    }
    return { itemId: item.id, amount, keptUnits: kept[i], newUnits, refurbished, embodiedKg, serviceLifeYears: life, amortisedKgPerYear: amortised };
  });
  const embodiedKg = manufacturingKg + transportationKg + refurbishmentImpactKg;
  const serviceLife = embodiedKg > 0 && amortisedKgPerYear > 0 ? embodiedKg / amortisedKgPerYear : lifeUnits > 0 ? lifeSum / lifeUnits : DEFAULT_SERVICE_LIFE_YEARS;
  const path = input.gridPath && input.gridPath.multipliers.length > 0 ? input.gridPath : yearlyChangePath(years, null);
  // The payback and the recommendation come from the curve the chart draws (issue #46); the flat figure is a second view.
  const paybackHorizonYears = Math.max(years, PAYBACK_HORIZON_YEARS);
  const payback = projectedCarbonPayback(embodiedKg, annualCo2SavingKg, path.multipliers, paybackHorizonYears);
  const flat = carbonPayback(embodiedKg, annualCo2SavingKg);
  const rec = recommend(payback.years, serviceLife, payback.reason ?? 'no_co2_saving');

  const projection: DecisionProjectionRow[] = [];
  let cumulative = 0;
  for (let year = 1; year <= years; year++) {
    // Beyond a path's last year its last multiplier holds.
    const multiplier = nonNegative(path.multipliers[Math.min(year, path.multipliers.length) - 1]);
    const baselineKg = baseline.co2Kg * multiplier;
    const groupKg = group.co2Kg * multiplier + (year === 1 ? embodiedKg : 0);
    cumulative += baselineKg - groupKg;
    projection.push({ year, gridFactorMultiplier: multiplier, baselineKg, groupKg, cumulativeSavingKg: cumulative });
  }

  const figures: Omit<DecisionFigures, 'traces'> = {
    annualKwhSaving,
    annualCo2SavingKg,
    annualCostSaving,
    manufacturingKg,
    transportationKg,
    refurbishmentImpactKg,
    embodiedKg,
    carbonPaybackYears: payback.years,
    carbonPaybackReason: payback.reason,
    flatCarbonPaybackYears: flat.years,
    paybackHorizonYears,
    moneyPaybackYears: paybackYears(baseline, group),
    serviceLifeYears: serviceLife,
    recommendation: rec.recommendation,
    recommendationReason: rec.reason,
    capitalGoodsKg: embodiedKg,
    amortisedKgPerYear,
    gridPathSource: path.source,
    gridPathSourceNote: path.sourceNote,
    projection,
    items,
  };
  return { ...figures, traces: decisionTraces(figures, baseline, group) };
}

function decisionTraces(f: Omit<DecisionFigures, 'traces'>, baseline: DecisionSide, group: DecisionSide): Record<string, CalcTrace> {
  const last = f.projection[f.projection.length - 1];
  return {
    annualKwhSaving: { section: 'M10', formula: 'annualKwhSaving = totalKwh_baseline − totalKwh_group (M1–M2)', inputs: { totalKwhBaseline: baseline.totalKwh, totalKwhGroup: group.totalKwh }, value: f.annualKwhSaving },
    annualCo2SavingKg: { section: 'M10', formula: 'annualCo2Saving = co2Kg_baseline − co2Kg_group (M3)', inputs: { co2KgBaseline: baseline.co2Kg, co2KgGroup: group.co2Kg }, value: f.annualCo2SavingKg },
    annualCostSaving: {
      section: 'M10',
      formula: 'annualCostSaving = operationalCost_baseline − operationalCost_group (M3)',
      inputs: { operationalCostBaseline: baseline.operationalCost, operationalCostGroup: group.operationalCost },
      value: f.annualCostSaving,
    },
    embodiedKg: {
      section: 'M10',
      formula: 'embodied = Σ new units × (M + T) + Σ refurbished p/100 × (M + T) × amount; units kept from the baseline count 0 (M5)',
      inputs: { manufacturingKg: f.manufacturingKg, transportationKg: f.transportationKg, refurbishmentImpactKg: f.refurbishmentImpactKg },
      value: f.embodiedKg,
    },
    carbonPaybackYears: {
      section: 'M10',
      formula:
        'carbonPayback = the year y, interpolated, where −embodied + Σ_{k≤y} annualCo2Saving × gridMultiplier_k reaches 0 (the projection’s cumulative saving); null when the saving is not positive or it never reaches 0 within the horizon',
      inputs: { embodiedKg: f.embodiedKg, annualCo2SavingKg: f.annualCo2SavingKg, gridPath: f.gridPathSource, horizonYears: f.paybackHorizonYears },
      value: f.carbonPaybackYears,
    },
    flatCarbonPaybackYears: {
      section: 'M10',
      formula: 'flatCarbonPayback = embodied / annualCo2Saving (first-year saving, grid factor held flat); null when the saving is not positive',
      inputs: { embodiedKg: f.embodiedKg, annualCo2SavingKg: f.annualCo2SavingKg },
      value: f.flatCarbonPaybackYears,
    },
    moneyPaybackYears: {
      section: 'M3',
      formula: 'paybackYears = (investment_group − investment_baseline) / (operationalCost_baseline − operationalCost_group)',
      inputs: { investmentBaseline: baseline.investment, investmentGroup: group.investment, annualCostSaving: f.annualCostSaving },
      value: f.moneyPaybackYears,
    },
    serviceLifeYears: {
      section: 'M10',
      formula: 'serviceLife = embodied / Σ (embodied_i / life_i); life_i = the item’s, else its category’s, else 5 years',
      inputs: { embodiedKg: f.embodiedKg, amortisedKgPerYear: f.amortisedKgPerYear },
      value: f.serviceLifeYears,
    },
    recommendation: {
      section: 'M10',
      formula: 'replace when carbonPayback (on the grid path) ≤ serviceLife, else retain',
      inputs: { carbonPaybackYears: f.carbonPaybackYears, serviceLifeYears: f.serviceLifeYears },
      value: f.recommendation,
    },
    capitalGoodsKg: {
      section: 'M10',
      formula: 'capitalGoods = embodied, all in the year of acquisition (GHG Protocol Scope 3 Standard, category 2)',
      inputs: { embodiedKg: f.embodiedKg },
      value: f.capitalGoodsKg,
    },
    amortisedKgPerYear: {
      section: 'M10',
      formula: 'amortised = Σ embodied_i / serviceLife_i (straight line over the service life)',
      inputs: Object.fromEntries(f.items.map((i) => [i.itemId, i.amortisedKgPerYear])),
      value: f.amortisedKgPerYear,
    },
    cumulativeSavingKg: {
      section: 'M10',
      formula: 'cumulative_y = Σ_{k≤y} (co2Kg_baseline − co2Kg_group) × gridMultiplier_k − embodied',
      inputs: { years: f.projection.length, gridPath: f.gridPathSource, gridSource: f.gridPathSourceNote },
      value: last ? last.cumulativeSavingKg : null,
    },
  };
}


/** What a decision needs of an item beyond its calc inputs (M10): its product (units kept) and its resolved service life. */
export interface DecisionItemExtra {
  productId: string | null;
  /** The item's own service life, else its category's, as {@link serviceLifeYears} resolves it. */
  serviceLifeYears: number;
}

/**
 * A group's decision items from its calc inputs (M10): each item's amount, LCA and refurbishment
 * percentage (its own, else its solution's; M5) and whether its category may be refurbished, with its
 * product and service life from `extras` (by item id).
 */
export function decisionItemsOf(group: CalcGroup, extras: (itemId: string) => DecisionItemExtra | undefined, nonRefurbishedCategoryIds: Iterable<string>): DecisionItem[] {
  const nonRefurbished = new Set(nonRefurbishedCategoryIds);
  return group.solutions.flatMap((s) =>
    s.items.map((i): DecisionItem => {
      const extra = extras(i.id);
      return {
        id: i.id,
        productId: extra?.productId ?? null,
        amount: i.amount,
        lca: i.lca ?? null,
        refurbishmentImpactPercentage: i.refurbishmentImpactPercentage ?? s.refurbishmentImpactPercentage ?? null,
        refurbishable: !nonRefurbished.has(i.categoryId),
        serviceLifeYears: extra?.serviceLifeYears ?? null,
      };
    }),
  );
}

/**
 * Every comparative group's decision against the project's baseline (the first group in state
 * baseline; M10), from the calc groups and each group's figures (M1–M3, same order): the one
 * computation the decision endpoint serves and a document's figure set re-runs from its manifest.
 */
export function projectDecisions(
  groups: readonly CalcGroup[],
  sides: readonly DecisionSide[],
  extras: (itemId: string) => DecisionItemExtra | undefined,
  nonRefurbishedCategoryIds: Iterable<string>,
  years: number,
  gridPath: GridPath,
): Array<{ groupId: string; figures: DecisionFigures }> {
  const bi = groups.findIndex((g) => g.state === 'baseline');
  if (bi < 0) return [];
  const excluded = [...nonRefurbishedCategoryIds];
  const baselineItems = decisionItemsOf(groups[bi], extras, excluded).map((i) => ({ productId: i.productId, amount: i.amount }));
  const out: Array<{ groupId: string; figures: DecisionFigures }> = [];
  groups.forEach((g, gi) => {
    if (g.state !== 'comparative') return;
    out.push({ groupId: g.id, figures: decisionFigures({ baseline: sides[bi], group: sides[gi], baselineItems, items: decisionItemsOf(g, extras, excluded), years, gridPath }) });
  });
  return out;
}
