/** The REST spelling of subscriptions and payment (spec/platform-and-shell.md §7 Subscriptions and payment). */
import type { PlanProduct } from '../../../../shared/subscriptions/plans';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import type { PaymentMethodView, PaymentResult, SeatChange, SubscriptionOverview, SubscriptionView } from './subscriptions.service';
import { planChoiceSchema } from '../../../../shared/validation/subscriptions';

export interface PlanChoiceRest {
  subscription: string;
  price?: string | null;
  paymentMethod?: string | null;
}
export const planChoiceRestFields: RestFieldTable<PlanChoiceRest> = { subscription: 'subscription', price: 'price', paymentMethod: 'payment_method' };

export interface AttachRest {
  paymentMethod?: string;
  sessionId?: string;
}
export const attachRestFields: RestFieldTable<AttachRest> = { paymentMethod: 'payment_method', sessionId: 'session_id' };

/** A catalogue product as spec §3 spells it: name, plans (interval, amount), prices (id, unit_amount). */
export function presentPlan(p: PlanProduct) {
  return {
    id: p.id,
    name: p.name,
    free: p.free,
    plans: p.prices.map((x) => ({ interval: x.interval, amount: x.unitAmount })),
    prices: p.prices.map((x) => ({ id: x.id, interval: x.interval, unit_amount: x.unitAmount })),
  };
}

export function presentSubscription(s: SubscriptionView | null) {
  if (!s) return null;
  return {
    id: s.id,
    type: s.type,
    name: s.name,
    free: s.free,
    price: s.priceId ? { id: s.priceId } : null,
    interval: s.interval,
    stripe_status: s.stripeStatus,
    active: s.active,
    payment_method: s.paymentMethod,
    ends_at: s.endsAt,
    quantity: s.quantity,
    incomplete_payments: s.incompletePayments,
    incomplete_payment_url: s.incompletePaymentUrl,
  };
}

export function presentOverview(o: SubscriptionOverview) {
  return {
    subscription: presentSubscription(o.subscription),
    products: o.plans.map(presentPlan),
    seats_used: o.seatsUsed,
    has_payment_source: o.hasPaymentSource,
    card_payment_configured: o.cardPaymentConfigured,
  };
}

export function presentPayment(r: PaymentResult) {
  return {
    status: r.status,
    client_secret: r.clientSecret,
    message: r.message,
    url: r.redirectUrl,
    session_id: r.sessionId,
    subscription: presentSubscription(r.subscription),
  };
}

export function presentSeatChange(c: SeatChange) {
  return { quantity: c.quantity, used: c.used };
}

export function presentPaymentMethod(m: PaymentMethodView) {
  return { id: m.id, brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear, default: m.isDefault };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(planChoiceRestFields, planChoiceSchema);
