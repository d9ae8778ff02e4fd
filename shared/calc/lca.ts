import { clamp, nonNegative, type Mutable } from './numbers';
import type { CalcItemLca, ItemLcaFigures, LcaFigures, LcaMethod, LcaStageInclusion } from './types';

/** Per-unit stage values of one data source; `null` = not given by that source. */
export interface LcaStageValues {
  manufacturingKg: number | null;
  transportationKg: number | null;
  eolKg: number | null;
}

/** The data sources one product may have (M5). */
export interface LcaSources {
  product?: LcaStageValues | null;
  categoryDefault?: LcaStageValues | null;
  /** The product's weight, for average-plus. */
  weightKg?: number | null;
  /** The category's reference weight, for average-plus. */
  referenceWeightKg?: number | null;
}

/** Default data-method priority (M5). */
export const DEFAULT_LCA_PRIORITY: readonly LcaMethod[] = ['product', 'average_plus', 'category_default'];

function hasAnyStage(values: LcaStageValues | null | undefined): values is LcaStageValues {
  return !!values && (values.manufacturingKg !== null || values.transportationKg !== null || values.eolKg !== null);
}

/**
 * Per-unit M, T and E from the first available source in the data-method priority (M5).
 * Product-specific data is available when it gives any stage; average-plus when there is a category
 * default and both weights are positive (`M = M_default × weight_kg / reference_weight_kg`,
 * likewise `T`; `E` stays the default); the category default when it gives any stage.
 * `null` when no source in the priority is available.
 */
export function resolveLca(sources: LcaSources, priority: readonly LcaMethod[] = DEFAULT_LCA_PRIORITY): CalcItemLca | null {
  for (const method of priority) {
    if (method === 'product') {
      if (hasAnyStage(sources.product)) return { method, ...pickStages(sources.product) };
    } else if (method === 'average_plus') {
      const base = sources.categoryDefault;
      const weight = nonNegative(sources.weightKg);
      const reference = nonNegative(sources.referenceWeightKg);
      if (hasAnyStage(base) && weight > 0 && reference > 0) {
        const scale = weight / reference;
        return {
          method,
          manufacturingKg: base.manufacturingKg === null ? null : base.manufacturingKg * scale,
          transportationKg: base.transportationKg === null ? null : base.transportationKg * scale,
          eolKg: base.eolKg,
        };
      }
    } else if (hasAnyStage(sources.categoryDefault)) {
      return { method, ...pickStages(sources.categoryDefault) };
    }
  }
  return null;
}

function pickStages(values: LcaStageValues): LcaStageValues {
  return { manufacturingKg: values.manufacturingKg, transportationKg: values.transportationKg, eolKg: values.eolKg };
}

/** Stage values that decide inclusion; `null` = missing. */
export interface LcaStagePresence {
  manufacturingKg: number | null;
  transportationKg: number | null;
  useKg: number | null;
  eolKg: number | null;
}

/**
 * Stage inclusion (M5, spec §5): all stages when the report is not an LCA report or when M or T is
 * zero (a missing M or T counts as zero); otherwise (M and T positive) all stages when U and E are
 * present, all but use when U is missing, else cradle-to-gate (M + T).
 */
export function lcaStageInclusion(stages: LcaStagePresence, lcaReport: boolean): LcaStageInclusion {
  if (!lcaReport) return 'all';
  return inclusionOf(nonNegative(stages.manufacturingKg), nonNegative(stages.transportationKg), stages.useKg, stages.eolKg);
}

/** Stage inclusion of an LCA report from scalars, M and T already non-negative (M5). */
function inclusionOf(m: number, t: number, useKg: number | null, eolKg: number | null): LcaStageInclusion {
  if (!(m > 0) || !(t > 0)) return 'all';
  if (useKg === null) return 'all_but_use';
  if (eolKg === null) return 'to_gate';
  return 'all';
}

/** Inputs of one item's LCA (M5). */
export interface ItemLcaInput {
  amount: number;
  /** Per-unit values; `null` = no LCA data (M and T count 0, E missing). */
  lca: CalcItemLca | null | undefined;
  /** The item's use stage in kg over the report period, `null` when it has no energy data. */
  useKg: number | null;
  /** `p` of M5 (clamped to 0–100); 0 = new. */
  refurbishmentImpactPercentage: number | null | undefined;
  /** `false` for items in a non-refurbished category. */
  refurbishable: boolean;
  lcaReport: boolean;
}

/** An all-zero item LCA, to be filled by `fillItemLca`. */
export function emptyItemLca(): Mutable<ItemLcaFigures> {
  return {
    inclusion: 'all',
    refurbished: false,
    manufacturingKg: 0,
    transportationKg: 0,
    useKg: null,
    eolKg: null,
    gwpKg: 0,
    refurbishmentImpactKg: 0,
    refurbishedManufacturingOffsetKg: 0,
    refurbishedTransportationOffsetKg: 0,
    refurbishmentOffsetKg: 0,
    refurbishedOffsetTotalKg: 0,
  };
}

