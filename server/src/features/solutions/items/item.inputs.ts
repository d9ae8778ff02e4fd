/**
 * GraphQL inputs of solution items and of product create, in the domain's names (shared/validation/solutions.ts).
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { productCreateSchema, productUpdateSchema, solutionItemAddSchema, solutionItemUpdateSchema, type ItemAddFields, type ItemUpdateFields, type ProductCreateFields, type ProductUpdateFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType({ description: 'A change of an item (amount units of one product in a solution); fields left out keep their value.' })
export class SolutionItemUpdateInput {
  @Field(() => Int, { description: 'The number of units (whole number, 1 to 1000000).', nullable: true }) amount?: number;
  @Field(() => Float, { description: "The item's operating hours per year (0–8760), with hoursId: the modes' hours are scaled to sum to them (M1); null: the modes' own hours.", nullable: true }) operationalHours?: number | null;
  @Field(() => ID, { description: "The operating-hours profile (hourProfiles) the item follows (M1); null: the modes' own hours.", nullable: true }) hoursId?: string | null;
  @Field(() => Float, { description: "For a refurbished item, the refurbishment's impact in percent (0–100) of its manufacturing and transportation kg CO2e (M5); 0 means new and is dropped; null clears it.", nullable: true }) refurbishmentImpactPercentage?: number | null;
  @Field(() => Float, { description: "The price of one unit in the project's currency (0 or more); counts in the solution's investment (M3).", nullable: true }) unitPrice?: number | null;
  @Field(() => Float, { nullable: true, description: "Years kept before replacement (1–50); null: the category's default." }) serviceLifeYears?: number | null;
}

@InputType({ description: 'A new item in a solution: a product of the catalogue and its amount, hours and price.' })
export class SolutionItemAddInput extends SolutionItemUpdateInput {
  @Field(() => ID, { description: 'The catalogue product the item is made of.' }) productId!: string;
}

@InputType({ description: 'A mode of a product (spec §3 Mode): its power draw and the hours per year it spends in that mode.' })
export class ProductModeInput {
  @Field(() => String, { description: "The mode's name, shown as its title (e.g. On, Idle; at most 60 characters)." }) name!: string;
  @Field(() => Float, { description: 'The power drawn in this mode, in W (0 to 1000000).' }) powerConsumptionWatts!: number;
  @Field(() => Float, { description: 'The hours per year spent in this mode (0–8760).' }) hours!: number;
}

@InputType({ description: 'The category of a new product, with its modes.' })
export class ProductCategoryInput {
  @Field(() => ID, { description: "The product's category (categories; at most 40 characters)." }) id!: string;
  @Field(() => [ProductModeInput], { nullable: true, description: "Default: the category's modes." }) modes?: ProductModeInput[];
}

@InputType({ description: "The seller's product carbon footprint per unit, kg CO2e (M5 product data)." })
export class ProductLcaInput {
  @Field(() => Float, { description: 'Manufacturing stage, kg CO2e per unit (0 to 1000000); null clears it.', nullable: true }) manufacturingKg?: number | null;
  @Field(() => Float, { description: 'Transportation stage, kg CO2e per unit (0 to 1000000); null clears it.', nullable: true }) transportationKg?: number | null;
  @Field(() => Float, { description: 'End-of-life stage, kg CO2e per unit (0 to 1000000); null clears it.', nullable: true }) eolKg?: number | null;
}

@InputType({ description: 'A product the partner adds to the catalogue (spec §3 Product create), optionally sent to validation.' })
export class ProductCreateInput {
  @Field(() => ID, { description: 'The client the product is made for, if any.', nullable: true }) clientId?: string;
  @Field(() => ID, { nullable: true, description: 'Also add the product to this solution (amount 1).' }) solutionId?: string;
  @Field(() => String, { description: "The manufacturer's name (at most 120 characters).", nullable: true }) manufacturer?: string;
  @Field(() => String, { description: "The manufacturer's part number (at most 120 characters).", nullable: true }) manufacturerPartNumber?: string | null;
  @Field(() => String, { description: 'The model name (required, at most 255 characters).' }) modelName!: string;
  @Field(() => ProductCategoryInput, { description: "The product's category and its modes." }) category!: ProductCategoryInput;
  @Field(() => GraphQLJSON, { description: 'Technical specifications as a JSON object (no NUL characters), e.g. weight_kg for average-plus LCA (M5).', nullable: true }) specs?: Record<string, unknown>;
  @Field(() => GraphQLJSON, { description: 'Further data about the product as a JSON object (no NUL characters).', nullable: true }) additionalData?: Record<string, unknown>;
  @Field(() => ProductLcaInput, { description: "The product's own kg CO2e per unit by stage (M5 product-specific data), if known.", nullable: true }) lca?: ProductLcaInput | null;
  @Field(() => Boolean, { description: 'Whether the figures are verified by the manufacturer (default false).', nullable: true }) manufacturerVerified?: boolean;
  @Field(() => Boolean, { description: 'Whether to queue the product for validation by the super admin at once (default false).', nullable: true }) startValidation?: boolean;
}


@InputType({ description: "An edit of the partner's own product: a field left out keeps its value; in lca, a stage left out keeps its value and null clears it." })
export class ProductUpdateInput {
  @Field(() => String, { description: "The manufacturer's name (at most 120 characters).", nullable: true }) manufacturer?: string;
  @Field(() => String, { description: "The manufacturer's part number (at most 120 characters); null clears it.", nullable: true }) manufacturerPartNumber?: string | null;
  @Field(() => String, { description: 'The model name (1 to 255 characters).', nullable: true }) modelName?: string;
  @Field(() => ProductLcaInput, { nullable: true, description: 'Missing: the stored stages stay.' }) lca?: ProductLcaInput | null;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  itemUpdate: (i: SolutionItemUpdateInput) => fromGraphql<ItemUpdateFields, SolutionItemUpdateInput>(solutionItemUpdateSchema, i),
  itemAdd: (i: SolutionItemAddInput) => fromGraphql<ItemAddFields, SolutionItemAddInput>(solutionItemAddSchema, i),
  productCreate: (i: ProductCreateInput) => fromGraphql<ProductCreateFields, ProductCreateInput>(productCreateSchema, i),
  productUpdate: (i: ProductUpdateInput) => fromGraphql<ProductUpdateFields, ProductUpdateInput>(productUpdateSchema, i),
};
