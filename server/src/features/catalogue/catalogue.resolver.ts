import { Arg, Ctx, FieldResolver, ID, Int, Resolver, Root, Query } from 'type-graphql';
import { loadById } from '../../platform/db/loaders';
import type { GqlContext } from '../../platform/graphql/context';
import { Category } from '../reference';
import { Product } from './product.entity';
import * as catalogue from './catalogue.service';

@Resolver(() => Product)
export class CatalogueResolver {
  @Query(() => [Product], { description: 'Typo-tolerant, ranked product search (global catalogue and your own products). flags: datacenter, office_it, verified, with_lca, own.' })
  productSearch(
    @Arg('search', () => String) search: string,
    @Arg('flags', () => [String], { defaultValue: [] }) flags: string[],
    @Arg('limit', () => Int, { defaultValue: catalogue.SEARCH_LIMIT }) limit: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Product[]> {
    return catalogue.searchProducts(ctx, search, catalogue.parseFlags(flags.join(',')), limit);
  }

  @Query(() => Product)
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Product> {
    return catalogue.getProduct(ctx, id);
  }

  @FieldResolver(() => Category)
  async category(@Root() p: Product, @Ctx() ctx: GqlContext): Promise<Category> {
    return loadById(ctx.em, Category, p.category);
  }

  @FieldResolver(() => Boolean)
  own(@Root() p: Product): boolean {
    return p.partner != null;
  }
}
