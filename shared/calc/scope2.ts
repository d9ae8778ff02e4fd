/**
 * Scope 2 emissions both ways and the energy split (issue #31).
 *
 * - Location-based (GHG Protocol Scope 2 Guidance 2015, ch. 4 and 6.2): every kWh at the grid-average
 *   factor of where it is consumed, no contractual instruments, hence NOT discounted by a renewable share.
 * - Market-based (ch. 6.3, Table 6.3 emission-factor hierarchy): kWh covered by contractual instruments
 *   at the instrument's factor (guarantees of origin and PPAs: 0 g unless given; a supplier-specific
 *   factor), the rest at the country's residual mix; only where no residual mix exists, the grid-average
 *   factor (flagged as such). A solution without instruments but with a renewable share (M3) counts that
 *   share as guarantee-of-origin-covered at 0 g.
 * - Energy split (ESRS E1-5, Delegated Regulation (EU) 2023/2772): renewable kWh = covered by GO/PPA
 *   (+ the M3 share where no instruments); non-renewable = the rest. ESRS E1-6 para 49 asks for both
 *   scope 2 figures.
 */
import { clamp, nonNegative } from './numbers';

export const ENERGY_INSTRUMENT_TYPES = ['guarantee_of_origin', 'ppa', 'supplier_specific'] as const;
export type EnergyInstrumentType = (typeof ENERGY_INSTRUMENT_TYPES)[number];

/** Instrument types whose energy counts as renewable (E1-5). */
const RENEWABLE_TYPES: ReadonlySet<EnergyInstrumentType> = new Set(['guarantee_of_origin', 'ppa']);

export interface EnergyInstrument {
  type: EnergyInstrumentType;
  /** kWh per year the instrument covers. */
  kwh: number;
  /** g CO2 per kWh; required for supplier_specific, defaults to 0 for GO and PPA. */
  factorG: number | null;
}

export interface Scope2SolutionInput {
  totalKwh: number;
  /** The solution's grid factor (location-based), g CO2e per kWh. */
  gridFactorG: number;
  /** M3 renewable share, percent; used only when the solution has no instruments. */
  renewablePercent: number;
  instruments: readonly EnergyInstrument[];
}

export interface Scope2Figures {
  locationBasedKg: number;
  marketBasedKg: number;
  energyKwh: number;
  renewableKwh: number;
  nonRenewableKwh: number;
}

export interface Scope2CoveredKwh {
  guaranteeOfOrigin: number;
  ppa: number;
  supplierSpecific: number;
  /** The M3 renewable share of a solution without instruments, counted as GO-covered at 0 g. */
  renewableShare: number;
}

/** Which factor priced the uncovered kWh: the residual mix, or (none curated) the grid average. */
export type UncoveredFactor = 'residual_mix' | 'grid_average';

export interface Scope2SolutionFigures extends Scope2Figures {
  coveredKwh: Scope2CoveredKwh;
  uncoveredKwh: number;
  uncoveredFactorG: number;
  uncoveredFactor: UncoveredFactor;
  /** kWh the instruments claim beyond the total (only with `{ excess: 'scale' }`; else 0). */
  excessKwh: number;
}

/** Instruments claim more kWh than the solution consumes. */
export class Scope2CoverageError extends RangeError {
  constructor(
    readonly coveredKwh: number,
    readonly totalKwh: number,
  ) {
    super(`Instruments cover ${coveredKwh} kWh but the solution consumes ${totalKwh} kWh.`);
    this.name = 'Scope2CoverageError';
  }
}

export interface Scope2Options {
  /**
   * 'error' (default): covered > total throws Scope2CoverageError (writes are refused with 422).
   * 'scale': instruments recorded before the solution's energy shrank are scaled down pro rata, so a
   * read still answers; the excess is reported.
   */
  excess?: 'error' | 'scale';
}

/** Relative tolerance for float sums of kWh. */
const EPSILON = 1e-9;

/** Sum of the kWh the instruments cover. */
export function instrumentsKwh(instruments: readonly EnergyInstrument[]): number {
  return instruments.reduce((s, i) => s + nonNegative(i.kwh), 0);
}

/** True when the instruments cover more than `totalKwh` (beyond float noise). */
export function coverageExceeds(totalKwh: number, instruments: readonly EnergyInstrument[]): boolean {
  const covered = instrumentsKwh(instruments);
  return covered > nonNegative(totalKwh) * (1 + EPSILON) + EPSILON;
}

/**
 * One solution's scope 2 figures. `residualFactorG`: the residual mix of the project's country, g/kWh,
 * or null when none is curated (then the solution's grid factor, flagged 'grid_average').
 */
