import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../../platform/graphql/context';
import * as invoices from './invoices.service';

@ObjectType('Invoice')
export class Invoice implements invoices.InvoiceView {
  @Field(() => String) id!: string;
  @Field(() => String, { nullable: true }) number!: string | null;
  @Field(() => String, { nullable: true }) status!: string | null;
  @Field(() => Int, { description: "In the currency's minor unit." }) total!: number;
  @Field(() => String) currency!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) periodEnd!: Date | null;
  @Field(() => String, { nullable: true }) hostedInvoiceUrl!: string | null;
  @Field(() => String, { nullable: true }) pdfUrl!: string | null;
}

@Resolver()
export class InvoicesResolver {
  @Query(() => [Invoice], { description: 'GET /partner/admin/invoices (empty when Stripe is not configured).' })
  partnerInvoices(@Ctx() ctx: GqlContext) {
    return invoices.listInvoices(ctx);
  }

  @Query(() => Invoice, { nullable: true, description: 'GET /partner/admin/invoices/upcoming' })
  partnerUpcomingInvoice(@Ctx() ctx: GqlContext) {
    return invoices.upcomingInvoice(ctx);
  }
}
