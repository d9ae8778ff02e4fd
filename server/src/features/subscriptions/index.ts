/**
 * The public face of the subscriptions feature (plans, checkout, plan and seat changes, payment
 * methods, the Stripe webhook): what other features and the platform may import.
 */
export { subscriptionRoutes } from './subscriptions.rest';
export { SubscriptionsResolver } from './subscriptions.resolver';
export { stripeWebhookHandler } from './webhook.service';
export { StripeEvent } from './stripe-event.entity';
