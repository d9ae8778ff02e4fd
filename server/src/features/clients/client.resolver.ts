import { Arg, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { Client } from './client.entity';
import { createClient, getClient, listClients, updateClient } from './client.service';

@InputType()
export class ClientInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) address2?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) vatNo?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

/** The one mapping from the GraphQL input to the service's (REST-shaped) input. */
export const clientInputToService = ({ vatNo, ...rest }: ClientInput) => ({ ...rest, vat_no: vatNo });

@Resolver(() => Client)
export class ClientResolver {
  @Query(() => [Client])
  clients(@Ctx() ctx: GqlContext): Promise<Client[]> {
    return listClients(ctx);
  }

  @Query(() => Client)
  client(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Client> {
    return getClient(ctx, id);
  }

  @Mutation(() => Client)
  clientCreate(@Arg('input', () => ClientInput) input: ClientInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return createClient(ctx, clientInputToService(input));
  }

  @Mutation(() => Client)
  clientUpdate(@Arg('id', () => ID) id: string, @Arg('input', () => ClientInput) input: ClientInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return updateClient(ctx, id, clientInputToService(input));
  }
}
