/**
 * Traces ("how was this calculated") for computed figures. Built after the computation from the
 * figures themselves, so that the hot path pays nothing when `explain` is off.
 */
import type { ResolvedContext } from './context';
import { RATING_CLASSES } from './constants';
import { ratingBoundsFor } from './rating';
import type { AggregateFigures, CalcSolution, CalcTrace, LcaFigures, MethodologySection, SolutionFigures } from './types';

type TraceInputs = Record<string, number | string | null>;

function trace(section: MethodologySection, formula: string, inputs: TraceInputs, value: number | string | null): CalcTrace {
  return { section, formula, inputs, value };
}

const LCA_STAGE_KEYS: readonly (keyof LcaFigures)[] = [
  'manufacturingKg',
  'transportationKg',
  'useKg',
  'eolKg',
  'refurbishmentImpactKg',
  'refurbishedManufacturingOffsetKg',
  'refurbishedTransportationOffsetKg',
  'refurbishmentOffsetKg',
  'refurbishedOffsetTotalKg',
];

function thresholdInputs(bounds: readonly number[] | null | undefined): TraceInputs {
  const inputs: TraceInputs = {};
  if (!bounds?.length) {
    inputs.thresholds = null;
    return inputs;
  }
  for (let i = 0; i < bounds.length && i < 6; i++) inputs[RATING_CLASSES[i]] = bounds[i];
  return inputs;
}

/** Traces of the figures derived the same way at every level (M2, M3, M4, M5). */
function derivedTraces(f: AggregateFigures, ctx: ResolvedContext, out: Record<string, CalcTrace>): void {
  out.dciePercent = trace(
    'M2',
    'dciePercent = round(itKwh / totalKwh × 100) over the data-centre solutions (= (totalKwh − upsKwh − coolingKwh) / totalKwh); null without a data centre or when its totalKwh = 0',
    { dataCentreTotalKwh: f.dataCentreTotalKwh, dataCentreItKwh: f.dataCentreItKwh },
    f.dciePercent,
  );
  out.pue = trace(
    'M2',
    'pue = totalKwh / itKwh over the data-centre solutions; null without a data centre or when its totalKwh = 0',
    { dataCentreTotalKwh: f.dataCentreTotalKwh, dataCentreItKwh: f.dataCentreItKwh },
    f.pue,
  );
  out.co2Ton = trace('M3', 'co2Ton = co2Kg / 1000', { co2Kg: f.co2Kg }, f.co2Ton);
  for (const c of f.categories) {
    const p = `categories.${c.categoryId}`;
    out[`${p}.averageWatts`] = trace('M1', 'averageWatts = itKwh × 1000 / 8760', { itKwh: c.itKwh }, c.averageWatts);
    out[`${p}.wattPerUnit`] = trace(
      'M4',
      'wattPerUnit = Σ itemAverageWatts / capacityAmount; null without capacity or with amount 0',
      { averageWatts: c.averageWatts, capacityAmount: c.capacityAmount, capacityId: c.capacityId },
      c.wattPerUnit,
    );
    out[`${p}.groupWeight`] = trace(
      'M4',
      'categoryGroupWeight = itKwh_cat / itKwh; 0 when itKwh = 0',
      { itKwhCategory: c.itKwh, itKwh: f.itKwh },
      c.groupWeight,
    );
    out[`${p}.rating`] = trace(
      'M4',
      'rating = first class A–F whose upper bound (W/unit) ≥ wattPerUnit, else G; unrated without wattPerUnit or thresholds',
      { wattPerUnit: c.wattPerUnit, ...thresholdInputs(ratingBoundsFor(ctx.thresholds, c.categoryId, c.capacityId)) },
      c.rating,
    );
  }
  out['cooling.rating'] = trace(
    'M4',
    'cooling rating = first class A–F whose lower COP bound ≤ cop (higher is better), else G',
    { cop: f.cooling.cop, ...thresholdInputs(ctx.thresholds?.coolingCop) },
    f.cooling.rating,
  );
  const scoreInputs: TraceInputs = {};
  for (const e of f.energyWheel) {
    const key = e.kind === 'cooling' ? 'cooling' : (e.categoryId ?? '');
    scoreInputs[`${key}.weight`] = e.groupWeight;
    scoreInputs[`${key}.numericRating`] = e.numericRating;
  }
  out['rating.score'] = trace(
    'M4',
    'score = Σ weight_cat × numeric_cat / Σ weight_cat over rated entries (A=7 … G=1); unrated entries weigh nothing; null when none is rated',
    scoreInputs,
    f.rating.score,
  );
  out['rating.rating'] = trace(
    'M4',
    'score ≥ 6.5 A, ≥ 5.5 B, ≥ 4.5 C, ≥ 3.5 D, ≥ 2.5 E, ≥ 1.5 F, ≥ 0.5 G, else A',
    { score: f.rating.score },
    f.rating.rating,
  );
  out['lca.gwpKg'] = trace(
    'M5',
    'gwpKg = manufacturingKg + transportationKg + useKg + eolKg − refurbishedOffsetTotalKg (included stages)',
    {
      manufacturingKg: f.lca.manufacturingKg,
      transportationKg: f.lca.transportationKg,
      useKg: f.lca.useKg,
      eolKg: f.lca.eolKg,
      refurbishedOffsetTotalKg: f.lca.refurbishedOffsetTotalKg,
    },
    f.lca.gwpKg,
  );
}

