/**
 * The one Stripe SDK client (invoices, subscriptions, checkout, webhooks). Null when STRIPE_SECRET_KEY is
 * not set: the product then runs without a card provider (plans show, invoices are local, card payment
 * says it is not configured). Tests point the real SDK at a local stub through STRIPE_API_BASE (the
 * SDK's own host, port and protocol options).
 */
import Stripe from 'stripe';
import { config } from './config';

let client: Stripe | null = null;
let clientKey = '';

export function stripeClient(): Stripe | null {
  const cfg = config();
  if (!cfg.stripeConfigured) return null;
  const key = `${cfg.stripeSecretKey}|${cfg.stripeApiBase ?? ''}`;
  if (!client || clientKey !== key) {
    const base = cfg.stripeApiBase ? new URL(cfg.stripeApiBase) : null;
    client = new Stripe(cfg.stripeSecretKey, {
      maxNetworkRetries: 0,
      ...(base ? { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
    clientKey = key;
  }
  return client;
}

/** A client only for verifying webhook signatures (needs no secret key). */
export const stripeWebhooks = new Stripe('sk_unused_for_signatures').webhooks;
