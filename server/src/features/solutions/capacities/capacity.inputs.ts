/**
 * GraphQL input of capacity links, in the domain's names (shared/validation/solutions.ts).
 */
import { Field, Float, ID, InputType } from 'type-graphql';
import { capacitySchema, type CapacityFields } from '../../../../../shared/validation/solutions';
import { fromGraphql } from '../../../platform/graphql/input';

@InputType({ description: 'A capacity link of a solution (M4): a unit of delivered service for a category and how many the solution delivers.' })
export class CapacityInput {
  @Field(() => ID, { nullable: true, description: 'The capacity (e.g. server_vms); optional when editing.' }) capacityId?: string;
  @Field(() => Float, { description: 'How many units of the capacity the solution delivers (0 to 1000000000), e.g. virtual machines, usable TB, ports or users.' }) amount!: number;
}


/** Each GraphQL input read as the domain input its service checks (fromGraphql drops only nulls that mean 'not sent'). */
export const fromInput = {
  /** `id` (the capacity link being edited) comes from the mutation's own argument. */
  capacity: (i: CapacityInput, id?: string) => fromGraphql<CapacityFields>(capacitySchema, { ...fromGraphql<CapacityFields, CapacityInput>(capacitySchema, i), ...(id !== undefined ? { id } : {}) }),
};
