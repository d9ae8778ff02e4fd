import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { BillingInput, CompanyInput, DataMethodPriorityInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { updateDataMethodPriority } from '../data-methods/data-methods.service';
import { updateScope2Method } from '../scope2-method/scope2-method.service';
import type { Scope2Method } from '../../../../../shared/calc';
import * as company from './company.service';

@ObjectType('BillingDetails')
export class BillingDetails implements company.BillingView {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) zip!: string | null;
  @Field(() => String, { nullable: true, description: 'The VAT number printed on invoices.' }) vatNo!: string | null;
  @Field(() => String, { nullable: true }) countryCode!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) invoiceLanguage!: string | null;
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => String, { nullable: true }) taxIdType!: string | null;
}

@ObjectType('PartnerCompany', { description: "The partner's company and billing details (partner admins)." })
export class PartnerCompany implements company.CompanyView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) countryCode!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) zip!: string | null;
  @Field(() => String, { nullable: true }) vatNo!: string | null;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => BillingDetails) billing!: BillingDetails;
  @Field(() => [String], { description: 'LCA data methods, highest priority first (etool_data_method_priority).' }) dataMethodPriority!: string[];
  @Field(() => String, {
    description: "The scope 2 figure the partner's report documents register, stamp and headline: location (location-based, the default) or market (market-based); GHG Protocol Scope 2 Guidance ch. 7.1 (issue #46).",
  })
  scope2RegisteredMethod!: Scope2Method;
}

@InputType('CompanyInput')
export class CompanyGqlInput implements CompanyInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) vatNo?: string | null;
}

@InputType('BillingInput')
export class BillingGqlInput implements BillingInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) vatNo?: string | null;
  @Field(() => String) countryCode!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'A locale (da-DK) or a language (da).' }) invoiceLanguage!: NonNullable<BillingInput['invoiceLanguage']>;
  @Field(() => String, { nullable: true }) taxId?: string | null;
  @Field(() => String, { nullable: true }) taxIdType?: BillingInput['taxIdType'];
}

@InputType('DataMethodPriorityInput')
export class DataMethodPriorityGqlInput implements DataMethodPriorityInput {
  @Field(() => [String], { description: 'Every LCA data method once, highest priority first.' }) methods!: string[];
}

@InputType('Scope2MethodInput', { description: 'The scope 2 method the partner registers (issue #46).' })
export class Scope2MethodGqlInput {
  @Field(() => String, { description: 'location (location-based) or market (market-based).' }) method!: string;
}

@Resolver()
export class CompanyResolver {
  @Query(() => PartnerCompany, { description: 'The partner\'s company details (partner admin).' })
  partnerCompany(@Ctx() ctx: GqlContext) {
    return company.getCompany(ctx);
  }

  @Mutation(() => PartnerCompany, { description: 'PUT /partner/admin/{id}' })
  partnerCompanyUpdate(@IdArg('id') id: number, @Arg('input', () => CompanyGqlInput) input: CompanyGqlInput, @Ctx() ctx: GqlContext) {
    return company.updateCompany(ctx, id, input);
  }

  @Mutation(() => PartnerCompany, { description: 'PUT /partner/admin/{id}/billing-details' })
  partnerBillingUpdate(@IdArg('id') id: number, @Arg('input', () => BillingGqlInput) input: BillingGqlInput, @Ctx() ctx: GqlContext) {
    return company.updateBilling(ctx, id, input);
  }

  @Mutation(() => [String], { description: 'PUT /partner/admin/data-method-priority: the methods, highest priority first.' })
  dataMethodPriorityUpdate(@Arg('input', () => DataMethodPriorityGqlInput) input: DataMethodPriorityGqlInput, @Ctx() ctx: GqlContext) {
    return updateDataMethodPriority(ctx, input.methods);
  }

  @Mutation(() => String, { description: "PUT /partner/admin/scope2-method: the scope 2 figure the partner's documents register (location or market); returns it." })
  scope2RegisteredMethodUpdate(@Arg('input', () => Scope2MethodGqlInput, { description: 'The method: location or market.' }) input: Scope2MethodGqlInput, @Ctx() ctx: GqlContext) {
    return updateScope2Method(ctx, input.method);
  }
}
