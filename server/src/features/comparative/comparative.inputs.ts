/** GraphQL inputs of the comparative-solution mutations, in the domain's names. */
import { Field, Float, InputType, Int } from 'type-graphql';

@InputType({ description: 'A before/after calculation of a comparative-solution project (M6): its name, variant and solution type.' })
export class ComparativeCalculationInput {
  @Field(() => String, { description: "The calculation's name (1 to 160 characters).", nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'replacement (states 3/4) or growth (1/2).' }) variant?: string;
  @Field(() => String, { nullable: true, description: 'datacenter (default) or end_user; on create only.' }) solutionTypeId?: string;
}

@InputType({ description: 'One include setting of the comparative-solution report: its key and 1 or 0.' })
export class ComparativeSettingInput {
  @Field(() => String, { description: 'One of the 14 include flags of the comparative-solution report (e.g. INCLUDE_ENERGY_EFFICIENCY, INCLUDE_ENERGYWHEEL).' }) key!: string;
  @Field(() => Int, { description: '1 or 0.' }) value!: number;
}

@InputType({ description: "The include settings of the comparative-solution report (the currency follows the project's)." })
export class ComparativeReportSettingsInput {
  @Field(() => [ComparativeSettingInput], { description: 'All 14 include settings.' }) settings!: ComparativeSettingInput[];
}

@InputType({ description: "The comparative-solution report's data: rating year, report period, title and kickback; at least one field." })
export class ComparativeReportDataInput {
  @Field(() => Int, { description: 'The rating year (2000–2100).', nullable: true }) year?: number | null;
  @Field(() => Int, { description: 'The period the savings are summed over, in years (1–30; default 5).', nullable: true }) years?: number | null;
  @Field(() => String, { description: "The report's title (at most 160 characters); empty or null clears it.", nullable: true }) title?: string | null;
  @Field(() => Float, { nullable: true, description: 'An amount (project currency) the customer receives for the documented saving; null clears it.' }) kickback?: number | null;
}

@InputType({ description: "One row of a pre-analysis (M1, M6): a category's units and average watts before and after, and its hours a year." })
export class PreAnalysisRowInput {
  @Field(() => String, { description: 'The category the row is about, as free text (at most 80 characters).' }) category!: string;
  @Field(() => Float, { description: 'Units before (0 to 1000000).', nullable: true }) unitsBefore?: number | null;
  @Field(() => Float, { description: 'Average power per unit before, in W (0 to 1000000).', nullable: true }) wattsBefore?: number | null;
  @Field(() => Float, { description: 'Units after (0 to 1000000).', nullable: true }) unitsAfter?: number | null;
  @Field(() => Float, { description: 'Average power per unit after, in W (0 to 1000000).', nullable: true }) wattsAfter?: number | null;
  @Field(() => Float, { description: 'Operating hours per year (0 to 8784).', nullable: true }) hours?: number | null;
}

@InputType({ description: "An extra column of a calculation's item tables to show or hide, for one category type." })
export class ComparativeExtraColumnInput {
  @Field(() => String, { description: 'The column: average_watts, annual_kwh, total_kwh, co2_kg, operational_cost or manufacturing_kg_co2e.' }) extraColumn!: string;
  @Field(() => String, { description: 'The category type whose item table shows it (lower case, digits and _, at most 40 characters).' }) categoryType!: string;
}
