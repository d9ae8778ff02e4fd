/**
 * The subscription catalogue (spec/platform-and-shell.md §3 Subscription, "Catalogue product: name,
 * plans (interval, amount), prices (id, unit_amount)"; §4 Subscription; spec/project-areas.md §9
 * "Default subscription interval: year"). Amounts are in the currency's minor unit (øre). The price
 * ids are the Stripe price ids the account must hold when STRIPE_SECRET_KEY is set (README).
 */

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
/** spec/project-areas.md §9: the year is preselected. */
export const DEFAULT_PLAN_INTERVAL: PlanInterval = 'year';
export const PLAN_CURRENCY = 'dkk';

export interface PlanPrice {
  id: string;
  interval: PlanInterval;
  /** Per seat, in øre. */
  unitAmount: number;
}

export interface PlanProduct {
  /** The subscription type stored on the partner's subscription (spec §3 Subscription.type). */
  id: string;
  name: string;
  /** Free: no payment, no card, and no paid areas (spec §2 "(paid)"). */
  free: boolean;
  prices: PlanPrice[];
}

const prices = (id: string, monthly: number): PlanPrice[] => [
  { id: `price_${id}_month`, interval: 'month', unitAmount: monthly },
  // A year costs ten months.
  { id: `price_${id}_year`, interval: 'year', unitAmount: monthly * 10 },
];

export const PLANS: readonly PlanProduct[] = [
  { id: 'free', name: 'Free', free: true, prices: [] },
  { id: 'pro', name: 'Professional', free: false, prices: prices('pro', 49_900) },
  { id: 'pro_sec', name: 'Professional SEC', free: false, prices: prices('pro_sec', 69_900) },
  { id: 'enterprise', name: 'Enterprise', free: false, prices: prices('enterprise', 99_900) },
];

export function planById(id: unknown): PlanProduct | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The price of a plan by id (undefined when the plan has no such price). */
export function priceOf(plan: PlanProduct, priceId: unknown): PlanPrice | undefined {
  return plan.prices.find((p) => p.id === priceId);
}

/** A type ending in sec marks a SEC subscription (spec §3 Subscription). */
export function isSecSubscription(type: string): boolean {
  return type.endsWith('sec');
}

/** Stripe statuses under which the partner may use what it pays for. */
export const ACTIVE_STATUSES = ['active', 'trialing'] as const;

/** Seconds of the countdowns (spec §4 and §9): after a plan change, after re-subscribing or paying. */
export const PLAN_CHANGE_COUNTDOWN_S = 6;
export const RESUBSCRIBE_COUNTDOWN_S = 10;
export const REGISTRATION_SUCCESS_COUNTDOWN_S = 10;
/** Checkout success redirect (spec §9 3000 ms) and card errors (spec §9 5 s). */
export const CHECKOUT_SUCCESS_REDIRECT_MS = 3000;
export const CARD_ERROR_MS = 5000;
/** The locally stored flag the payment-success screen sets (spec §2 Registration). */
export const SHOW_WELCOME_MESSAGE_KEY = 'show_welcome_message';
