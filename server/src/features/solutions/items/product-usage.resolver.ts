/**
 * GraphQL productUsage (issue #45, point 6): where one of the partner's own products is used, for the
 * product dialog (product-usage.service.ts).
 */
import { Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { productUsage } from './product-usage.service';

@ObjectType({ description: 'A project that uses a product and that the caller may open.' })
export class ProductUsageProject {
  @Field(() => ID, { description: "The project's id." }) id!: number;
  @Field(() => String, { description: "The project's name." }) name!: string;
  @Field(() => String, { description: 'The project\'s namespace (project-manager, comparative-solution, …): where its screens are.' }) namespace!: string;
}

@ObjectType({
  description:
    "Where one of the partner's own products is used: every project (not archived) with an item of it follows an edit of the product at its next computation. Projects the caller may open are named; the others are only counted.",
})
export class ProductUsage {
  @Field(() => ID, { description: "The product's id." }) productId!: number;
  @Field(() => Int, { description: 'Projects (not archived) with at least one item of the product, whoever may open them.' }) projectCount!: number;
  @Field(() => Int, { description: 'Items of the product in those projects.' }) itemCount!: number;
  @Field(() => [ProductUsageProject], { description: 'Of those projects, the ones the caller may open, by name (at most 50, sorted by name).' }) projects!: ProductUsageProject[];
  @Field(() => Int, { description: 'Projects the caller may open beyond the 50 named.' }) moreOpenable!: number;
  @Field(() => Int, { description: 'Projects the caller may not open: counted, never named.' }) notOpenable!: number;
}

@Resolver(() => ProductUsage)
export class ProductUsageResolver {
  @Query(() => ProductUsage, { description: "Where one of the partner's own products is used, before an edit changes those projects' figures (needs manage_products)." })
  async productUsage(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<ProductUsage> {
    return productUsage(ctx, id);
  }
}
