/** Subscriptions and payment over GraphQL: thin, the same service calls as the REST facade. */
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { IdArg, OptionalIdArg } from '../../platform/graphql/id-arg';
import { ADMIN_RETURN, REGISTER_RETURN } from './subscriptions.rest';
import * as subs from './subscriptions.service';

@ObjectType({ description: 'A price of a subscription plan: per seat and billing interval.' })
export class PlanPriceType {
  @Field(() => String, { description: "The price's id (the value of PlanChoiceInput.price)." }) id!: string;
  @Field(() => String, { description: 'The billing interval: month or year.' }) interval!: string;
  @Field(() => Int, { description: 'Per seat and period, in the minor unit (øre).' }) unitAmount!: number;
}

@ObjectType({ description: 'A subscription plan of the catalogue (spec §3 Registration: subscription with prices).' })
export class SubscriptionPlan {
  @Field(() => String, { description: "The plan's id (the value of PlanChoiceInput.subscription)." }) id!: string;
  @Field(() => String, { description: "The plan's name." }) name!: string;
  @Field(() => Boolean, { description: 'Whether the plan is free (no prices, no payment step).' }) free!: boolean;
  @Field(() => [PlanPriceType], { description: "The plan's prices, a monthly and a yearly one for a paid plan." }) prices!: PlanPriceType[];
}

@ObjectType({ description: "The partner's subscription as the partner admin sees it: plan, payment state and seats." })
export class SubscriptionState {
  @Field(() => ID, { description: "The subscription's id." }) id!: number;
  @Field(() => String, { description: "The plan's id." }) type!: string;
  @Field(() => String, { description: "The plan's name." }) name!: string;
  @Field(() => Boolean, { description: 'Whether the plan is free.' }) free!: boolean;
  @Field(() => String, { description: "The payment provider's status (e.g. active, trialing, past_due, canceled, incomplete)." }) stripeStatus!: string;
  @Field(() => Boolean, { description: 'Whether the subscription is in force.' }) active!: boolean;
  @Field(() => String, { description: 'The price the partner pays, if any.', nullable: true }) priceId!: string | null;
  @Field(() => String, { description: 'The billing interval, month or year, if paid.', nullable: true }) interval!: string | null;
  @Field(() => String, { description: 'How it is paid: card or invoice.', nullable: true }) paymentMethod!: string | null;
  @Field(() => Date, { description: 'When a cancelled subscription ends, else null.', nullable: true }) endsAt!: Date | null;
  @Field(() => Int, { description: 'The seats bought.' }) quantity!: number;
  @Field(() => Int, { description: 'How many payments are incomplete (awaiting action).' }) incompletePayments!: number;
  @Field(() => String, { description: 'Where to complete an incomplete payment, if any.', nullable: true }) incompletePaymentUrl!: string | null;
}

@ObjectType({ description: 'The partner-admin subscription screen: the subscription, the plans and the seats.' })
export class SubscriptionOverviewType {
  @Field(() => SubscriptionState, { description: "The partner's subscription, if any.", nullable: true }) subscription!: SubscriptionState | null;
  @Field(() => [SubscriptionPlan], { description: 'The plans it can change to.' }) plans!: SubscriptionPlan[];
  @Field(() => Int, { description: 'The seats held by users.' }) seatsUsed!: number;
  @Field(() => Boolean, { description: 'Whether the partner has a payment method on file.' }) hasPaymentSource!: boolean;
  @Field(() => Boolean, { description: 'Whether card payment (Stripe) is configured on this server.' }) cardPaymentConfigured!: boolean;
}

@ObjectType({ description: 'The outcome of a checkout or payment step: done, or what the client must do next (confirm the card, or go to redirectUrl).' })
export class PaymentResultType {
  @Field(() => String, { description: 'success, requires_action or requires_payment_method.' }) status!: string;
  @Field(() => String, { description: 'The secret the client confirms the payment with when it requires action.', nullable: true }) clientSecret!: string | null;
  @Field(() => String, { description: 'What happened, as a sentence for the user.', nullable: true }) message!: string | null;
  @Field(() => String, { description: 'Where to send the browser (Stripe Checkout), if anywhere.', nullable: true }) redirectUrl!: string | null;
  @Field(() => String, { description: "The Checkout session's id, if one was started.", nullable: true }) sessionId!: string | null;
  @Field(() => SubscriptionState, { description: 'The subscription after the step, if it changed.', nullable: true }) subscription!: SubscriptionState | null;
}

@ObjectType({ description: 'The seats after a change of their number.' })
export class SeatChangeResult {
  @Field(() => Boolean, { description: 'False: no payment source, nothing changed (REST 206).' }) changed!: boolean;
  @Field(() => Int, { description: 'The seats bought.' }) quantity!: number;
  @Field(() => Int, { description: 'The seats held by users.' }) used!: number;
}

@ObjectType({ description: 'A card the partner has with the payment provider.' })
export class PaymentMethodType {
  @Field(() => String, { description: "The payment method's id with the provider." }) id!: string;
  @Field(() => String, { description: 'The card brand (e.g. visa, mastercard).' }) brand!: string;
  @Field(() => String, { description: "The card number's last four digits." }) last4!: string;
  @Field(() => Int, { description: "The card's expiry month (1–12)." }) expMonth!: number;
  @Field(() => Int, { description: "The card's expiry year." }) expYear!: number;
  @Field(() => Boolean, { description: 'Whether it is the default payment method.' }) isDefault!: boolean;
}

@ObjectType({ description: "The payment provider's publishable key for the browser." })
export class ClientKey {
  @Field(() => String, { description: 'The publishable key; null when card payment is not configured.', nullable: true }) key!: string | null;
  @Field(() => Boolean, { description: 'Whether card payment is configured on this server.' }) configured!: boolean;
}

