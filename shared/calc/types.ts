/**
 * Input and output shapes of the calculation engine. Section numbers (M1…M9) refer to the
 * methodology (`methodology.md`). Units are part of every name: `Kwh`, `Kg`, `Watts`, `Percent`.
 * Inputs are plain data (no ORM entities); callers map their rows once.
 */

/** One operating mode of a product (M1). */
export interface CalcMode {
  name: string;
  powerConsumptionWatts: number;
  /** Hours per year in this mode, before profile scaling and the 8760 h cap (M1). */
  hours: number;
}

/** Per-unit LCA values of a product, already resolved by the data-method priority (M5). */
export interface CalcItemLca {
  method: LcaMethod;
  manufacturingKg: number | null;
  transportationKg: number | null;
  /** End of life; `null` = missing (changes stage inclusion, M5). */
  eolKg: number | null;
}

export type LcaMethod = 'product' | 'average_plus' | 'category_default';

/**
 * Before/after state of an item in a comparative-solution project (M6): 1 and 3 are before,
 * 2 and 4 after.
 */
export type ComparativeItemState = 1 | 2 | 3 | 4;

/** One solution item: `amount` units of one product (M1). */
export interface CalcItem {
  id: string;
  categoryId: string;
  amount: number;
  /** Empty = nothing known about energy: the item counts 0 kWh and its use stage is missing (M5). */
  modes: readonly CalcMode[];
  /** Operating-hours profile (`operational_hours`); scales the modes' hours to this sum (M1). */
  profileHours?: number | null;
  unitPrice?: number | null;
  /** `p` of M5; `null`/`undefined` falls back to the solution's value, 0 means new. */
  refurbishmentImpactPercentage?: number | null;
  lca?: CalcItemLca | null;
  comparativeState?: ComparativeItemState | null;
}

/** 1 data centre (UPS and cooling apply), 2 end user / office, 3 LCA products (M2). */
export type CalculationMode = 1 | 2 | 3;

/** A link between a solution and a delivered-service capacity (M4). */
export interface CalcCapacity {
  categoryId: string;
  capacityId: string;
  amount: number;
}

/** A category infrastructure share (M2): the listed categories draw `fraction` through UPS and cooling. */
export interface CalcShare {
  categoryIds: readonly string[];
  /** Sent as a fraction, valid in (0, 1] (M9). */
  fraction: number;
}

export interface CalcSolution {
  id: string;
  calculationMode: CalculationMode;
  /** UPS efficiency η in percent; 0 = no UPS (M2). */
  upsEfficiencyPercent: number;
  /** Cooling coefficient of performance; 0 = no cooling (M2). */
  coolingCop: number;
  /** 0–100 (M3). */
  renewableEnergyPercent: number;
  /** Grid factor in g CO2e per kWh; the caller resolves the country default (M3). */
  co2FactorGram: number;
  /** Solution price per kWh; falls back to `CalcContext.kwhPrice`, then 1.35 (M3). */
  kwhPrice?: number | null;
  /** Default refurbishment impact percentage for items that carry none (M5). */
  refurbishmentImpactPercentage?: number | null;
  items: readonly CalcItem[];
  capacities: readonly CalcCapacity[];
  shares: readonly CalcShare[];
}

export type GroupState = 'baseline' | 'comparative' | 'inactive' | 'requested';

export interface CalcGroup {
  id: string;
  state: GroupState;
  active: boolean;
  solutions: readonly CalcSolution[];
}

export interface CalcProject {
  id: string;
  groups: readonly CalcGroup[];
}

/** Upper bounds in W per unit for classes A…F, in that order (M4). */
export type CategoryThresholds = readonly number[];

/**
 * Rating reference data for one rating year (M4). A category is rated against the bounds of the
 * capacity it is measured in when given (W per VM and W per core differ), else its category's.
 */
export interface RatingThresholds {
  /** Per category id: six upper bounds in W per unit for A…F. */
  categories?: Readonly<Record<string, CategoryThresholds>> | null;
  /** Per capacity id: six upper bounds in W per unit of that capacity for A…F. */
  capacities?: Readonly<Record<string, CategoryThresholds>> | null;
  /** Six lower COP bounds for A…F (higher COP is better); absent = cooling unrated. */
  coolingCop?: readonly number[] | null;
}

