/**
 * Subscriptions and payment on the REST facade (spec/platform-and-shell.md §7 Subscriptions and
 * payment; spec/project-areas.md §7 Registration and payment). Every route calls the same service as
 * GraphQL. POST /stripe/webhook is mounted by app.ts itself (it needs the raw body).
 */
import type { Router } from 'express';
import { keyed, renderMessage } from '../../../../shared/errors';
import { handle, idParam } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import * as m from './subscriptions.rest-mapper';
import * as subs from './subscriptions.service';
import { apiRouter } from '../../platform/http/api-router';

/** Where Checkout returns: the registration's finish-up, or the partner-admin subscription page. */
export const REGISTER_RETURN = '/register';
export const ADMIN_RETURN = '/partner-admin?template=subscriptions';

export function subscriptionRoutes(): Router {
  const r = apiRouter();
  const plans = handle(async () => subs.listPlans().map(m.presentPlan));
  const choice = (body: unknown): subs.PlanChoice => fromRest(m.planChoiceRestFields, body);
  const payment = async (p: Promise<subs.PaymentResult>) => m.presentPayment(await p);
  const opts = { fields: m.planChoiceRestFields };

  // The catalogue (public: the registration shows it).
  r.get('/stripe/subscriptions', plans);
  r.get('/subscriptions', plans);
  r.get('/client_pk', handle(async () => subs.clientKey()));

  // Registration's payment step (after POST /register) and re-subscribing.
  r.post('/checkout', handle((ctx, req) => payment(subs.checkoutCard(ctx, choice(req.body), REGISTER_RETURN)), opts));
  r.post('/stripe/checkout', handle((ctx, req) => payment(subs.checkoutCard(ctx, choice(req.body), REGISTER_RETURN)), opts));
  r.post('/checkout-invoice', handle((ctx, req) => payment(subs.checkoutInvoice(ctx, choice(req.body))), opts));
  r.post('/checkout/complete', handle((ctx, req) => payment(subs.completeCheckout(ctx, fromRest(m.attachRestFields, req.body ?? {}).sessionId)), { fields: m.attachRestFields }));
  r.post('/partner/:id/resubscribe-invoice', handle((ctx, req) => {
    subs.requireOwnPartner(ctx, idParam(req));
    return payment(subs.checkoutInvoice(ctx, choice(req.body)));
  }, opts));
  r.post('/partner/:id/resubscribe-checkout', handle((ctx, req) => {
    subs.requireOwnPartner(ctx, idParam(req));
    return payment(subs.checkoutCard(ctx, choice(req.body), ADMIN_RETURN));
  }, opts));

  // The partner admin's subscription page.
  r.get('/partner/admin/subscriptions', handle(async (ctx) => m.presentOverview(await subs.subscriptionOverview(ctx))));
  r.post('/partner/admin/subscription/create', handle((ctx, req) => payment(subs.changePlan(ctx, undefined, choice(req.body))), opts));
  r.post('/partner/admin/subscription/:id/update', handle((ctx, req) => payment(subs.changePlan(ctx, idParam(req), choice(req.body))), opts));
  r.patch('/partner/admin/subscription/:id/cancel', handle(async (ctx, req) => m.presentSubscription(await subs.cancelSubscription(ctx, idParam(req)))));
  r.patch('/partner/admin/subscription/:id/resume', handle(async (ctx, req) => m.presentSubscription(await subs.resumeSubscription(ctx, idParam(req)))));
  for (const [path, delta] of [['increment', 1], ['decrement', -1]] as const) {
    r.patch(`/partner/admin/subscription/:id/${path}`, handle(async (ctx, req, res) => {
      const change = await subs.changeSeats(ctx, idParam(req), delta);
      // spec §4: adding a seat without a payment source answers 206 (the 'Error adding seat' dialog).
      if (!change.changed) return void res.status(206).json({ data: { ...m.presentSeatChange(change), message: renderMessage(keyed('subscriptions.seatAddFailed')) } });
      return m.presentSeatChange(change);
    }));
  }

  // Payment methods.
  r.get('/partner/admin/payment-method', handle(async (ctx) => (await subs.listPaymentMethods(ctx)).map(m.presentPaymentMethod)));
  r.post('/partner/admin/payment-method', handle((ctx, req) => payment(subs.addPaymentMethod(ctx, fromRest(m.attachRestFields, req.body ?? {}).paymentMethod)), { fields: m.attachRestFields }));
  r.post('/stripe/attach_payment', handle((ctx, req) => payment(subs.attachPayment(ctx, fromRest(m.attachRestFields, req.body))), { fields: m.attachRestFields }));
  return r;
}
