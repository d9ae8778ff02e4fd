/**
 * The public face of the subscriptions feature (plans, checkout, the partner admin's subscription
 * page, the payment-success page and dialogs): what other features may import.
 */
export { FinishUp } from './FinishUp';
export { IncompletePaymentsDialog } from './IncompletePaymentsDialog';
export { PaymentStep, type PaidBy } from './PaymentStep';
export { RegistrationSuccessPage } from './RegistrationSuccessPage';
export { SubscriptionsTemplate } from './SubscriptionsTemplate';
export { UnfinishedRegistrationDialog } from './UnfinishedRegistrationDialog';
export { WelcomeDialog } from './WelcomeDialog';
export { solveBotCheck } from './bot-check';
export { RegisterChallengeDocument } from './subscriptions.queries';
