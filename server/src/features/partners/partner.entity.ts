import type { Scope2Method } from '../../../../shared/calc';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A partner organisation (spec/platform-and-shell.md §3 Partner). Every tenant-owned row points to one. */
@ObjectType()
@Entity({ tableName: 'partners' })
export class Partner {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  /** 'seller' or 'buyer'. */
  @Field(() => String)
  @Property({ type: 'string', length: 16 })
  type!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 10, nullable: true })
  countryCode: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  zip: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  vatNo: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  logoUrl: string | null = null;

  /** Billing details (spec §3 Partner.billing_details): who the invoices are made out to. */
  @Property({ type: 'string', nullable: true })
  billingName: string | null = null;

  @Property({ type: 'string', nullable: true })
  billingAddress: string | null = null;

  @Property({ type: 'string', nullable: true })
  billingCity: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  billingZip: string | null = null;

  /** The VAT number printed on invoices (spec §3 Billing.vat_no); the company's own is `vatNo`. */
  @Property({ type: 'string', length: 64, nullable: true })
  billingVatNo: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  billingCountryCode: string | null = null;

  @Property({ type: 'string', nullable: true })
  billingEmail: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  invoiceLanguage: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  taxId: string | null = null;

  /** A tax-id type of the country table (shared/reference/vat.ts TAX_ID_TYPES). */
  @Property({ type: 'string', length: 16, nullable: true })
  taxIdType: string | null = null;

  /** The partner's customer at the card provider (invoices are read from it when Stripe is configured). */
  @Property({ type: 'string', nullable: true })
  stripeCustomerId: string | null = null;

  /** The card on file at the card provider (a payment source for seats and plan changes). */
  @Property({ type: 'string', nullable: true })
  stripePaymentMethodId: string | null = null;

  /** The LCA data methods in the partner's order of priority (spec §3 etool_data_method_priority); null: the default order. */
  @Property({ type: 'json', nullable: true })
  dataMethodPriority: string[] | null = null;

  /**
   * The scope 2 figure the partner's documents register and headline (issue #46 point 2): 'location'
   * (location-based, the default) or 'market' (market-based); shared/calc/scope2.ts Scope2Method.
   */
  @Property({ type: 'string', length: 10, fieldName: 'scope2_registered_method', default: 'location' })
  scope2RegisteredMethod: Opt<Scope2Method> = 'location';

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A subsidiary of a partner (spec §3 Subsidiary): its logo replaces the partner's on its users' reports. */
@Entity({ tableName: 'subsidiaries' })
export class Subsidiary {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Property({ type: 'string', length: 160 })
  name!: string;

  @Property({ type: 'string', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A partner's subscription (spec/platform-and-shell.md §3 Subscription). */
@ObjectType()
@Entity({ tableName: 'subscriptions' })
export class Subscription {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Partner;

  /** Plan type, e.g. 'free', 'pro', 'pro_sec' (a type ending in sec marks a SEC subscription). */
  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  type!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  stripeStatus: Opt<string> = 'active';

  @Property({ type: 'string', nullable: true })
  stripeId: string | null = null;

  @Property({ type: 'string', nullable: true })
  priceId: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  endsAt: Date | null = null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity: Opt<number> = 1;

  /** 'month' or 'year' (null: the free plan). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 8, nullable: true })
  interval: string | null = null;

  /** How it is paid: 'card' (Stripe charges the card on file) or 'invoice' (sent, paid by transfer). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 8, nullable: true })
  paymentMethod: string | null = null;

  /** Unpaid invoices reported by the card provider (spec §3 Partner.incomplete_payments). */
  @Field(() => Int)
  @Property({ type: 'integer' })
  incompletePayments: Opt<number> = 0;

  /** Where the latest unpaid invoice can be paid (the provider's hosted page). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  incompletePaymentUrl: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  get isFree(): Opt<boolean> {
    return this.type === 'free';
  }

  get isActive(): Opt<boolean> {
    return ['active', 'trialing'].includes(this.stripeStatus) && (this.endsAt == null || this.endsAt > new Date());
  }
}

/** The caller's partner and subscription are these entities (platform/auth/actor.ts reads them through their base shapes). */
declare module '../../platform/auth/actor' {
  interface IdentityTypes {
    partner: Partner;
    subscription: Subscription;
  }
}
