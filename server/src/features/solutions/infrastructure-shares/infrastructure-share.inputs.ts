/**
 * GraphQL input of category infrastructure shares, in the domain's names (shared/validation/solutions.ts).
 */
import { Field, Float, ID, InputType } from 'type-graphql';
import { categoryShareSchema, type CategoryShareFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType({ description: 'A category infrastructure share (M2): the categories that draw only a fraction of their energy through the UPS and cooling.' })
export class CategoryInfrastructureShareInput {
  @Field(() => [ID], { description: 'The categories the share applies to (each at most 40 characters); absent keeps the old list.', nullable: true }) categoryIds?: string[];
  @Field(() => Float, { nullable: true, description: 'A fraction 0 < f ≤ 1 (40 % is 0.4); absent keeps the old value.' }) infrastructureSharePercent?: number;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  share: (i: CategoryInfrastructureShareInput) => fromGraphql<CategoryShareFields, CategoryInfrastructureShareInput>(categoryShareSchema, i),
};
