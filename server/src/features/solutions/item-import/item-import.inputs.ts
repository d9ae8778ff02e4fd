/**
 * GraphQL inputs of the item import (check, import, request), in the domain's names (shared/validation/solutions.ts).
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { itemsCheckSchema, itemsImportSchema, itemsRequestSchema, type ItemsCheckFields, type ItemsImportFields, type ItemsRequestFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType({ description: 'One row of an item import (spec §3 Import row): the product as the list names it and the amount. A row names at least a model name or a part number.' })
export class ImportRowInput {
  @Field(() => String, { description: 'The brand (manufacturer) as written in the list (at most 120 characters).', nullable: true }) brandName?: string;
  @Field(() => String, { description: 'The model name as written in the list (at most 255 characters).', nullable: true }) modelName?: string;
  @Field(() => String, { description: "The manufacturer's part number (at most 120 characters).", nullable: true }) manufacturerPartNumber?: string;
  @Field(() => Int, { description: 'The number of units (whole number, 1 to 1000000; default 1).', nullable: true, defaultValue: 1 }) amount?: number;
}

@InputType({ description: 'A row to import as an item, with the product the check found for it.' })
export class ImportItemInput extends ImportRowInput {
  @Field(() => ID, { nullable: true, description: 'The product found by the check; else the row is matched again.' }) productId?: string;
}

@InputType({ description: "A row the catalogue does not know, requested as a new product (the super admin's validation decides it); its modes by title only." })
export class RequestItemInput extends ImportRowInput {
  @Field(() => [String], { nullable: true, description: 'Mode titles.' }) modes?: string[];
}

@InputType({ description: 'The rows to check against the catalogue before import.' })
export class SolutionItemsCheckInput {
  @Field(() => [ImportRowInput], { description: 'The rows (1 to 250).' }) items!: ImportRowInput[];
}

@InputType({ description: 'The rows to import into a solution: found products as items, unknown ones as requests.' })
export class SolutionItemsImportInput {
  @Field(() => [ImportItemInput], { description: 'The rows found in the catalogue, imported as items (at most 250).', defaultValue: [] }) items!: ImportItemInput[];
  @Field(() => [RequestItemInput], { description: 'The rows not found, sent as item requests (at most 250).', defaultValue: [] }) requestedItems!: RequestItemInput[];
  @Field(() => Boolean, { description: 'Whether the request was entered by hand rather than from an imported list (default false).', defaultValue: false }) isManualRequest!: boolean;
}

@InputType({ description: 'Products to request for a solution when the catalogue lacks them.' })
export class SolutionItemsRequestInput {
  @Field(() => [RequestItemInput], { description: 'The requested rows (1 to 250).' }) items!: RequestItemInput[];
  @Field(() => Boolean, { description: 'Whether the request was entered by hand rather than from an imported list (default false).', defaultValue: false }) isManualRequest!: boolean;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  itemsCheck: (i: SolutionItemsCheckInput) => fromGraphql<ItemsCheckFields, SolutionItemsCheckInput>(itemsCheckSchema, i),
  itemsImport: (i: SolutionItemsImportInput) => fromGraphql<ItemsImportFields, SolutionItemsImportInput>(itemsImportSchema, i),
  itemsRequest: (i: SolutionItemsRequestInput) => fromGraphql<ItemsRequestFields, SolutionItemsRequestInput>(itemsRequestSchema, i),
};
