/**
 * A local HTTP stub of the Stripe endpoints the product uses, for integration and e2e tests: the
 * real Stripe SDK is pointed at it through its own host/port/protocol options (STRIPE_API_BASE).
 * It keeps customers, Checkout sessions, subscriptions, payment methods, setup and payment intents
 * and invoices in memory, answers in Stripe's shapes (form-encoded requests, `expand[]`), records
 * every call, and serves a stand-in of the hosted Checkout page (GET /checkout/{id}) that completes
 * the session and redirects to its success_url, as Stripe does. Webhook events are signed with the
 * SDK's own test helper (signedEvent).
 *
 * Cards: pm_card_visa pays; pm_card_chargeDeclined is declined (requires_payment_method);
 * pm_card_authenticationRequired needs confirmation (requires_action).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

export interface StubCall {
  method: string;
  path: string;
  body: Record<string, any>;
  auth: string | undefined;
}

type Obj = Record<string, any>;

/** Parses Stripe's form encoding (`items[0][price]=x`, `expand[]=y`) into nested objects and arrays. */
export function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((p, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const k = p === '' && Array.isArray(node) ? node.length : p;
      if (last) {
        if (Array.isArray(node) && p === '') node.push(value);
        else node[k] = value;
      } else {
        node[k] ??= nextIsIndex ? [] : {};
        node = node[k];
      }
    });
  }
  return out;
}

const PRICE_INTERVAL = (price: string) => (price.endsWith('_month') ? 'month' : 'year');

export class StripeStub {
  server: Server;
  base = '';
  calls: StubCall[] = [];
  customers = new Map<string, Obj>();
  sessions = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  paymentMethods = new Map<string, Obj>();
  intents = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  /** Fails the next calls whose path starts with this (a 500 from Stripe). */
  failing: string | null = null;
  private n = 0;

  constructor() {
    this.server = createServer((req, res) => void this.route(req, res));
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((r) => this.server.listen(port, '127.0.0.1', r));
    const a = this.server.address();
    this.base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }

  private id(prefix: string) {
    this.n += 1;
    return `${prefix}_stub${this.n}`;
  }

  callsTo(method: string, pathStart: string) {
    return this.calls.filter((c) => c.method === method && c.path.startsWith(pathStart));
  }

  /** Completes a Checkout session as the hosted page would (card: a payment method id). */
  completeSession(id: string, card = 'pm_card_visa'): Obj {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    if (s.status === 'complete') return s;
    const pm = this.paymentMethod(card, s.customer);
    if (s.mode === 'subscription') {
      const item = s._params.line_items?.[0] ?? {};
      const sub = this.createSubscription({ customer: s.customer, items: [{ price: item.price, quantity: item.quantity }], default_payment_method: pm.id, metadata: s._params.subscription_data?.metadata ?? {} });
      s.subscription = sub.id;
      s.payment_status = sub.status === 'active' ? 'paid' : 'unpaid';
      s.status = sub.status === 'active' ? 'complete' : 'open';
    } else {
      const si = { id: this.id('seti'), object: 'setup_intent', status: 'succeeded', payment_method: pm.id, customer: s.customer };
      this.intents.set(si.id, si);
      s.setup_intent = si.id;
      s.status = 'complete';
      s.payment_status = 'no_payment_required';
    }
    return s;
  }

  paymentMethod(id: string, customer: string | null = null): Obj {
    let pm = this.paymentMethods.get(id);
    if (!pm) {
      pm = { id, object: 'payment_method', type: 'card', customer, card: { brand: 'visa', last4: id.includes('Declined') ? '0002' : id.includes('authentication') ? '3184' : '4242', exp_month: 12, exp_year: 2030 } };
      this.paymentMethods.set(id, pm);
    }
    return pm;
  }

  createSubscription(p: Obj): Obj {
    const id = this.id('sub');
    const now = Math.floor(Date.now() / 1000);
    const items = (p.items ?? []).map((it: Obj) => this.item(it.price, Number(it.quantity ?? 1)));
    const pm = p.default_payment_method ?? this.customers.get(p.customer)?.invoice_settings?.default_payment_method ?? null;
    const sendInvoice = p.collection_method === 'send_invoice';
    const sub: Obj = {
      id,
      object: 'subscription',
      customer: p.customer,
      status: 'active',
      collection_method: sendInvoice ? 'send_invoice' : 'charge_automatically',
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      created: now,
      metadata: p.metadata ?? {},
      default_payment_method: pm,
      items: { object: 'list', data: items, has_more: false, url: '/v1/subscription_items' },
      latest_invoice: null,
    };
    sub.latest_invoice = this.invoiceFor(sub, pm, sendInvoice).id;
    this.subscriptions.set(id, sub);
    return sub;
  }

