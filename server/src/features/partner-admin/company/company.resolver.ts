import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { BillingInput, CompanyInput, DataMethodPriorityInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import { updateDataMethodPriority } from '../data-methods/data-methods.service';
import { updateScope2Method } from '../scope2-method/scope2-method.service';
import type { Scope2Method } from '../../../../../shared/calc';
import * as company from './company.service';

@ObjectType('BillingDetails', { description: "The partner's billing details, printed on its invoices (spec §3 Partner billing_details)." })
export class BillingDetails implements company.BillingView {
  @Field(() => String, { description: 'The name invoices are made out to.', nullable: true }) name!: string | null;
  @Field(() => String, { description: 'The billing street address.', nullable: true }) address!: string | null;
  @Field(() => String, { description: 'The billing city.', nullable: true }) city!: string | null;
  @Field(() => String, { description: 'The billing postal code.', nullable: true }) zip!: string | null;
  @Field(() => String, { nullable: true, description: 'The VAT number printed on invoices.' }) vatNo!: string | null;
  @Field(() => String, { description: 'The billing country, ISO 3166-1 alpha-2; sets the VAT rate.', nullable: true }) countryCode!: string | null;
  @Field(() => String, { description: 'The address invoices are sent to.', nullable: true }) email!: string | null;
  @Field(() => String, { description: "The invoices' language, a locale (e.g. da-DK).", nullable: true }) invoiceLanguage!: string | null;
  @Field(() => String, { description: 'A tax id printed on invoices (besides the VAT number).', nullable: true }) taxId!: string | null;
  @Field(() => String, { description: "The kind of tax id (Stripe's codes, e.g. eu_vat, gb_vat, no_vat).", nullable: true }) taxIdType!: string | null;
}

@ObjectType('PartnerCompany', { description: "The partner's company and billing details (partner admins)." })
export class PartnerCompany implements company.CompanyView {
  @Field(() => ID, { description: "The partner's id." }) id!: number;
  @Field(() => String, { description: "The company's name." }) name!: string;
  @Field(() => String, { description: 'The partner type: buyer or seller.' }) type!: string;
  @Field(() => String, { description: "The company's country, ISO 3166-1 alpha-2.", nullable: true }) countryCode!: string | null;
  @Field(() => String, { description: "The company's street address.", nullable: true }) address!: string | null;
  @Field(() => String, { description: "The company's city.", nullable: true }) city!: string | null;
  @Field(() => String, { description: "The company's postal code.", nullable: true }) zip!: string | null;
  @Field(() => String, { description: "The company's VAT number.", nullable: true }) vatNo!: string | null;
  @Field(() => String, { description: "The URL of the company's logo (shown in reports), if uploaded.", nullable: true }) logoUrl!: string | null;
  @Field(() => BillingDetails, { description: 'The billing details.' }) billing!: BillingDetails;
  @Field(() => [String], { description: 'LCA data methods, highest priority first (etool_data_method_priority).' }) dataMethodPriority!: string[];
  @Field(() => String, {
    description: "The scope 2 figure the partner's report documents register, stamp and headline: location (location-based, the default) or market (market-based); GHG Protocol Scope 2 Guidance ch. 7.1 (issue #46).",
  })
  scope2RegisteredMethod!: Scope2Method;
}

@InputType('CompanyInput', { description: "The partner's company details (partner admins)." })
export class CompanyGqlInput implements CompanyInput {
  @Field(() => String, { description: "The company's name (required, at most 160 characters)." }) name!: string;
  @Field(() => String, { description: 'Street address (at most 255 characters).', nullable: true }) address?: string | null;
  @Field(() => String, { description: 'City (at most 255 characters).', nullable: true }) city?: string | null;
  @Field(() => String, { description: 'Postal code (at most 32 characters).', nullable: true }) zip?: string | null;
  @Field(() => String, { description: 'VAT number (at most 64 characters).', nullable: true }) vatNo?: string | null;
}

@InputType('BillingInput', { description: "The partner's billing details, printed on its invoices (partner admins)." })
export class BillingGqlInput implements BillingInput {
  @Field(() => String, { description: 'The name invoices are made out to (required, at most 160 characters).' }) name!: string;
  @Field(() => String, { description: 'Street address (at most 255 characters).', nullable: true }) address?: string | null;
  @Field(() => String, { description: 'City (at most 255 characters).', nullable: true }) city?: string | null;
  @Field(() => String, { description: 'Postal code (at most 32 characters).', nullable: true }) zip?: string | null;
  @Field(() => String, { description: 'The VAT number printed on invoices (at most 64 characters).', nullable: true }) vatNo?: string | null;
  @Field(() => String, { description: 'The billing country, ISO 3166-1 alpha-2; must be one of vatCountries.' }) countryCode!: string;
  @Field(() => String, { description: 'The address invoices are sent to (at most 255 characters).' }) email!: string;
  @Field(() => String, { description: 'A locale (da-DK) or a language (da).' }) invoiceLanguage!: NonNullable<BillingInput['invoiceLanguage']>;
  @Field(() => String, { description: 'A tax id printed on invoices (at most 64 characters); with it, taxIdType is required.', nullable: true }) taxId?: string | null;
  @Field(() => String, { description: "The kind of tax id, one of Stripe's codes (e.g. eu_vat, gb_vat, no_vat).", nullable: true }) taxIdType?: BillingInput['taxIdType'];
}

@InputType('DataMethodPriorityInput', { description: 'The order in which LCA data sources are tried for a product (M5): product, average_plus and category_default (the default order).' })
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

  @Mutation(() => PartnerCompany, { description: "Changes the partner's company details: name, address and VAT number (partner admins; REST PUT /partner/admin/{id})." })
  partnerCompanyUpdate(@IdArg('id') id: number, @Arg('input', () => CompanyGqlInput, { description: 'The company details as they are to be.' }) input: CompanyGqlInput, @Ctx() ctx: GqlContext) {
    return company.updateCompany(ctx, id, input);
  }

  @Mutation(() => PartnerCompany, { description: "Changes the partner's billing details printed on its invoices (partner admins; REST PUT /partner/admin/{id}/billing-details)." })
  partnerBillingUpdate(@IdArg('id') id: number, @Arg('input', () => BillingGqlInput, { description: 'The billing details as they are to be.' }) input: BillingGqlInput, @Ctx() ctx: GqlContext) {
    return company.updateBilling(ctx, id, input);
  }

  @Mutation(() => [String], { description: "Sets the order in which LCA data sources are tried for the partner's products (M5); answers the methods, highest priority first (partner admins; REST PUT /partner/admin/data-method-priority)." })
  dataMethodPriorityUpdate(@Arg('input', () => DataMethodPriorityGqlInput, { description: 'Every LCA data method once, highest priority first.' }) input: DataMethodPriorityGqlInput, @Ctx() ctx: GqlContext) {
    return updateDataMethodPriority(ctx, input.methods);
  }

  @Mutation(() => String, { description: "PUT /partner/admin/scope2-method: the scope 2 figure the partner's documents register (location or market); returns it." })
  scope2RegisteredMethodUpdate(@Arg('input', () => Scope2MethodGqlInput, { description: 'The method: location or market.' }) input: Scope2MethodGqlInput, @Ctx() ctx: GqlContext) {
    return updateScope2Method(ctx, input.method);
  }
}
