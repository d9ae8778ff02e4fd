/**
 * GraphQL for solutions: read, create, update, delete, clone, UPS and cooling, and the solution's
 * fields; its lists and counts load in one batch per request (loaders.ts), so the solutions screen's
 * queries run a fixed number of SQL statements whatever the number of groups and solutions.
 */
import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { SolutionType } from '../reference';
import { capacitiesOf, itemCountOf, itemsOf, sharesOf, solutionTypeOf } from './loaders';
import { page } from './paging';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionItem } from './solution.entity';
import { fromInput, SolutionCoolingInput, SolutionCreateInput, SolutionUpdateInput, SolutionUpsInput } from './solution.inputs';
import * as solutions from './solution.service';

@ObjectType()
export class UpsSetting {
  @Field(() => String, { description: 'The infrastructure preset id (ups_custom, ups_none…).' }) id!: string;
  @Field(() => Float) efficiency!: number;
}

@ObjectType()
export class CoolingSetting {
  @Field(() => String) id!: string;
  @Field(() => Float) cop!: number;
}

@Resolver(() => Solution)
export class SolutionResolver {
  @Query(() => Solution)
  async solution(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.solutionTree(ctx, projectId, undefined, id);
  }

  @Mutation(() => Solution, { description: "New solution with the project's kWh price and grid factor, no UPS or cooling." })
  solutionCreate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('input', () => SolutionCreateInput) input: SolutionCreateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.createSolution(ctx, projectId, groupId, fromInput.solutionCreate(input), input.withDescription === true);
  }

  @Mutation(() => Solution)
  solutionUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionUpdateInput) input: SolutionUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.updateSolution(ctx, projectId, undefined, id, fromInput.solutionUpdate(input));
  }

  @Mutation(() => Boolean)
  async solutionDelete(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<boolean> {
    await solutions.deleteSolution(ctx, projectId, undefined, id);
    return true;
  }

  @Mutation(() => Solution, { description: 'A deep copy in the same group.' })
  solutionClone(@Arg('projectId', () => ID) projectId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Solution> {
    return solutions.cloneSolution(ctx, projectId, undefined, id);
  }

  @Mutation(() => Solution, { description: 'upsId: a UPS preset id (or its value), or custom with input.efficiency.' })
  solutionUpsUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('upsId', () => String) upsId: string,
    @Arg('input', () => SolutionUpsInput, { nullable: true }) input: SolutionUpsInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.setUps(ctx, projectId, id, upsId, { efficiency: input?.efficiency ?? undefined });
  }

  @Mutation(() => Solution, { description: 'coolingId: a cooling preset id (or its value), or custom with input.cop.' })
  solutionCoolingUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('id', () => ID) id: string,
    @Arg('coolingId', () => String) coolingId: string,
    @Arg('input', () => SolutionCoolingInput, { nullable: true }) input: SolutionCoolingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Solution> {
    return solutions.setCooling(ctx, projectId, id, coolingId, { cop: input?.cop ?? undefined });
  }

  @FieldResolver(() => ID)
  solutionGroupId(@Root() s: Solution): number {
    return s.group.id;
  }

  @FieldResolver(() => SolutionType)
  async solutionType(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionType> {
    return solutionTypeOf(ctx.em, s);
  }

  @FieldResolver(() => [SolutionItem], { description: 'In order; limit and offset page them (the solutions screen shows 4 per page).' })
  async items(
    @Root() s: Solution,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem[]> {
    return page(await itemsOf(ctx.em, s), limit, offset);
  }

  @FieldResolver(() => Int)
  async itemCount(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<number> {
    return itemCountOf(ctx.em, s);
  }

  @FieldResolver(() => [SolutionCapacity], { description: 'Live capacity links.' })
  async capacities(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<SolutionCapacity[]> {
    return capacitiesOf(ctx.em, s);
  }

  @FieldResolver(() => [CategoryInfrastructureShare], { description: 'Live category infrastructure shares.' })
  async shares(@Root() s: Solution, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return sharesOf(ctx.em, s);
  }

  @FieldResolver(() => UpsSetting)
  ups(@Root() s: Solution): UpsSetting {
    return { id: s.upsPresetId, efficiency: s.upsEfficiency };
  }

  @FieldResolver(() => CoolingSetting)
  cooling(@Root() s: Solution): CoolingSetting {
    return { id: s.coolingPresetId, cop: s.coolingCop };
  }
}
