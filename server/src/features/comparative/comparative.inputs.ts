/** GraphQL inputs of the comparative-solution mutations, in the domain's names. */
import { Field, Float, InputType, Int } from 'type-graphql';

@InputType()
export class ComparativeCalculationInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'replacement (states 3/4) or growth (1/2).' }) variant?: string;
  @Field(() => String, { nullable: true, description: 'datacenter (default) or end_user; on create only.' }) solutionTypeId?: string;
}

@InputType()
export class ComparativeSettingInput {
  @Field(() => String) key!: string;
  @Field(() => Int, { description: '1 or 0.' }) value!: number;
}

@InputType()
export class ComparativeReportSettingsInput {
  @Field(() => [ComparativeSettingInput], { description: 'All 14 include settings.' }) settings!: ComparativeSettingInput[];
}

@InputType()
export class ComparativeReportDataInput {
  @Field(() => Int, { nullable: true }) year?: number | null;
  @Field(() => Int, { nullable: true }) years?: number | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => Float, { nullable: true, description: 'An amount (project currency) the customer receives for the documented saving; null clears it.' }) kickback?: number | null;
}

@InputType()
export class PreAnalysisRowInput {
  @Field(() => String) category!: string;
  @Field(() => Float, { nullable: true }) unitsBefore?: number | null;
  @Field(() => Float, { nullable: true }) wattsBefore?: number | null;
  @Field(() => Float, { nullable: true }) unitsAfter?: number | null;
  @Field(() => Float, { nullable: true }) wattsAfter?: number | null;
  @Field(() => Float, { nullable: true }) hours?: number | null;
}

@InputType()
export class ComparativeExtraColumnInput {
  @Field(() => String) extraColumn!: string;
  @Field(() => String) categoryType!: string;
}
