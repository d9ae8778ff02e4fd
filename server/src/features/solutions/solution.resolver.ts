/**
 * GraphQL for solutions: read, create, update, delete, clone, UPS and cooling, and the solution's
 * fields; its lists and counts load in one batch per request (loaders.ts), so the solutions screen's
 * queries run a fixed number of SQL statements whatever the number of groups and solutions.
 */
import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { SolutionType } from '../reference';
import { capacitiesOf, itemCountOf, itemsOf, sharesOf, solutionTypeOf } from './loaders';
import { page } from './paging';
import { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionItem } from './solution.entity';
import { scopedContext } from './access';
import { fromInput, SolutionCoolingInput, SolutionCreateInput, SolutionUpdateInput, SolutionUpsInput } from './solution.inputs';
import { PROJECT_ID_ARG, SCOPE_ARG, scopeFrom, SolutionScopeInput } from './scope.inputs';
import * as solutions from './solution.service';
/** A request call takes at most 250 rows; the screen lists that many pending ones at most. */
const MAX_PENDING_REQUESTS_SHOWN = 250;

@ObjectType({ description: 'The UPS of a data-centre solution (M2): the preset and its efficiency.' })
export class UpsSetting {
  @Field(() => String, { description: 'The infrastructure preset id (ups_custom, ups_none…).' }) id!: string;
  @Field(() => Float, { description: 'The UPS efficiency η in percent (0 < η ≤ 100; 0 = no UPS): upsKwh = coveredKwh × (100/η − 1).' }) efficiency!: number;
}

@ObjectType({ description: 'The cooling of a data-centre solution (M2): the preset and its coefficient of performance.' })
export class CoolingSetting {
  @Field(() => String, { description: 'The infrastructure preset id (cooling_custom, cooling_none…).' }) id!: string;
  @Field(() => Float, { description: 'The coefficient of performance (0 = no cooling): coolingKwh = (coveredKwh + upsKwh) / cop.' }) cop!: number;
}

@Resolver(() => Solution)
export class SolutionResolver {
  @Query(() => Solution, { description: 'One solution of a project, with its items.' })
  async solution(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.solutionTree(ctx, projectId, undefined, id);
  }

  @Mutation(() => Solution, { description: "New solution with the project's kWh price and grid factor, no UPS or cooling. With a request share's scope, groupId is its response group." })
  async solutionCreate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('groupId') groupId: number,
    @Arg('input', () => SolutionCreateInput, { description: 'The solution type and name.' }) input: SolutionCreateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true, groupId);
    return solutions.createSolution(s.ctx, s.projectId, groupId, fromInput.solutionCreate(input), input.withDescription === true);
  }

  @Mutation(() => Solution, { description: "Changes a solution's name, description, renewable share, grid factor (g CO2e/kWh), kWh price or refurbishment default; in a project the caller may edit, or a seller's draft response." })
  async solutionUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('id') id: number,
    @Arg('input', () => SolutionUpdateInput, { description: 'The details to change; fields left out keep their value.' }) input: SolutionUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return solutions.updateSolution(s.ctx, s.projectId, s.groupId, id, fromInput.solutionUpdate(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a solution from its group.' })
  async solutionDelete(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('id') id: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    await solutions.deleteSolution(s.ctx, s.projectId, s.groupId, id);
    return true;
  }

  @Mutation(() => Solution, { description: 'A deep copy in the same group.' })
  solutionClone(@IdArg('projectId') projectId: number, @IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.cloneSolution(ctx, projectId, undefined, id);
  }

  @Mutation(() => Solution, { description: 'upsId: a UPS preset id (or its value), or custom with input.efficiency.' })
  async solutionUpsUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('id') id: number,
    @Arg('upsId', () => String, { description: 'The UPS preset (infrastructurePresets of kind ups), e.g. ups_custom or ups_none.' }) upsId: string,
    @Arg('input', () => SolutionUpsInput, { description: 'For the custom preset, its efficiency; otherwise left out.', nullable: true }) input: SolutionUpsInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return solutions.setUps(s.ctx, s.projectId, id, upsId, { efficiency: input?.efficiency ?? undefined });
  }

  @Mutation(() => Solution, { description: 'coolingId: a cooling preset id (or its value), or custom with input.cop.' })
  async solutionCoolingUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('id') id: number,
    @Arg('coolingId', () => String, { description: 'The cooling preset (infrastructurePresets of kind cooling), e.g. cooling_custom or cooling_none.' }) coolingId: string,
    @Arg('input', () => SolutionCoolingInput, { description: 'For the custom preset, its coefficient of performance; otherwise left out.', nullable: true }) input: SolutionCoolingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return solutions.setCooling(s.ctx, s.projectId, id, coolingId, { cop: input?.cop ?? undefined });
  }

  @FieldResolver(() => ID, { description: 'The group the solution belongs to.' })
  solutionGroupId(@Root() s: Solution): number {
    return s.group.id;
  }

  @FieldResolver(() => SolutionType, { description: "The solution's type, which sets its calculation mode." })
  async solutionType(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionType> {
    return solutionTypeOf(ctx.em, s);
  }

  @FieldResolver(() => [SolutionItem], { description: 'In order; limit and offset page them (the solutions screen shows 4 per page).' })
  async items(
    @Root() s: Solution,
    @Arg('limit', () => Int, { description: 'How many items to return at most; absent: all.', nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { description: 'How many items to skip first (default 0).', defaultValue: 0 }) offset: number,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem[]> {
    return page(await itemsOf(ctx.em, s), limit, offset);
  }

  @FieldResolver(() => Int, { description: 'How many items the solution holds.' })
  async itemCount(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<number> {
    return itemCountOf(ctx.em, s);
  }

  @FieldResolver(() => [ItemRequest], {
    description:
      "Item requests of the solution still waiting for the catalogue (status open), oldest first: the solutions screen shows them as pending items until the validation accepts (the item joins the solution) or rejects them (issue #47, point 7). They count in no figure yet.",
  })
  async pendingItemRequests(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<ItemRequest[]> {
    return ctx.em.find(ItemRequest, { solution: s.id, status: 'open' }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: MAX_PENDING_REQUESTS_SHOWN });
  }

  @FieldResolver(() => [SolutionCapacity], { description: 'Live capacity links.' })
  async capacities(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacitiesOf(ctx.em, s);
  }

  @FieldResolver(() => [CategoryInfrastructureShare], { description: 'Live category infrastructure shares.' })
  async shares(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return sharesOf(ctx.em, s);
  }

  @FieldResolver(() => UpsSetting, { description: "The solution's UPS preset and efficiency (data-centre solutions, M2)." })
  ups(@Root() s: Solution): UpsSetting {
    return { id: s.upsPresetId, efficiency: s.upsEfficiency };
  }

  @FieldResolver(() => CoolingSetting, { description: "The solution's cooling preset and coefficient of performance (data-centre solutions, M2)." })
  cooling(@Root() s: Solution): CoolingSetting {
    return { id: s.coolingPresetId, cop: s.coolingCop };
  }
}
