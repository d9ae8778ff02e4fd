/**
 * Subscriptions and payment with STRIPE_SECRET_KEY set: the real Stripe SDK against the local stub
 * (stripe-stub.ts). Registration and card checkout (Checkout redirect, return with session_id),
 * invoice checkout, plan changes with their payment results, cancel and resume, seats, payment
 * methods, and the webhook (signature, replay, forgery, state updates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner, Subscription } from '../src/features/partners/partner.entity';
import { StripeEvent } from '../src/features/subscriptions/stripe-event.entity';
import { Agent, signedInAgent, solveBotCheck, startTestApp, type TestApp } from './helpers';
import { signedEvent, STUB_WEBHOOK_SECRET, StripeStub } from './stripe-stub';

let t: TestApp;
let stub: StripeStub;
beforeAll(async () => {
  stub = await new StripeStub().start();
  t = await startTestApp({ stripeConfigured: true, stripeSecretKey: 'sk_test_stub', stripePublishableKey: 'pk_test_stub', stripeApiBase: stub.base, stripeWebhookSecret: STUB_WEBHOOK_SECRET });
});
afterAll(async () => {
  await t?.close();
  await stub?.stop();
});

const row = (partnerId: number) => t.orm.em.fork().findOneOrFail(Subscription, { partner: partnerId }, { orderBy: { id: 'desc' } });
const webhook = (payload: string, header?: string) => new Agent(t.baseUrl).request('POST', '/api/v1/stripe/webhook', payload, header ? { 'stripe-signature': header } : {});

/** Follows the stub's hosted Checkout page as a browser would, and returns the session id of the success URL. */
async function payOnCheckoutPage(url: string, card = 'pm_card_visa'): Promise<string> {
  const page = await fetch(`${url}?card=${card}`, { redirect: 'manual' });
  expect(page.status).toBe(303);
  const back = new URL(page.headers.get('location')!.replace('/#/', '/')).searchParams;
  return back.get('session_id') ?? back.get('setup_session_id')!;
}

