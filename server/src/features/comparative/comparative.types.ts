/**
 * GraphQL types of the comparative-solution app, filled by comparative.views.ts from the model of
 * comparative.service.ts (the REST shape of the same model is comparative.rest-mapper.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A comparative-solution report setting (spec §3): flags "1" or "0"; CURRENCY the project currency.' })
export class ComparativeSetting {
  @Field(() => String, { description: 'The setting: one of the 14 include flags, or CURRENCY.' }) key!: string;
  @Field(() => String, { description: '"1" or "0" for a flag; the currency code for CURRENCY.' }) value!: string;
}

@ObjectType({ description: 'One category of a before/after comparison (M6): capacities, efficiency factor, total watt.' })
export class ComparativeCategoryFigures {
  @Field(() => ID, { description: "The category's id." }) categoryId!: string;
  @Field(() => String, { description: "The category's name." }) categoryName!: string;
  @Field(() => ID, { description: 'The capacity the category is counted by, if any.', nullable: true }) capacityId!: string | null;
  @Field(() => String, { description: "The capacity's name.", nullable: true }) capacityName!: string | null;
  @Field(() => String, { description: "The capacity's unit (e.g. VM, TB, port, user).", nullable: true }) capacityUnit!: string | null;
  @Field(() => Float, { description: 'Units of the capacity delivered before.' }) capacityBefore!: number;
  @Field(() => Float, { description: 'Units of the capacity delivered after.' }) capacityAfter!: number;
  @Field(() => Float, { nullable: true, description: 'wpu_before / wpu_after (M6).' }) efficiencyFactor!: number | null;
  @Field(() => Float, { description: "The category's average power draw before, W." }) totalWattForCategoryBefore!: number;
  @Field(() => Float, { description: "The category's average power draw after, W." }) totalWattForCategoryAfter!: number;
  @Field(() => Float, { description: "The category's IT energy before, kWh per year." }) itKwhBefore!: number;
  @Field(() => Float, { description: "The category's IT energy after, kWh per year." }) itKwhAfter!: number;
  @Field(() => Float, { description: 'Watts per unit of capacity before (M4); null without a capacity.', nullable: true }) wattPerUnitBefore!: number | null;
  @Field(() => Float, { description: 'Watts per unit of capacity after (M4); null without a capacity.', nullable: true }) wattPerUnitAfter!: number | null;
}

@ObjectType({ description: 'One entry of an energy wheel (M4): a category or the cooling.' })
export class ComparativeWheelEntry {
  @Field(() => String, { description: 'category or cooling.' }) kind!: string;
  @Field(() => ID, { description: "The category's id; null for the cooling.", nullable: true }) categoryId!: string | null;
  @Field(() => String, { description: "The category's name (or the cooling's)." }) categoryName!: string;
  @Field(() => Float, { description: "The category's share of the IT energy (0–1; M4)." }) categoryGroupWeight!: number;
  @Field(() => Float, { description: 'Watts per unit of capacity (M4); null without a capacity.', nullable: true }) wattPerUnit!: number | null;
  @Field(() => Float, { description: "The cooling's coefficient of performance, for the cooling entry.", nullable: true }) cop!: number | null;
  @Field(() => String, { description: 'The class A to G; null when unrated.', nullable: true }) rating!: string | null;
  @Field(() => Int, { description: 'The class as a number, A = 7 … G = 1; null when unrated.', nullable: true }) numericRating!: number | null;
}

@ObjectType({ description: 'One item of a calculation side with its figures (M1–M3).' })
export class ComparativeItem {
  @Field(() => ID, { description: "The item's id." }) id!: number;
  @Field(() => ID, { description: 'The solution (side) the item belongs to.' }) solutionId!: number;
  @Field(() => Int, { description: '1 or 3 before, 2 or 4 after (spec §4).' }) state!: number;
  @Field(() => String, { description: 'before or after.' }) side!: string;
  @Field(() => ID, { description: 'The catalogue product the item is made of.' }) productId!: number;
  @Field(() => String, { description: "The product's manufacturer.", nullable: true }) brandName!: string | null;
  @Field(() => String, { description: "The product's model name." }) modelName!: string;
  @Field(() => ID, { description: "The product's category." }) categoryId!: string;
  @Field(() => String, { description: "The category's name." }) categoryName!: string;
  @Field(() => String, { nullable: true, description: 'The category type (datacenter, office_it): extra columns are chosen per type.' }) categoryType!: string | null;
  @Field(() => Int, { description: 'The number of units.' }) amount!: number;
  @Field(() => Float, { description: "The item's IT energy, kWh per year (M1)." }) annualKwh!: number;
  @Field(() => Float, { description: "The item's energy with its share of UPS and cooling, kWh per year." }) totalKwh!: number;
  @Field(() => Float, { description: "The item's emissions, kg CO2e per year (M3)." }) co2Kg!: number;
  @Field(() => GraphQLJSON, { description: 'Every extra column of the item (shared/comparative EXTRA_COLUMNS): column → value (W, kWh, kg CO2e, money).' }) extraColumns!: Record<string, number>;
}

@ObjectType({ description: 'An item request of a calculation side (state 0 before, 1 after); modes with titles only.' })
export class ComparativeItemRequest {
  @Field(() => ID, { description: "The item request's id." }) id!: number;
  @Field(() => Int, { description: '0 before, 1 after.' }) state!: number;
  @Field(() => String, { description: 'The brand as requested.' }) brandName!: string;
  @Field(() => String, { description: 'The model name as requested.' }) modelName!: string;
  @Field(() => Int, { description: 'The number of units wanted.' }) amount!: number;
  @Field(() => GraphQLJSON, { description: 'The modes wanted, by title only (JSON list of { title }).' }) modes!: Array<{ title: string }>;
  @Field(() => String, { description: "The request's state: open until the validation decides it." }) status!: string;
}

@ObjectType({ description: 'Before/after totals (M6).' })
export class ComparativeTotals {
  @Field(() => Float, { description: 'Total energy before, kWh per year (M2).' }) totalKwhBefore!: number;
  @Field(() => Float, { description: 'Total energy after, kWh per year (M2).' }) totalKwhAfter!: number;
  @Field(() => Float, { description: 'totalKwhBefore − totalKwhAfter, kWh per year (M6).' }) energySavingKwh!: number;
  @Field(() => Float, { description: "energySavingKwh × the kWh price, in the project's currency per year (M6)." }) moneySaving!: number;
  @Field(() => Float, { description: 'Emissions before, kg CO2e per year (M3).' }) co2BeforeKg!: number;
  @Field(() => Float, { description: 'Emissions after, kg CO2e per year (M3).' }) co2AfterKg!: number;
  @Field(() => Float, { description: 'co2BeforeKg − co2AfterKg, kg CO2e per year.' }) co2SavingKg!: number;
  @Field(() => Float, { description: 'The energy saving in percent of the energy before; null without energy before.', nullable: true }) operationalSavingsPercent!: number | null;
  @Field(() => Float, { description: 'The energy the after-capacity would have used at the before-efficiency, minus what it uses, kWh per year (M6).' }) totalEnergyEfficientGrowthKwh!: number;
  @Field(() => Float, { description: 'UPS losses before, kWh per year.' }) upsKwhBefore!: number;
  @Field(() => Float, { description: 'UPS losses after, kWh per year.' }) upsKwhAfter!: number;
  @Field(() => Float, { description: 'Cooling energy before, kWh per year.' }) coolingKwhBefore!: number;
  @Field(() => Float, { description: 'Cooling energy after, kWh per year.' }) coolingKwhAfter!: number;
  @Field(() => String, { description: 'The accumulated rating before, A to G (M4); null when nothing is rated.', nullable: true }) ratingBefore!: string | null;
  @Field(() => String, { description: 'The accumulated rating after, A to G (M4); null when nothing is rated.', nullable: true }) ratingAfter!: string | null;
  @Field(() => [ComparativeCategoryFigures], { description: 'Per category, the before/after figures.' }) categories!: ComparativeCategoryFigures[];
}

@ObjectType({ description: 'A before/after calculation with its items, capacities and item requests.' })
export class ComparativeCalculationData {
  @Field(() => ID, { description: "The calculation's id." }) id!: number;
  @Field(() => String, { description: "The calculation's name." }) name!: string;
  @Field(() => String, { description: 'replacement or growth (M6).' }) variant!: string;
  @Field(() => Int, { description: "The calculation's position in the project (from 0)." }) order!: number;
  @Field(() => ID, { description: 'The solution holding the before items.' }) beforeSolutionId!: number;
  @Field(() => ID, { description: 'The solution holding the after items.' }) afterSolutionId!: number;
  @Field(() => GraphQLJSON, { description: 'Extra columns shown per category type.' }) extraColumns!: Record<string, string[]>;
  @Field(() => ComparativeTotals, { description: "The calculation's before/after totals (M6)." }) totals!: ComparativeTotals;
  @Field(() => [ComparativeItem], { description: 'The items before.' }) itemsBefore!: ComparativeItem[];
  @Field(() => [ComparativeItem], { description: 'The items after.' }) itemsAfter!: ComparativeItem[];
  @Field(() => [ComparativeItemRequest], { description: 'The item requests of both sides.' }) requests!: ComparativeItemRequest[];
}

@ObjectType({ description: 'The comparative-solution report of a project (spec §3 "Comparative report data").' })
export class ComparativeReportData {
  @Field(() => ID, { description: "The project's id." }) projectId!: number;
  @Field(() => String, { description: "The project's name." }) projectName!: string;
  @Field(() => String, { description: "The client's name." }) clientName!: string;
  @Field(() => String, { description: "The report's title, if set.", nullable: true }) title!: string | null;
  @Field(() => Int, { description: 'The rating year.' }) year!: number;
  @Field(() => Int, { description: 'The report period in years.' }) years!: number;
  @Field(() => Float, { nullable: true, description: 'An amount (project currency) the customer receives for the documented saving; null: none.' }) kickback!: number | null;
  @Field(() => String, { description: "The project owner's name, printed as the report's contributor." }) contributorName!: string;
  @Field(() => String, { description: "The partner's name." }) partnerName!: string;
  @Field(() => String, { nullable: true, description: 'The logo for reports: the user’s subsidiary’s, else the partner’s.' }) logoUrl!: string | null;
  @Field(() => Float, { description: "The project's kWh price, in its currency." }) kwhPrice!: number;
  @Field(() => String, { description: "The project's currency, ISO 4217 code." }) currency!: string;
  @Field(() => Float, { nullable: true, description: 'Σ categories efficiency factor weighted by the before energy.' }) weightedEfficiencyFactor!: number | null;
  @Field(() => ComparativeTotals, { description: 'The before/after totals over every calculation (M6).' }) totals!: ComparativeTotals;
  @Field(() => [ComparativeWheelEntry], { description: 'The energy wheel before (M4).' }) wheelBefore!: ComparativeWheelEntry[];
  @Field(() => [ComparativeWheelEntry], { description: 'The energy wheel after (M4).' }) wheelAfter!: ComparativeWheelEntry[];
  @Field(() => [ComparativeSetting], { description: 'The report settings.' }) settings!: ComparativeSetting[];
  @Field(() => [ComparativeCalculationData], { description: 'The calculations, in order.' }) calculations!: ComparativeCalculationData[];
}

@ObjectType({ description: 'One row of a pre-analysis: a category total before and after (empty fields null).' })
export class PreAnalysisRowType {
  @Field(() => String, { description: 'The category the row is about, as free text.' }) category!: string;
  @Field(() => Float, { description: 'Units before.', nullable: true }) unitsBefore!: number | null;
  @Field(() => Float, { description: 'Average power per unit before, W.', nullable: true }) wattsBefore!: number | null;
  @Field(() => Float, { description: 'Units after.', nullable: true }) unitsAfter!: number | null;
  @Field(() => Float, { description: 'Average power per unit after, W.', nullable: true }) wattsAfter!: number | null;
  @Field(() => Float, { description: 'Operating hours per year.', nullable: true }) hours!: number | null;
}

@ObjectType({ description: 'The pre-analysis of a comparative-solution project with its estimate (M1, M6).' })
export class PreAnalysis {
  @Field(() => ID, { description: "The project's id." }) projectId!: number;
  @Field(() => Boolean, { description: 'False until someone saves it: the rows are then the suggested start.' }) saved!: boolean;
  @Field(() => [PreAnalysisRowType], { description: 'The rows.' }) rows!: PreAnalysisRowType[];
  @Field(() => Float, { description: 'Estimated energy before, kWh per year: Σ units × watts × min(hours, 8760) / 1000.' }) kwhBefore!: number;
  @Field(() => Float, { description: 'Estimated energy after, kWh per year.' }) kwhAfter!: number;
  @Field(() => Float, { description: 'kwhBefore − kwhAfter, kWh per year.' }) savingKwh!: number;
  @Field(() => Float, { description: 'The saving in percent of kwhBefore; null when kwhBefore is 0.', nullable: true }) savingPercent!: number | null;
  @Field(() => Float, { description: "savingKwh × the kWh price, in the project's currency per year." }) moneySaving!: number;
}

@ObjectType({ description: 'One change of a project (the logging screen).' })
export class ProjectLogEntry {
  @Field(() => ID, { description: "The entry's id." }) id!: string;
  @Field(() => String, { description: 'What was done.' }) action!: string;
  @Field(() => String, { description: 'More about it, if any.', nullable: true }) detail!: string | null;
  @Field(() => String, { description: 'Who did it, if known.', nullable: true }) userName!: string | null;
  @Field(() => Date, { description: 'When it was done.' }) createdAt!: Date;
}
