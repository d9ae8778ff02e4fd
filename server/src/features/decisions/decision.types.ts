/**
 * What GraphQL presents of a project's decisions over time (issue #32); the REST facade spells the same
 * views in snake_case (decision.rest-mapper.ts).
 */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CalcTraceEntry } from '../solutions';

@ObjectType({ description: 'One year of the projection: operational emissions on the grid path, embodied carbon in year 1.' })
export class DecisionProjectionYear {
  @Field(() => Int, { description: 'Years since the acquisition, 1…N.' }) year!: number;
  @Field(() => Float, { description: "The grid factor of the year relative to today's." }) gridFactorMultiplier!: number;
  @Field(() => Float, { description: "The baseline's operational emissions in the year, kg CO2e." }) baselineKg!: number;
  @Field(() => Float, { description: "The group's operational emissions, plus all embodied carbon in year 1." }) groupKg!: number;
  @Field(() => Float, { description: 'The saving from year 1 to this year (baseline − group, embodied carbon included), kg CO2e.' }) cumulativeSavingKg!: number;
}

@ObjectType({ description: 'A comparative group against the baseline: savings, carbon payback, replace or retain, both accounting views, the projection (M10).' })
export class GroupDecision {
  @Field(() => ID, { description: "The comparative group's id." }) groupId!: string;
  @Field(() => String, { description: "The comparative group's name." }) name!: string;
  @Field(() => Float, { description: "The baseline's total kWh − the group's, kWh per year." }) annualKwhSaving!: number;
  @Field(() => Float, { description: "The operational emissions saved per year at today's grid factor (baseline − group), kg CO2e." }) annualCo2SavingKg!: number;
  @Field(() => Float, { description: "The energy cost saved per year, in the project's currency." }) annualCostSaving!: number;
  @Field(() => Float, { description: "Manufacturing of the group's new units, kg CO2e (M5)." }) manufacturingKg!: number;
  @Field(() => Float, { description: "Transportation of the group's new units, kg CO2e (M5)." }) transportationKg!: number;
  @Field(() => Float, { description: 'The refurbishment impact of its refurbished items, kg CO2e (M5).' }) refurbishmentImpactKg!: number;
  @Field(() => Float, { description: 'Manufacturing + transportation of the new units; refurbished items their refurbishment impact only (M5).' }) embodiedKg!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The year, interpolated, where the projection's cumulative saving on the grid path crosses zero (the chart's curve); null with carbonPaybackReason.",
  })
  carbonPaybackYears!: number | null;
  @Field(() => String, { nullable: true, description: 'no_co2_saving, or no_payback_within_horizon (no crossing within paybackHorizonYears), when the payback is null.' })
  carbonPaybackReason!: string | null;
  @Field(() => Float, { nullable: true, description: 'Second view: embodied / first-year CO2 saving, as if the grid factor stayed flat; null when there is no saving.' })
  flatCarbonPaybackYears!: number | null;
  @Field(() => Int, { description: 'How many years the projected payback was searched.' }) paybackHorizonYears!: number;
  @Field(() => Float, { nullable: true, description: 'The money payback (M3 ROI).' }) moneyPaybackYears!: number | null;
  @Field(() => Float, { description: "The new equipment's service life, years." }) serviceLifeYears!: number;
  @Field(() => String, { description: 'replace or retain.' }) recommendation!: string;
  @Field(() => String, { description: 'payback_within_service_life, payback_beyond_service_life, no_co2_saving or no_payback_within_horizon.' }) recommendationReason!: string;
  @Field(() => Float, { description: 'GHG Protocol Scope 3 category 2 (capital goods): all embodied carbon in the year of acquisition.' }) capitalGoodsKg!: number;
  @Field(() => Float, { description: 'Embodied carbon amortised over the service life (management view).' }) amortisedKgPerYear!: number;
  @Field(() => [DecisionProjectionYear], { description: 'The projection, year by year.' }) projection!: DecisionProjectionYear[];
  @Field(() => [CalcTraceEntry], { description: 'How each figure was calculated.' }) traces!: CalcTraceEntry[];
}

@ObjectType({ description: 'One anchor year of a published grid-factor projection.' })
export class GridPathAnchor {
  @Field(() => Int, { description: 'The year the publication gives a factor for.' }) year!: number;
  @Field(() => Float, { description: "The publication's factor for the year, in the citation's unit." }) factor!: number;
}

@ObjectType({ description: 'The citation of a curated grid path in parts, so that a screen or report prints its figures in its own language (issue #47).' })
export class GridPathCitation {
  @Field(() => String, { description: 'Title of the publication.' }) title!: string;
  @Field(() => String, { description: 'Who published it.' }) publisher!: string;
  @Field(() => Int, { description: 'Year of the publication (of the version used).' }) year!: number;
  @Field(() => String, { description: 'Where to read it.' }) url!: string;
  @Field(() => String, { description: 'The unit of the anchor factors, e.g. kg CO2e/kWh.' }) unit!: string;
  @Field(() => [GridPathAnchor], { description: 'The factors taken from it, by year (linear between the years).' }) anchors!: GridPathAnchor[];
}

@ObjectType({ description: 'Decisions over time of a project: each comparative group against the baseline (issue #32).' })
export class ProjectDecision {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => String, { description: "The project's currency (ISO 4217), the unit of the cost saving." }) currency!: string;
  @Field(() => ID, { nullable: true, description: 'The baseline group; null when the project has none (then no groups).' }) baselineGroupId!: string | null;
  @Field(() => Int, { description: "The projection's length, in years." }) years!: number;
  @Field(() => String, { description: 'curated (a national projection), user (gridChangePercent) or flat.' }) gridPathSource!: string;
  @Field(() => String, { nullable: true, description: 'The citation of a curated grid path.' }) gridPathSourceNote!: string | null;
  @Field(() => GridPathCitation, { nullable: true, description: 'The citation of a curated grid path in parts (title, publisher, year, the factors by year); null unless gridPathSource is curated.' })
  gridPathCitation!: GridPathCitation | null;
  @Field(() => Float, { nullable: true, description: 'The user-set yearly change of the grid factor, percent.' }) gridChangePercent!: number | null;
  @Field(() => String, { description: "The country whose grid path applies, ISO 3166-1 alpha-2; null when the project has none: without gridChangePercent the path then falls back to flat (gridPathSource 'flat'), which a screen should say.", nullable: true }) countryCode!: string | null;
  @Field(() => [GroupDecision], { description: 'Each comparative group against the baseline.' }) groups!: GroupDecision[];
}
