/**
 * Subscriptions and payment (spec/platform-and-shell.md §4 Subscription, change-subscription wizard,
 * payment result, adding a seat; §7 Subscriptions and payment; spec/project-areas.md §7 Registration
 * and payment). One subscription row per partner (the newest), kept in step with Stripe by these
 * calls and by the webhook (webhook.service.ts).
 *
 * With STRIPE_SECRET_KEY: card payments go through Stripe Checkout (a redirect; no card data here),
 * invoices are Stripe invoices sent to the customer, plan and seat changes update the Stripe
 * subscription. Without it: plans show, invoice checkout activates the plan locally, and card
 * payment answers 503 "Card payment is not configured".
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { DomainError, ErrorCode, keyed } from '../../../../shared/errors';
import { PLAN_CURRENCY, PLANS, planById, priceOf, type PlanInterval, type PlanProduct } from '../../../../shared/subscriptions/plans';
import { planChoiceSchema, type PlanChoiceInput } from '../../../../shared/validation/subscriptions';
import { requireActor, requirePartnerAdmin, type Actor } from '../../platform/auth/actor';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { logger } from '../../platform/logger';
import { stripeClient } from '../../platform/stripe';
import { validate, type Unvalidated } from '../../platform/validate';
import { Partner, Subscription } from '../partners';
import { User } from '../users';

export type PaymentStatus = 'success' | 'requires_action' | 'requires_payment_method';

/** What a payment step answers (spec §4 Payment result). */
export interface PaymentResult {
  status: PaymentStatus;
  /** requires_action: the secret the card confirmation needs. */
  clientSecret: string | null;
  /** requires_payment_method: the card provider's decline message. */
  message: string | null;
  /** Where the browser goes next: Stripe Checkout, or the hosted invoice page to confirm a card. */
  redirectUrl: string | null;
  /** The Checkout session (card checkout). */
  sessionId: string | null;
  subscription: SubscriptionView | null;
}

export interface SubscriptionView {
  id: number;
  type: string;
  name: string;
  free: boolean;
  stripeStatus: string;
  active: boolean;
  priceId: string | null;
  interval: string | null;
  paymentMethod: string | null;
  endsAt: Date | null;
  quantity: number;
  incompletePayments: number;
  incompletePaymentUrl: string | null;
}