/** Everything a calculation needs beyond the solution itself. All fields optional. */
export interface CalcContext {
  ratingThresholds?: RatingThresholds | null;
  /** Report period for the LCA use stage (M5); default 5. */
  years?: number | null;
  /** Whether the report is an LCA report; stage inclusion only applies then (M5). Default false. */
  lcaReport?: boolean;
  /** Categories whose items are never treated as refurbished (M5). */
  nonRefurbishedCategoryIds?: readonly string[] | ReadonlySet<string> | null;
  /** The project's price per kWh, used when a solution has none (M3). */
  kwhPrice?: number | null;
}

export interface ComputeOptions {
  /** Attach `traces` ("how was this calculated") to the figures. Off by default: it costs time. */
  explain?: boolean;
}

export type RatingClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** Which LCA stages count (M5). */
export type LcaStageInclusion = 'all' | 'all_but_use' | 'to_gate';

/** LCA stage totals in kg CO2e (M5); `gwpKg = manufacturingKg + transportationKg + useKg + eolKg −
 * refurbishedOffsetTotalKg`, where the stage values are those included by the stage rule. */
export interface LcaFigures {
  gwpKg: number;
  manufacturingKg: number;
  transportationKg: number;
  useKg: number;
  eolKg: number;
  refurbishmentImpactKg: number;
  refurbishedManufacturingOffsetKg: number;
  refurbishedTransportationOffsetKg: number;
  refurbishmentOffsetKg: number;
  refurbishedOffsetTotalKg: number;
}

/** One item's LCA (M5). Stage values are the item's (per unit × amount), before stage inclusion. */
export interface ItemLcaFigures {
  inclusion: LcaStageInclusion;
  refurbished: boolean;
  manufacturingKg: number;
  transportationKg: number;
  /** `null` when the item has no energy data. */
  useKg: number | null;
  /** `null` when the item has no end-of-life data. */
  eolKg: number | null;
  gwpKg: number;
  refurbishmentImpactKg: number;
  refurbishedManufacturingOffsetKg: number;
  refurbishedTransportationOffsetKg: number;
  refurbishmentOffsetKg: number;
  refurbishedOffsetTotalKg: number;
}

/** One item's figures, for detailed item lists. */
export interface ItemFigures {
  itemId: string;
  categoryId: string;
  annualKwh: number;
  averageWatts: number;
  /** `annualKwh` plus the item's share of UPS and cooling energy (M5). */
  totalKwh: number;
  co2Kg: number;
  operationalCost: number;
  investment: number;
  lca: ItemLcaFigures;
}

/** Per-category figures of a solution, group or project (M2–M5). */
export interface CategoryFigures {
  categoryId: string;
  itemCount: number;
  itKwh: number;
  /** `itKwh` plus the category's share of UPS and cooling; sums to the total's `totalKwh`. */
  totalKwh: number;
  averageWatts: number;
  capacityId: string | null;
  capacityAmount: number;
  wattPerUnit: number | null;
  groupWeight: number;
  rating: RatingClass | null;
  numericRating: number | null;
  co2Kg: number;
  operationalCost: number;
  investment: number;
  refurbishedItemCount: number;
  refurbishedUnitCount: number;
  lca: LcaFigures;
}

export interface CoolingFigures {
  /** Effective COP: cooled energy over cooling energy; `null` without cooling. */
  cop: number | null;
  coolingKwh: number;
  rating: RatingClass | null;
  numericRating: number | null;
}

/** Energy-wheel entry (M4): a category, or the cooling (efficiency = COP). */
export interface EnergyWheelEntry {
  kind: 'category' | 'cooling';
  /** `null` for the cooling entry. */
  categoryId: string | null;
  wattPerUnit: number | null;
  cop: number | null;
  groupWeight: number;
  capacityId: string | null;
  rating: RatingClass | null;
  numericRating: number | null;
}

