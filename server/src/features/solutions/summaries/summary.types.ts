/**
 * GraphQL types of the summaries, filled by summary.views.ts from the engine's figures (the REST
 * facade writes the same views through the output tables of solutions.rest-mapper.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, InterfaceType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'LCA stage totals in kg CO2e (methodology M5).' })
export class LcaData {
  @Field(() => Float, { description: 'Global warming potential over the included stages, kg CO2e (M5: gwp = M + T + U + E).' }) gwpKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing stage (M), kg CO2e.' }) manufacturingKgCo2e!: number;
  @Field(() => Float, { description: 'Transportation stage (T), kg CO2e.' }) transportationKgCo2e!: number;
  @Field(() => Float, { description: 'Use stage (U) over the report period, kg CO2e.' }) useKgCo2e!: number;
  @Field(() => Float, { description: 'End-of-life stage (E), kg CO2e.' }) eolKgCo2e!: number;
  @Field(() => Float, { description: "The refurbishment's impact, p/100 × (M + T) of refurbished items, kg CO2e; counted in place of their M + T." }) refurbishmentImpactKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing avoided by refurbished items (their M), kg CO2e.' }) refurbishedManufacturingOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'Transportation avoided by refurbished items (their T), kg CO2e.' }) refurbishedTransportationOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'Manufacturing plus transportation avoided by refurbished items (M + T), kg CO2e.' }) refurbishmentOffsetKgCo2e!: number;
  @Field(() => Float, { description: 'The net saving of refurbishment: refurbishmentOffset − refurbishmentImpact, kg CO2e.' }) refurbishedOffsetTotalKgCo2e!: number;
}

@ObjectType({ description: 'Accumulated rating (M4): efficiency is the weighted score 1–7.' })
export class SummaryRating {
  @Field(() => Float, { description: 'The rated energy, kWh per year.' }) totalKwh!: number;
  @Field(() => Int, { description: 'The class as a number, A = 7 … G = 1; null when nothing is rated.', nullable: true }) numericRating!: number | null;
  @Field(() => Float, { description: 'The weighted score (1–7) the class is read from (M4); null when nothing is rated.', nullable: true }) efficiency!: number | null;
  @Field(() => String, { description: 'The energy class A to G; null when nothing is rated.', nullable: true }) rating!: string | null;
  @Field(() => Int, { nullable: true, description: 'The rating year whose thresholds applied.' }) year?: number | null;
  @Field(() => Boolean, { description: "True when the letter rests on the cooling's COP alone: no IT category is rated (M4), so the letter says nothing of the IT equipment." }) coolingOnly!: boolean;
}

@ObjectType({ description: 'Energy-wheel entry (M4): a category, or the cooling (rated by COP).' })
export class EnergyWheelEntry {
  @Field(() => String, { description: 'The category id; null for the cooling entry.', nullable: true }) category!: string | null;
  @Field(() => String, { description: "The category's name.", nullable: true }) categoryName!: string | null;
  @Field(() => Float, { nullable: true, description: 'Watts per unit of capacity (M4).' }) wattPerUnit!: number | null;
  @Field(() => Float, { description: "The cooling's coefficient of performance, for the cooling entry.", nullable: true }) cop!: number | null;
  @Field(() => Float, { description: "The category's share of the IT energy, itKwh of the category / itKwh (0–1)." }) categoryGroupWeight!: number;
  @Field(() => String, { description: 'The capacity the watts per unit are counted by.', nullable: true }) capacityId!: string | null;
  @Field(() => String, { description: 'The class A to G; null when unrated (no capacity).', nullable: true }) rating!: string | null;
  @Field(() => Int, { description: 'The class as a number, A = 7 … G = 1; null when unrated.', nullable: true }) numericRating!: number | null;
}

@ObjectType({ description: 'Per-category figures (spec §3 Category data).' })
export class CategoryData {
  @Field(() => ID, { description: "The category's id." }) categoryId!: string;
  @Field(() => String, { description: "The category's name.", nullable: true }) categoryName!: string | null;
  @Field(() => Int, { description: 'The number of items (rows) of the category.' }) itemCount!: number;
  @Field(() => Float, { description: "The category's IT energy, kWh per year (M2)." }) itKwh!: number;
  @Field(() => Float, { description: "The category's energy with its part of UPS and cooling, kWh per year." }) totalKwh!: number;
  @Field(() => Float, { description: "The category's average power draw, W (itKwh × 1000 / 8760)." }) averageWatts!: number;
  @Field(() => String, { description: 'The capacity the category is rated by, if any.', nullable: true }) capacityId!: string | null;
  @Field(() => Float, { description: 'The units of that capacity the solution delivers.' }) capacityAmount!: number;
  @Field(() => Float, { nullable: true, description: 'Watts per unit of capacity (M4).' }) wattPerUnit!: number | null;
  @Field(() => Float, { description: "The category's share of the IT energy (0–1; M4)." }) categoryGroupWeight!: number;
  @Field(() => String, { description: "The category's class A to G; null when unrated.", nullable: true }) rating!: string | null;
  @Field(() => Float, { description: "The category's emissions, kg CO2e per year (M3)." }) co2EmissionKg!: number;
  @Field(() => Float, { description: "The category's emissions, tonnes CO2e per year." }) co2EmissionTon!: number;
  @Field(() => Float, { description: "The category's energy cost per year, in the project's currency." }) operationalCost!: number;
  @Field(() => Float, { description: "Σ amount × unit price of the category's items, in the project's currency." }) investment!: number;
  @Field(() => Int, { description: 'Item rows with a refurbishment impact (M5).' }) refurbishedItemCount!: number;
  @Field(() => Int, { description: 'Refurbished units: the amounts of those items (M5).' }) refurbishedUnitCount!: number;
  @Field(() => LcaData, { description: "The category's LCA stage totals, kg CO2e (M5)." }) lcaData!: LcaData;
}

@ObjectType({ description: 'How one figure was calculated: the methodology section, formula, inputs and value.' })
export class CalcTraceEntry {
  @Field(() => String, { description: 'The figure, e.g. upsKwh, lca.gwpKg, categories.server.wattPerUnit.' }) path!: string;
  @Field(() => String, { description: 'The methodology section the formula comes from (M1 … M10).' }) section!: string;
  @Field(() => String, { description: 'The formula, as the methodology writes it.' }) formula!: string;
  @Field(() => GraphQLJSON, { description: "The formula's inputs by name (JSON object of numbers, strings or null)." }) inputs!: Record<string, number | string | null>;
  @Field(() => GraphQLJSON, { description: "The figure's value.", nullable: true }) value!: number | string | null;
}

@ObjectType({ description: 'What a figure assumed where nothing was given (M9): no_ups_or_cooling (DCiE 100 % and PUE 1.00 assume no losses), unrated_categories (no capacity: not rated, and left out of the accumulated rating).' })
export class CalcAssumptionView {
  @Field(() => String, { description: 'What was assumed: no_ups_or_cooling or unrated_categories.' }) code!: string;
  @Field(() => [ID], { description: 'The categories concerned (for unrated_categories).' }) categoryIds!: string[];
}

@InterfaceType({ description: 'Figures shared by solution, group and project summaries (M1–M5).' })
export abstract class SummaryFigures {
  @Field(() => [CalcAssumptionView], { description: 'What the figures assumed where nothing was given (M9).' }) assumptions!: CalcAssumptionView[];
  @Field(() => Int, { description: 'The number of items counted.' }) itemCount!: number;
  @Field(() => Float, { description: 'IT energy, kWh per year: Σ item energy (M1, M2).' }) itKwh!: number;
  @Field(() => Float, { description: 'Total energy, kWh per year: IT + UPS + cooling (M2).' }) totalKwh!: number;
  @Field(() => Float, { description: 'UPS losses, kWh per year (M2).' }) upsKwh!: number;
  @Field(() => Float, { description: 'Cooling energy, kWh per year (M2).' }) coolingKwh!: number;
  @Field(() => Int, { nullable: true, description: 'DCiE percent (M2), over data-centre solutions only; null without a data centre or without energy.' }) dcie!: number | null;
  @Field(() => Float, { nullable: true, description: 'PUE (M2), over data-centre solutions only; null without a data centre or without energy.' }) pue!: number | null;
  @Field(() => Float, { description: 'Operational emissions, kg CO2e per year (M3).' }) co2EmissionKg!: number;
  @Field(() => Float, { description: 'Operational emissions, tonnes CO2e per year (co2EmissionKg / 1000).' }) co2EmissionTon!: number;
  @Field(() => Float, { description: "Energy cost per year, totalKwh × kWh price, in the project's currency (M3)." }) operationalCost!: number;
  @Field(() => Float, { description: "Σ amount × unit price of the items that carry a price, in the project's currency (M3)." }) investment!: number;
  @Field(() => SummaryRating, { description: 'The accumulated energy rating A to G (M4).' }) rating!: SummaryRating;
  @Field(() => [EnergyWheelEntry], { description: 'The energy-wheel entries: per category its watts per unit, weight and class (M4).' }) energyWheel!: EnergyWheelEntry[];
  @Field(() => [CategoryData], { description: 'Figures per category (spec §3 Category data).' }) categoryData!: CategoryData[];
  @Field(() => LcaData, { description: 'LCA stage totals, kg CO2e (M5).' }) lcaData!: LcaData;
  @Field(() => [CalcTraceEntry], { nullable: true, description: 'Present when asked for with explain: true.' }) traces?: CalcTraceEntry[];
}

@ObjectType({ description: "A solution's figures (M1–M5): kWh (IT, UPS, cooling, total), kg CO2e, cost, investment, PUE and DCiE, rating, energy wheel and LCA.", implements: SummaryFigures })
export class SolutionSummary extends SummaryFigures {
  @Field(() => ID, { description: "The solution's id." }) solutionId!: number;
  @Field(() => Int, { description: "The solution type's calculation mode: 1 data centre (UPS and cooling), 2 end user or office, 3 LCA products." }) calculationMode!: number;
  @Field(() => Float, { description: "The kWh price used: the solution's, else the project's, else 1.35 (M3)." }) kwhPrice!: number;
  @Field(() => Boolean, { description: 'Whether a category infrastructure share is invalid (no categories, or a fraction outside (0, 1]; M9).' }) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String], { description: 'Warning codes (M9): category_infrastructure_share.' }) warnings!: string[];
}

@ObjectType({ description: "A solution group's figures, the sums over its solutions (M3), with each solution's summary.", implements: SummaryFigures })
export class SolutionGroupSummary extends SummaryFigures {
  @Field(() => ID, { description: "The group's id." }) groupId!: number;
  @Field(() => String, { description: "The group's name.", nullable: true }) name?: string;
  @Field(() => Boolean, { description: 'Whether it is the primary comparative group.', nullable: true }) primary?: boolean;
  @Field(() => String, { description: 'baseline, comparative, inactive or requested.' }) state!: string;
  @Field(() => Boolean, { description: "The group's active toggle." }) active!: boolean;
  @Field(() => Boolean, { description: 'Whether the group counts in project totals (active, not inactive).' }) counted!: boolean;
  @Field(() => Boolean, { description: 'Whether a share of one of its solutions is invalid, or the group has no energy (M9).' }) categoryInfrastructureShareInvalid!: boolean;
  @Field(() => [String], { description: 'Warning codes (M9): category_infrastructure_share, invalid_group_data.' }) warnings!: string[];
  @Field(() => [SolutionSummary], { description: "The summaries of the group's solutions, in order." }) solutions!: SolutionSummary[];
}

@ObjectType({ description: "An alternative to today (M3, issue #46): a counted group beside the baseline, with its saving against it; never added to the project's figure." })
export class ProjectAlternativeSummary {
  @Field(() => ID, { description: "The alternative group's id." }) groupId!: number;
  @Field(() => Float, { description: "The alternative's total energy, kWh per year." }) totalKwh!: number;
  @Field(() => Float, { description: "The alternative's emissions, kg CO2e per year." }) co2EmissionKg!: number;
  @Field(() => Float, { description: "The alternative's energy cost per year, in the project's currency." }) operationalCost!: number;
  @Field(() => Float, { nullable: true, description: "The baseline's total kWh − the alternative's; null without a baseline." }) kwhSaving!: number | null;
  @Field(() => Float, { nullable: true, description: "The baseline's kg CO2e − the alternative's; null without a baseline." }) co2SavingKg!: number | null;
  @Field(() => Float, { nullable: true, description: "The baseline's operational cost − the alternative's; null without a baseline." }) costSaving!: number | null;
}

@ObjectType({ implements: SummaryFigures, description: "A project's figures: its baseline's, today (M3, issue #46), with each alternative beside it." })
export class ProjectSummary extends SummaryFigures {
  @Field(() => ID, { description: "The project's id." }) projectId!: number;
  @Field(() => ID, { nullable: true, description: "The counted baseline group: the project's figures are its figures (today, M3); null without one (then the figures are empty)." })
  baselineGroupId!: number | null;
  @Field(() => [ProjectAlternativeSummary], { description: 'Every other counted group beside today, with its saving.' }) alternatives!: ProjectAlternativeSummary[];
  @Field(() => [String], { description: 'The warning codes (M9) of every counted group, each once.' }) warnings!: string[];
  @Field(() => [SolutionGroupSummary], { description: "Every group's summary, in order." }) groups!: SolutionGroupSummary[];
}

@ObjectType({ description: 'Both groups after a re-order (the same group twice when it stayed in place).' })
export class SolutionGroupReorderResult {
  @Field(() => SolutionGroupSummary, { description: 'The group the solutions left.' }) source!: SolutionGroupSummary;
  @Field(() => SolutionGroupSummary, { description: 'The group the solutions joined.' }) target!: SolutionGroupSummary;
}