export interface PaymentMethodView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface SubscriptionOverview {
  subscription: SubscriptionView | null;
  plans: readonly PlanProduct[];
  seatsUsed: number;
  /** A card on file, or invoicing: what adding a seat needs. */
  hasPaymentSource: boolean;
  cardPaymentConfigured: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Reading

export function listPlans(): readonly PlanProduct[] {
  return PLANS;
}

export function viewOf(s: Subscription): SubscriptionView {
  const plan = planById(s.type);
  return {
    id: s.id,
    type: s.type,
    name: plan?.name ?? s.type,
    free: s.isFree,
    stripeStatus: s.stripeStatus,
    active: s.isActive,
    priceId: s.priceId,
    interval: s.interval,
    paymentMethod: s.paymentMethod,
    endsAt: s.endsAt,
    quantity: s.quantity,
    incompletePayments: s.incompletePayments,
    incompletePaymentUrl: s.incompletePaymentUrl,
  };
}

function requireAdmin(ctx: RequestContext): Actor {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  return actor;
}

/** The partner's subscription row (the newest), locked for an update when asked. */
async function subscriptionRow(em: EntityManager, partnerId: number, lock = false): Promise<Subscription | null> {
  return em.findOne(Subscription, { partner: partnerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
}

/** The row a path's {id} names: the partner's own subscription, else 404 (another partner's included). */
async function ownSubscription(em: EntityManager, actor: Actor, id: number, lock = true): Promise<Subscription> {
  const row = await subscriptionRow(em, actor.partner.id, lock);
  if (!row || row.id !== id) throw DomainError.notFound('subscriptions.noSubscription');
  return row;
}

async function seatsUsed(em: EntityManager, partnerId: number): Promise<number> {
  return em.count(User, { partner: partnerId, deactivatedAt: null, seatAssignedAt: { $ne: null } });
}

/** GET /partner/admin/subscriptions: the catalogue and where the partner stands. */
export async function subscriptionOverview(ctx: RequestContext): Promise<SubscriptionOverview> {
  const actor = requireAdmin(ctx);
  const row = await subscriptionRow(ctx.em, actor.partner.id);
  const partner = await ctx.em.findOneOrFail(Partner, actor.partner.id);
  return {
    subscription: row ? viewOf(row) : null,
    plans: PLANS,
    seatsUsed: await seatsUsed(ctx.em, actor.partner.id),
    hasPaymentSource: hasPaymentSource(partner, row),
    cardPaymentConfigured: !!stripeClient(),
  };
}

function hasPaymentSource(partner: Partner, row: Subscription | null): boolean {
  return partner.stripePaymentMethodId != null || row?.paymentMethod === 'invoice';
}

/** GET /client_pk: the card provider's publishable key (and whether card payment is configured). */
export function clientKey(): { key: string | null; configured: boolean } {
  const configured = !!stripeClient();
  return { key: configured ? config().stripePublishableKey : null, configured };
}

// ---------------------------------------------------------------------------------------------------
// Plan changes

/**
 * A plan choice as sent (the plan, its price, and for a plan change how to pay), checked here with the
 * shared planChoiceSchema (a body that is no object answers the schema's 422).
 */
export type PlanChoice = Unvalidated<PlanChoiceInput & { paymentMethod: string | null }>;

interface Choice {
  plan: PlanProduct;
  priceId: string | null;
  interval: PlanInterval | null;
  /** Per seat and period, in øre; 0 for the free plan. */
  unitAmount: number;
}

async function choice(input: PlanChoice): Promise<Choice> {
  const data: PlanChoiceInput = await validate(planChoiceSchema, input);
  const plan = planById(data.subscription)!;
  const price = plan.free ? undefined : priceOf(plan, data.price);
  return { plan, priceId: price?.id ?? null, interval: price?.interval ?? null, unitAmount: price?.unitAmount ?? 0 };
}

/** Sets the row to a plan, active, no end (spec §4: "Changing plan sets status active and clears ends_at"). */
function applyPlan(row: Subscription, c: Choice, paymentMethod: string | null) {
  row.type = c.plan.id;
  row.priceId = c.priceId;
  row.interval = c.interval;
  row.stripeStatus = 'active';
  row.endsAt = null;
  row.paymentMethod = c.plan.free ? null : paymentMethod;
}

async function rowForUpdate(em: EntityManager, actor: Actor): Promise<Subscription> {
  const row = await subscriptionRow(em, actor.partner.id, true);
  if (row) return row;
  return em.create(Subscription, { partner: em.getReference(Partner, actor.partner.id), type: 'free', stripeStatus: 'active', quantity: 1 });
}

const success = (row: Subscription | null, extra: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 'success',
  clientSecret: null,
  message: null,
  redirectUrl: null,
  sessionId: null,
  subscription: row ? viewOf(row) : null,
  ...extra,
});

function requireStripe(): Stripe {
  const s = stripeClient();
  // Not the caller's fault, but nothing to retry either: a 400 that says so (no 5xx for a configuration).
  if (!s) throw new DomainError(ErrorCode.BAD_REQUEST, 'subscriptions.cardNotConfigured');
  return s;
}

/** Stripe failures other than a declined card: "Failed, please contact support" (spec §8), logged. */
async function provider<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    logger.warn({ err, what }, 'stripe call failed');
    throw new DomainError(ErrorCode.UNAVAILABLE, 'subscriptions.failed');
  }
}

async function ensureCustomer(s: Stripe, em: EntityManager, actor: Actor): Promise<string> {
  const partner = await em.findOneOrFail(Partner, actor.partner.id);
  if (partner.stripeCustomerId) return partner.stripeCustomerId;
  const customer = await s.customers.create({
    name: partner.billingName ?? partner.name,
    email: partner.billingEmail ?? actor.user.email,
    metadata: { partner_id: String(partner.id) },
  });
  partner.stripeCustomerId = customer.id;
  await em.flush();
  return customer.id;
}

/** Seats to buy: what the partner has, and never fewer than the seats in use. */
async function seatsToBuy(em: EntityManager, actor: Actor, row: Subscription | null): Promise<number> {
  return Math.max(1, row?.isFree ? 1 : (row?.quantity ?? 1), await seatsUsed(em, actor.partner.id));
}

/**
 * POST /checkout, POST /stripe/checkout, POST /partner/{id}/resubscribe-checkout: pay a plan by card
 * through Stripe Checkout. The reply carries the session id and its URL; the browser goes there and
 * comes back to `returnPath?session_id=…`. A plan of amount 0 takes no card: it is applied at once.
 */
