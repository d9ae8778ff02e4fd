/**
 * GraphQL for the capacity links of a solution (M4): list, add, update, soft delete one or all, restore.
 */
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { CapacityDefinition } from '../../reference';
import { capacityDefinitionOf } from '../loaders';
import { SolutionCapacity } from '../solution.entity';
import { CapacityInput, fromInput } from './capacity.inputs';
import * as capacities from './capacity.service';

@Resolver(() => SolutionCapacity)
export class CapacityResolver {
  @Query(() => [SolutionCapacity], { description: 'Live capacity links of a solution.' })
  solutionCapacities(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.listCapacities(ctx, { projectId }, solutionId);
  }

  @Mutation(() => SolutionCapacity, { description: 'Adds a capacity link (or sets the amount of the live link to that capacity).' })
  capacityAdd(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => CapacityInput) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, { projectId }, solutionId, fromInput.capacity(input));
  }

  @Mutation(() => SolutionCapacity)
  capacityUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CapacityInput) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, { projectId }, solutionId, fromInput.capacity(input, id));
  }

  @Mutation(() => Boolean, { description: 'Soft-deletes one link (by its id or its capacity id).' })
  async capacityDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await capacities.deleteCapacity(ctx, projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Soft-deletes every live link of the solution; answers how many.' })
  capacitiesDelete(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<number> {
    return capacities.deleteAllCapacities(ctx, { projectId }, solutionId);
  }

  @Mutation(() => [SolutionCapacity], { description: 'Restores the soft-deleted links of the solution.' })
  capacitiesRestore(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.restoreCapacities(ctx, { projectId }, solutionId);
  }

  @FieldResolver(() => ID)
  solutionId(@Root() c: SolutionCapacity): number {
    return c.solution.id;
  }

  @FieldResolver(() => ID)
  capacityId(@Root() c: SolutionCapacity): string {
    return c.capacity.id;
  }

  @FieldResolver(() => CapacityDefinition)
  async capacity(@Root() c: SolutionCapacity, @Ctx() ctx: GqlContext): Promise<CapacityDefinition> {
    return capacityDefinitionOf(ctx.em, c);
  }
}