  private item(price: string, quantity: number): Obj {
    const now = Math.floor(Date.now() / 1000);
    const interval = PRICE_INTERVAL(price);
    return {
      id: this.id('si'),
      object: 'subscription_item',
      price: { id: price, object: 'price', recurring: { interval }, unit_amount: 1000 },
      quantity,
      current_period_start: now,
      current_period_end: now + (interval === 'month' ? 30 : 365) * 86400,
    };
  }

  /** The invoice of a (changed) subscription and its charge, by the card's behaviour. */
  private invoiceFor(sub: Obj, pm: string | null, sendInvoice: boolean): Obj {
    const inv: Obj = {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: sendInvoice ? 'open' : 'paid',
      total: 49900,
      currency: 'dkk',
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: `${this.base}/invoice/${sub.id}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    };
    if (!sendInvoice) {
      const declined = pm === 'pm_card_chargeDeclined';
      const action = pm === 'pm_card_authenticationRequired';
      const pi: Obj = {
        id: this.id('pi'),
        object: 'payment_intent',
        status: declined ? 'requires_payment_method' : action ? 'requires_action' : 'succeeded',
        client_secret: `pi_secret_${this.n}`,
        last_payment_error: declined ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } : null,
      };
      this.intents.set(pi.id, pi);
      inv.payments.data.push({ id: this.id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi.id } });
      if (declined || action) {
        inv.status = 'open';
        sub.status = sub.status === 'active' && sub._wasActive ? 'past_due' : 'incomplete';
      }
    }
    this.invoices.set(inv.id, inv);
    return inv;
  }

  /** The object as Stripe answers it, with `expand` paths filled in. */
  private expanded(obj: Obj, expand: string[] = []): Obj {
    const copy: Obj = JSON.parse(JSON.stringify(obj, (k, v) => (k.startsWith('_') ? undefined : v)));
    for (const path of expand) {
      const [head, ...rest] = path.split('.');
      const v = copy[head!];
      if (typeof v === 'string') {
        const found = this.subscriptions.get(v) ?? this.invoices.get(v) ?? this.intents.get(v) ?? this.customers.get(v) ?? this.paymentMethods.get(v);
        if (found) copy[head!] = this.expanded(found, rest.length ? [rest.join('.')] : []);
      } else if (v && typeof v === 'object' && rest.length) {
        copy[head!] = this.expanded(v, [rest.join('.')]);
      }
    }
    return copy;
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url!, 'http://stub');
    const text = Buffer.concat(chunks).toString('utf8');
    const body = req.method === 'GET' || req.method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(text);
    this.calls.push({ method: req.method!, path: url.pathname, body, auth: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.n}` });
      res.end(JSON.stringify(json));
    };
    const notFound = () => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${url.pathname}` } });
    if (this.failing && url.pathname.startsWith(this.failing)) return send(500, { error: { type: 'api_error', message: 'stub failure' } });
    const expand: string[] = body.expand ?? [];
    const seg = url.pathname.split('/').filter(Boolean);
    const M = req.method;

    // The hosted Checkout page stand-in: ?card=pm_… chooses the card.
    if (M === 'GET' && seg[0] === 'checkout' && seg[1]) {
      const s = this.sessions.get(seg[1]);
      if (!s) return notFound();
      const card = url.searchParams.get('card');
      if (!card) {
        // The page: one link per test card, as a person would choose a card.
        const link = (pm: string, label: string) => `<p><a href="/checkout/${s.id}?card=${pm}">${label}</a></p>`;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(`<!doctype html><title>Stub Checkout</title><h1>Stub Checkout</h1>${link('pm_card_visa', 'Pay with card 4242')}${link('pm_card_chargeDeclined', 'Pay with declined card 0002')}${link('pm_card_authenticationRequired', 'Pay with 3-D Secure card 3184')}`);
      }
      this.completeSession(s.id, card);
      res.writeHead(303, { location: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id) });
      return void res.end();
    }
    if (M === 'GET' && seg[0] === 'invoice') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<!doctype html><title>Stub invoice</title><p>Stub hosted invoice page</p>');
    }
    if (seg[0] !== 'v1') return notFound();
    const [, a, b, c] = seg;

    if (a === 'customers' && M === 'POST' && !b) {
      const cus = { id: this.id('cus'), object: 'customer', name: body.name ?? null, email: body.email ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null } };
      this.customers.set(cus.id, cus);
      return send(200, cus);
    }
    if (a === 'customers' && M === 'POST' && b) {
      const cus = this.customers.get(b);
      if (!cus) return notFound();
      if (body.invoice_settings) Object.assign(cus.invoice_settings, body.invoice_settings);
      return send(200, cus);
    }
    if (a === 'checkout' && b === 'sessions' && M === 'POST' && !c) {
      const id = this.id('cs_test');
      const s = { id, object: 'checkout.session', mode: body.mode, status: 'open', payment_status: 'unpaid', customer: body.customer ?? null, client_reference_id: body.client_reference_id ?? null, metadata: body.metadata ?? {}, success_url: body.success_url, cancel_url: body.cancel_url, url: `${this.base}/checkout/${id}`, subscription: null, setup_intent: null, _params: body };
      this.sessions.set(id, s);
      return send(200, this.expanded(s));
    }
    if (a === 'checkout' && b === 'sessions' && M === 'GET' && c) {
      const s = this.sessions.get(c);
      return s ? send(200, this.expanded(s, expand)) : notFound();
    }
    if (a === 'subscriptions' && M === 'POST' && !b) {
      const sub = this.createSubscription(body);
      return send(200, this.expanded(sub, expand));
    }
    if (a === 'subscriptions' && b && M === 'GET') {
      const sub = this.subscriptions.get(b);
      return sub ? send(200, this.expanded(sub, expand)) : notFound();
    }
    if (a === 'subscriptions' && b && M === 'POST') {
      const sub = this.subscriptions.get(b);
      if (!sub) return notFound();
      if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (body.metadata) sub.metadata = { ...sub.metadata, ...body.metadata };
      if (body.collection_method) sub.collection_method = body.collection_method;
      if (body.default_payment_method) sub.default_payment_method = body.default_payment_method;
      let charged = false;
      for (const it of body.items ?? []) {
        const item = sub.items.data.find((x: Obj) => x.id === it.id);
        if (!item) return notFound();
        if (it.price && it.price !== item.price.id) {
          Object.assign(item, { ...this.item(it.price, item.quantity), id: item.id });
          charged = true;
        }
        if (it.quantity) item.quantity = Number(it.quantity);
      }
      if (charged) {
        sub._wasActive = sub.status === 'active';
        sub.latest_invoice = this.invoiceFor(sub, sub.default_payment_method, sub.collection_method === 'send_invoice').id;
      }
      return send(200, this.expanded(sub, expand));
    }
    if (a === 'subscriptions' && b && M === 'DELETE') {
      const sub = this.subscriptions.get(b);
      if (!sub) return notFound();
      Object.assign(sub, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
      return send(200, this.expanded(sub));
    }
    if (a === 'payment_intents' && b && M === 'GET') {
      const pi = this.intents.get(b);
      return pi ? send(200, pi) : notFound();
    }
    if (a === 'payment_methods' && b && c === 'attach' && M === 'POST') {
      const pm = this.paymentMethod(b, body.customer);
      pm.customer = body.customer;
      return send(200, pm);
    }
    if (a === 'payment_methods' && !b && M === 'GET') {
      const data = [...this.paymentMethods.values()].filter((pm) => pm.customer === body.customer);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/payment_methods' });
    }
    if (a === 'invoices' && !b && M === 'GET') {
      const data = [...this.invoices.values()].filter((i) => i.customer === body.customer);
      return send(200, { object: 'list', data: data.map((i) => this.expanded(i)), has_more: false, url: '/v1/invoices' });
    }
    if (a === 'invoices' && b === 'create_preview' && M === 'POST') {
      const inv = [...this.invoices.values()].find((i) => i.customer === body.customer);
      if (!inv) return send(400, { error: { type: 'invalid_request_error', code: 'invoice_upcoming_none', message: 'No upcoming invoices' } });
      return send(200, { ...this.expanded(inv), id: undefined, status: 'draft', number: null });
    }
    return notFound();
  }
}

export const STUB_WEBHOOK_SECRET = 'whsec_test_stub_secret';

/** A webhook request body and its Stripe-Signature header, signed with the SDK's test helper. */
export function signedEvent(type: string, object: Obj, opts: { id?: string; secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object } });
  const header = new Stripe('sk_test_stub').webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? STUB_WEBHOOK_SECRET, timestamp: opts.timestamp });
  return { payload, header };
}
