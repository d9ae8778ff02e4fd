import { MAX_LABEL_LENGTH, MAX_SHOWN_CATEGORIES } from './constants';

export type EmissionUnitName = 'kg' | 'ton' | 'kiloton' | 'megaton';

export interface EmissionUnit {
  unit: EmissionUnitName;
  divider: number;
  /** `kg / divider`. */
  value: number;
}

/**
 * Display unit of an emission (M7): below 10^4 kg → kg; below 10^7 → ton (÷10^3); below 10^10 →
 * kiloton (÷10^6); else megaton (÷10^9). Chosen by magnitude, so savings (negative) scale alike.
 * `null` for a missing or non-finite value.
 */
export function emissionUnit(kg: number | null | undefined): EmissionUnit | null {
  if (typeof kg !== 'number' || !Number.isFinite(kg)) return null;
  const magnitude = Math.abs(kg);
  const [unit, divider]: [EmissionUnitName, number] =
    magnitude < 1e4 ? ['kg', 1] : magnitude < 1e7 ? ['ton', 1e3] : magnitude < 1e10 ? ['kiloton', 1e6] : ['megaton', 1e9];
  return { unit, divider, value: kg / divider };
}

export type Precision = 0 | 1 | 2;

/**
 * Rounds to 0, 1 or 2 decimals (M7: PRECISION, CO2_PRECISION), half away from zero, without
 * formatting and without binary artefacts (1.005 → 1.01). `null` for a missing or non-finite value.
 */
export function roundToPrecision(value: number | null | undefined, precision: Precision): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** precision;
  // toPrecision(15) drops the representation error of value × factor before rounding.
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(shifted) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Rounds parts once so that they add up to their printed total (M7; issue #46 point 5: rows that
 * added to 261,486 under a printed 261,485, a total of rounded sides printed 65.8 t for an exact
 * 65.7 t). The total is `total` (default: the exact sum of the parts), rounded once to `step`; each
 * part is its exact value rounded down to a multiple of `step`, and the steps still missing go to
 * the parts with the largest remainders (the largest-remainder method; ties to the larger part, then
 * the earlier one). Every part thus differs from its exact value by less than one step, and the parts
 * add up to the total exactly. A missing or non-finite part counts as 0. `step` > 0 (1 for whole kWh,
 * 100 for a tenth of a ton in kg).
 */
export function roundPartsToTotal(parts: readonly (number | null | undefined)[], step = 1, total?: number | null): number[] {
  if (!(step > 0) || !Number.isFinite(step)) throw new RangeError(`roundPartsToTotal: the step must be a positive number, not ${step}.`);
  if (parts.length === 0) return [];
  // In units of the step, without the representation error of the division (0.3 / 0.1 = 2.9999999999999996).
  const units = parts.map((p) => (typeof p === 'number' && Number.isFinite(p) ? Number((p / step).toPrecision(12)) : 0));
  const exactSum = typeof total === 'number' && Number.isFinite(total) ? Number((total / step).toPrecision(12)) : units.reduce((s, u) => s + u, 0);
  const target = Math.sign(exactSum) * Math.round(Math.abs(exactSum));
  const out = units.map(Math.floor);
  const remainder = units.map((u, i) => u - out[i]);
  let missing = target - out.reduce((s, f) => s + f, 0);
  // Largest remainder first; ties to the larger part, then to the earlier one.
  const order = units.map((_, i) => i).sort((a, b) => remainder[b] - remainder[a] || Math.abs(units[b]) - Math.abs(units[a]) || a - b);
  // A given total far from the parts' sum spreads whole steps over every part first.
  const rounds = Math.trunc(missing / units.length);
  if (rounds !== 0) {
    for (let i = 0; i < out.length; i++) out[i] += rounds;
    missing -= rounds * units.length;
  }
  if (missing > 0) for (let k = 0; k < missing; k++) out[order[k]] += 1;
  else for (let k = 0; k < -missing; k++) out[order[order.length - 1 - k]] -= 1;
  return out.map((u) => (step >= 1 ? u * step : Number((u * step).toPrecision(12))) || 0);
}

/**
 * Savings rounding (M7): above 10^6 to the nearest 100 000; above 10^5 to 10 000; above 10^3 to
 * 1 000; else to an integer. By magnitude, symmetric for negative values. `null` for a missing or
 * non-finite value.
 */
