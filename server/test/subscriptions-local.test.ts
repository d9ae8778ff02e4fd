/**
 * Subscriptions without Stripe keys (the embedded default): the plans show, invoice checkout works,
 * card payment says it is not configured; the registration's VAT rule and bot check; cancel, resume
 * and seats of a locally kept subscription; the webhook refuses everything without a secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner, Subscription } from '../src/features/partners/partner.entity';
import { seedDemo } from '../src/features/seed/demo-seed';
import { Agent, signedInAgent, solveBotCheck, startTestApp, type TestApp } from './helpers';
import { signedEvent } from './stripe-stub';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const row = (partnerId: number) => t.orm.em.fork().findOneOrFail(Subscription, { partner: partnerId }, { orderBy: { id: 'desc' } });

describe('#subscriptions.plans', () => {
  it('lists the catalogue with monthly and yearly prices and the free plan, to anyone', async () => {
    const anonymous = new Agent(t.baseUrl);
    const a = await anonymous.get('/api/v1/subscriptions');
    expect(a.status).toBe(200);
    expect((await anonymous.get('/api/v1/stripe/subscriptions')).body).toEqual(a.body);
    const ids = a.body.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual(['free', 'pro', 'pro_sec', 'enterprise']);
    expect(a.body.data[0]).toEqual({ id: 'free', name: 'Free', free: true, plans: [], prices: [] });
    expect(a.body.data[1].prices).toEqual([
      { id: 'price_pro_month', interval: 'month', unit_amount: 49900 },
      { id: 'price_pro_year', interval: 'year', unit_amount: 499000 },
    ]);
    expect(a.body.data[1].plans).toEqual([{ interval: 'month', amount: 49900 }, { interval: 'year', amount: 499000 }]);
    const gql = await anonymous.gql('{ subscriptionPlans { id free prices { interval unitAmount } } }');
    expect(gql.data.subscriptionPlans).toHaveLength(4);
    expect((await anonymous.get('/api/v1/client_pk')).body.data).toEqual({ key: null, configured: false });
  });

  it("shows the partner admin its subscription and the catalogue, and nobody else's", async () => {
    const { agent, partner } = await signedInAgent(t);
    const r = await agent.get('/api/v1/partner/admin/subscriptions');
    expect(r.body.data).toMatchObject({ subscription: { type: 'pro', active: true, quantity: 5 }, seats_used: 1, card_payment_configured: false });
    expect(r.body.data.products).toHaveLength(4);
    expect(r.body.data.subscription.id).toBe((await row(partner.id)).id);
    const user = await signedInAgent(t, { partner, roles: ['partner_user'] });
    expect((await user.agent.get('/api/v1/partner/admin/subscriptions')).status).toBe(403);
    expect((await user.agent.post('/api/v1/checkout-invoice', { subscription: 'pro', price: 'price_pro_year' })).status).toBe(403);
  });
});

describe('#subscriptions.registration', () => {
  const base = (email: string) => ({ name: 'Reg', email, password: 'Long-enough-1', password_confirmation: 'Long-enough-1', partner_name: 'Reg Co', partner_type: 'seller' });

  it('needs a Danish VAT number of exactly 8 characters, and none elsewhere', async () => {
    for (const vat_no of ['', '1234567', '123456789']) {
      const r = await new Agent(t.baseUrl).post('/api/v1/register', { ...base(`vat-${vat_no.length}-${Date.now()}@example.org`), country_code: 'DK', vat_no, altcha: await solveBotCheck(t.baseUrl) });
      expect(r.status, vat_no).toBe(422);
      expect(r.body.errors.vat_no).toEqual(['A Danish VAT number has exactly 8 characters.']);
      // The spec's checkout key marks the VAT number too (platform §8).
      expect(r.body.errors['vat.invalid']).toEqual(['A Danish VAT number has exactly 8 characters.']);
    }
    const ok = await new Agent(t.baseUrl).post('/api/v1/register', { ...base(`vat-ok-${Date.now()}@example.org`), country_code: 'DK', vat_no: 'DK123456'.slice(0, 8), altcha: await solveBotCheck(t.baseUrl) });
    expect(ok.status).toBe(201);
    expect((await t.orm.em.fork().findOneOrFail(Partner, ok.body.data.partner.id)).vatNo).toBe('DK123456');
    const gb = await new Agent(t.baseUrl).post('/api/v1/register', { ...base(`vat-gb-${Date.now()}@example.org`), country_code: 'GB', altcha: await solveBotCheck(t.baseUrl) });
    expect(gb.status).toBe(201);
  });

  it('refuses a missing, forged or reused bot check', async () => {
    const body = () => ({ ...base(`bot-${Math.random()}@example.org`), country_code: 'GB' });
    const missing = await new Agent(t.baseUrl).post('/api/v1/register', body());
    expect(missing.status).toBe(422);
    expect(missing.body.errors.altcha).toEqual(['The check that you are not a robot failed. Please try again.']);
    const solved = await solveBotCheck(t.baseUrl);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
    decoded.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await new Agent(t.baseUrl).post('/api/v1/register', { ...body(), altcha: forged })).status).toBe(422);
    expect((await new Agent(t.baseUrl).post('/api/v1/register', { ...body(), altcha: 'bm90LWpzb24=' })).status).toBe(422);
    expect((await new Agent(t.baseUrl).post('/api/v1/register', { ...body(), altcha: solved })).status).toBe(201);
    // The same solution a second time.
    expect((await new Agent(t.baseUrl).post('/api/v1/register', { ...body(), altcha: solved })).body.errors.altcha).toBeDefined();
  });
});

describe('#subscriptions.checkout without Stripe', () => {
  it('upgrades a free partner by invoice (the paid routes open) and says card payment is not configured', async () => {
    const { agent, partner } = await signedInAgent(t, { plan: 'free' });
    expect((await agent.get('/api/v1/comparative-solution/items/categories')).status).toBe(403);
    const card = await agent.post('/api/v1/checkout', { subscription: 'pro', price: 'price_pro_year' });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe('Card payment is not configured.');
    const gqlCard = await agent.gql('mutation { checkoutCard(input: { subscription: "pro", price: "price_pro_year" }) { status } }');
    expect(gqlCard.errors?.[0]).toMatchObject({ message: 'Card payment is not configured.', extensions: { code: 'BAD_REQUEST' } });

    const invoice = await agent.post('/api/v1/checkout-invoice', { subscription: 'pro', price: 'price_pro_year' });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toMatchObject({ status: 'success', subscription: { type: 'pro', interval: 'year', payment_method: 'invoice', stripe_status: 'active', active: true, ends_at: null } });
    expect((await agent.get('/api/v1/comparative-solution/items/categories')).status).toBe(200);
    expect((await agent.gql('{ me { freeSubscription paidSubscription } }')).data.me).toEqual({ freeSubscription: false, paidSubscription: true });
    expect((await row(partner.id)).type).toBe('pro');
  });

  it('cancels at the end of the period, resumes before it, and refuses to resume an ended one', async () => {
    const { agent, partner } = await signedInAgent(t);
    const id = (await row(partner.id)).id;
    const other = await signedInAgent(t);
    expect((await other.agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/cancel`)).status).toBe(404);
    const c = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/cancel`);
    expect(c.status).toBe(200);
    expect(new Date(c.body.data.ends_at).getTime()).toBeGreaterThan(Date.now());
    expect(c.body.data.active).toBe(true);
    const gql = await agent.gql('mutation($id: ID!) { subscriptionResume(id: $id) { endsAt active } }', { id: String(id) });
    expect(gql.data.subscriptionResume).toEqual({ endsAt: null, active: true });
    await t.orm.em.fork().nativeUpdate(Subscription, { id }, { endsAt: new Date(Date.now() - 60_000) });
    const late = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/resume`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Error canceling subscription');
  });

  it('changes the plan by invoice (active, ends_at cleared) and to the free plan', async () => {
    const { agent, partner } = await signedInAgent(t);
    const id = (await row(partner.id)).id;
    await t.orm.em.fork().nativeUpdate(Subscription, { id }, { endsAt: new Date(Date.now() + 86_400_000), paymentMethod: 'invoice' });
    const r = await agent.post(`/api/v1/partner/admin/subscription/${id}/update`, { subscription: 'enterprise', price: 'price_enterprise_month' });
    expect(r.body.data.subscription).toMatchObject({ type: 'enterprise', interval: 'month', ends_at: null, active: true });
    const free = await agent.gql('mutation($id: ID) { subscriptionChange(id: $id, input: { subscription: "free" }) { status subscription { type free } } }', { id: String(id) });
    expect(free.data.subscriptionChange).toEqual({ status: 'success', subscription: { type: 'free', free: true } });
    expect((await agent.get('/api/v1/comparative-solution/items/categories')).status).toBe(403);
  });

  it('adds a seat to an invoiced subscription, and answers 206 without a payment source', async () => {
    const { agent, partner } = await signedInAgent(t);
    const id = (await row(partner.id)).id;
    const refused = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/increment`);
    expect(refused.status).toBe(206);
    expect(refused.body.data).toEqual({ quantity: 5, used: 1, message: 'Error adding seat' });
    await t.orm.em.fork().nativeUpdate(Subscription, { id }, { paymentMethod: 'invoice' });
    const added = await agent.request('PATCH', `/api/v1/partner/admin/subscription/${id}/increment`);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ quantity: 6, used: 1 });
    expect((await row(partner.id)).quantity).toBe(6);
  });

  it('refuses every webhook event while no STRIPE_WEBHOOK_SECRET is set', async () => {
    const e = signedEvent('customer.subscription.deleted', { id: 'sub_x', object: 'subscription', status: 'canceled' });
    const r = await new Agent(t.baseUrl).request('POST', '/api/v1/stripe/webhook', e.payload, { 'stripe-signature': e.header });
    expect(r.status).toBe(400);
  });
});

describe('#subscriptions.demo', () => {
  it('gives the demo seller an active paid subscription and leaves the free demo user free', async () => {
    await seedDemo(t.orm.em.fork());
    const seller = new Agent(t.baseUrl);
    await seller.login('admin@seller.demo', 'Demo-2026!');
    expect((await seller.get('/api/v1/user-with-roles')).body.data).toMatchObject({ paidSubscription: true, freeSubscription: false });
    expect((await seller.get('/api/v1/comparative-solution/items/categories')).status).toBe(200);
    const free = new Agent(t.baseUrl);
    await free.login('free@demo.test', 'Demo-2026!');
    expect((await free.get('/api/v1/user-with-roles')).body.data).toMatchObject({ paidSubscription: false, freeSubscription: true });
    expect((await free.get('/api/v1/comparative-solution/items/categories')).body.message).toBe('No active subscription');
  });
});
