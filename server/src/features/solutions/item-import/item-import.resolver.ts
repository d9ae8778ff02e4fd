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

@ObjectType({ description: 'A row of an item import after the catalogue check (spec §3 Import row), with the product found for it.' })
export class CheckedItem {
  @Field(() => Int, { description: "The row's position in the list sent (from 0)." }) index!: number;
  @Field(() => String, { description: 'The brand as the row gave it.' }) brandName!: string;
  @Field(() => String, { description: 'The model name as the row gave it.' }) modelName!: string;
  @Field(() => String, { description: 'The part number as the row gave it.' }) manufacturerPartNumber!: string;
  @Field(() => Int, { description: 'The number of units.' }) amount!: number;
  @Field(() => Product, { description: 'The catalogue product the row matched, if any.', nullable: true }) product!: Product | null;
  @Field(() => Boolean, { description: "Found rows: whether the product's category fits the solution's type; missing rows: whether the caller may request products (request_import_items)." }) available!: boolean;
  @Field(() => Boolean, { description: 'Whether the row is preselected in the import dialog (found rows that are available).' }) selected!: boolean;
}

@ObjectType({ description: 'The check of import rows against the catalogue: the rows found and the rows missing.' })
export class SolutionItemsCheckResult {
  @Field(() => [CheckedItem], { description: 'Rows that matched a catalogue product.' }) found!: CheckedItem[];
  @Field(() => [CheckedItem], { description: 'Rows the catalogue does not know (to request).' }) missing!: CheckedItem[];
}

@ObjectType({ description: 'What an import made: the items added and the item requests sent.' })
export class SolutionItemsImportResult {
  @Field(() => [SolutionItem], { description: 'The items added to the solution.' }) items!: SolutionItem[];
  @Field(() => [ItemRequest], { description: 'The item requests made for rows the catalogue lacks.' }) requestedItems!: ItemRequest[];
}

const checked = (r: imports.CheckedRow): CheckedItem =>
  Object.assign(new CheckedItem(), { index: r.index, brandName: r.row.brandName, modelName: r.row.modelName, manufacturerPartNumber: r.row.manufacturerPartNumber, amount: r.row.amount, product: r.product, available: r.available, selected: r.selected });

@Resolver()
export class ItemImportResolver {
  @Query(() => SolutionItemsCheckResult, { description: 'Matches import rows against the catalogue.' })
  async solutionItemsCheck(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsCheckInput, { description: 'The rows to check (1 to 250).' }) input: SolutionItemsCheckInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsCheckResult> {
    const r = await imports.checkItems(ctx, projectId, solutionId, fromInput.itemsCheck(input));
    return { found: r.found.map(checked), missing: r.missing.map(checked) };
  }

  @Mutation(() => SolutionItemsImportResult, { description: 'Imports items into a solution.' })
  async solutionItemsImport(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsImportInput, { description: 'The found rows to import and the missing rows to request (at most 250 each).' }) input: SolutionItemsImportInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SolutionItemsImportResult> {
    const r = await imports.importItems(ctx, projectId, solutionId, fromInput.itemsImport(input));
    return { items: r.items, requestedItems: r.requests };
  }

  @Mutation(() => [ItemRequest], { description: 'Asks for products that are not in the catalogue yet (item requests).' })
  solutionItemsRequest(
    @IdArg('projectId') projectId: number,
    @IdArg('solutionId') solutionId: number,
    @Arg('input', () => SolutionItemsRequestInput, { description: 'The rows to request (1 to 250).' }) input: SolutionItemsRequestInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ItemRequest[]> {
    return imports.requestItems(ctx, projectId, solutionId, fromInput.itemsRequest(input));
  }
}

@Resolver(() => ItemRequest)
export class ItemRequestResolver {
  @FieldResolver(() => ID, { description: 'The solution the product is requested for.' })
  solutionId(@Root() r: ItemRequest): number {
    return r.solution.id;
  }

  @FieldResolver(() => ID, { description: 'The user who made the request.' })
  requestedById(@Root() r: ItemRequest): number {
    return r.requestedBy.id;
  }
}
