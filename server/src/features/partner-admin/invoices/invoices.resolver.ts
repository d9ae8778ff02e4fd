import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import * as invoices from './invoices.service';

@ObjectType('Invoice', { description: "An invoice of the partner's subscription, as the payment provider (Stripe) issued it." })
export class Invoice implements invoices.InvoiceView {
  @Field(() => String, { description: "The payment provider's invoice id." }) id!: string;
  @Field(() => String, { description: 'The invoice number, once finalised.', nullable: true }) number!: string | null;
  @Field(() => String, { description: "The provider's status: draft, open, paid, uncollectible or void.", nullable: true }) status!: string | null;
  @Field(() => Int, { description: "In the currency's minor unit." }) total!: number;
  @Field(() => String, { description: 'The currency, ISO 4217 code as the payment provider gives it.' }) currency!: string;
  @Field(() => Date, { description: 'When the invoice was made.' }) createdAt!: Date;
  @Field(() => Date, { description: 'The end of the billing period it covers.', nullable: true }) periodEnd!: Date | null;
  @Field(() => String, { description: "The provider's page of the invoice (view and pay), if any.", nullable: true }) hostedInvoiceUrl!: string | null;
  @Field(() => String, { description: 'The invoice as PDF, if any.', nullable: true }) pdfUrl!: string | null;
}

@Resolver()
export class InvoicesResolver {
  @Query(() => [Invoice], { description: "The partner's invoices from the payment provider; empty when Stripe is not configured or the partner has no customer there (partner admins; REST GET /partner/admin/invoices)." })
  partnerInvoices(@Ctx() ctx: GqlContext) {
    return invoices.listInvoices(ctx);
  }

  @Query(() => Invoice, { nullable: true, description: "The partner's next invoice as the payment provider previews it; null when there is none or Stripe is not configured (partner admins; REST GET /partner/admin/invoices/upcoming)." })
  partnerUpcomingInvoice(@Ctx() ctx: GqlContext) {
    return invoices.upcomingInvoice(ctx);
  }
}
