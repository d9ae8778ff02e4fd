/**
 * GraphQL inputs of the item import (check, import, request), in the domain's names (shared/validation/solutions.ts).
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { itemsCheckSchema, itemsImportSchema, itemsRequestSchema, type ItemsCheckFields, type ItemsImportFields, type ItemsRequestFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType()
export class ImportRowInput {
  @Field(() => String, { nullable: true }) brandName?: string;
  @Field(() => String, { nullable: true }) modelName?: string;
  @Field(() => String, { nullable: true }) manufacturerPartNumber?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) amount?: number;
}

@InputType()
export class ImportItemInput extends ImportRowInput {
  @Field(() => ID, { nullable: true, description: 'The product found by the check; else the row is matched again.' }) productId?: string;
}

@InputType()
export class RequestItemInput extends ImportRowInput {
  @Field(() => [String], { nullable: true, description: 'Mode titles.' }) modes?: string[];
}

@InputType()
export class SolutionItemsCheckInput {
  @Field(() => [ImportRowInput]) items!: ImportRowInput[];
}

@InputType()
export class SolutionItemsImportInput {
  @Field(() => [ImportItemInput], { defaultValue: [] }) items!: ImportItemInput[];
  @Field(() => [RequestItemInput], { defaultValue: [] }) requestedItems!: RequestItemInput[];
  @Field(() => Boolean, { defaultValue: false }) isManualRequest!: boolean;
}

@InputType()
export class SolutionItemsRequestInput {
  @Field(() => [RequestItemInput]) items!: RequestItemInput[];
  @Field(() => Boolean, { defaultValue: false }) isManualRequest!: boolean;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  itemsCheck: (i: SolutionItemsCheckInput) => fromGraphql<ItemsCheckFields, SolutionItemsCheckInput>(itemsCheckSchema, i),
  itemsImport: (i: SolutionItemsImportInput) => fromGraphql<ItemsImportFields, SolutionItemsImportInput>(itemsImportSchema, i),
  itemsRequest: (i: SolutionItemsRequestInput) => fromGraphql<ItemsRequestFields, SolutionItemsRequestInput>(itemsRequestSchema, i),
};
