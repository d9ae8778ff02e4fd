/**
 * GraphQL inputs of solution groups, in the domain's names (shared/validation/solutions.ts).
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { solutionGroupCreateSchema, solutionGroupHeadingsSchema, solutionGroupUpdateSchema, solutionReorderSchema, type GroupCreateFields, type GroupHeadingsFields, type GroupUpdateFields, type SolutionReorderFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType()
export class SolutionGroupCreateInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'baseline, comparative (default) or inactive; one baseline per project.' }) state?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@InputType()
export class SolutionGroupHeadingsInput {
  @Field(() => String, { nullable: true }) baselineHeading?: string | null;
  @Field(() => String, { nullable: true }) lcaHeading?: string | null;
  @Field(() => String, { nullable: true }) refurbishmentHeading?: string | null;
}

@InputType()
export class SolutionGroupUpdateInput extends SolutionGroupHeadingsInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => Boolean, { nullable: true, description: 'The active toggle.' }) active?: boolean;
}

@InputType({ description: 'Without targetGroupId and index, solutionIds is the full new order of the group; otherwise they move to index (0–9) of the target group.' })
export class SolutionGroupReorderInput {
  @Field(() => [ID]) solutionIds!: string[];
  @Field(() => ID, { nullable: true }) targetGroupId?: string;
  @Field(() => Int, { nullable: true }) index?: number;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  groupCreate: (i: SolutionGroupCreateInput) => fromGraphql<GroupCreateFields, SolutionGroupCreateInput>(solutionGroupCreateSchema, i),
  groupHeadings: (i: SolutionGroupHeadingsInput) => fromGraphql<GroupHeadingsFields, SolutionGroupHeadingsInput>(solutionGroupHeadingsSchema, i),
  groupUpdate: (i: SolutionGroupUpdateInput) => fromGraphql<GroupUpdateFields, SolutionGroupUpdateInput>(solutionGroupUpdateSchema, i),
  reorder: (i: SolutionGroupReorderInput) => fromGraphql<SolutionReorderFields, SolutionGroupReorderInput>(solutionReorderSchema, i),
};