/**
 * Fills `out` with one item's LCA (M5) without allocating, for the hot loop of `computeSolution`.
 * Item stages = per-unit × amount; `gwp = M + T + U + E` over the included stages; a refurbished
 * item (p > 0, refurbishable) counts `refurbishmentImpact = p/100 × (M + T)` in place of `M + T`,
 * with offsets `M`, `T`, `M + T` and `refurbishedOffsetTotal = M + T − refurbishmentImpact`.
 */
export function fillItemLca(
  out: Mutable<ItemLcaFigures>,
  amount: number,
  lca: CalcItemLca | null | undefined,
  useKg: number | null,
  refurbishmentImpactPercentage: number | null | undefined,
  refurbishable: boolean,
  lcaReport: boolean,
): void {
  const units = nonNegative(amount);
  const m = lca ? units * nonNegative(lca.manufacturingKg) : 0;
  const t = lca ? units * nonNegative(lca.transportationKg) : 0;
  const e = lca && lca.eolKg !== null ? units * nonNegative(lca.eolKg) : null;
  const p = refurbishable ? clamp(refurbishmentImpactPercentage, 0, 100) : 0;
  const refurbished = p > 0;
  // Inclusion is decided on the item's own stages (its product row), so that any total is the
  // plain sum of its items.
  const inclusion = lcaReport ? inclusionOf(m, t, useKg, e) : 'all';
  const impact = refurbished ? (p / 100) * (m + t) : 0;
  let gwp = refurbished ? impact : m + t;
  if (useKg !== null && inclusion === 'all') gwp += useKg;
  if (e !== null && inclusion !== 'to_gate') gwp += e;

  out.inclusion = inclusion;
  out.refurbished = refurbished;
  out.manufacturingKg = m;
  out.transportationKg = t;
  out.useKg = useKg;
  out.eolKg = e;
  out.gwpKg = gwp;
  out.refurbishmentImpactKg = impact;
  out.refurbishedManufacturingOffsetKg = refurbished ? m : 0;
  out.refurbishedTransportationOffsetKg = refurbished ? t : 0;
  out.refurbishmentOffsetKg = refurbished ? m + t : 0;
  out.refurbishedOffsetTotalKg = refurbished ? m + t - impact : 0;
}

/** One item's LCA stages, refurbishment figures and gwp (M5). */
export function itemLca(input: ItemLcaInput): ItemLcaFigures {
  const out = emptyItemLca();
  fillItemLca(
    out,
    input.amount,
    input.lca,
    input.useKg,
    input.refurbishmentImpactPercentage,
    input.refurbishable,
    input.lcaReport,
  );
  return out;
}

/** All-zero LCA totals. */
export function emptyLcaFigures(): Mutable<LcaFigures> {
  return {
    gwpKg: 0,
    manufacturingKg: 0,
    transportationKg: 0,
    useKg: 0,
    eolKg: 0,
    refurbishmentImpactKg: 0,
    refurbishedManufacturingOffsetKg: 0,
    refurbishedTransportationOffsetKg: 0,
    refurbishmentOffsetKg: 0,
    refurbishedOffsetTotalKg: 0,
  };
}

/**
 * Adds an item's LCA to a total (M5). Only included stages are added, so that every total keeps
 * `gwpKg = manufacturingKg + transportationKg + useKg + eolKg − refurbishedOffsetTotalKg`.
 */
export function addItemLca(total: Mutable<LcaFigures>, item: ItemLcaFigures): void {
  total.gwpKg += item.gwpKg;
  total.manufacturingKg += item.manufacturingKg;
  total.transportationKg += item.transportationKg;
  if (item.useKg !== null && item.inclusion === 'all') total.useKg += item.useKg;
  if (item.eolKg !== null && item.inclusion !== 'to_gate') total.eolKg += item.eolKg;
  total.refurbishmentImpactKg += item.refurbishmentImpactKg;
  total.refurbishedManufacturingOffsetKg += item.refurbishedManufacturingOffsetKg;
  total.refurbishedTransportationOffsetKg += item.refurbishedTransportationOffsetKg;
  total.refurbishmentOffsetKg += item.refurbishmentOffsetKg;
  total.refurbishedOffsetTotalKg += item.refurbishedOffsetTotalKg;
}

/** Adds one LCA total to another (group and project totals are sums, M3). */
export function addLcaFigures(total: Mutable<LcaFigures>, part: LcaFigures): void {
  total.gwpKg += part.gwpKg;
  total.manufacturingKg += part.manufacturingKg;
  total.transportationKg += part.transportationKg;
  total.useKg += part.useKg;
  total.eolKg += part.eolKg;
  total.refurbishmentImpactKg += part.refurbishmentImpactKg;
  total.refurbishedManufacturingOffsetKg += part.refurbishedManufacturingOffsetKg;
  total.refurbishedTransportationOffsetKg += part.refurbishedTransportationOffsetKg;
  total.refurbishmentOffsetKg += part.refurbishmentOffsetKg;
  total.refurbishedOffsetTotalKg += part.refurbishedOffsetTotalKg;
}
