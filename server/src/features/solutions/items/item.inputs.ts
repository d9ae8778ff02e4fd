/**
 * GraphQL inputs of solution items and of product create, in the domain's names (shared/validation/solutions.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { productCreateSchema, productUpdateSchema, solutionItemAddSchema, solutionItemUpdateSchema, type ItemAddFields, type ItemUpdateFields, type ProductCreateFields, type ProductUpdateFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType()
export class SolutionItemUpdateInput {
  @Field(() => Int, { nullable: true }) amount?: number;
  @Field(() => Float, { nullable: true }) operationalHours?: number | null;
  @Field(() => ID, { nullable: true }) hoursId?: string | null;
  @Field(() => Float, { nullable: true }) refurbishmentImpactPercentage?: number | null;
  @Field(() => Float, { nullable: true }) unitPrice?: number | null;
  @Field(() => Float, { nullable: true, description: "Years kept before replacement (1–50); null: the category's default." }) serviceLifeYears?: number | null;
}

@InputType()
export class SolutionItemAddInput extends SolutionItemUpdateInput {
  @Field(() => ID) productId!: string;
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

@InputType({ description: "The seller's product carbon footprint per unit, kg CO2e (M5 product data)." })
export class ProductLcaInput {
  @Field(() => Float, { nullable: true }) manufacturingKg?: number | null;
  @Field(() => Float, { nullable: true }) transportationKg?: number | null;
  @Field(() => Float, { nullable: true }) eolKg?: number | null;
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
  @Field(() => ProductLcaInput, { nullable: true }) lca?: ProductLcaInput | null;
  @Field(() => Boolean, { nullable: true }) manufacturerVerified?: boolean;
  @Field(() => Boolean, { nullable: true }) startValidation?: boolean;
}


@InputType({ description: "An edit of the partner's own product: a field left out keeps its value; in lca, a stage left out keeps its value and null clears it." })
export class ProductUpdateInput {
  @Field(() => String, { nullable: true }) manufacturer?: string;
  @Field(() => String, { nullable: true }) manufacturerPartNumber?: string | null;
  @Field(() => String, { nullable: true }) modelName?: string;
  @Field(() => ProductLcaInput, { nullable: true, description: 'Missing: the stored stages stay.' }) lca?: ProductLcaInput | null;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  itemUpdate: (i: SolutionItemUpdateInput) => fromGraphql<ItemUpdateFields, SolutionItemUpdateInput>(solutionItemUpdateSchema, i),
  itemAdd: (i: SolutionItemAddInput) => fromGraphql<ItemAddFields, SolutionItemAddInput>(solutionItemAddSchema, i),
  productCreate: (i: ProductCreateInput) => fromGraphql<ProductCreateFields, ProductCreateInput>(productCreateSchema, i),
  productUpdate: (i: ProductUpdateInput) => fromGraphql<ProductUpdateFields, ProductUpdateInput>(productUpdateSchema, i),
};
