import { useMutation, useQuery } from '@apollo/client/react';
import type { CheckoutCardMutationVariables, CheckoutInvoiceMutationVariables, SubscriptionChangeMutationVariables } from '../../gql/graphql';
import {
  CheckoutCardDocument,
  CheckoutInvoiceDocument,
  PartnerSubscriptionDocument,
  PaymentMethodAddDocument,
  PaymentMethodAttachDocument,
  SubscriptionCancelDocument,
  SubscriptionChangeDocument,
  SubscriptionResumeDocument,
  SubscriptionSeatsChangeDocument,
} from './subscriptions.queries';

/**
 * The partner's subscription (spec/platform-and-shell.md §4 Subscriptions): the plan and its state,
 * cancel and resume, seats, and payment methods (a new card goes through Stripe's page and is attached
 * when the browser comes back with its setup session).
 */
export function usePartnerSubscription() {
  const query = useQuery(PartnerSubscriptionDocument);
  const [cancel] = useMutation(SubscriptionCancelDocument);
  const [resume] = useMutation(SubscriptionResumeDocument);
  const [seats] = useMutation(SubscriptionSeatsChangeDocument);
  const [addCard] = useMutation(PaymentMethodAddDocument);
  const [attach] = useMutation(PaymentMethodAttachDocument);
  return {
    ...query,
    cancelSubscription: (id: string) => cancel({ variables: { id } }),
    resumeSubscription: (id: string) => resume({ variables: { id } }),
    /** Adds (`delta` > 0) or removes seats. */
    changeSeats: (id: string, delta: number) => seats({ variables: { id, delta } }),
    /** Starts adding a card: answers the address of Stripe's setup page. */
    addPaymentMethod: () => addCard(),
    attachPaymentMethod: (sessionId: string) => attach({ variables: { sessionId } }),
  };
}

/** A plan change or a first purchase (spec §4): by card (Stripe Checkout) or by invoice. */
export function usePlanCheckout() {
  const [change] = useMutation(SubscriptionChangeDocument);
  const [checkoutCard] = useMutation(CheckoutCardDocument);
  const [checkoutInvoice] = useMutation(CheckoutInvoiceDocument);
  return {
    changePlan: (variables: SubscriptionChangeMutationVariables) => change({ variables }),
    checkoutByCard: (variables: CheckoutCardMutationVariables) => checkoutCard({ variables }),
    checkoutByInvoice: (variables: CheckoutInvoiceMutationVariables) => checkoutInvoice({ variables }),
  };
}
