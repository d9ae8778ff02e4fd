/**
 * Invoices from Stripe (spec §7 GET /partner/admin/invoices, /invoices/upcoming) when STRIPE_SECRET_KEY
 * is configured: the real Stripe SDK against a local stub of the two Stripe endpoints (STRIPE_API_BASE).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner } from '../src/features/partners/partner.entity';
import { signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let stripe: Server;
const seen: Array<{ method: string; url: string; auth: string | undefined }> = [];

const invoice = (id: string, total: number) => ({
  id,
  object: 'invoice',
  number: `INV-${id}`,
  status: 'paid',
  total,
  currency: 'dkk',
  created: 1_790_000_000,
  period_end: 1_792_000_000,
  hosted_invoice_url: `https://invoice.stripe.test/${id}`,
  invoice_pdf: `https://invoice.stripe.test/${id}.pdf`,
});

beforeAll(async () => {
  stripe = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url!.startsWith('/v1/invoices?')) {
      res.end(JSON.stringify({ object: 'list', data: [invoice('in_1', 249900), invoice('in_2', 124950)], has_more: false, url: '/v1/invoices' }));
    } else if (req.method === 'POST' && req.url === '/v1/invoices/create_preview') {
      res.end(JSON.stringify({ ...invoice('', 249900), id: undefined, status: 'draft', number: null }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not stubbed' } }));
    }
  });
  await new Promise<void>((r) => stripe.listen(0, '127.0.0.1', r));
  const address = stripe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await startTestApp({ stripeConfigured: true, stripeSecretKey: 'sk_test_stub', stripeApiBase: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => stripe.close(r));
});

describe('#partner admin invoices from Stripe', () => {
  it("lists the partner's invoices and the upcoming one through the Stripe SDK", async () => {
    const { agent, partner } = await signedInAgent(t);
    // No Stripe customer yet: the empty state, and Stripe is not asked.
    expect((await agent.get('/api/v1/partner/admin/invoices')).body).toEqual({ data: [] });
    expect(seen).toHaveLength(0);

    await t.orm.em.fork().nativeUpdate(Partner, { id: partner.id }, { stripeCustomerId: 'cus_test_1' });
    const list = await agent.get('/api/v1/partner/admin/invoices');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ id: 'in_1', number: 'INV-in_1', status: 'paid', total: 249900, currency: 'dkk', hosted_invoice_url: 'https://invoice.stripe.test/in_1', invoice_pdf: 'https://invoice.stripe.test/in_1.pdf' });
    expect(seen[0]).toMatchObject({ method: 'GET', auth: 'Bearer sk_test_stub' });
    expect(seen[0].url).toContain('customer=cus_test_1');

    const upcoming = await agent.get('/api/v1/partner/admin/invoices/upcoming');
    expect(upcoming.body.data).toMatchObject({ id: 'upcoming', total: 249900, currency: 'dkk', status: 'draft' });
    const gql = await agent.gql('{ partnerInvoices { id total } partnerUpcomingInvoice { total periodEnd } }');
    expect(gql.data.partnerInvoices).toEqual([{ id: 'in_1', total: 249900 }, { id: 'in_2', total: 124950 }]);
    expect(gql.data.partnerUpcomingInvoice.total).toBe(249900);
  });
});