export async function checkoutCard(ctx: RequestContext, input: PlanChoice, returnPath: string): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  const c = await choice(input);
  if (c.unitAmount === 0) return applyFree(ctx, actor, c);
  const s = requireStripe();
  return provider('checkout', async () => {
    const customer = await ensureCustomer(s, ctx.em, actor);
    const row = await subscriptionRow(ctx.em, actor.partner.id);
    const quantity = await seatsToBuy(ctx.em, actor, row);
    const base = config().publicUrl;
    const session = await s.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(actor.partner.id),
      line_items: [{ price: c.priceId!, quantity }],
      metadata: { partner_id: String(actor.partner.id), plan: c.plan.id },
      subscription_data: { metadata: { partner_id: String(actor.partner.id), plan: c.plan.id } },
      success_url: `${base}/#${returnPath}${returnPath.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/#${returnPath}`,
    });
    return { ...success(row), sessionId: session.id, redirectUrl: session.url ?? null };
  });
}

async function applyFree(ctx: RequestContext, actor: Actor, c: Choice): Promise<PaymentResult> {
  return ctx.em.transactional(async (em) => {
    const row = await rowForUpdate(em, actor);
    if (row.stripeId && !row.isFree) {
      const s = stripeClient();
      if (s) await provider('cancel for free plan', () => s.subscriptions.cancel(row.stripeId!));
      row.stripeId = null;
    }
    applyPlan(row, c, null);
    await em.flush();
    return success(row);
  });
}

/**
 * The return from Checkout (`session_id`): the session must be the partner's and paid; its Stripe
 * subscription then becomes the partner's (the webhook does the same, whichever comes first).
 */
export async function completeCheckout(ctx: RequestContext, sessionId: unknown): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  if (typeof sessionId !== 'string' || !/^cs_[\w]{1,200}$/.test(sessionId)) throw DomainError.invalid('sessionId', 'subscriptions.checkoutUnknown');
  const s = requireStripe();
  const session = await provider('checkout retrieve', () => s.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (session.client_reference_id !== String(actor.partner.id) || !paid || !session.subscription || typeof session.subscription === 'string') {
    throw DomainError.invalid('sessionId', 'subscriptions.checkoutUnknown');
  }
  const sub = session.subscription;
  return ctx.em.transactional(async (em) => {
    const row = await rowForUpdate(em, actor);
    // A new card replaced a running Stripe subscription (re-subscribing): the old one stops.
    if (row.stripeId && row.stripeId !== sub.id && !row.isFree) {
      const old = row.stripeId;
      await provider('cancel replaced subscription', () => s.subscriptions.cancel(old));
    }
    applyStripeSubscription(row, sub);
    row.paymentMethod = 'card';
    // The card paid with is the partner's card on file from now on (seats, plan changes).
    const card = sub.default_payment_method;
    if (card) (await em.findOneOrFail(Partner, actor.partner.id)).stripePaymentMethodId = typeof card === 'string' ? card : card.id;
    await em.flush();
    return success(row);
  });
}

/**
 * POST /checkout-invoice, POST /partner/{id}/resubscribe-invoice: the plan paid by invoice. With
 * Stripe, a subscription that sends its invoices (14 days to pay); without, the plan is applied here.
 */
export async function checkoutInvoice(ctx: RequestContext, input: PlanChoice): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  const c = await choice(input);
  if (c.unitAmount === 0) return applyFree(ctx, actor, c);
  const s = stripeClient();
  return ctx.em.transactional(async (em) => {
    const row = await rowForUpdate(em, actor);
    const quantity = await seatsToBuy(em, actor, row);
    if (s) {
      const sub = await provider('invoice subscription', async () => {
        const customer = await ensureCustomer(s, em, actor);
        if (row.stripeId && !row.isFree) {
          return s.subscriptions.update(row.stripeId, {
            items: [{ id: (await s.subscriptions.retrieve(row.stripeId)).items.data[0]!.id, price: c.priceId!, quantity }],
            collection_method: 'send_invoice',
            days_until_due: 14,
            cancel_at_period_end: false,
            metadata: { partner_id: String(actor.partner.id), plan: c.plan.id },
          });
        }
        return s.subscriptions.create({
          customer,
          items: [{ price: c.priceId!, quantity }],
          collection_method: 'send_invoice',
          days_until_due: 14,
          metadata: { partner_id: String(actor.partner.id), plan: c.plan.id },
        });
      });
      applyStripeSubscription(row, sub);
    }
    applyPlan(row, c, 'invoice');
    row.quantity = quantity;
    await em.flush();
    return success(row);
  });
}

