/** The REST spelling (snake_case) of decisions over time (issue #32). */
import { restValue, toRest, restOutput } from '../../platform/http/rest-fields';
import type { DecisionProjectionYear, GridPathAnchor, GridPathCitation, GroupDecision, ProjectDecision } from './decision.types';

// REST ids are numbers, as in the other replies (GraphQL's are ID strings).
const numericId = <const N extends string>(name: N) => restValue(name, (id: string | null) => (id === null ? null : Number(id)));

const projectionRestOutput = restOutput<DecisionProjectionYear>()({
  year: 'year',
  gridFactorMultiplier: 'grid_factor_multiplier',
  baselineKg: 'baseline_kg',
  groupKg: 'group_kg',
  cumulativeSavingKg: 'cumulative_saving_kg',
});

const anchorRestOutput = restOutput<GridPathAnchor>()({ year: 'year', factor: 'factor' });

const citationRestOutput = restOutput<GridPathCitation>()({
  title: 'title',
  publisher: 'publisher',
  year: 'year',
  url: 'url',
  unit: 'unit',
  anchors: ['anchors', anchorRestOutput],
});

const groupRestOutput = restOutput<GroupDecision>()({
  groupId: numericId('group_id'),
  name: 'name',
  annualKwhSaving: 'annual_kwh_saving',
  annualCo2SavingKg: 'annual_co2_saving_kg',
  annualCostSaving: 'annual_cost_saving',
  manufacturingKg: 'manufacturing_kg',
  transportationKg: 'transportation_kg',
  refurbishmentImpactKg: 'refurbishment_impact_kg',
  embodiedKg: 'embodied_kg',
  carbonPaybackYears: 'carbon_payback_years',
  carbonPaybackReason: 'carbon_payback_reason',
  flatCarbonPaybackYears: 'flat_carbon_payback_years',
  paybackHorizonYears: 'payback_horizon_years',
  moneyPaybackYears: 'money_payback_years',
  serviceLifeYears: 'service_life_years',
  recommendation: 'recommendation',
  recommendationReason: 'recommendation_reason',
  capitalGoodsKg: 'capital_goods_kg',
  amortisedKgPerYear: 'amortised_kg_per_year',
  projection: ['projection', projectionRestOutput],
  traces: 'traces',
});

const projectRestOutput = restOutput<ProjectDecision>()({
  projectId: numericId('project_id'),
  currency: 'currency',
  baselineGroupId: numericId('baseline_group_id'),
  years: 'years',
  gridPathSource: 'grid_path_source',
  gridPathSourceNote: 'grid_path_source_note',
  gridPathCitation: ['grid_path_citation', citationRestOutput],
  gridChangePercent: 'grid_change_percent',
  countryCode: 'country_code',
  groups: ['groups', groupRestOutput],
});

export const presentDecision = (d: ProjectDecision) => toRest(projectRestOutput, d);
