import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { ClientInput } from '../../../../shared/validation';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg } from '../../platform/graphql/id-arg';
import { Client } from './client.entity';
import { createClient, getClient, listClients, searchClients, updateClient } from './client.service';
import { cvrSearch, RegistryCompanyView } from './registry/registry.service';

/** The GraphQL spelling of the domain's ClientInput (shared/validation): the same names, checked by the type checker. */
@InputType('ClientInput', { description: 'A client of the partner (the customer a project is made for): its name, address and VAT number.' })
export class ClientGqlInput implements ClientInput {
  @Field(() => String, { description: "The client's name (required, at most 160 characters)." }) name!: string;
  @Field(() => String, { description: 'Street address (at most 200 characters).', nullable: true }) address?: string | null;
  @Field(() => String, { description: 'Second address line (at most 200 characters).', nullable: true }) address2?: string | null;
  @Field(() => String, { description: 'City (at most 120 characters).', nullable: true }) city?: string | null;
  @Field(() => String, { description: 'Postal code (at most 20 characters).', nullable: true }) zip?: string | null;
  @Field(() => String, { description: 'Country code, ISO 3166-1 alpha-2 (e.g. DK; at most 10 characters); a project created for the client without a country takes it.', nullable: true }) country?: string | null;
  @Field(() => String, { description: 'VAT or company registration number (at most 40 characters).', nullable: true }) vatNo?: string | null;
  @Field(() => String, { description: 'Free text about the client (at most 4000 characters).', nullable: true }) description?: string | null;
}

@Resolver(() => Client)
export class ClientResolver {
  /** The company-registry lookup (GET /project-manager/CvrSearch?cvr), for partners in DK or GB. */
  @Query(() => RegistryCompanyView, { description: 'Looks a company up in the public company registry by its CVR number (country dk), in the client form\'s fields.' })
  companyRegistryLookup(@Arg('cvr', () => String, { description: "The company's registration number (CVR in Denmark, company number in Great Britain); spaces are ignored; 8 to 20 characters." }) cvr: string, @Ctx() ctx: GqlContext): Promise<RegistryCompanyView> {
    return cvrSearch(ctx, cvr);
  }

  @Query(() => [Client], { description: "The partner's clients (the customers its projects are made for)." })
  clients(@Ctx() ctx: GqlContext): Promise<Client[]> {
    return listClients(ctx);
  }

  @Query(() => [Client], { description: "The partner's clients whose name, VAT number or city contains the text, at most 50 (REST GET /{namespace}/partner/clients/search)." })
  clientSearch(@Arg('search', () => String, { description: "Text to find in the client's name, VAT number or city (at most 50 clients are returned).", defaultValue: '' }) search: string, @Ctx() ctx: GqlContext): Promise<Client[]> {
    return searchClients(ctx, search);
  }

  @Query(() => Client, { description: 'One of the partner\'s clients.' })
  client(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<Client> {
    return getClient(ctx, id);
  }

  @Mutation(() => Client, { description: 'Creates a client of the partner.' })
  clientCreate(@Arg('input', () => ClientGqlInput, { description: "The new client's details." }) input: ClientGqlInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return createClient(ctx, input);
  }

  @Mutation(() => Client, { description: 'Changes a client\'s details.' })
  clientUpdate(@IdArg('id') id: number, @Arg('input', () => ClientGqlInput, { description: "The client's details as they are to be." }) input: ClientGqlInput, @Ctx() ctx: GqlContext): Promise<Client> {
    return updateClient(ctx, id, input);
  }
}