/** POST /partner/{id}/resubscribe-…: only the caller's own partner (another partner is a 404). */
export function requireOwnPartner(ctx: RequestContext, partnerId: number): void {
  const actor = requireAdmin(ctx);
  if (partnerId !== actor.partner.id) throw DomainError.notFound();
}

/**
 * POST /partner/admin/subscription/create and POST …/{id}/update: choose a plan in the wizard. Paid by
 * the partner's invoicing, or by its card on file (the payment result: success, requires_action with
 * the confirmation secret, or requires_payment_method with the decline message). A partner with neither
 * goes through Checkout (the result then carries the redirect).
 */
export async function changePlan(ctx: RequestContext, id: number | undefined, input: PlanChoice): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  if (id !== undefined) await ownSubscription(ctx.em, actor, id, false);
  const c = await choice(input);
  const method = (input as PlanChoice | null)?.paymentMethod;
  if (method !== undefined && method !== null && method !== 'card' && method !== 'invoice') throw DomainError.invalid('paymentMethod', 'subscriptions.paymentMethodInvalid');
  if (c.unitAmount === 0) return applyFree(ctx, actor, c);
  const row = await subscriptionRow(ctx.em, actor.partner.id);
  const partner = await ctx.em.findOneOrFail(Partner, actor.partner.id);
  const byInvoice = method === 'invoice' || (method !== 'card' && row?.paymentMethod === 'invoice');
  if (byInvoice) return checkoutInvoice(ctx, input);
  const s = requireStripe();
  if (!partner.stripePaymentMethodId) return checkoutCard(ctx, input, '/partner-admin?template=subscriptions');
  return provider('plan change by card', async () => {
    const customer = await ensureCustomer(s, ctx.em, actor);
    const quantity = await seatsToBuy(ctx.em, actor, row);
    const expand = ['latest_invoice.payments'];
    const sub =
      row?.stripeId && !row.isFree
        ? await s.subscriptions.update(row.stripeId, {
            items: [{ id: (await s.subscriptions.retrieve(row.stripeId)).items.data[0]!.id, price: c.priceId!, quantity }],
            cancel_at_period_end: false,
            collection_method: 'charge_automatically',
            default_payment_method: partner.stripePaymentMethodId!,
            payment_behavior: 'allow_incomplete',
            proration_behavior: 'always_invoice',
            metadata: { partner_id: String(actor.partner.id), plan: c.plan.id },
            expand,
          })
        : await s.subscriptions.create({
            customer,
            items: [{ price: c.priceId!, quantity }],
            default_payment_method: partner.stripePaymentMethodId!,
            payment_behavior: 'allow_incomplete',
            metadata: { partner_id: String(actor.partner.id), plan: c.plan.id },
            expand,
          });
    const result = await paymentResultOf(s, sub);
    return ctx.em.transactional(async (em) => {
      const locked = await rowForUpdate(em, actor);
      if (result.status === 'success' || locked.stripeId === sub.id) applyStripeSubscription(locked, sub);
      if (result.status === 'success') {
        applyPlan(locked, c, 'card');
      } else {
        // A new subscription whose first payment did not go through: the partner keeps what it has,
        // and the open payment is shown (the webhook applies the subscription once it is paid).
        locked.incompletePayments += 1;
        locked.incompletePaymentUrl = result.redirectUrl;
      }
      await em.flush();
      return { ...result, subscription: viewOf(locked) };
    });
  });
}

/** The payment result of a subscription's latest invoice (spec §4 Payment result). */
async function paymentResultOf(s: Stripe, sub: Stripe.Subscription): Promise<PaymentResult> {
  if (sub.status === 'active' || sub.status === 'trialing') return success(null);
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const ref = invoice?.payments?.data?.[0]?.payment?.payment_intent;
  const intent = typeof ref === 'string' ? await s.paymentIntents.retrieve(ref) : (ref ?? null);
  if (intent?.status === 'requires_action') {
    return { ...success(null), status: 'requires_action', clientSecret: intent.client_secret ?? null, redirectUrl: invoice?.hosted_invoice_url ?? null };
  }
  return {
    ...success(null),
    status: 'requires_payment_method',
    message: intent?.last_payment_error?.message ?? null,
    redirectUrl: invoice?.hosted_invoice_url ?? null,
  };
}

