/**
 * Invoices and the upcoming invoice (spec §7 GET /partner/admin/invoices, /invoices/upcoming), read
 * from Stripe with the real SDK when STRIPE_SECRET_KEY is configured and the partner has a Stripe
 * customer; otherwise the empty state (no list, no upcoming invoice). Buying plans and seats is the
 * subscriptions issue's.
 */
import type Stripe from 'stripe';
import { DomainError, ErrorCode } from '../../../../../shared/errors';
import type { RequestContext } from '../../../platform/context';
import { logger } from '../../../platform/logger';
import { stripeClient } from '../../../platform/stripe';
import { requireAdmin } from '../access';

export interface InvoiceView {
  id: string;
  number: string | null;
  status: string | null;
  /** In the currency's minor unit (cents, øre). */
  total: number;
  currency: string;
  createdAt: Date;
  periodEnd: Date | null;
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
}

const stripe = stripeClient;

function view(i: Stripe.Invoice): InvoiceView {
  return {
    id: i.id ?? 'upcoming',
    number: i.number ?? null,
    status: i.status ?? null,
    total: i.total,
    currency: i.currency,
    createdAt: new Date(i.created * 1000),
    periodEnd: i.period_end ? new Date(i.period_end * 1000) : null,
    hostedInvoiceUrl: i.hosted_invoice_url ?? null,
    pdfUrl: i.invoice_pdf ?? null,
  };
}

async function fromStripe<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    logger.warn({ err }, 'stripe invoices failed');
    throw new DomainError(ErrorCode.UNAVAILABLE, 'partnerAdmin.stripeFailed');
  }
}

export async function listInvoices(ctx: RequestContext): Promise<InvoiceView[]> {
  const actor = requireAdmin(ctx);
  const s = stripe();
  const customer = actor.partner.stripeCustomerId;
  if (!s || !customer) return [];
  const page = await fromStripe(() => s.invoices.list({ customer, limit: 24 }));
  return page.data.map(view);
}

export async function upcomingInvoice(ctx: RequestContext): Promise<InvoiceView | null> {
  const actor = requireAdmin(ctx);
  const s = stripe();
  const customer = actor.partner.stripeCustomerId;
  if (!s || !customer) return null;
  try {
    return view(await s.invoices.createPreview({ customer }));
  } catch (err) {
    // No subscription to preview is not an error: there is simply no upcoming invoice.
    if ((err as { code?: string }).code === 'invoice_upcoming_none') return null;
    return fromStripe(() => Promise.reject(err));
  }
}
