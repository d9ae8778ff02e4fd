/**
 * GraphQL inputs of the solutions area, written in the domain's names (shared/validation/solutions.ts),
 * and `fromInput`, which hands each to its service as the domain input. Both facades are checked by
 * the same shared yup schemas.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import {
  capacitySchema,
  categoryShareSchema,
  coolingSchema,
  itemsCheckSchema,
  itemsImportSchema,
  itemsRequestSchema,
  productCreateSchema,
  solutionCreateSchema,
  solutionGroupCreateSchema,
  solutionGroupHeadingsSchema,
  solutionGroupUpdateSchema,
  solutionItemAddSchema,
  solutionItemUpdateSchema,
  solutionReorderSchema,
  solutionUpdateSchema,
  upsSchema,
  type CapacityFields,
  type CategoryShareFields,
  type CoolingFields,
  type GroupCreateFields,
  type GroupHeadingsFields,
  type GroupUpdateFields,
  type ItemAddFields,
  type ItemsCheckFields,
  type ItemsImportFields,
  type ItemsRequestFields,
  type ItemUpdateFields,
  type ProductCreateFields,
  type SolutionCreateFields,
  type SolutionReorderFields,
  type SolutionUpdateFields,
  type UpsFields,
} from '../../../../shared/validation/solutions';
import { fromGraphql } from '../../platform/graphql/input';

@InputType()
export class SolutionGroupCreateInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'baseline, comparative (default) or inactive; one baseline per project.' }) state?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@InputType()
export class SolutionGroupHeadingsInput {
  @Field(() => String, { nullable: true }) baselineHeading?: string | null;
  @Field(() => String, { nullable: true }) lcaHeading?: string | null;
  @Field(() => String, { nullable: true }) refurbishmentHeading?: string | null;
}

@InputType()
export class SolutionGroupUpdateInput extends SolutionGroupHeadingsInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => Boolean, { nullable: true, description: 'The active toggle.' }) active?: boolean;
}

@InputType({ description: 'Without targetGroupId and index, solutionIds is the full new order of the group; otherwise they move to index (0–9) of the target group.' })
export class SolutionGroupReorderInput {
  @Field(() => [ID]) solutionIds!: string[];
  @Field(() => ID, { nullable: true }) targetGroupId?: string;
  @Field(() => Int, { nullable: true }) index?: number;
}

@InputType()
export class SolutionCreateInput {
  @Field(() => ID) solutionTypeId!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Fill a default description (REST ?description=1).' }) withDescription?: boolean;
}

@InputType()
export class SolutionUpdateInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) renewableEnergy?: number;
  @Field(() => Float, { nullable: true }) co2FactorGram?: number;
  @Field(() => String, { nullable: true, description: 'Comma or dot as decimal separator.' }) kwhPrice?: string | null;
  @Field(() => Float, { nullable: true, description: '0 is dropped (keeps the old value); null clears it.' }) refurbishmentImpactPercentage?: number | null;
}

@InputType()
export class SolutionUpsInput {
  @Field(() => Float, { nullable: true, description: 'For the custom preset: 0 < η ≤ 100, 0 = none.' }) efficiency?: number;
}

@InputType()
export class SolutionCoolingInput {
  @Field(() => Float, { nullable: true, description: 'For the custom preset: cop > 0, 0 = none.' }) cop?: number;
}

@InputType()
export class SolutionItemUpdateInput {
  @Field(() => Int, { nullable: true }) amount?: number;
  @Field(() => Float, { nullable: true }) operationalHours?: number | null;
  @Field(() => ID, { nullable: true }) hoursId?: string | null;
  @Field(() => Float, { nullable: true }) refurbishmentImpactPercentage?: number | null;
  @Field(() => Float, { nullable: true }) unitPrice?: number | null;
}

@InputType()
export class SolutionItemAddInput extends SolutionItemUpdateInput {
  @Field(() => ID) productId!: string;
}

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

@InputType()
export class ProductModeInput {
  @Field(() => String) name!: string;
  @Field(() => Float) powerConsumptionWatts!: number;
  @Field(() => Float) hours!: number;
}

@InputType()
export class ProductCategoryInput {
  @Field(() => ID) id!: string;
  @Field(() => [ProductModeInput], { nullable: true, description: "Default: the category's modes." }) modes?: ProductModeInput[];
}

@InputType()
export class ProductCreateInput {
  @Field(() => ID, { nullable: true }) clientId?: string;
  @Field(() => ID, { nullable: true, description: 'Also add the product to this solution (amount 1).' }) solutionId?: string;
  @Field(() => String, { nullable: true }) manufacturer?: string;
  @Field(() => String, { nullable: true }) manufacturerPartNumber?: string | null;
  @Field(() => String) modelName!: string;
  @Field(() => ProductCategoryInput) category!: ProductCategoryInput;
  @Field(() => GraphQLJSON, { nullable: true }) specs?: Record<string, unknown>;
  @Field(() => GraphQLJSON, { nullable: true }) additionalData?: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true }) manufacturerVerified?: boolean;
  @Field(() => Boolean, { nullable: true }) startValidation?: boolean;
}

@InputType()
export class CapacityInput {
  @Field(() => ID, { nullable: true, description: 'The capacity (e.g. server_vms); optional when editing.' }) capacityId?: string;
  @Field(() => Float) amount!: number;
}

@InputType()
export class CategoryInfrastructureShareInput {
  @Field(() => [ID], { nullable: true }) categoryIds?: string[];
  @Field(() => Float, { nullable: true, description: 'A fraction 0 < f ≤ 1 (40 % is 0.4); absent keeps the old value.' }) infrastructureSharePercent?: number;
}

// ---- the domain inputs ------------------------------------------------------------------------

/**
 * Each GraphQL input read as the domain input its service checks (the same names; `fromGraphql`
 * only drops nulls that mean "not sent" and lets the type checker hold the names to the domain's).
 */
