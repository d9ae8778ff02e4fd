/**
 * POST /stripe/webhook: Stripe's events keep the partner's subscription in step (status, ends_at,
 * quantity, plan, incomplete payments). The signature is verified with the SDK against
 * STRIPE_WEBHOOK_SECRET (and its timestamp within the SDK's 5-minute tolerance); each event id is
 * handled once (stripe_events), in the same transaction as its changes, so a replayed or re-delivered
 * event changes nothing and a failed one is retried by Stripe.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type Stripe from 'stripe';
import { keyed, renderMessage } from '../../../../shared/errors';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { stripeClient, stripeWebhooks } from '../../platform/stripe';
import { Partner, Subscription } from '../partners';
import { applyStripeSubscription } from './subscriptions.service';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/** Verifies the event; throws when the signature, the secret or the timestamp is wrong. */
export function verifyEvent(rawBody: Buffer | string, signature: string | undefined): Stripe.Event {
  const secret = config().stripeWebhookSecret;
  if (!secret || !signature) throw new Error('missing webhook secret or signature');
  return stripeWebhooks.constructEvent(rawBody, signature, secret);
}

async function rowFor(em: EntityManager, stripeSubscriptionId: string | null, customerId: string | null, partnerId: string | undefined): Promise<Subscription | null> {
  if (stripeSubscriptionId) {
    const row = await em.findOne(Subscription, { stripeId: stripeSubscriptionId });
    if (row) return row;
  }
  const partner = customerId
    ? await em.findOne(Partner, { stripeCustomerId: customerId })
    : partnerId && /^\d+$/.test(partnerId)
      ? await em.findOne(Partner, { id: Number(partnerId) })
      : null;
  if (!partner) return null;
  return em.findOne(Subscription, { partner: partner.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** Applies one verified event: once per event id. */
export async function handleEvent(em: EntityManager, event: Stripe.Event): Promise<WebhookOutcome> {
  return em.transactional(async (tx) => {
    const inserted = await tx.getConnection().execute('insert into stripe_events (id, type, handled_at) values (?, ?, now()) on conflict (id) do nothing', [event.id, event.type], 'run');
    if (!(inserted as { affectedRows?: number }).affectedRows) return 'duplicate';
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        const row = await rowFor(tx, sub.id, idOf(sub.customer), sub.metadata?.partner_id);
        if (!row) return 'ignored';
        applyStripeSubscription(row, sub);
        if (sub.collection_method === 'charge_automatically' && row.paymentMethod !== 'card' && sub.status === 'active') row.paymentMethod = 'card';
        break;
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return 'ignored';
        const row = await rowFor(tx, idOf(session.subscription), idOf(session.customer), session.client_reference_id ?? undefined);
        const s = stripeClient();
        if (!row || !s) return 'ignored';
        applyStripeSubscription(row, await s.subscriptions.retrieve(idOf(session.subscription)!));
        row.paymentMethod = 'card';
        break;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const row = await rowFor(tx, subscriptionOfInvoice(invoice), idOf(invoice.customer), undefined);
        if (!row) return 'ignored';
        row.incompletePayments += 1;
        row.incompletePaymentUrl = invoice.hosted_invoice_url ?? row.incompletePaymentUrl;
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const invoice = event.data.object;
        const row = await rowFor(tx, subscriptionOfInvoice(invoice), idOf(invoice.customer), undefined);
        if (!row) return 'ignored';
        row.incompletePayments = 0;
        row.incompletePaymentUrl = null;
        break;
      }
      default:
        return 'ignored';
    }
    await tx.flush();
    return 'handled';
  });
}

/**
 * The express handler (mounted in app.ts with a raw body parser, before the JSON one: the signature
 * covers the exact bytes). 400 for a bad signature; 200 `{received, outcome}` otherwise.
 */
export function stripeWebhookHandler(em: () => EntityManager): RequestHandler {
  return (req, res, next) => {
    let event: Stripe.Event;
    try {
      event = verifyEvent(req.body as Buffer, req.get('stripe-signature'));
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'stripe webhook refused');
      return void res.status(400).json({ message: renderMessage(keyed('subscriptions.webhookSignature')) });
    }
    handleEvent(em(), event).then((outcome) => void res.json({ received: true, outcome }), next);
  };
}
