/**
 * GraphQL inputs of solutions (create, update, UPS and cooling), in the domain's names (shared/validation/solutions.ts).
 */
import { Field, Float, ID, InputType } from 'type-graphql';
import { coolingSchema, solutionCreateSchema, solutionUpdateSchema, upsSchema, type CoolingFields, type SolutionCreateFields, type SolutionUpdateFields, type UpsFields } from '../../../../shared/validation/solutions';
import { fromGraphql } from '../../platform/graphql/input';

@InputType({ description: 'A new solution in a group: its solution type (which sets the calculation mode) and an optional name.' })
export class SolutionCreateInput {
  @Field(() => ID, { description: 'The solution type (solutionTypes), which sets the calculation mode: 1 data centre, 2 end user or office, 3 LCA products (at most 40 characters).' }) solutionTypeId!: string;
  @Field(() => String, { description: "The solution's name (at most 160 characters); default: the solution type's name.", nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Fill a default description (REST ?description=1).' }) withDescription?: boolean;
}

@InputType({ description: "A change of a solution's details and energy assumptions; fields left out keep their value." })
export class SolutionUpdateInput {
  @Field(() => String, { description: "The solution's name (1 to 160 characters).", nullable: true }) name?: string;
  @Field(() => String, { description: 'Free text about the solution (at most 4000 characters); null clears it.', nullable: true }) description?: string | null;
  @Field(() => Float, { description: "The renewable share of the solution's electricity, in percent (0–100); it counts at 0 g CO2e/kWh in the blended figure (M3).", nullable: true }) renewableEnergy?: number;
  @Field(() => Float, { description: "The grid emission factor in g CO2e/kWh (0–5000); default: the project country's grid factor (M3).", nullable: true }) co2FactorGram?: number;
  @Field(() => String, { nullable: true, description: 'Comma or dot as decimal separator.' }) kwhPrice?: string | null;
  @Field(() => Float, { nullable: true, description: '0 is dropped (keeps the old value); null clears it.' }) refurbishmentImpactPercentage?: number | null;
}

@InputType({ description: 'The UPS of a data-centre solution (calculation mode 1): a preset by its id, or the custom preset with its efficiency.' })
export class SolutionUpsInput {
  @Field(() => Float, { nullable: true, description: 'For the custom preset: 0 < η ≤ 100, 0 = none.' }) efficiency?: number;
}

@InputType({ description: 'The cooling of a data-centre solution (calculation mode 1): a preset by its id, or the custom preset with its coefficient of performance.' })
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
