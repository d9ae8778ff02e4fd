/**
 * GraphQL types of the comparative-solution app, filled by comparative.views.ts from the model of
 * comparative.service.ts (the REST shape of the same model is comparative.rest-mapper.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A comparative-solution report setting (spec §3): flags "1" or "0"; CURRENCY the project currency.' })
export class ComparativeSetting {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

@ObjectType({ description: 'One category of a before/after comparison (M6): capacities, efficiency factor, total watt.' })
export class ComparativeCategoryFigures {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) categoryName!: string;
  @Field(() => ID, { nullable: true }) capacityId!: string | null;
  @Field(() => String, { nullable: true }) capacityName!: string | null;
  @Field(() => String, { nullable: true }) capacityUnit!: string | null;
  @Field(() => Float) capacityBefore!: number;
  @Field(() => Float) capacityAfter!: number;
  @Field(() => Float, { nullable: true, description: 'wpu_before / wpu_after (M6).' }) efficiencyFactor!: number | null;
  @Field(() => Float) totalWattForCategoryBefore!: number;
  @Field(() => Float) totalWattForCategoryAfter!: number;
  @Field(() => Float) itKwhBefore!: number;
  @Field(() => Float) itKwhAfter!: number;
  @Field(() => Float, { nullable: true }) wattPerUnitBefore!: number | null;
  @Field(() => Float, { nullable: true }) wattPerUnitAfter!: number | null;
}

@ObjectType({ description: 'One entry of an energy wheel (M4): a category or the cooling.' })
export class ComparativeWheelEntry {
  @Field(() => String) kind!: string;
  @Field(() => ID, { nullable: true }) categoryId!: string | null;
  @Field(() => String) categoryName!: string;
  @Field(() => Float) categoryGroupWeight!: number;
  @Field(() => Float, { nullable: true }) wattPerUnit!: number | null;
  @Field(() => Float, { nullable: true }) cop!: number | null;
  @Field(() => String, { nullable: true }) rating!: string | null;
  @Field(() => Int, { nullable: true }) numericRating!: number | null;
}

@ObjectType({ description: 'One item of a calculation side with its figures (M1–M3).' })
export class ComparativeItem {
  @Field(() => ID) id!: number;
  @Field(() => ID) solutionId!: number;
  @Field(() => Int, { description: '1 or 3 before, 2 or 4 after (spec §4).' }) state!: number;
  @Field(() => String) side!: string;
  @Field(() => ID) productId!: number;
  @Field(() => String, { nullable: true }) brandName!: string | null;
  @Field(() => String) modelName!: string;
  @Field(() => ID) categoryId!: string;
  @Field(() => String) categoryName!: string;
  @Field(() => String, { nullable: true, description: 'The category type (datacenter, office_it): extra columns are chosen per type.' }) categoryType!: string | null;
  @Field(() => Int) amount!: number;
  @Field(() => Float) annualKwh!: number;
  @Field(() => Float) totalKwh!: number;
  @Field(() => Float) co2Kg!: number;
  @Field(() => GraphQLJSON, { description: 'Every extra column of the item (shared/comparative EXTRA_COLUMNS): column → value (W, kWh, kg CO2e, money).' }) extraColumns!: Record<string, number>;
}

@ObjectType({ description: 'An item request of a calculation side (state 0 before, 1 after); modes with titles only.' })
export class ComparativeItemRequest {
  @Field(() => ID) id!: number;
  @Field(() => Int) state!: number;
  @Field(() => String) brandName!: string;
  @Field(() => String) modelName!: string;
  @Field(() => Int) amount!: number;
  @Field(() => GraphQLJSON) modes!: Array<{ title: string }>;
  @Field(() => String) status!: string;
}

@ObjectType({ description: 'Before/after totals (M6).' })
export class ComparativeTotals {
  @Field(() => Float) totalKwhBefore!: number;
  @Field(() => Float) totalKwhAfter!: number;
  @Field(() => Float) energySavingKwh!: number;
  @Field(() => Float) moneySaving!: number;
  @Field(() => Float) co2BeforeKg!: number;
  @Field(() => Float) co2AfterKg!: number;
  @Field(() => Float) co2SavingKg!: number;
  @Field(() => Float, { nullable: true }) operationalSavingsPercent!: number | null;
  @Field(() => Float) totalEnergyEfficientGrowthKwh!: number;
  @Field(() => Float) upsKwhBefore!: number;
  @Field(() => Float) upsKwhAfter!: number;
  @Field(() => Float) coolingKwhBefore!: number;
  @Field(() => Float) coolingKwhAfter!: number;
  @Field(() => String, { nullable: true }) ratingBefore!: string | null;
  @Field(() => String, { nullable: true }) ratingAfter!: string | null;
  @Field(() => [ComparativeCategoryFigures]) categories!: ComparativeCategoryFigures[];
}

@ObjectType({ description: 'A before/after calculation with its items, capacities and item requests.' })
export class ComparativeCalculationData {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) variant!: string;
  @Field(() => Int) order!: number;
  @Field(() => ID) beforeSolutionId!: number;
  @Field(() => ID) afterSolutionId!: number;
  @Field(() => GraphQLJSON, { description: 'Extra columns shown per category type.' }) extraColumns!: Record<string, string[]>;
  @Field(() => ComparativeTotals) totals!: ComparativeTotals;
  @Field(() => [ComparativeItem]) itemsBefore!: ComparativeItem[];
  @Field(() => [ComparativeItem]) itemsAfter!: ComparativeItem[];
  @Field(() => [ComparativeItemRequest]) requests!: ComparativeItemRequest[];
}

@ObjectType({ description: 'The comparative-solution report of a project (spec §3 "Comparative report data").' })
export class ComparativeReportData {
  @Field(() => ID) projectId!: number;
  @Field(() => String) projectName!: string;
  @Field(() => String) clientName!: string;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => Int) year!: number;
  @Field(() => Int) years!: number;
  @Field(() => Float, { nullable: true, description: 'An amount (project currency) the customer receives for the documented saving; null: none.' }) kickback!: number | null;
  @Field(() => String) contributorName!: string;
  @Field(() => String) partnerName!: string;
  @Field(() => String, { nullable: true, description: 'The logo for reports: the user’s subsidiary’s, else the partner’s.' }) logoUrl!: string | null;
  @Field(() => Float) kwhPrice!: number;
  @Field(() => String) currency!: string;
  @Field(() => Float, { nullable: true, description: 'Σ categories efficiency factor weighted by the before energy.' }) weightedEfficiencyFactor!: number | null;
  @Field(() => ComparativeTotals) totals!: ComparativeTotals;
  @Field(() => [ComparativeWheelEntry]) wheelBefore!: ComparativeWheelEntry[];
  @Field(() => [ComparativeWheelEntry]) wheelAfter!: ComparativeWheelEntry[];
  @Field(() => [ComparativeSetting]) settings!: ComparativeSetting[];
  @Field(() => [ComparativeCalculationData]) calculations!: ComparativeCalculationData[];
}

@ObjectType({ description: 'One row of a pre-analysis: a category total before and after (empty fields null).' })
export class PreAnalysisRowType {
  @Field(() => String) category!: string;
  @Field(() => Float, { nullable: true }) unitsBefore!: number | null;
  @Field(() => Float, { nullable: true }) wattsBefore!: number | null;
  @Field(() => Float, { nullable: true }) unitsAfter!: number | null;
  @Field(() => Float, { nullable: true }) wattsAfter!: number | null;
  @Field(() => Float, { nullable: true }) hours!: number | null;
}

@ObjectType({ description: 'The pre-analysis of a comparative-solution project with its estimate (M1, M6).' })
export class PreAnalysis {
  @Field(() => ID) projectId!: number;
  @Field(() => Boolean, { description: 'False until someone saves it: the rows are then the suggested start.' }) saved!: boolean;
  @Field(() => [PreAnalysisRowType]) rows!: PreAnalysisRowType[];
  @Field(() => Float) kwhBefore!: number;
  @Field(() => Float) kwhAfter!: number;
  @Field(() => Float) savingKwh!: number;
  @Field(() => Float, { nullable: true }) savingPercent!: number | null;
  @Field(() => Float) moneySaving!: number;
}

@ObjectType({ description: 'One change of a project (the logging screen).' })
export class ProjectLogEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) action!: string;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => String, { nullable: true }) userName!: string | null;
  @Field(() => Date) createdAt!: Date;
}
