/**
 * GraphQL for the category infrastructure shares of a solution (M2): list, create, update, soft delete
 * one or all, restore.
 */
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { categoriesById } from '../loaders';
import { CategoryInfrastructureShare } from '../solution.entity';
import { scopedContext } from '../access';
import { PROJECT_ID_ARG, SCOPE_ARG, scopeFrom, SolutionScopeInput } from '../scope.inputs';
import { CategoryInfrastructureShareInput, fromInput } from './infrastructure-share.inputs';
import * as shares from './infrastructure-share.service';

@ObjectType({ description: 'A category named by a category infrastructure share.' })
export class CategoryRef {
  @Field(() => ID, { description: "The category's id." }) id!: string;
  @Field(() => String, { description: "The category's name, if the reference data has it.", nullable: true }) name!: string | null;
}

@Resolver(() => CategoryInfrastructureShare)
export class CategoryInfrastructureShareResolver {
  @Query(() => [CategoryInfrastructureShare], { description: 'A solution\'s category infrastructure shares: the part of the infrastructure (UPS, cooling) each category carries.' })
  async categoryInfrastructureShares(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), false);
    return shares.listShares(s.ctx, s.projectId, solutionId);
  }

  @Mutation(() => CategoryInfrastructureShare, { description: 'Adds a category infrastructure share to a solution: the part of the infrastructure the listed categories carry.' })
  async categoryInfrastructureShareCreate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => CategoryInfrastructureShareInput, { description: 'The categories and the fraction (0 < f ≤ 1) of their energy that goes through the UPS and cooling.' }) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return shares.createShare(s.ctx, s.projectId, solutionId, fromInput.share(input));
  }

  @Mutation(() => CategoryInfrastructureShare, { description: 'Changes one category infrastructure share of a solution.' })
  async categoryInfrastructureShareUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @IdArg('id') id: number,
    @Arg('input', () => CategoryInfrastructureShareInput, { description: 'The changes; fields left out keep their value.' }) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return shares.updateShare(s.ctx, s.projectId, solutionId, id, fromInput.share(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes one category infrastructure share of a solution.' })
  async categoryInfrastructureShareDelete(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @IdArg('id') id: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    await shares.deleteShare(s.ctx, s.projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Deletes all of a solution\'s category infrastructure shares.' })
  async categoryInfrastructureSharesDelete(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<number> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return shares.deleteAllShares(s.ctx, s.projectId, solutionId);
  }

  @Mutation(() => [CategoryInfrastructureShare], { description: 'Restores a solution\'s deleted category infrastructure shares.' })
  async categoryInfrastructureSharesRestore(@Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null, @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null, @IdArg('solutionId') solutionId: number, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return shares.restoreShares(s.ctx, s.projectId, solutionId);
  }

  @FieldResolver(() => ID, { description: 'The solution the share belongs to.' })
  solutionId(@Root() s: CategoryInfrastructureShare): number {
    return s.solution.id;
  }

  @FieldResolver(() => [CategoryRef], { description: 'The categories the share applies to, with their names.' })
  async categories(@Root() s: CategoryInfrastructureShare, @Ctx() ctx: GqlContext): Promise<CategoryRef[]> {
    const categories = await categoriesById(ctx.em, s.categoryIds);
    return s.categoryIds.map((id) => ({ id, name: categories.get(id)?.name ?? null }));
  }
}
