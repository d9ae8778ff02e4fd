/**
 * GraphQL inputs of solutions (create, update, UPS and cooling), in the domain's names (shared/validation/solutions.ts).
 */
import { Field, Float, ID, InputType } from 'type-graphql';
import { coolingSchema, solutionCreateSchema, solutionUpdateSchema, upsSchema, type CoolingFields, type SolutionCreateFields, type SolutionUpdateFields, type UpsFields } from '../../../../shared/validation/solutions';
import { fromGraphql } from '../../platform/graphql/input';

@InputType()
export class SolutionCreateInput {
  @Field(() => ID) solutionTypeId!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Fill a default description (REST ?description=1).' }) withDescription?: boolean;
}

@InputType()
export class SolutionUpdateInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) renewableEnergy?: number;
  @Field(() => Float, { nullable: true }) co2FactorGram?: number;
  @Field(() => String, { nullable: true, description: 'Comma or dot as decimal separator.' }) kwhPrice?: string | null;
  @Field(() => Float, { nullable: true, description: '0 is dropped (keeps the old value); null clears it.' }) refurbishmentImpactPercentage?: number | null;
}

@InputType()
export class SolutionUpsInput {
  @Field(() => Float, { nullable: true, description: 'For the custom preset: 0 < η ≤ 100, 0 = none.' }) efficiency?: number;
}

@InputType()
export class SolutionCoolingInput {
  @Field(() => Float, { nullable: true, description: 'For the custom preset: cop > 0, 0 = none.' }) cop?: number;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  solutionCreate: ({ withDescription: _, ...i }: SolutionCreateInput) => fromGraphql<SolutionCreateFields, typeof i>(solutionCreateSchema, i),
  solutionUpdate: (i: SolutionUpdateInput) => fromGraphql<SolutionUpdateFields, SolutionUpdateInput>(solutionUpdateSchema, i),
  ups: (i: SolutionUpsInput) => fromGraphql<UpsFields, SolutionUpsInput>(upsSchema, i),
  cooling: (i: SolutionCoolingInput) => fromGraphql<CoolingFields, SolutionCoolingInput>(coolingSchema, i),
};
