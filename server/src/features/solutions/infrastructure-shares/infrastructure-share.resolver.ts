/**
 * GraphQL for the category infrastructure shares of a solution (M2): list, create, update, soft delete
 * one or all, restore.
 */
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { categoriesById } from '../loaders';
import { CategoryInfrastructureShare } from '../solution.entity';
import { CategoryInfrastructureShareInput, fromInput } from './infrastructure-share.inputs';
import * as shares from './infrastructure-share.service';

@ObjectType()
export class CategoryRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
}

@Resolver(() => CategoryInfrastructureShare)
export class CategoryInfrastructureShareResolver {
  @Query(() => [CategoryInfrastructureShare])
  categoryInfrastructureShares(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return shares.listShares(ctx, projectId, solutionId);
  }

  @Mutation(() => CategoryInfrastructureShare)
  categoryInfrastructureShareCreate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => CategoryInfrastructureShareInput) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    return shares.createShare(ctx, projectId, solutionId, fromInput.share(input));
  }

  @Mutation(() => CategoryInfrastructureShare)
  categoryInfrastructureShareUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CategoryInfrastructureShareInput) input: CategoryInfrastructureShareInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CategoryInfrastructureShare> {
    return shares.updateShare(ctx, projectId, solutionId, id, fromInput.share(input));
  }

  @Mutation(() => Boolean)
  async categoryInfrastructureShareDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await shares.deleteShare(ctx, projectId, solutionId, id);
    return true;
  }

  @Mutation(() => Int)
  categoryInfrastructureSharesDelete(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<number> {
    return shares.deleteAllShares(ctx, projectId, solutionId);
  }

  @Mutation(() => [CategoryInfrastructureShare])
  categoryInfrastructureSharesRestore(@Arg('projectId', () => ID) projectId: string, @Arg('solutionId', () => ID) solutionId: string, @Ctx() ctx: GqlContext): Promise<CategoryInfrastructureShare[]> {
    return shares.restoreShares(ctx, projectId, solutionId);
  }

  @FieldResolver(() => ID)
  solutionId(@Root() s: CategoryInfrastructureShare): number {
    return s.solution.id;
  }

  @FieldResolver(() => [CategoryRef])
  async categories(@Root() s: CategoryInfrastructureShare, @Ctx() ctx: GqlContext): Promise<CategoryRef[]> {
    const categories = await categoriesById(ctx.em, s.categoryIds);
    return s.categoryIds.map((id) => ({ id, name: categories.get(id)?.name ?? null }));
  }
}
