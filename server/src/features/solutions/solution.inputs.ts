/**
 * GraphQL inputs of the solutions area and the ONE mapping from each to the services' (REST-shaped)
 * input, so that both facades are validated by the same shared yup schemas.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int } from 'type-graphql';

/** Drops undefined values (an absent GraphQL field means "not sent", as an absent JSON key). */
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

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

// ---- the one mapping to the services' input ----------------------------------------------------

const row = (r: ImportRowInput) => ({ brand_name: r.brandName ?? '', model_name: r.modelName ?? '', manufacturer_part_number: r.manufacturerPartNumber ?? '', amount: r.amount ?? 1 });

export const toService = {
  groupCreate: (i: SolutionGroupCreateInput) => defined({ name: i.name, state: i.state ?? undefined, active: i.active ?? undefined }),
  groupHeadings: (i: SolutionGroupHeadingsInput) =>
    defined({ baseline_heading: i.baselineHeading, lca_heading: i.lcaHeading, refurbishment_heading: i.refurbishmentHeading }),
  groupUpdate: (i: SolutionGroupUpdateInput) =>
    defined({ ...toService.groupHeadings(i), name: i.name ?? undefined, state: i.state ?? undefined, active: i.active ?? undefined }),
  reorder: (i: SolutionGroupReorderInput) => defined({ solutions: i.solutionIds, target_group_id: i.targetGroupId ?? undefined, index: i.index ?? undefined }),
  solutionCreate: (i: SolutionCreateInput) => defined({ solution_type_id: i.solutionTypeId, name: i.name ?? undefined }),
  solutionUpdate: (i: SolutionUpdateInput) =>
    defined({
      name: i.name ?? undefined,
      description: i.description,
      renewable_energy: i.renewableEnergy ?? undefined,
      co2_factor_gram: i.co2FactorGram ?? undefined,
      kwh_price: i.kwhPrice ?? undefined,
      refurbishment_impact_percentage: i.refurbishmentImpactPercentage,
    }),
  itemUpdate: (i: SolutionItemUpdateInput) =>
    defined({
      amount: i.amount ?? undefined,
      operational_hours: i.operationalHours,
      hours_id: i.hoursId,
      refurbishment_impact_percentage: i.refurbishmentImpactPercentage,
      unit_price: i.unitPrice,
    }),
  itemAdd: (i: SolutionItemAddInput) => defined({ ...toService.itemUpdate(i), product_id: i.productId }),
  itemsCheck: (i: SolutionItemsCheckInput) => ({ items: i.items.map(row) }),
  itemsImport: (i: SolutionItemsImportInput) => ({
    items: i.items.map((r) => defined({ ...row(r), product_id: r.productId ?? undefined })),
    requested_items: i.requestedItems.map((r) => ({ ...row(r), modes: r.modes ?? [] })),
    is_manual_request: i.isManualRequest,
  }),
  itemsRequest: (i: SolutionItemsRequestInput) => ({ items: i.items.map((r) => ({ ...row(r), modes: r.modes ?? [] })), is_manual_request: i.isManualRequest }),
  productCreate: (i: ProductCreateInput) =>
    defined({
      clientId: i.clientId ?? undefined,
      solution_id: i.solutionId ?? undefined,
      manufacturer: i.manufacturer ?? undefined,
      manufacturer_part_number: i.manufacturerPartNumber,
      model_name: i.modelName,
      category: {
        id: i.category.id,
        ...(i.category.modes ? { modes: i.category.modes.map((m) => ({ name: m.name, power_consumption_watts: m.powerConsumptionWatts, hours: m.hours })) } : {}),
      },
      specs: i.specs ?? undefined,
      additional_data: i.additionalData ?? undefined,
      manufacturer_verified: i.manufacturerVerified ?? undefined,
      start_validation: i.startValidation ?? undefined,
    }),
  capacity: (i: CapacityInput, id?: string) => defined({ id, capacity_id: i.capacityId ?? undefined, amount: i.amount }),
  share: (i: CategoryInfrastructureShareInput) => defined({ e_papi_category_ids: i.categoryIds ?? undefined, infrastructure_share_percent: i.infrastructureSharePercent ?? undefined }),
};
