/**
 * The calculation engine (methodology M1–M9): pure, synchronous functions shared by server and
 * client. Nothing here imports an ORM, GraphQL, React or a Node built-in.
 */
export * from './types';
export {
  ACCUMULATED_SCORE_BOUNDS,
  DEFAULT_KWH_PRICE,
  DEFAULT_LCA_YEARS,
  HOURS_PER_YEAR,
  MAX_LABEL_LENGTH,
  MAX_SHOWN_CATEGORIES,
  METHODOLOGY_VERSION,
  NUMERIC_RATING,
  RATING_CLASSES,
} from './constants';
export {
  averageWattsFromKwh,
  effectiveHours,
  itemAnnualKwh,
  itemAverageWatts,
  modeHoursScale,
  unitAnnualKwh,
} from './item-energy';
export {
  coolingFactor,
  coolingKwh,
  dciePercent,
  infrastructureFactor,
  powerUsageEffectiveness,
  shareFractions,
  shareIsInvalid,
  upsKwh,
  upsLossFactor,
} from './infrastructure';
export {
  co2Kg,
  co2Ton,
  emissionKgPerKwh,
  itemInvestment,
  operationalCost,
  paybackYears,
  projectCurrency,
  resolveKwhPrice,
  type CostFigures,
  type ProjectCurrency,
} from './emissions';
export {
  accumulatedRating,
  categoryGroupWeight,
  categoryRating,
  coolingRating,
  numericRating,
  ratingBoundsFor,
  ratingFromScore,
  wattPerUnit,
  type RatingEntry,
} from './rating';
export {
  DEFAULT_LCA_PRIORITY,
  itemLca,
  lcaStageInclusion,
  resolveLca,
  type ItemLcaInput,
  type LcaSources,
  type LcaStagePresence,
  type LcaStageValues,
} from './lca';
export { computeSolution, computeSolutionItems } from './solution';
export { computeGroup, computeProject, groupFromSolutions, groupIsCounted, projectFromGroups } from './group';
export {
  comparativeFigures,
  comparativeSide,
  energyEfficiencyComparison,
  splitComparativeItems,
  type ComparativeCategory,
  type ComparativeFigures,
  type ComparativeOptions,
  type EfficiencyComparison,
} from './comparative';
export {
  CALCULATION_VARIANTS,
  REPORT_ITEM_PAGE_SIZE,
  co2TonUnit,
  compareCalculation,
  comparativeReportFigures,
  efficiencyBarThickness,
  itemDataState,
  preAnalysisEstimate,
  reportPages,
  weightedEfficiencyFactor,
  type CalculationCapacity,
  type CalculationComparison,
  type CalculationVariant,
  type Co2TonUnit,
  type Co2TonUnitName,
  type ComparativeKwhTotals,
  type ComparativeReportFigures,
  type PreAnalysisEstimate,
  type PrintedKwhRow,
  type PreAnalysisRow,
} from './comparative-solution';
export {
  EQUIVALENCE_FACTORS,
  TREE_KG_CO2_PER_YEAR,
  OTHER_KEY,
  emissionUnit,
  equivalences,
  mergeOther,
  roundSavings,
  roundToPrecision,
  truncateLabel,
  type EmissionUnit,
  type EmissionUnitName,
  type Equivalences,
  type Precision,
  type SeriesEntry,
} from './display';
export { assumptionsOf, groupWarnings, type CalcAssumption, type CalcAssumptionCode, type GroupWarningInput } from './warnings';
export { EED_OBLIGATION_THRESHOLD_KW, eedKpis, type EedInputs, type EedKpis } from './eed';
export {
  ENERGY_INSTRUMENT_TYPES,
  Scope2CoverageError,
  coverageExceeds,
  instrumentsKwh,
  scope2Project,
  scope2Solution,
  type EnergyInstrument,
  type EnergyInstrumentType,
  type Scope2CoveredKwh,
  type Scope2Figures,
  type Scope2GroupEntry,
  type Scope2GroupResult,
  type Scope2Options,
  type Scope2ProjectResult,
  type Scope2SolutionEntry,
  type Scope2SolutionFigures,
  type Scope2SolutionInput,
  type Scope2SolutionResult,
  type UncoveredFactor,
} from './scope2';
