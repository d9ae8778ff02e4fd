/**
 * GraphQL for the items of a solution (add, update, hours, delete) and product create, with the item's
 * fields; products load in one batch per request (../loaders.ts).
 */
import { Arg, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { Product } from '../../catalogue';
import { productOf } from '../loaders';
import { SolutionItem } from '../solution.entity';
import { fromInput, ProductCreateInput, SolutionItemAddInput, SolutionItemUpdateInput } from './item.inputs';
import * as items from './item.service';
import { createProduct } from './product-create.service';

@ObjectType()
export class ProductCreateResult {
  @Field(() => Product) product!: Product;
  @Field(() => SolutionItem, { nullable: true }) item!: SolutionItem | null;
}

@Resolver(() => SolutionItem)
export class SolutionItemResolver {
  @Mutation(() => SolutionItem)
  solutionItemAdd(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('input', () => SolutionItemAddInput) input: SolutionItemAddInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.addItem(ctx, projectId, solutionId, fromInput.itemAdd(input));
  }

  @Mutation(() => SolutionItem)
  solutionItemUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SolutionItemUpdateInput) input: SolutionItemUpdateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.updateItem(ctx, projectId, solutionId, id, fromInput.itemUpdate(input));
  }

  @Mutation(() => SolutionItem, { description: 'hoursId: an hour profile id, or none.' })
  solutionItemHoursUpdate(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Arg('hoursId', () => ID) hoursId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItem> {
    return items.setItemHours(ctx, projectId, solutionId, id, hoursId);
  }

  @Mutation(() => Boolean)
  async solutionItemDelete(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('solutionId', () => ID) solutionId: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await items.deleteItem(ctx, projectId, undefined, solutionId, id);
    return true;
  }

  @Mutation(() => ProductCreateResult, { description: 'A partner-owned product; with solutionId also added to that solution.' })
  async productCreate(@Arg('input', () => ProductCreateInput) input: ProductCreateInput, @Ctx() ctx: GqlContext): Promise<ProductCreateResult> {
    return createProduct(ctx, fromInput.productCreate(input));
  }

  @FieldResolver(() => ID)
  solutionId(@Root() i: SolutionItem): number {
    return i.solution.id;
  }

  @FieldResolver(() => ID)
  productId(@Root() i: SolutionItem): number {
    return i.product.id;
  }

  @FieldResolver(() => Product)
  async product(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<Product> {
    return productOf(ctx.em, i);
  }

  @FieldResolver(() => ID, { description: "The product's category." })
  async categoryId(@Root() i: SolutionItem, @Ctx() ctx: GqlContext): Promise<string> {
    return (await this.product(i, ctx)).category.id;
  }

  @FieldResolver(() => ID, { nullable: true })
  hoursId(@Root() i: SolutionItem): string | null {
    return i.hourProfile?.id ?? null;
  }
}