/** Accumulated rating of a solution, group or project (M4). */
export interface AccumulatedRating {
  totalKwh: number;
  /** Weighted score in 1…7; `null` when there is nothing to weigh. */
  score: number | null;
  /** Numeric value of `rating` (A=7 … G=1). */
  numericRating: number | null;
  rating: RatingClass | null;
  /**
   * Share (0–1) of the weight of unrated entries, which the score leaves out (M4); 0 when every entry
   * is rated or nothing weighs, 1 when nothing rated weighs (then `rating` is null).
   */
  unratedShare: number;
}

export type MethodologySection = 'M1' | 'M2' | 'M3' | 'M4' | 'M5' | 'M6' | 'M7' | 'M9' | 'M10';

/** How one figure was made: enough for a UI to show "how was this calculated". */
export interface CalcTrace {
  section: MethodologySection;
  formula: string;
  inputs: Readonly<Record<string, number | string | null>>;
  value: number | string | null;
}

/**
 * Traces keyed by the figure's path in the result, e.g. `upsKwh`, `lca.gwpKg`,
 * `categories.<categoryId>.wattPerUnit`, `rating.score`, `cooling.rating`.
 */
export type CalcTraces = Readonly<Record<string, CalcTrace>>;

export type CalcWarning = 'category_infrastructure_share' | 'invalid_group_data';

/** Totals shared by a solution, a group and a project. */
export interface AggregateFigures {
  itemCount: number;
  itKwh: number;
  coveredKwh: number;
  upsKwh: number;
  coolingKwh: number;
  totalKwh: number;
  /**
   * IT and total energy of the data-centre solutions (calculation mode 1) among the parts: DCiE and
   * PUE are data-centre figures, computed over these only (M2, issue #28); 0 without a data centre.
   */
  dataCentreItKwh: number;
  dataCentreTotalKwh: number;
  /** Over the data-centre solutions only (M2); null without a data centre or without its energy. */
  dciePercent: number | null;
  /** Over the data-centre solutions only (M2); null without a data centre or without its energy. */
  pue: number | null;
  co2Kg: number;
  co2Ton: number;
  operationalCost: number;
  investment: number;
  /** Sorted by category id, so that results do not depend on item order. */
  categories: CategoryFigures[];
  cooling: CoolingFigures;
  energyWheel: EnergyWheelEntry[];
  rating: AccumulatedRating;
  lca: LcaFigures;
  /** Present only when computed with `{ explain: true }`. */
  traces?: CalcTraces;
}

export interface SolutionFigures extends AggregateFigures {
  solutionId: string;
  calculationMode: CalculationMode;
  kwhPrice: number;
  /** A share with no categories or a fraction outside (0, 1] (M9); such a share is ignored. */
  shareInvalid: boolean;
  warnings: CalcWarning[];
}

export interface GroupFigures extends AggregateFigures {
  groupId: string;
  state: GroupState;
  active: boolean;
  /** Whether the group counts in the project (active and not in state inactive): as today (the baseline) or as an alternative. */
  counted: boolean;
  solutions: SolutionFigures[];
  warnings: CalcWarning[];
}

/**
 * An alternative to today (M3, issue #46): a counted group that is not the baseline, with its own
 * totals and its saving against the baseline (baseline − alternative; null without a baseline).
 */
export interface ProjectAlternative {
  groupId: string;
  totalKwh: number;
  co2Kg: number;
  operationalCost: number;
  kwhSaving: number | null;
  co2SavingKg: number | null;
  costSaving: number | null;
}

/**
 * A project's figures (M3, issue #46): the aggregate fields are its baseline's, today's; each other
 * counted group is an alternative beside it, never added to it. Without a counted baseline the
 * aggregate is empty (0 kWh, no DCiE): a project without today has no figure of its own.
 */
export interface ProjectFigures extends AggregateFigures {
  projectId: string;
  /** The counted baseline group whose figures these are; null without one. */
  baselineGroupId: string | null;
  /** The other counted groups, in order, each with its saving against the baseline. */
  alternatives: ProjectAlternative[];
  /** All groups, counted or not. */
  groups: GroupFigures[];
}