export function scope2Solution(input: Scope2SolutionInput, residualFactorG: number | null, options: Scope2Options = {}): Scope2SolutionFigures {
  const totalKwh = nonNegative(input.totalKwh);
  const gridFactorG = nonNegative(input.gridFactorG);
  for (const i of input.instruments) {
    if (i.type === 'supplier_specific' && (i.factorG === null || !Number.isFinite(i.factorG))) {
      throw new RangeError('A supplier-specific instrument needs a factor.');
    }
  }
  const claimed = instrumentsKwh(input.instruments);
  let scale = 1;
  let excessKwh = 0;
  if (coverageExceeds(totalKwh, input.instruments)) {
    if (options.excess !== 'scale') throw new Scope2CoverageError(claimed, totalKwh);
    scale = totalKwh / claimed;
    excessKwh = claimed - totalKwh;
  }
  const covered: Scope2CoveredKwh = { guaranteeOfOrigin: 0, ppa: 0, supplierSpecific: 0, renewableShare: 0 };
  let instrumentKg = 0;
  let renewableKwh = 0;
  for (const i of input.instruments) {
    const kwh = nonNegative(i.kwh) * scale;
    const factor = nonNegative(i.factorG ?? 0);
    instrumentKg += (kwh * factor) / 1000;
    if (i.type === 'guarantee_of_origin') covered.guaranteeOfOrigin += kwh;
    else if (i.type === 'ppa') covered.ppa += kwh;
    else covered.supplierSpecific += kwh;
    if (RENEWABLE_TYPES.has(i.type)) renewableKwh += kwh;
  }
  if (input.instruments.length === 0) {
    covered.renewableShare = (totalKwh * clamp(input.renewablePercent, 0, 100)) / 100;
    renewableKwh = covered.renewableShare;
  }
  const coveredTotal = covered.guaranteeOfOrigin + covered.ppa + covered.supplierSpecific + covered.renewableShare;
  const uncoveredKwh = Math.max(0, totalKwh - coveredTotal);
  const uncoveredFactor: UncoveredFactor = residualFactorG === null ? 'grid_average' : 'residual_mix';
  const uncoveredFactorG = residualFactorG === null ? gridFactorG : nonNegative(residualFactorG);
  return {
    locationBasedKg: (totalKwh * gridFactorG) / 1000,
    marketBasedKg: instrumentKg + (uncoveredKwh * uncoveredFactorG) / 1000,
    energyKwh: totalKwh,
    renewableKwh,
    nonRenewableKwh: Math.max(0, totalKwh - renewableKwh),
    coveredKwh: covered,
    uncoveredKwh,
    uncoveredFactorG,
    uncoveredFactor,
    excessKwh,
  };
}

export interface Scope2SolutionEntry extends Scope2SolutionInput {
  id: string;
  name: string;
}

export interface Scope2GroupEntry {
  id: string;
  name: string;
  /** Whether the group counts in the project (groupIsCounted, M3): as today or as an alternative. */
  counted: boolean;
  /** The baseline (today): the project's scope 2 is its (M3, issue #46). */
  baseline: boolean;
  solutions: readonly Scope2SolutionEntry[];
}

export interface Scope2SolutionResult extends Scope2SolutionFigures {
  id: string;
  name: string;
}

export interface Scope2GroupResult extends Scope2Figures {
  id: string;
  name: string;
  /** `today` for the baseline, `alternative` for every other counted group (M3, issue #46). */
  role: 'today' | 'alternative';
  /** An alternative's saving against the baseline, location-based; null for the baseline or without one. */
  locationBasedSavingKg: number | null;
  /** An alternative's saving against the baseline, market-based; null for the baseline or without one. */
  marketBasedSavingKg: number | null;
  solutions: Scope2SolutionResult[];
}

export interface Scope2ProjectResult extends Scope2Figures {
  /** The baseline group whose figures these are; null without one (then the figures are 0). */
  baselineGroupId: string | null;
  /** The counted groups only, in the order given: the baseline and the alternatives. */
  groups: Scope2GroupResult[];
}

function sum(parts: readonly Scope2Figures[]): Scope2Figures {
  const s: Scope2Figures = { locationBasedKg: 0, marketBasedKg: 0, energyKwh: 0, renewableKwh: 0, nonRenewableKwh: 0 };
  for (const p of parts) {
    s.locationBasedKg += p.locationBasedKg;
    s.marketBasedKg += p.marketBasedKg;
    s.energyKwh += p.energyKwh;
    s.renewableKwh += p.renewableKwh;
    s.nonRenewableKwh += p.nonRenewableKwh;
  }
  return s;
}