/** Traces of a solution's figures (M1–M5). */
export function traceSolution(
  f: SolutionFigures,
  solution: CalcSolution,
  fractions: ReadonlyMap<string, number>,
  ctx: ResolvedContext,
): Record<string, CalcTrace> {
  const out: Record<string, CalcTrace> = {};
  const dataCentre = solution.calculationMode === 1;
  const perCategory = (pick: (c: AggregateFigures['categories'][number]) => number): TraceInputs => {
    const inputs: TraceInputs = {};
    for (const c of f.categories) inputs[c.categoryId] = pick(c);
    return inputs;
  };
  out.itKwh = trace('M2', 'itKwh = Σ itemAnnualKwh', perCategory((c) => c.itKwh), f.itKwh);
  const coveredInputs: TraceInputs = {};
  for (const c of f.categories) {
    coveredInputs[`${c.categoryId}.itKwh`] = c.itKwh;
    coveredInputs[`${c.categoryId}.fraction`] = dataCentre ? (fractions.get(c.categoryId) ?? 1) : 0;
  }
  out.coveredKwh = trace(
    'M2',
    dataCentre ? 'coveredKwh = Σ_categories itKwh_cat × f_cat' : 'coveredKwh = 0 (no UPS or cooling outside calculation mode 1)',
    coveredInputs,
    f.coveredKwh,
  );
  out.upsKwh = trace(
    'M2',
    'upsKwh = coveredKwh × (100/η − 1); 0 without UPS',
    { coveredKwh: f.coveredKwh, efficiencyPercent: dataCentre ? solution.upsEfficiencyPercent : 0 },
    f.upsKwh,
  );
  out.coolingKwh = trace(
    'M2',
    'coolingKwh = (coveredKwh + upsKwh) / cop; 0 without cooling',
    { coveredKwh: f.coveredKwh, upsKwh: f.upsKwh, cop: dataCentre ? solution.coolingCop : 0 },
    f.coolingKwh,
  );
  out.totalKwh = trace(
    'M2',
    'totalKwh = itKwh + upsKwh + coolingKwh',
    { itKwh: f.itKwh, upsKwh: f.upsKwh, coolingKwh: f.coolingKwh },
    f.totalKwh,
  );
  out.co2Kg = trace(
    'M3',
    'co2Kg = totalKwh × (1 − renewableEnergyPercent/100) × co2FactorGram / 1000',
    {
      totalKwh: f.totalKwh,
      renewableEnergyPercent: solution.renewableEnergyPercent,
      co2FactorGram: solution.co2FactorGram,
    },
    f.co2Kg,
  );
  out.operationalCost = trace(
    'M3',
    'operationalCost = totalKwh × kwhPrice',
    { totalKwh: f.totalKwh, kwhPrice: f.kwhPrice },
    f.operationalCost,
  );
  out.investment = trace('M3', 'investment = Σ amount × unitPrice', perCategory((c) => c.investment), f.investment);
  for (const key of LCA_STAGE_KEYS) {
    out[`lca.${key}`] = trace('M5', `${key} = Σ over items (per unit × amount, included stages)`, perCategory((c) => c.lca[key]), f.lca[key]);
  }
  out['lca.useKg'] = trace(
    'M5',
    'useKg = Σ_items (itemAnnualKwh + share of UPS and cooling) × (1 − renewable/100) × co2FactorGram / 1000 × years',
    {
      ...perCategory((c) => c.lca.useKg),
      renewableEnergyPercent: solution.renewableEnergyPercent,
      co2FactorGram: solution.co2FactorGram,
      years: ctx.years,
    },
    f.lca.useKg,
  );
  for (const c of f.categories) {
    const p = `categories.${c.categoryId}`;
    out[`${p}.itKwh`] = trace('M1', 'itKwh_cat = Σ amount × Σ_modes(watts × hours) / 1000', { itemCount: c.itemCount }, c.itKwh);
    out[`${p}.totalKwh`] = trace(
      'M2',
      'totalKwh_cat = itKwh_cat × (1 + f_cat × (upsKwh + coolingKwh) / coveredKwh)',
      { itKwh: c.itKwh, fraction: coveredInputs[`${c.categoryId}.fraction`], upsKwh: f.upsKwh, coolingKwh: f.coolingKwh, coveredKwh: f.coveredKwh },
      c.totalKwh,
    );
  }
  derivedTraces(f, ctx, out);
  return out;
}

/** One part of a group or project total, with its id for the trace inputs. */
export interface TracePart {
  id: string;
  figures: AggregateFigures;
}

const SUMMED_TOTALS = ['itKwh', 'coveredKwh', 'upsKwh', 'coolingKwh', 'totalKwh', 'co2Kg', 'operationalCost', 'investment'] as const;

/** Traces of a group's or project's figures: sums over the parts (M3) and derived figures. */
export function traceAggregate(
  f: AggregateFigures,
  parts: readonly TracePart[],
  partLabel: 'solutions' | 'groups',
  ctx: ResolvedContext,
): Record<string, CalcTrace> {
  const out: Record<string, CalcTrace> = {};
  const over = (pick: (p: AggregateFigures) => number): TraceInputs => {
    const inputs: TraceInputs = {};
    for (const p of parts) inputs[p.id] = pick(p.figures);
    return inputs;
  };
  for (const key of SUMMED_TOTALS) {
    out[key] = trace('M3', `${key} = Σ_${partLabel} ${key}`, over((p) => p[key]), f[key]);
  }
  for (const key of LCA_STAGE_KEYS) {
    out[`lca.${key}`] = trace('M5', `${key} = Σ_${partLabel} ${key}`, over((p) => p.lca[key]), f.lca[key]);
  }
  for (const c of f.categories) {
    const inputs = over((p) => p.categories.find((x) => x.categoryId === c.categoryId)?.itKwh ?? 0);
    out[`categories.${c.categoryId}.itKwh`] = trace('M3', `itKwh_cat = Σ_${partLabel} itKwh_cat`, inputs, c.itKwh);
  }
  derivedTraces(f, ctx, out);
  return out;
}