export const fromInput = {
  groupCreate: (i: SolutionGroupCreateInput) => fromGraphql<GroupCreateFields, SolutionGroupCreateInput>(solutionGroupCreateSchema, i),
  groupHeadings: (i: SolutionGroupHeadingsInput) => fromGraphql<GroupHeadingsFields, SolutionGroupHeadingsInput>(solutionGroupHeadingsSchema, i),
  groupUpdate: (i: SolutionGroupUpdateInput) => fromGraphql<GroupUpdateFields, SolutionGroupUpdateInput>(solutionGroupUpdateSchema, i),
  reorder: (i: SolutionGroupReorderInput) => fromGraphql<SolutionReorderFields, SolutionGroupReorderInput>(solutionReorderSchema, i),
  solutionCreate: ({ withDescription: _, ...i }: SolutionCreateInput) => fromGraphql<SolutionCreateFields, typeof i>(solutionCreateSchema, i),
  solutionUpdate: (i: SolutionUpdateInput) => fromGraphql<SolutionUpdateFields, SolutionUpdateInput>(solutionUpdateSchema, i),
  ups: (i: SolutionUpsInput) => fromGraphql<UpsFields, SolutionUpsInput>(upsSchema, i),
  cooling: (i: SolutionCoolingInput) => fromGraphql<CoolingFields, SolutionCoolingInput>(coolingSchema, i),
  itemUpdate: (i: SolutionItemUpdateInput) => fromGraphql<ItemUpdateFields, SolutionItemUpdateInput>(solutionItemUpdateSchema, i),
  itemAdd: (i: SolutionItemAddInput) => fromGraphql<ItemAddFields, SolutionItemAddInput>(solutionItemAddSchema, i),
  itemsCheck: (i: SolutionItemsCheckInput) => fromGraphql<ItemsCheckFields, SolutionItemsCheckInput>(itemsCheckSchema, i),
  itemsImport: (i: SolutionItemsImportInput) => fromGraphql<ItemsImportFields, SolutionItemsImportInput>(itemsImportSchema, i),
  itemsRequest: (i: SolutionItemsRequestInput) => fromGraphql<ItemsRequestFields, SolutionItemsRequestInput>(itemsRequestSchema, i),
  productCreate: (i: ProductCreateInput) => fromGraphql<ProductCreateFields, ProductCreateInput>(productCreateSchema, i),
  /** `id` (the capacity link being edited) comes from the mutation's own argument. */
  capacity: (i: CapacityInput, id?: string) => fromGraphql<CapacityFields>(capacitySchema, { ...fromGraphql<CapacityFields, CapacityInput>(capacitySchema, i), ...(id !== undefined ? { id } : {}) }),
  share: (i: CategoryInfrastructureShareInput) => fromGraphql<CategoryShareFields, CategoryInfrastructureShareInput>(categoryShareSchema, i),
};