/**
 * A project's scope 2 figures (M3, issue #46): its baseline's (today), like every project figure; the
 * other counted groups are listed beside it as alternatives, each with its saving, never added to it.
 */
export function scope2Project(groups: readonly Scope2GroupEntry[], residualFactorG: number | null, options: Scope2Options = {}): Scope2ProjectResult {
  const computed = groups
    .filter((g) => g.counted)
    .map((g) => {
      const solutions = g.solutions.map((s): Scope2SolutionResult => ({ id: s.id, name: s.name, ...scope2Solution(s, residualFactorG, options) }));
      return { entry: g, figures: sum(solutions), solutions };
    });
  const today = computed.filter((c) => c.entry.baseline);
  const total = sum(today.map((c) => c.figures));
  const hasBaseline = today.length > 0;
  const out: Scope2GroupResult[] = computed.map(({ entry, figures, solutions }) => ({
    id: entry.id,
    name: entry.name,
    ...figures,
    role: entry.baseline ? 'today' : 'alternative',
    locationBasedSavingKg: !entry.baseline && hasBaseline ? total.locationBasedKg - figures.locationBasedKg : null,
    marketBasedSavingKg: !entry.baseline && hasBaseline ? total.marketBasedKg - figures.marketBasedKg : null,
    solutions,
  }));
  return { ...total, baselineGroupId: today[0]?.entry.id ?? null, groups: out };
}

/**
 * The scope 2 method a document registers (issue #46 point 2): one named figure, never M3's mix.
 *
 * GHG Protocol Scope 2 Guidance (2015), ch. 7 section 7.1 ("dual reporting"): a company with operations
 * in markets offering contractual instruments reports scope 2 both ways and labels each result by its
 * method; it may pick one of the two for its goals and totals, provided it says which. ESRS E1-6
 * (para 49) asks for both figures. M3's `kWh × (1 − renewable share) × grid factor` counts the share at
 * 0 g and the rest at the grid average: the rest of a market-based figure belongs at the residual mix
 * (Scope 2 Quality Criteria, ch. 7; Table 6.3 emission-factor hierarchy), and a location-based figure
 * takes no contractual claim at all (ch. 6.2). So it is neither method and is never registered.
 */
export const SCOPE2_METHODS = ['location', 'market'] as const;
export type Scope2Method = (typeof SCOPE2_METHODS)[number];

/** Location-based unless the partner chooses market-based (M3, issue #46). */
export const DEFAULT_SCOPE2_METHOD: Scope2Method = 'location';

export function isScope2Method(value: unknown): value is Scope2Method {
  return typeof value === 'string' && (SCOPE2_METHODS as readonly string[]).includes(value);
}

/** A stored or sent method, or the default (location-based) for anything else. */
export function scope2MethodOr(value: unknown): Scope2Method {
  return isScope2Method(value) ? value : DEFAULT_SCOPE2_METHOD;
}

/** The figure of `method`: location-based or market-based kg CO2e (M3, issue #46 point 2). */
export function scope2FigureKg(figures: Pick<Scope2Figures, 'locationBasedKg' | 'marketBasedKg'>, method: Scope2Method): number {
  return method === 'market' ? figures.marketBasedKg : figures.locationBasedKg;
}

/**
 * The scope 2 entries of computed groups (M3): each solution's total kWh with its grid factor, its M3
 * renewable share and its instruments (by solution id; none when absent). `figures[i]` are the figures
 * of `groups[i]` (computeProject keeps the order).
 */
export function scope2Entries(
  groups: ReadonlyArray<{ id: string; state: string; solutions: ReadonlyArray<{ id: string; co2FactorGram: number; renewableEnergyPercent: number }> }>,
  figures: ReadonlyArray<{ counted: boolean; state: string; solutions: ReadonlyArray<{ totalKwh: number }> }>,
  instruments: Readonly<Record<string, readonly EnergyInstrument[]>>,
  // Groups and solutions are numbered apart: group 1 and solution 1 are two things with two names.
  names: { groups?: Readonly<Record<string, string>>; solutions?: Readonly<Record<string, string>> } = {},
): Scope2GroupEntry[] {
  return groups.map((g, gi) => ({
    id: g.id,
    name: names.groups?.[g.id] ?? g.id,
    counted: figures[gi]?.counted ?? false,
    baseline: (figures[gi]?.state ?? g.state) === 'baseline',
    solutions: g.solutions.map((s, si) => ({
      id: s.id,
      name: names.solutions?.[s.id] ?? s.id,
      totalKwh: figures[gi]?.solutions[si]?.totalKwh ?? 0,
      gridFactorG: s.co2FactorGram,
      renewablePercent: s.renewableEnergyPercent,
      instruments: instruments[s.id] ?? [],
    })),
  }));
}