describe('#subscriptions.registration (card through Checkout)', () => {
  it('registers a seller, pays by card on the Checkout page and comes back with the session id to an active paid plan', async () => {
    const agent = new Agent(t.baseUrl);
    const email = `card-${Date.now()}@example.org`;
    const reg = await agent.post('/api/v1/register', { name: 'Card Seller', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Card Co', partner_type: 'seller', country_code: 'DK', vat_no: '12345678', altcha: await solveBotCheck(t.baseUrl) });
    expect(reg.status).toBe(201);
    const partnerId = reg.body.data.partner.id;
    expect(reg.body.data).toMatchObject({ freeSubscription: true, paidSubscription: false });

    const checkout = await agent.post('/api/v1/checkout', { subscription: 'pro', price: 'price_pro_year' });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data).toMatchObject({ status: 'success', session_id: expect.stringMatching(/^cs_test/), url: expect.stringContaining('/checkout/cs_test') });
    const created = stub.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(created.auth).toBe('Bearer sk_test_stub');
    expect(created.body).toMatchObject({ mode: 'subscription', client_reference_id: String(partnerId), line_items: [{ price: 'price_pro_year', quantity: '1' }] });
    expect(created.body.success_url).toMatch(/\/#\/register\?session_id=\{CHECKOUT_SESSION_ID\}$/);

    // Not paid yet: the return cannot be faked.
    expect((await agent.post('/api/v1/checkout/complete', { session_id: checkout.body.data.session_id })).status).toBe(422);
    const sessionId = await payOnCheckoutPage(checkout.body.data.url);
    const done = await agent.post('/api/v1/checkout/complete', { session_id: sessionId });
    expect(done.status).toBe(200);
    expect(done.body.data.subscription).toMatchObject({ type: 'pro', stripe_status: 'active', interval: 'year', payment_method: 'card', ends_at: null, active: true });
    expect((await agent.get('/api/v1/user-with-roles')).body.data).toMatchObject({ freeSubscription: false, paidSubscription: true });
    expect((await agent.get('/api/v1/comparative-solution/items/categories')).status).toBe(200);

    // Another partner cannot claim this session.
    const other = await signedInAgent(t, { plan: 'free' });
    expect((await other.agent.post('/api/v1/checkout/complete', { session_id: sessionId })).body.errors.session_id).toEqual(['This checkout does not belong to your organisation or is not paid.']);
  });

  it('takes no card for an amount of 0: the free plan is applied without Stripe', async () => {
    const { agent, partner } = await signedInAgent(t, { plan: 'free' });
    const before = stub.calls.length;
    const r = await agent.post('/api/v1/checkout', { subscription: 'free' });
    expect(r.body.data).toMatchObject({ status: 'success', url: null, subscription: { type: 'free' } });
    expect(stub.calls.length).toBe(before);
    expect((await row(partner.id)).type).toBe('free');
  });

  it('keys checkout errors per field', async () => {
    const { agent } = await signedInAgent(t, { plan: 'free' });
    const r = await agent.post('/api/v1/checkout', { subscription: 'pro', price: 'price_enterprise_year' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ price: ['This price does not belong to the subscription.'] });
    const none = await agent.post('/api/v1/checkout-invoice', {});
    expect(none.body.errors).toEqual({ subscription: ['Choose a subscription.'] });
  });
});

describe('#subscriptions.invoice', () => {
  it('subscribes by invoice through a Stripe subscription that sends its invoices', async () => {
    const { agent, partner } = await signedInAgent(t, { plan: 'free' });
    const r = await agent.post('/api/v1/checkout-invoice', { subscription: 'enterprise', price: 'price_enterprise_month' });
    expect(r.status).toBe(200);
    expect(r.body.data.subscription).toMatchObject({ type: 'enterprise', interval: 'month', payment_method: 'invoice', stripe_status: 'active', active: true });
    expect(stub.callsTo('POST', '/v1/subscriptions').at(-1)!.body).toMatchObject({ collection_method: 'send_invoice', days_until_due: '14', items: [{ price: 'price_enterprise_month' }] });
    const p = await t.orm.em.fork().findOneOrFail(Partner, partner.id);
    expect(p.stripeCustomerId).toMatch(/^cus_/);
  });

  it('re-subscribes by invoice and by checkout for the own partner only', async () => {
    const { agent, partner } = await signedInAgent(t, { plan: 'free' });
    const other = await signedInAgent(t, { plan: 'free' });
    expect((await other.agent.post(`/api/v1/partner/${partner.id}/resubscribe-invoice`, { subscription: 'pro', price: 'price_pro_year' })).status).toBe(404);
    const viaCheckout = await agent.post(`/api/v1/partner/${partner.id}/resubscribe-checkout`, { subscription: 'pro', price: 'price_pro_year' });
    expect(viaCheckout.body.data.session_id).toMatch(/^cs_test/);
    expect(stub.callsTo('POST', '/v1/checkout/sessions').at(-1)!.body.success_url).toContain('/#/partner-admin?template=subscriptions&session_id={CHECKOUT_SESSION_ID}');
    const viaInvoice = await agent.post(`/api/v1/partner/${partner.id}/resubscribe-invoice`, { subscription: 'pro', price: 'price_pro_year' });
    expect(viaInvoice.body.data.subscription).toMatchObject({ type: 'pro', payment_method: 'invoice', active: true });
  });
});

describe('#subscriptions.manage', () => {
  /** A paying partner whose card is on file (set up through a setup Checkout session). */
  async function payingByCard(card = 'pm_card_visa') {
    const built = await signedInAgent(t, { plan: 'free' });
    const setup = await built.agent.post('/api/v1/partner/admin/payment-method', {});
    expect(setup.body.data.url).toContain('/checkout/');
    const setupId = await payOnCheckoutPage(setup.body.data.url, card);
    const attached = await built.agent.post('/api/v1/stripe/attach_payment', { session_id: setupId });
    expect(attached.status).toBe(200);
    return built;
  }

  it('adds a card through a setup session, lists it, and gives the publishable key', async () => {
    const { agent } = await payingByCard();
    const methods = await agent.get('/api/v1/partner/admin/payment-method');
    expect(methods.body.data).toEqual([{ id: 'pm_card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, default: true }]);
    expect((await agent.get('/api/v1/client_pk')).body.data).toEqual({ key: 'pk_test_stub', configured: true });
    expect((await agent.post('/api/v1/stripe/attach_payment', { payment_method: 'not-a-pm' })).status).toBe(422);
  });

  it('creates a subscription with the card on file (success), changes plan (active, ends_at cleared), cancels and resumes', async () => {
    const { agent, partner } = await payingByCard();
    const created = await agent.post('/api/v1/partner/admin/subscription/create', { subscription: 'pro', price: 'price_pro_month', payment_method: 'card' });
    expect(created.body.data).toMatchObject({ status: 'success', subscription: { type: 'pro', interval: 'month', stripe_status: 'active', payment_method: 'card' } });
    const id = created.body.data.subscription.id;

    const cancelled = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/cancel`);
    expect(cancelled.body.data).toMatchObject({ active: true, ends_at: expect.any(String) });
    expect(stub.callsTo('POST', '/v1/subscriptions/').at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect(new Date(cancelled.body.data.ends_at).getTime()).toBeGreaterThan(Date.now());

    const resumed = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/resume`);
    expect(resumed.body.data).toMatchObject({ active: true, ends_at: null });
    expect((await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/resume`)).body.message).toBe('Error canceling subscription');

    await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/cancel`);
    const changed = await agent.post(`/api/v1/partner/admin/subscription/${id}/update`, { subscription: 'enterprise', price: 'price_enterprise_year' });
    expect(changed.body.data).toMatchObject({ status: 'success', subscription: { type: 'enterprise', interval: 'year', stripe_status: 'active', ends_at: null } });
    expect((await row(partner.id)).priceId).toBe('price_enterprise_year');
  });

  it('reports a declined card (requires_payment_method) and a card needing confirmation (requires_action)', async () => {
    const declined = await payingByCard('pm_card_chargeDeclined');
    const r = await declined.agent.post('/api/v1/partner/admin/subscription/create', { subscription: 'pro', price: 'price_pro_year', payment_method: 'card' });
    expect(r.body.data).toMatchObject({ status: 'requires_payment_method', message: 'Your card was declined.', url: expect.stringContaining('/invoice/') });
    // The free partner stays as it was, with the open payment shown.
    expect(await row(declined.partner.id)).toMatchObject({ type: 'free', stripeStatus: 'active', incompletePayments: 1, incompletePaymentUrl: expect.stringContaining('/invoice/') });
    expect((await declined.agent.get('/api/v1/user-with-roles')).body.data.paidSubscription).toBe(false);

    const action = await payingByCard('pm_card_authenticationRequired');
    const a = await action.agent.post('/api/v1/partner/admin/subscription/create', { subscription: 'pro', price: 'price_pro_year', payment_method: 'card' });
    expect(a.body.data).toMatchObject({ status: 'requires_action', client_secret: expect.stringMatching(/^pi_secret_/) });
  });

  it('adds and removes seats, with 206 Error adding seat without a payment source', async () => {
    const { agent, partner } = await payingByCard();
    const id = (await agent.post('/api/v1/partner/admin/subscription/create', { subscription: 'pro', price: 'price_pro_year', payment_method: 'card' })).body.data.subscription.id;
    const up = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/increment`);
    expect(up.status).toBe(200);
    expect(up.body.data).toEqual({ quantity: 2, used: 1 });
    expect(stub.subscriptions.get((await row(partner.id)).stripeId!)!.items.data[0].quantity).toBe(2);
    expect((await agent.get(`/api/v1/partner/admin/subscription/${id}/count`)).body.data).toMatchObject({ quantity: 2, used: 1 });
    const down = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/decrement`);
    expect(down.body.data).toEqual({ quantity: 1, used: 1 });
    // The one seat is held: no fewer.
    expect((await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/decrement`)).status).toBe(409);

    // Without a card on file (and not invoiced): 206, nothing changes.
    await t.orm.em.fork().nativeUpdate(Partner, { id: partner.id }, { stripePaymentMethodId: null });
    const refused = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/increment`);
    expect(refused.status).toBe(206);
    expect(refused.body.data).toMatchObject({ message: 'Error adding seat', quantity: 1 });
    const gql = await agent.gql('mutation($id: ID!) { subscriptionSeatsChange(id: $id, delta: 1) { changed quantity } }', { id: String(id) });
    expect(gql.data.subscriptionSeatsChange).toEqual({ changed: false, quantity: 1 });
  });

  it('says "Failed, please contact support" when Stripe fails, and changes nothing', async () => {
    const { agent, partner } = await payingByCard();
    stub.failing = '/v1/subscriptions';
    try {
      const r = await agent.post('/api/v1/partner/admin/subscription/create', { subscription: 'pro', price: 'price_pro_year', payment_method: 'card' });
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Failed, please contact support');
    } finally {
      stub.failing = null;
    }
    expect((await row(partner.id)).type).toBe('free');
  });
});

describe('#subscriptions.webhook', () => {
  async function subscribed() {
    const built = await signedInAgent(t, { plan: 'free' });
    await built.agent.post('/api/v1/checkout-invoice', { subscription: 'pro', price: 'price_pro_year' });
    const r = await row(built.partner.id);
    return { ...built, stripeId: r.stripeId!, customer: (await t.orm.em.fork().findOneOrFail(Partner, built.partner.id)).stripeCustomerId! };
  }

  it('refuses a forged or unsigned event with 400 and changes nothing', async () => {
    const { partner, stripeId } = await subscribed();
    const object = { ...stub.subscriptions.get(stripeId), status: 'canceled', ended_at: 1_700_000_000 };
    const forged = signedEvent('customer.subscription.deleted', object, { secret: 'whsec_wrong' });
    expect((await webhook(forged.payload, forged.header)).status).toBe(400);
    expect((await webhook(forged.payload)).status).toBe(400);
    // A payload changed after signing.
    const good = signedEvent('customer.subscription.deleted', object);
    const tampered = good.payload.replace('"canceled"', '"active"');
    expect((await webhook(tampered, good.header)).body).toEqual({ message: 'The webhook signature could not be verified.' });
    // An old signature (beyond the SDK's 5-minute tolerance).
    const old = signedEvent('customer.subscription.deleted', object, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await webhook(old.payload, old.header)).status).toBe(400);
    expect(await row(partner.id)).toMatchObject({ stripeStatus: 'active', endsAt: null });
  });

  it('keeps status, ends_at, quantity and incomplete payments in step, each event once', async () => {
    const { agent, partner, stripeId, customer } = await subscribed();
    const sub = stub.subscriptions.get(stripeId)!;
    const periodEnd = sub.items.data[0].current_period_end;

    const cancel = signedEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true, items: { ...sub.items, data: [{ ...sub.items.data[0], quantity: 4 }] } }, { id: 'evt_cancel_1' });
    const first = await webhook(cancel.payload, cancel.header);
    expect(first.body).toEqual({ received: true, outcome: 'handled' });
    expect(await row(partner.id)).toMatchObject({ quantity: 4, endsAt: new Date(periodEnd * 1000) });

    // The same event again (a replay or a re-delivery): recognised, nothing changes.
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: partner.id }, { quantity: 7 });
    expect((await webhook(cancel.payload, cancel.header)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await row(partner.id)).quantity).toBe(7);
    expect(await t.orm.em.fork().count(StripeEvent, { id: 'evt_cancel_1' })).toBe(1);

    const failed = signedEvent('invoice.payment_failed', { id: 'in_x', object: 'invoice', customer, hosted_invoice_url: 'https://pay.example/in_x', parent: { type: 'subscription_details', subscription_details: { subscription: stripeId } } });
    await webhook(failed.payload, failed.header);
    expect(await row(partner.id)).toMatchObject({ incompletePayments: 1, incompletePaymentUrl: 'https://pay.example/in_x' });
    expect((await agent.get('/api/v1/partner/admin/subscriptions')).body.data.subscription).toMatchObject({ incomplete_payments: 1 });
    const paid = signedEvent('invoice.paid', { id: 'in_x', object: 'invoice', customer, parent: { type: 'subscription_details', subscription_details: { subscription: stripeId } } });
    await webhook(paid.payload, paid.header);
    expect(await row(partner.id)).toMatchObject({ incompletePayments: 0, incompletePaymentUrl: null });

    const deleted = signedEvent('customer.subscription.deleted', { ...sub, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) - 10 });
    await webhook(deleted.payload, deleted.header);
    expect(await row(partner.id)).toMatchObject({ stripeStatus: 'canceled' });
    expect((await agent.get('/api/v1/comparative-solution/items/categories')).body.message).toBe('No active subscription');

    const unknown = signedEvent('customer.created', { id: 'cus_new', object: 'customer' });
    expect((await webhook(unknown.payload, unknown.header)).body.outcome).toBe('ignored');
  });

  it('activates the partner from checkout.session.completed', async () => {
    const { agent, partner } = await signedInAgent(t, { plan: 'free' });
    const checkout = await agent.post('/api/v1/checkout', { subscription: 'pro', price: 'price_pro_month' });
    const session = stub.completeSession(checkout.body.data.session_id);
    const event = signedEvent('checkout.session.completed', { ...session, _params: undefined });
    expect((await webhook(event.payload, event.header)).body.outcome).toBe('handled');
    expect(await row(partner.id)).toMatchObject({ type: 'pro', interval: 'month', stripeStatus: 'active', paymentMethod: 'card' });
  });
});
