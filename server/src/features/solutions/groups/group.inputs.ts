/**
 * GraphQL inputs of solution groups, in the domain's names (shared/validation/solutions.ts).
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { solutionGroupCreateSchema, solutionGroupHeadingsSchema, solutionGroupUpdateSchema, solutionReorderSchema, type GroupCreateFields, type GroupHeadingsFields, type GroupUpdateFields, type SolutionReorderFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType({ description: 'A new solution group of a project: a baseline (the current situation), a comparative (an alternative) or an inactive group.' })
export class SolutionGroupCreateInput {
  @Field(() => String, { description: "The group's name (required, at most 160 characters)." }) name!: string;
  @Field(() => String, { nullable: true, description: 'baseline, comparative (default) or inactive; one baseline per project.' }) state?: string;
  @Field(() => Boolean, { description: "Whether the group counts in the project's reports and comparisons (default true).", nullable: true }) active?: boolean;
}

@InputType({ description: "The headings a group's report sections carry; each at most 255 characters, null clears it, left out keeps it." })
export class SolutionGroupHeadingsInput {
  @Field(() => String, { description: "The heading of the group's baseline section in reports (at most 255 characters).", nullable: true }) baselineHeading?: string | null;
  @Field(() => String, { description: "The heading of the group's LCA section in reports (at most 255 characters).", nullable: true }) lcaHeading?: string | null;
  @Field(() => String, { description: "The heading of the group's refurbishment section in reports (at most 255 characters).", nullable: true }) refurbishmentHeading?: string | null;
}

@InputType({ description: 'A change of a solution group: name, state, active toggle and report headings; fields left out keep their value.' })
export class SolutionGroupUpdateInput extends SolutionGroupHeadingsInput {
  @Field(() => String, { description: "The group's name (1 to 160 characters).", nullable: true }) name?: string;
  @Field(() => String, { description: 'baseline, comparative or inactive; a project has one baseline.', nullable: true }) state?: string;
  @Field(() => Boolean, { nullable: true, description: 'The active toggle.' }) active?: boolean;
}

@InputType({ description: 'Without targetGroupId and index, solutionIds is the full new order of the group; otherwise they move to index (0–9) of the target group.' })
export class SolutionGroupReorderInput {
  @Field(() => [ID], { description: 'The ids of the solutions to order or move (at least one).' }) solutionIds!: string[];
  @Field(() => ID, { description: 'The group the solutions move to; absent: they stay in their group.', nullable: true }) targetGroupId?: string;
  @Field(() => Int, { description: 'The position in the target group the solutions move to (0–9).', nullable: true }) index?: number;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  groupCreate: (i: SolutionGroupCreateInput) => fromGraphql<GroupCreateFields, SolutionGroupCreateInput>(solutionGroupCreateSchema, i),
  groupHeadings: (i: SolutionGroupHeadingsInput) => fromGraphql<GroupHeadingsFields, SolutionGroupHeadingsInput>(solutionGroupHeadingsSchema, i),
  groupUpdate: (i: SolutionGroupUpdateInput) => fromGraphql<GroupUpdateFields, SolutionGroupUpdateInput>(solutionGroupUpdateSchema, i),
  reorder: (i: SolutionGroupReorderInput) => fromGraphql<SolutionReorderFields, SolutionGroupReorderInput>(solutionReorderSchema, i),
};
