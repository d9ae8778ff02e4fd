import { Arg, Ctx, FieldResolver, ID, Int, Resolver, Root, Query, Subscription } from 'type-graphql';
import { Topic, type JobUpdatedPayload } from '../../platform/realtime/pubsub';
import { loadById } from '../../platform/db/loaders';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { Category } from '../reference';
import { Product } from './product.entity';
import * as catalogue from './catalogue.service';
import { CATALOGUE_IMPORT_JOB, catalogueImportStatus, type CatalogueImportStatus } from './catalogue-import';
import { CatalogueImport } from './catalogue-import.types';

const gqlImport = (s: CatalogueImportStatus): CatalogueImport => ({ ...s, id: String(s.jobId) });

@Resolver(() => Product)
export class CatalogueResolver {
  @Query(() => [Product], { description: 'Typo-tolerant, ranked product search (global catalogue and your own products). flags: datacenter, office_it, verified, with_lca, own.' })
  productSearch(
    @Arg('search', () => String, { description: 'The text to find in manufacturer, model name and part number (typos tolerated; at least 2 characters, the first 120 count).' }) search: string,
    @Arg('flags', () => [String], { description: "Filters, all of which apply: datacenter or office_it (category type), verified (manufacturer-verified), with_lca (has product LCA data), own (the partner's own products).", defaultValue: [] }) flags: string[],
    @Arg('limit', () => Int, { description: 'How many products to return at most (1 to 100; default 20).', defaultValue: catalogue.SEARCH_LIMIT }) limit: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Product[]> {
    return catalogue.searchProducts(ctx, search, catalogue.parseFlags(flags.join(',')), limit);
  }

  @Query(() => Product, { description: 'One product of the catalogue.' })
  product(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Product> {
    return catalogue.getProduct(ctx, id);
  }

  @Query(() => CatalogueImport, { description: 'A catalogue import job: state, progress and, when done, the result (super admins).' })
  async catalogueImport(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<CatalogueImport> {
    return gqlImport(await catalogueImportStatus(ctx, id));
  }

  @Subscription(() => CatalogueImport, {
    topics: Topic.JobUpdated,
    description: 'Live progress of a catalogue import the caller started (every batch of rows, then the result).',
    filter: ({ payload, args, context }: { payload: JobUpdatedPayload; args: { id: string }; context: GqlContext }) =>
      !!context.actor && payload.name === CATALOGUE_IMPORT_JOB && String(payload.id) === String(args.id) && payload.createdBy === context.actor.user.id,
  })
  async catalogueImportUpdated(@Root() payload: JobUpdatedPayload, @Arg('id', () => ID, { description: "The import job's id." }) _id: string, @Ctx() ctx: GqlContext): Promise<CatalogueImport> {
    return gqlImport(await catalogueImportStatus(ctx, payload.id));
  }

  @FieldResolver(() => Category, { description: "The product's category." })
  async category(@Root() p: Product, @Ctx() ctx: GqlContext): Promise<Category> {
    return loadById(ctx.em, Category, p.category);
  }

  @FieldResolver(() => Boolean, { description: "Whether it is one of the partner's own products (else the global catalogue)." })
  own(@Root() p: Product): boolean {
    return p.partner != null;
  }
}
