/**
 * GraphQL for the capacity links of a solution (M4): list, add, update, soft delete one or all, restore.
 */
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { CapacityDefinition } from '../../reference';
import { capacityDefinitionOf } from '../loaders';
import { SolutionCapacity } from '../solution.entity';
import { PROJECT_ID_ARG, SCOPE_ARG, scopeFrom, SolutionScopeInput } from '../scope.inputs';
import { CapacityInput, fromInput } from './capacity.inputs';
import * as capacities from './capacity.service';

@Resolver(() => SolutionCapacity)
export class CapacityResolver {
  @Query(() => [SolutionCapacity], { description: 'Live capacity links of a solution.' })
  solutionCapacities(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.listCapacities(ctx, scopeFrom(ctx, projectId, scope), solutionId);
  }

  @Mutation(() => SolutionCapacity, { description: 'Adds a capacity link (or sets the amount of the live link to that capacity).' })
  capacityAdd(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => CapacityInput, { description: 'The capacity and the amount the solution delivers.' }) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, scopeFrom(ctx, projectId, scope), solutionId, fromInput.capacity(input));
  }

  @Mutation(() => SolutionCapacity, { description: 'Saves a solution\'s capacity (an amount of a capacity definition, e.g. VMs or users).' })
  capacityUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @Arg('id', () => ID, { description: "The capacity link's id." }) id: string,
    @Arg('input', () => CapacityInput, { description: 'The capacity and amount as they are to be.' }) input: CapacityInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionCapacity> {
    return capacities.saveCapacity(ctx, scopeFrom(ctx, projectId, scope), solutionId, fromInput.capacity(input, id));
  }

  @Mutation(() => Boolean, { description: 'Soft-deletes one link (by its id or its capacity id); the project editor only (a request share deletes all or none, spec §6).' })
  async capacityDelete(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('id', () => ID, { description: "The capacity link's id." }) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await capacities.deleteCapacity(ctx, projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Soft-deletes every live link of the solution; answers how many.' })
  capacitiesDelete(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<number> {
    return capacities.deleteAllCapacities(ctx, scopeFrom(ctx, projectId, scope), solutionId);
  }

  @Mutation(() => [SolutionCapacity], { description: 'Restores the soft-deleted links of the solution.' })
  capacitiesRestore(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacities.restoreCapacities(ctx, scopeFrom(ctx, projectId, scope), solutionId);
  }

  @FieldResolver(() => ID, { description: 'The solution the capacity link belongs to.' })
  solutionId(@Root() c: SolutionCapacity): number {
    return c.solution.id;
  }

  @FieldResolver(() => ID, { description: 'The capacity (capacities) the link counts.' })
  capacityId(@Root() c: SolutionCapacity): string {
    return c.capacity.id;
  }

  @FieldResolver(() => CapacityDefinition, { description: 'The capacity the link counts, with its unit and category.' })
  async capacity(@Root() c: SolutionCapacity, @Ctx() ctx: GqlContext): Promise<CapacityDefinition> {
    return capacityDefinitionOf(ctx.em, c);
  }
}