export function roundSavings(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const magnitude = Math.abs(value);
  const step = magnitude > 1e6 ? 1e5 : magnitude > 1e5 ? 1e4 : magnitude > 1e3 ? 1e3 : 1;
  const rounded = Math.round(magnitude / step) * step;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * kg CO2 a tree absorbs in a year: the one tree factor of every report (spec §9's first set). The
 * second set's 0.01818167154 trees per kg (55 kg a tree) contradicted the 22 kg the methodology page
 * prints, so the same document gave two tree counts for one figure (issue #28): one constant, one source.
 */
export const TREE_KG_CO2_PER_YEAR = 22;

/**
 * Equivalence factor sets of spec §9 (M7). `kgPerUnit` factors divide the kg CO2e, `unitsPerKg`
 * factors multiply it.
 */
export const EQUIVALENCE_FACTORS = {
  /** First set: kg CO2e per unit. */
  impact: {
    trees: { kgPerUnit: TREE_KG_CO2_PER_YEAR },
    carKm: { kgPerUnit: 0.1223 },
    streaming: { kgPerUnit: 0.036 },
    plasticCups: { kgPerUnit: 0.01748 },
    smartphones: { kgPerUnit: 64 },
  },
  /** Second set: units per kg CO2e, except `persons` (kg CO2e per person). */
  extended: {
    trees: { kgPerUnit: TREE_KG_CO2_PER_YEAR },
    plasticCups: { unitsPerKg: 3.7037037 },
    solarCells: { unitsPerKg: 0.005 },
    lightBulbs: { unitsPerKg: 0.0273748676 },
    houses: { unitsPerKg: 0.000192313299 },
    cars: { unitsPerKg: 0.000109184324 },
    streaming: { unitsPerKg: 3.50631136 },
    persons: { kgPerUnit: 4480 },
  },
} as const;

type FactorSet = Record<string, { kgPerUnit: number } | { unitsPerKg: number }>;
type Equivalent<S> = { [K in keyof S]: number };

export interface Equivalences {
  impact: Equivalent<(typeof EQUIVALENCE_FACTORS)['impact']>;
  extended: Equivalent<(typeof EQUIVALENCE_FACTORS)['extended']>;
}

function applySet<S extends FactorSet>(kg: number, set: S): Equivalent<S> {
  const out: Record<string, number> = {};
  for (const [key, factor] of Object.entries(set)) {
    out[key] = 'kgPerUnit' in factor ? kg / factor.kgPerUnit : kg * factor.unitsPerKg;
  }
  return out as Equivalent<S>;
}

/**
 * The kg CO2e one unit of an equivalence stands for (M7, issue #46 point 3): a `kgPerUnit` factor as it
 * is, a `unitsPerKg` factor inverted. What a document prints beside each equivalence, so that a reader
 * can check "1,553,089 plastic cups" against the factor that made it, whichever set it came from.
 */
export function equivalenceKgPerUnit<S extends keyof typeof EQUIVALENCE_FACTORS>(set: S, key: keyof (typeof EQUIVALENCE_FACTORS)[S]): number {
  const factor = EQUIVALENCE_FACTORS[set][key] as { kgPerUnit: number } | { unitsPerKg: number };
  return 'kgPerUnit' in factor ? factor.kgPerUnit : 1 / factor.unitsPerKg;
}

/** Both equivalence sets of spec §9 applied to kg CO2e (M7); `null` for a missing or non-finite value. */
export function equivalences(kg: number | null | undefined): Equivalences | null {
  if (typeof kg !== 'number' || !Number.isFinite(kg)) return null;
  return { impact: applySet(kg, EQUIVALENCE_FACTORS.impact), extended: applySet(kg, EQUIVALENCE_FACTORS.extended) };
}

export interface SeriesEntry {
  key: string;
  value: number;
}

/** Key of the merged entry of `mergeOther`. */
export const OTHER_KEY = 'other';

/**
 * Keeps the `max` largest entries (M7, default 6), largest first (ties in input order), and merges
 * the rest into one entry keyed `other` placed last. Nothing is merged when there are at most `max`.
 */
export function mergeOther(series: readonly SeriesEntry[], max: number = MAX_SHOWN_CATEGORIES): SeriesEntry[] {
  const sorted = series
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.value - a.entry.value || a.index - b.index)
    .map((x) => x.entry);
  if (sorted.length <= max) return sorted;
  const kept = sorted.slice(0, max);
  let rest = 0;
  for (let i = max; i < sorted.length; i++) rest += sorted[i].value;
  kept.push({ key: OTHER_KEY, value: rest });
  return kept;
}

/**
 * Cuts a chart label at `max` characters (M7, default 15) and appends an ellipsis; shorter labels
 * are returned as they are. Counts Unicode code points, so no character is split.
 */
export function truncateLabel(label: string, max: number = MAX_LABEL_LENGTH): string {
  const chars = Array.from(label);
  return chars.length <= max ? label : `${chars.slice(0, max).join('')}…`;
}
