/**
 * GraphQL for the items of a solution (add, update, hours, delete) and product create and update, with the item's
 * fields; products load in one batch per request (../loaders.ts).
 */
import { Arg, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { Product } from '../../catalogue';
import { productOf } from '../loaders';
import { SolutionItem } from '../solution.entity';
import { scopedContext } from '../access';
import { PROJECT_ID_ARG, SCOPE_ARG, scopeFrom, SolutionScopeInput } from '../scope.inputs';
import { fromInput, ProductCreateInput, ProductUpdateInput, SolutionItemAddInput, SolutionItemUpdateInput } from './item.inputs';
import * as items from './item.service';
import { createProduct } from './product-create.service';
import { updateProduct } from './product-update.service';

@ObjectType({ description: 'The product created and, when a solution was named, the item it was added as.' })
export class ProductCreateResult {
  @Field(() => Product, { description: 'The new product.' }) product!: Product;
  @Field(() => SolutionItem, { description: 'The item made of it in the named solution (amount 1), else null.', nullable: true }) item!: SolutionItem | null;
}

@Resolver(() => SolutionItem)
export class SolutionItemResolver {
  @Mutation(() => SolutionItem, { description: 'Adds an item (a product and its amount) to a solution.' })
  async solutionItemAdd(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemAddInput, { description: 'The product, amount, hours and price of the new item.' }) input: SolutionItemAddInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return items.addItem(s.ctx, s.projectId, solutionId, fromInput.itemAdd(input));
  }

  @Mutation(() => SolutionItem, { description: 'Changes an item of a solution.' })
  async solutionItemUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @IdArg('id') id: number,
    @Arg('input', () => SolutionItemUpdateInput, { description: 'The changes; fields left out keep their value.' }) input: SolutionItemUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return items.updateItem(s.ctx, s.projectId, solutionId, id, fromInput.itemUpdate(input));
  }

  @Mutation(() => SolutionItem, { description: 'hoursId: an hour profile id, or none.' })
  async solutionItemHoursUpdate(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @IdArg('id') id: number,
    @Arg('hoursId', () => ID, { description: 'The operating-hours profile (hourProfiles) the item follows from now on (M1).' }) hoursId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    return items.setItemHours(s.ctx, s.projectId, solutionId, id, hoursId);
  }

  @Mutation(() => Boolean, { description: 'Deletes an item of a solution.' })
  async solutionItemDelete(
    @Arg('projectId', () => ID, PROJECT_ID_ARG) projectId: string | null,
    @Arg('scope', () => SolutionScopeInput, SCOPE_ARG) scope: SolutionScopeInput | null,
    @IdArg('solutionId') solutionId: number,
    @IdArg('id') id: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    const s = await scopedContext(ctx, scopeFrom(ctx, projectId, scope), true);
    await items.deleteItem(s.ctx, s.projectId, s.groupId, solutionId, id);
    return true;
  }

  @Mutation(() => ProductCreateResult, { description: 'A partner-owned product; with solutionId also added to that solution.' })
  async productCreate(@Arg('input', () => ProductCreateInput, { description: 'The product, its category and modes, and whether to start validation.' }) input: ProductCreateInput, @Ctx() ctx: GqlContext): Promise<ProductCreateResult> {
    return createProduct(ctx, fromInput.productCreate(input));
  }

  @Mutation(() => Product, { description: "An edit of the partner's own product (its PCF stages among others); a missing lca keeps the stored stages." })
  async productUpdate(@IdArg('id') id: number, @Arg('input', () => ProductUpdateInput, { description: "The changes to the partner's own product; fields left out keep their value." }) input: ProductUpdateInput, @Ctx() ctx: GqlContext): Promise<Product> {
    return updateProduct(ctx, id, fromInput.productUpdate(input));
  }

  @FieldResolver(() => ID, { description: 'The solution the item belongs to.' })
  solutionId(@Root() i: SolutionItem): number {
    return i.solution.id;
  }

  @FieldResolver(() => ID, { description: 'The catalogue product the item is made of.' })
  productId(@Root() i: SolutionItem): number {
    return i.product.id;
  }

  @FieldResolver(() => Product, { description: 'The catalogue product the item is made of, with its modes and LCA data.' })
  async product(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<Product> {
    return productOf(ctx.em, i);
  }

  @FieldResolver(() => ID, { description: "The product's category." })
  async categoryId(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<string> {
    return (await this.product(i, ctx)).category.id;
  }

  @FieldResolver(() => ID, { description: 'The operating-hours profile the item follows (hourProfiles), if any (M1).', nullable: true })
  hoursId(@Root() i: SolutionItem): string | null {
    return i.hourProfile?.id ?? null;
  }
}
