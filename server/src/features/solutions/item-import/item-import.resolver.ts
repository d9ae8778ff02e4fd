/**
 * GraphQL for the item import: check rows against the catalogue, import the found items and request
 * the missing ones (spec/project-areas.md §2 Item import dialog, §5).
 */
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { Product } from '../../catalogue';
import { ItemRequest, SolutionItem } from '../solution.entity';
import { fromInput, SolutionItemsCheckInput, SolutionItemsImportInput, SolutionItemsRequestInput } from './item-import.inputs';
import * as imports from './item-import.service';

@ObjectType()
export class CheckedItem {
  @Field(() => Int) index!: number;
  @Field(() => String) brandName!: string;
  @Field(() => String) modelName!: string;
  @Field(() => String) manufacturerPartNumber!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Product, { nullable: true }) product!: Product | null;
  @Field(() => Boolean) available!: boolean;
  @Field(() => Boolean) selected!: boolean;
}

@ObjectType()
export class SolutionItemsCheckResult {
  @Field(() => [CheckedItem]) found!: CheckedItem[];
  @Field(() => [CheckedItem]) missing!: CheckedItem[];
}

@ObjectType()
export class SolutionItemsImportResult {
  @Field(() => [SolutionItem]) items!: SolutionItem[];
  @Field(() => [ItemRequest]) requestedItems!: ItemRequest[];
}

const checked = (r: imports.CheckedRow): CheckedItem =>
  Object.assign(new CheckedItem(), { index: r.index, brandName: r.row.brandName, modelName: r.row.modelName, manufacturerPartNumber: r.row.manufacturerPartNumber, amount: r.row.amount, product: r.product, available: r.available, selected: r.selected });

@Resolver()
export class ItemImportResolver {
  @Query(() => SolutionItemsCheckResult, { description: 'Matches import rows against the catalogue.' })
  async solutionItemsCheck(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsCheckInput) input: SolutionItemsCheckInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsCheckResult> {
    const r = await imports.checkItems(ctx, projectId, solutionId, fromInput.itemsCheck(input));
    return { found: r.found.map(checked), missing: r.missing.map(checked) };
  }

  @Mutation(() => SolutionItemsImportResult, { description: 'Imports items into a solution.' })
  async solutionItemsImport(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsImportInput) input: SolutionItemsImportInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsImportResult> {
    const r = await imports.importItems(ctx, projectId, solutionId, fromInput.itemsImport(input));
    return { items: r.items, requestedItems: r.requests };
  }

  @Mutation(() => [ItemRequest], { description: 'Asks for products that are not in the catalogue yet (item requests).' })
  solutionItemsRequest(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsRequestInput) input: SolutionItemsRequestInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ItemRequest[]> {
    return imports.requestItems(ctx, projectId, solutionId, fromInput.itemsRequest(input));
  }
}

@Resolver(() => ItemRequest)
export class ItemRequestResolver {
  @FieldResolver(() => ID)
  solutionId(@Root() r: ItemRequest): number {
    return r.solution.id;
  }

  @FieldResolver(() => ID)
  requestedById(@Root() r: ItemRequest): number {
    return r.requestedBy.id;
  }
}
