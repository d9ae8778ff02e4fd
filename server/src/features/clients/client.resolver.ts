import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { ClientInput } from '../../../../shared/validation';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { Client } from './client.entity';
import { createClient, getClient, listClients, searchClients, updateClient } from './client.service';
import { cvrSearch, RegistryCompanyView } from './registry/registry.service';

/** The GraphQL spelling of the domain's ClientInput (shared/validation): the same names, checked by the type checker. */
@InputType('ClientInput')
export class ClientGqlInput implements ClientInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) address2?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) vatNo?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@Resolver(() => Client)
export class ClientResolver {
  /** The company-registry lookup (GET /project-manager/CvrSearch?cvr), for partners in DK or GB. */
  @Query(() => RegistryCompanyView, { description: 'Looks a company up in the public company registry by its CVR number (country dk), in the client form\'s fields.' })
  companyRegistryLookup(@Arg('cvr', () => String) cvr: string, @Ctx() ctx: GqlContext): Promise<RegistryCompanyView> {
    return cvrSearch(ctx, cvr);
  }

  @Query(() => [Client], { description: 'The partner\'s clients.' })
  clients(@Ctx() ctx: GqlContext): Promise<Client[]> {
    return listClients(ctx);
  }

  @Query(() => [Client], { description: 'GET /{namespace}/partner/clients/search: clients whose name, VAT number or city contains the text (at most 50).' })
  clientSearch(@Arg('search', () => String, { defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<Client[]> {
    return searchClients(ctx, search);
  }

  @Query(() => Client, { description: 'One of the partner\'s clients.' })
  client(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Client> {
    return getClient(ctx, id);
  }

  @Mutation(() => Client, { description: 'Creates a client of the partner.' })
  clientCreate(@Arg('input', () => ClientGqlInput) input: ClientGqlInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return createClient(ctx, input);
  }

  @Mutation(() => Client, { description: 'Changes a client\'s details.' })
  clientUpdate(@IdArg('id') id: number, @Arg('input', () => ClientGqlInput) input: ClientGqlInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return updateClient(ctx, id, input);
  }
}