@InputType({ description: 'A choice of subscription plan and price (registration and plan changes).' })
export class PlanChoiceInput {
  @Field(() => String, { description: "The plan's id (subscriptionPlans)." }) subscription!: string;
  @Field(() => String, { description: "The price's id, one of the plan's; required for a paid plan, ignored for a free one.", nullable: true }) price?: string | null;
  @Field(() => String, { nullable: true, description: 'card or invoice (plan changes).' }) paymentMethod?: string | null;
}

const plain = (input: PlanChoiceInput) => ({ subscription: input.subscription, price: input.price ?? null, ...(input.paymentMethod != null ? { paymentMethod: input.paymentMethod } : {}) });

@Resolver()
export class SubscriptionsResolver {
  @Query(() => [SubscriptionPlan], { description: 'The catalogue (GET /subscriptions).' })
  subscriptionPlans(): readonly SubscriptionPlan[] {
    return subs.listPlans() as SubscriptionPlan[];
  }

  @Query(() => SubscriptionOverviewType, { description: "The partner's subscription, the plans it can change to and the seats (partner admins; REST GET /partner/admin/subscriptions)." })
  partnerSubscription(@Ctx() ctx: GqlContext): Promise<SubscriptionOverviewType> {
    return subs.subscriptionOverview(ctx) as Promise<SubscriptionOverviewType>;
  }

  @Query(() => [PaymentMethodType], { description: 'The partner\'s payment methods with the card provider.' })
  paymentMethods(@Ctx() ctx: GqlContext): Promise<PaymentMethodType[]> {
    return subs.listPaymentMethods(ctx);
  }

  @Query(() => ClientKey, { description: "The payment provider's (Stripe) publishable key for the browser's card form; key null when card payment is not configured (REST GET /client_pk)." })
  stripeClientKey(): ClientKey {
    return subs.clientKey();
  }

  @Mutation(() => PaymentResultType, { description: 'Card payment through Stripe Checkout (POST /checkout, /partner/{id}/resubscribe-checkout): redirectUrl.' })
  checkoutCard(@Arg('input', () => PlanChoiceInput, { description: 'The plan and price.' }) input: PlanChoiceInput, @Arg('returnTo', () => String, { description: 'Where Checkout returns to: register (default) or admin (the partner-admin screen).', defaultValue: 'register' }) returnTo: string, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.checkoutCard(ctx, plain(input), returnTo === 'admin' ? ADMIN_RETURN : REGISTER_RETURN);
  }

  @Mutation(() => PaymentResultType, { description: 'Subscribes the partner to a plan paid by invoice (14 days to pay), or resubscribes it; without Stripe the plan is applied at once (REST POST /checkout-invoice, /partner/{id}/resubscribe-invoice).' })
  checkoutInvoice(@Arg('input', () => PlanChoiceInput, { description: 'The plan and price.' }) input: PlanChoiceInput, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.checkoutInvoice(ctx, plain(input));
  }

  @Mutation(() => PaymentResultType, { description: 'The return from Checkout with its session_id.' })
  checkoutComplete(@Arg('sessionId', () => String, { description: 'The session_id Checkout returned with.' }) sessionId: string, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.completeCheckout(ctx, sessionId);
  }

  @Mutation(() => PaymentResultType, { description: 'Create (no id) or change the plan (POST /partner/admin/subscription/create, /{id}/update).' })
  subscriptionChange(@OptionalIdArg('id') id: number | null, @Arg('input', () => PlanChoiceInput, { description: 'The new plan and price, and how to pay.' }) input: PlanChoiceInput, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.changePlan(ctx, id ?? undefined, plain(input));
  }

  @Mutation(() => SubscriptionState, { description: 'Cancels a subscription at the end of its period (endsAt set); it stays active until then (partner admins).' })
  subscriptionCancel(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SubscriptionState> {
    return subs.cancelSubscription(ctx, id);
  }

  @Mutation(() => SubscriptionState, { description: 'Resumes a cancelled subscription.' })
  subscriptionResume(@IdArg('id') id: number, @Ctx() ctx: GqlContext): Promise<SubscriptionState> {
    return subs.resumeSubscription(ctx, id);
  }

  @Mutation(() => SeatChangeResult, { description: 'One seat more (delta 1) or less (delta -1).' })
  subscriptionSeatsChange(@IdArg('id') id: number, @Arg('delta', () => Int, { description: '1 for one seat more, -1 for one seat less.' }) delta: number, @Ctx() ctx: GqlContext): Promise<SeatChangeResult> {
    return subs.changeSeats(ctx, id, delta > 0 ? 1 : -1);
  }

  @Mutation(() => PaymentResultType, { description: 'A new card: attaches paymentMethod, or starts a setup Checkout (redirectUrl).' })
  paymentMethodAdd(@Arg('paymentMethod', () => String, { description: 'A payment method id to attach; null starts a setup Checkout instead.', nullable: true }) paymentMethod: string | null, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.addPaymentMethod(ctx, paymentMethod);
  }

  @Mutation(() => PaymentResultType, { description: 'Attaches a card to the partner: the card of a setup Checkout session (sessionId), or a payment method id (REST POST /stripe/attach_payment).' })
  paymentMethodAttach(@Arg('sessionId', () => String, { description: 'The setup Checkout session whose card to attach, if any.', nullable: true }) sessionId: string | null, @Arg('paymentMethod', () => String, { description: 'A payment method id to attach, if no session is given.', nullable: true }) paymentMethod: string | null, @Ctx() ctx: GqlContext): Promise<PaymentResultType> {
    return subs.attachPayment(ctx, { sessionId: sessionId ?? undefined, paymentMethod: paymentMethod ?? undefined });
  }
}