/**
 * Keeps the row in step with a Stripe subscription (calls and webhook): status, price and plan,
 * quantity, and the end (ended, cancelled at a date, or at the period's end).
 */
export function applyStripeSubscription(row: Subscription, sub: Stripe.Subscription): void {
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id ?? row.priceId;
  const plan = PLANS.find((p) => p.prices.some((x) => x.id === priceId)) ?? planById(sub.metadata?.plan);
  row.stripeId = sub.id;
  row.stripeStatus = sub.status;
  if (plan) row.type = plan.id;
  row.priceId = priceId;
  row.interval = item?.price?.recurring?.interval ?? plan?.prices.find((x) => x.id === priceId)?.interval ?? row.interval;
  if (item?.quantity) row.quantity = item.quantity;
  const at = (t: number | null | undefined) => (t ? new Date(t * 1000) : null);
  row.endsAt = at(sub.ended_at) ?? at(sub.cancel_at) ?? (sub.cancel_at_period_end ? at(item?.current_period_end) : null);
  if (sub.collection_method === 'send_invoice') row.paymentMethod = 'invoice';
}

// ---------------------------------------------------------------------------------------------------
// Cancel and resume

/** When a locally kept subscription's current period ends (counted from when it started). */
function localPeriodEnd(row: Subscription, now = new Date()): Date {
  const end = new Date(row.createdAt);
  const stepMonths = row.interval === 'month' ? 1 : 12;
  while (end <= now) end.setMonth(end.getMonth() + stepMonths);
  return end;
}

/** PATCH /partner/admin/subscription/{id}/cancel: ends at the period's end (ends_at set); still active until then. */
export async function cancelSubscription(ctx: RequestContext, id: number): Promise<SubscriptionView> {
  const actor = requireAdmin(ctx);
  return ctx.em.transactional(async (em) => {
    const row = await ownSubscription(em, actor, id);
    if (row.isFree || !row.isActive) throw new DomainError(ErrorCode.CONFLICT, 'subscriptions.cancelFailed');
    const s = stripeClient();
    if (s && row.stripeId) {
      applyStripeSubscription(row, await cancelProvider(() => s.subscriptions.update(row.stripeId!, { cancel_at_period_end: true })));
      row.endsAt ??= localPeriodEnd(row);
    } else {
      row.endsAt = localPeriodEnd(row);
    }
    await em.flush();
    return viewOf(row);
  });
}

/** PATCH /partner/admin/subscription/{id}/resume: a cancelled subscription that has not ended yet goes on. */
export async function resumeSubscription(ctx: RequestContext, id: number): Promise<SubscriptionView> {
  const actor = requireAdmin(ctx);
  return ctx.em.transactional(async (em) => {
    const row = await ownSubscription(em, actor, id);
    if (!row.endsAt || row.endsAt <= new Date()) throw new DomainError(ErrorCode.CONFLICT, 'subscriptions.cancelFailed');
    const s = stripeClient();
    if (s && row.stripeId) applyStripeSubscription(row, await cancelProvider(() => s.subscriptions.update(row.stripeId!, { cancel_at_period_end: false })));
    row.endsAt = null;
    await em.flush();
    return viewOf(row);
  });
}

async function cancelProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    logger.warn({ err }, 'stripe cancel or resume failed');
    throw new DomainError(ErrorCode.UNAVAILABLE, 'subscriptions.cancelFailed');
  }
}

// ---------------------------------------------------------------------------------------------------
// Seats

export interface SeatChange {
  /** False: no payment source (REST answers 206, spec §4 "Adding a seat without a payment source"). */
  changed: boolean;
  quantity: number;
  used: number;
}

/**
 * PATCH /partner/admin/subscription/{id}/increment and /decrement: one seat more or less. Adding needs
 * a payment source (a card on file, or invoicing); removing never goes below the seats in use.
 */
