/**
 * GraphQL types of the summaries, filled by summary.views.ts from the engine's figures (the REST
 * facade writes the same views through the output tables of solutions.rest-mapper.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, InterfaceType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'LCA stage totals in kg CO2e (methodology M5).' })
export class LcaData {
  @Field(() => Float) gwpKgCo2e!: number;
  @Field(() => Float) manufacturingKgCo2e!: number;
  @Field(() => Float) transportationKgCo2e!: number;
  @Field(() => Float) useKgCo2e!: number;
  @Field(() => Float) eolKgCo2e!: number;
  @Field(() => Float) refurbishmentImpactKgCo2e!: number;
  @Field(() => Float) refurbishedManufacturingOffsetKgCo2e!: number;
  @Field(() => Float) refurbishedTransportationOffsetKgCo2e!: number;
  @Field(() => Float) refurbishmentOffsetKgCo2e!: number;
  @Field(() => Float) refurbishedOffsetTotalKgCo2e!: number;
}

@ObjectType({ description: 'Accumulated rating (M4): efficiency is the weighted score 1–7.' })
export class SummaryRating {
  @Field(() => Float) totalKwh!: number;
  @Field(() => Int, { nullable: true }) numericRating!: number | null;
  @Field(() => Float, { nullable: true }) efficiency!: number | null;
  @Field(() => String, { nullable: true }) rating!: string | null;
  @Field(() => Int, { nullable: true, description: 'The rating year whose thresholds applied.' }) year?: number | null;
}

@ObjectType({ description: 'Energy-wheel entry (M4): a category, or the cooling (rated by COP).' })
export class EnergyWheelEntry {
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true }) categoryName!: string | null;
  @Field(() => Float, { nullable: true, description: 'Watts per unit of capacity (M4).' }) wattPerUnit!: number | null;
  @Field(() => Float, { nullable: true }) cop!: number | null;
  @Field(() => Float) categoryGroupWeight!: number;
  @Field(() => String, { nullable: true }) capacityId!: string | null;
  @Field(() => String, { nullable: true }) rating!: string | null;
  @Field(() => Int, { nullable: true }) numericRating!: number | null;
}

@ObjectType({ description: 'Per-category figures (spec §3 Category data).' })
export class CategoryData {
  @Field(() => ID) categoryId!: string;
  @Field(() => String, { nullable: true }) categoryName!: string | null;
  @Field(() => Int) itemCount!: number;
  @Field(() => Float) itKwh!: number;
  @Field(() => Float) totalKwh!: number;
  @Field(() => Float) averageWatts!: number;
  @Field(() => String, { nullable: true }) capacityId!: string | null;
  @Field(() => Float) capacityAmount!: number;
  @Field(() => Float, { nullable: true, description: 'Watts per unit of capacity (M4).' }) wattPerUnit!: number | null;
  @Field(() => Float) categoryGroupWeight!: number;
  @Field(() => String, { nullable: true }) rating!: string | null;
  @Field(() => Float) co2EmissionKg!: number;
  @Field(() => Float) co2EmissionTon!: number;
  @Field(() => Float) operationalCost!: number;
  @Field(() => Float) investment!: number;
  @Field(() => Int, { description: 'Item rows with a refurbishment impact (M5).' }) refurbishedItemCount!: number;
  @Field(() => Int, { description: 'Refurbished units: the amounts of those items (M5).' }) refurbishedUnitCount!: number;
  @Field(() => LcaData) lcaData!: LcaData;
}

@ObjectType({ description: 'How one figure was calculated: the methodology section, formula, inputs and value.' })
export class CalcTraceEntry {
  @Field(() => String, { description: 'The figure, e.g. upsKwh, lca.gwpKg, categories.server.wattPerUnit.' }) path!: string;
  @Field(() => String) section!: string;
  @Field(() => String) formula!: string;
  @Field(() => GraphQLJSON) inputs!: Record<string, number | string | null>;
  @Field(() => GraphQLJSON, { nullable: true }) value!: number | string | null;
}

@ObjectType({ description: 'What a figure assumed where nothing was given (M9): no_ups_or_cooling (DCiE 100 % and PUE 1.00 assume no losses), unrated_categories (no capacity: not rated, and left out of the accumulated rating).' })
export class CalcAssumptionView {
  @Field(() => String) code!: string;
  @Field(() => [ID]) categoryIds!: string[];
}

@InterfaceType({ description: 'Figures shared by solution, group and project summaries (M1–M5).' })
export abstract class SummaryFigures {
  @Field(() => [CalcAssumptionView], { description: 'What the figures assumed where nothing was given (M9).' }) assumptions!: CalcAssumptionView[];
  @Field(() => Int) itemCount!: number;
  @Field(() => Float) itKwh!: number;
  @Field(() => Float) totalKwh!: number;
  @Field(() => Float) upsKwh!: number;
  @Field(() => Float) coolingKwh!: number;
  @Field(() => Int, { nullable: true, description: 'DCiE percent (M2), over data-centre solutions only; null without a data centre or without energy.' }) dcie!: number | null;
  @Field(() => Float, { nullable: true, description: 'PUE (M2), over data-centre solutions only; null without a data centre or without energy.' }) pue!: number | null;
  @Field(() => Float) co2EmissionKg!: number;
  @Field(() => Float) co2EmissionTon!: number;
  @Field(() => Float) operationalCost!: number;
  @Field(() => Float) investment!: number;
  @Field(() => SummaryRating) rating!: SummaryRating;
  @Field(() => [EnergyWheelEntry]) energyWheel!: EnergyWheelEntry[];
  @Field(() => [CategoryData]) categoryData!: CategoryData[];
  @Field(() => LcaData) lcaData!: LcaData;
  @Field(() => [CalcTraceEntry], { nullable: true, description: 'Present when asked for with explain: true.' }) traces?: CalcTraceEntry[];
}

@ObjectType({ implements: SummaryFigures })
export class SolutionSummary extends SummaryFigures {
  @Field(() => ID) solutionId!: number;
  @Field(() => Int) calculationMode!: number;
  @Field(() => Float) kwhPrice!: number;
  @Field(() => Boolean) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String]) warnings!: string[];
}

@ObjectType({ implements: SummaryFigures })
export class SolutionGroupSummary extends SummaryFigures {
  @Field(() => ID) groupId!: number;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true }) primary?: boolean;
  @Field(() => String) state!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean, { description: 'Whether the group counts in project totals (active, not inactive).' }) counted!: boolean;
  @Field(() => Boolean) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String]) warnings!: string[];
  @Field(() => [SolutionSummary]) solutions!: SolutionSummary[];
}

@ObjectType({ description: "An alternative to today (M3, issue #46): a counted group beside the baseline, with its saving against it; never added to the project's figure." })
export class ProjectAlternativeSummary {
  @Field(() => ID) groupId!: number;
  @Field(() => Float) totalKwh!: number;
  @Field(() => Float) co2EmissionKg!: number;
  @Field(() => Float) operationalCost!: number;
  @Field(() => Float, { nullable: true, description: "The baseline's total kWh − the alternative's; null without a baseline." }) kwhSaving!: number | null;
  @Field(() => Float, { nullable: true, description: "The baseline's kg CO2e − the alternative's; null without a baseline." }) co2SavingKg!: number | null;
  @Field(() => Float, { nullable: true, description: "The baseline's operational cost − the alternative's; null without a baseline." }) costSaving!: number | null;
}

@ObjectType({ implements: SummaryFigures, description: "A project's figures: its baseline's, today (M3, issue #46), with each alternative beside it." })
export class ProjectSummary extends SummaryFigures {
  @Field(() => ID) projectId!: number;
  @Field(() => ID, { nullable: true, description: "The counted baseline group: the project's figures are its figures (today, M3); null without one (then the figures are empty)." })
  baselineGroupId!: number | null;
  @Field(() => [ProjectAlternativeSummary], { description: 'Every other counted group beside today, with its saving.' }) alternatives!: ProjectAlternativeSummary[];
  @Field(() => [String]) warnings!: string[];
  @Field(() => [SolutionGroupSummary]) groups!: SolutionGroupSummary[];
}

@ObjectType({ description: 'Both groups after a re-order (the same group twice when it stayed in place).' })
export class SolutionGroupReorderResult {
  @Field(() => SolutionGroupSummary) source!: SolutionGroupSummary;
  @Field(() => SolutionGroupSummary) target!: SolutionGroupSummary;
}
