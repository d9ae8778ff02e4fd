/** Subscriptions and payment over GraphQL: thin, the same service calls as the REST facade. */
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg, OptionalIdArg } from '../../platform/graphql/id-arg';
import { ADMIN_RETURN, REGISTER_RETURN } from './subscriptions.rest';
import * as subs from './subscriptions.service';

@ObjectType()
export class PlanPriceType {
  @Field(() => String) id!: string;
  @Field(() => String) interval!: string;
  @Field(() => Int, { description: 'Per seat and period, in the minor unit (øre).' }) unitAmount!: number;
}

@ObjectType()
export class SubscriptionPlan {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) free!: boolean;
  @Field(() => [PlanPriceType]) prices!: PlanPriceType[];
}

@ObjectType()
export class SubscriptionState {
  @Field(() => ID) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) free!: boolean;
  @Field(() => String) stripeStatus!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => String, { nullable: true }) priceId!: string | null;
  @Field(() => String, { nullable: true }) interval!: string | null;
  @Field(() => String, { nullable: true }) paymentMethod!: string | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) incompletePayments!: number;
  @Field(() => String, { nullable: true }) incompletePaymentUrl!: string | null;
}

@ObjectType()
export class SubscriptionOverviewType {
  @Field(() => SubscriptionState, { nullable: true }) subscription!: SubscriptionState | null;
  @Field(() => [SubscriptionPlan]) plans!: SubscriptionPlan[];
  @Field(() => Int) seatsUsed!: number;
  @Field(() => Boolean) hasPaymentSource!: boolean;
  @Field(() => Boolean) cardPaymentConfigured!: boolean;
}

@ObjectType()
export class PaymentResultType {
  @Field(() => String, { description: 'success, requires_action or requires_payment_method.' }) status!: string;
  @Field(() => String, { nullable: true }) clientSecret!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true }) redirectUrl!: string | null;
  @Field(() => String, { nullable: true }) sessionId!: string | null;
  @Field(() => SubscriptionState, { nullable: true }) subscription!: SubscriptionState | null;
}

@ObjectType()
export class SeatChangeResult {
  @Field(() => Boolean, { description: 'False: no payment source, nothing changed (REST 206).' }) changed!: boolean;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) used!: number;
}

@ObjectType()
export class PaymentMethodType {
  @Field(() => String) id!: string;
  @Field(() => String) brand!: string;
  @Field(() => String) last4!: string;
  @Field(() => Int) expMonth!: number;
  @Field(() => Int) expYear!: number;
  @Field(() => Boolean) isDefault!: boolean;
}

@ObjectType()
export class ClientKey {
  @Field(() => String, { nullable: true }) key!: string | null;
  @Field(() => Boolean) configured!: boolean;
}

@InputType()
export class PlanChoiceInput {
  @Field(() => String) subscription!: string;
  @Field(() => String, { nullable: true }) price?: string | null;
  @Field(() => String, { nullable: true, description: 'card or invoice (plan changes).' }) paymentMethod?: string | null;
}

const plain = (input: PlanChoiceInput) => ({ subscription: input.subscription, price: input.price ?? null, ...(input.paymentMethod != null ? { paymentMethod: input.paymentMethod } : {}) });

@Resolver()
export class SubscriptionsResolver {
  @Query(() => [SubscriptionPlan], { description: 'The catalogue (GET /subscriptions).' })
  subscriptionPlans(): readonly SubscriptionPlan[] {
    return subs.listPlans() as SubscriptionPlan[];
  }

  @Query(() => SubscriptionOverviewType, { description: 'GET /partner/admin/subscriptions.' })
  partnerSubscription(@Ctx() ctx: GqlContext): Promise<SubscriptionOverviewType> {
    return subs.subscriptionOverview(ctx) as Promise<SubscriptionOverviewType>;
  }

  @Query(() => [PaymentMethodType], { description: 'The partner\'s payment methods with the card provider.' })
  paymentMethods(@Ctx() ctx: GqlContext): Promise<PaymentMethodType[]> {
    return subs.listPaymentMethods(ctx);
  }

  @Query(() => ClientKey, { description: 'GET /client_pk.' })
  stripeClientKey(): ClientKey {
    return subs.clientKey();
  }

  @Mutation(() => PaymentResultType, { description: 'Card payment through Stripe Checkout (POST /checkout, /partner/{id}/resubscribe-checkout): redirectUrl.' })
  checkoutCard(@Arg('input', () => PlanChoiceInput) input: PlanChoiceInput, @Arg('returnTo', () => String, { defaultValue: 'register' }) returnTo: string, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.checkoutCard(ctx, plain(input), returnTo === 'admin' ? ADMIN_RETURN : REGISTER_RETURN);
  }

  @Mutation(() => PaymentResultType, { description: 'POST /checkout-invoice, /partner/{id}/resubscribe-invoice.' })
  checkoutInvoice(@Arg('input', () => PlanChoiceInput) input: PlanChoiceInput, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.checkoutInvoice(ctx, plain(input));
  }

  @Mutation(() => PaymentResultType, { description: 'The return from Checkout with its session_id.' })
  checkoutComplete(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.completeCheckout(ctx, sessionId);
  }

  @Mutation(() => PaymentResultType, { description: 'Create (no id) or change the plan (POST /partner/admin/subscription/create, /{id}/update).' })
  subscriptionChange(@OptionalIdArg('id') id: number | null, @Arg('input', () => PlanChoiceInput) input: PlanChoiceInput, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.changePlan(ctx, id ?? undefined, plain(input));
  }

  @Mutation(() => SubscriptionState, { description: 'Cancels a subscription.' })
  subscriptionCancel(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SubscriptionState> {
    return subs.cancelSubscription(ctx, id);
  }

  @Mutation(() => SubscriptionState, { description: 'Resumes a cancelled subscription.' })
  subscriptionResume(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SubscriptionState> {
    return subs.resumeSubscription(ctx, id);
  }

  @Mutation(() => SeatChangeResult, { description: 'One seat more (delta 1) or less (delta -1).' })
  subscriptionSeatsChange(@IdArg('id') id: number, @Arg('delta', () => Int) delta: number, @Ctx() ctx: GqlContext): Promise<SeatChangeResult> {
    return subs.changeSeats(ctx, id, delta > 0 ? 1 : -1);
  }

  @Mutation(() => PaymentResultType, { description: 'A new card: attaches paymentMethod, or starts a setup Checkout (redirectUrl).' })
  paymentMethodAdd(@Arg('paymentMethod', () => String, { nullable: true }) paymentMethod: string | null, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.addPaymentMethod(ctx, paymentMethod);
  }

  @Mutation(() => PaymentResultType, { description: 'POST /stripe/attach_payment: the card of a setup Checkout session, or a payment method id.' })
  paymentMethodAttach(@Arg('sessionId', () => String, { nullable: true }) sessionId: string | null, @Arg('paymentMethod', () => String, { nullable: true }) paymentMethod: string | null, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.attachPayment(ctx, { sessionId: sessionId ?? undefined, paymentMethod: paymentMethod ?? undefined });
  }
}
