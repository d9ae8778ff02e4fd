/** Subscriptions and payment (spec/platform-and-shell.md §4 Subscription, §8 error catalogue). */
export const subscriptionMessages = {
  'subscriptions.planRequired': 'Choose a subscription.',
  'subscriptions.planUnknown': 'There is no such subscription.',
  'subscriptions.priceRequired': 'Choose a price.',
  'subscriptions.priceUnknown': 'This price does not belong to the subscription.',
  'subscriptions.paymentMethodInvalid': 'The payment method must be card or invoice.',
  'subscriptions.cardNotConfigured': 'Card payment is not configured.',
  'subscriptions.failed': 'Failed, please contact support',
  'subscriptions.cancelFailed': 'Error canceling subscription',
  'subscriptions.seatAddFailed': 'Error adding seat',
  'subscriptions.seatsInUse': 'All {used} seats are in use: release a seat first.',
  'subscriptions.noSubscription': 'The partner has no subscription.',
  'subscriptions.checkoutUnknown': 'This checkout does not belong to your organisation or is not paid.',
  'subscriptions.webhookSignature': 'The webhook signature could not be verified.',
} as const;