export async function changeSeats(ctx: RequestContext, id: number, delta: 1 | -1): Promise<SeatChange> {
  const actor = requireAdmin(ctx);
  return ctx.em.transactional(async (em) => {
    const row = await ownSubscription(em, actor, id);
    const used = await seatsUsed(em, actor.partner.id);
    if (row.isFree) throw new DomainError(ErrorCode.PAYMENT_REQUIRED, 'common.noActiveSubscription');
    const partner = await em.findOneOrFail(Partner, actor.partner.id);
    if (delta > 0 && !hasPaymentSource(partner, row)) return { changed: false, quantity: row.quantity, used };
    const quantity = row.quantity + delta;
    if (quantity < Math.max(1, used)) throw new DomainError(ErrorCode.CONFLICT, keyed('subscriptions.seatsInUse', { used }), { field: 'quantity' });
    const s = stripeClient();
    if (s && row.stripeId) {
      await provider('seat change', async () => {
        const current = await s.subscriptions.retrieve(row.stripeId!);
        applyStripeSubscription(row, await s.subscriptions.update(row.stripeId!, { items: [{ id: current.items.data[0]!.id, quantity }], proration_behavior: 'create_prorations' }));
      });
    }
    row.quantity = quantity;
    await em.flush();
    return { changed: true, quantity, used };
  });
}

// ---------------------------------------------------------------------------------------------------
// Payment methods

/** GET /partner/admin/payment-method: the partner's cards at the card provider. */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethodView[]> {
  const actor = requireAdmin(ctx);
  const s = stripeClient();
  const partner = await ctx.em.findOneOrFail(Partner, actor.partner.id);
  if (!s || !partner.stripeCustomerId) return [];
  const list = await provider('payment methods', () => s.paymentMethods.list({ customer: partner.stripeCustomerId!, type: 'card' }));
  return list.data.map((pm) => ({
    id: pm.id,
    brand: pm.card?.brand ?? 'card',
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
    isDefault: pm.id === partner.stripePaymentMethodId,
  }));
}

/**
 * POST /partner/admin/payment-method: a new card. With a payment method id (made by Stripe.js) it is
 * attached at once; without, a Checkout session in setup mode collects the card on Stripe's page and
 * returns to the subscriptions page with `setup_session_id` (then POST /stripe/attach_payment).
 */
export async function addPaymentMethod(ctx: RequestContext, paymentMethod: unknown): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  const s = requireStripe();
  if (paymentMethod !== undefined && paymentMethod !== null && paymentMethod !== '') return attachPayment(ctx, { paymentMethod });
  return provider('setup session', async () => {
    const customer = await ensureCustomer(s, ctx.em, actor);
    const base = config().publicUrl;
    const session = await s.checkout.sessions.create({
      mode: 'setup',
      customer,
      currency: PLAN_CURRENCY,
      client_reference_id: String(actor.partner.id),
      success_url: `${base}/#/partner-admin?template=subscriptions&setup_session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/#/partner-admin?template=subscriptions`,
    });
    return { ...success(null), sessionId: session.id, redirectUrl: session.url ?? null };
  });
}

/**
 * POST /stripe/attach_payment: makes a card the partner's default, given a payment method id or the
 * setup Checkout session that collected it (which must be the partner's).
 */
export async function attachPayment(ctx: RequestContext, input: { paymentMethod?: unknown; sessionId?: unknown }): Promise<PaymentResult> {
  const actor = requireAdmin(ctx);
  const s = requireStripe();
  let pmId: string | null = null;
  if (typeof input.sessionId === 'string' && /^cs_\w{1,200}$/.test(input.sessionId)) {
    const session = await provider('setup retrieve', () => s.checkout.sessions.retrieve(input.sessionId as string, { expand: ['setup_intent'] }));
    const intent = session.setup_intent;
    if (session.client_reference_id !== String(actor.partner.id) || !intent || typeof intent === 'string' || !intent.payment_method) {
      throw DomainError.invalid('sessionId', 'subscriptions.checkoutUnknown');
    }
    pmId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
  } else if (typeof input.paymentMethod === 'string' && /^pm_\w{1,200}$/.test(input.paymentMethod)) {
    pmId = input.paymentMethod;
  }
  if (!pmId) throw DomainError.invalid('paymentMethod', 'subscriptions.paymentMethodInvalid');
  const id = pmId;
  return provider('attach payment method', async () => {
    const customer = await ensureCustomer(s, ctx.em, actor);
    await s.paymentMethods.attach(id, { customer });
    await s.customers.update(customer, { invoice_settings: { default_payment_method: id } });
    const partner = await ctx.em.findOneOrFail(Partner, actor.partner.id);
    partner.stripePaymentMethodId = id;
    await ctx.em.flush();
    return success(await subscriptionRow(ctx.em, actor.partner.id));
  });
}
