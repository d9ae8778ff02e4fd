import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import type { CheckoutCardMutationVariables, CheckoutInvoiceMutationVariables, PlanChoiceInput, SubscriptionChangeMutationVariables } from '../../gql/graphql';
import {
  CheckoutCardDocument,
  CheckoutCompleteDocument,
  CheckoutInvoiceDocument,
  PartnerSubscriptionDocument,
  PaymentMethodAddDocument,
  PaymentMethodAttachDocument,
  SubscriptionCancelDocument,
  SubscriptionChangeDocument,
  SubscriptionResumeDocument,
  SubscriptionSeatsChangeDocument,
} from './subscriptions.queries';

/** Errors of a checkout, the first message per field (spec §5 "the first message per field is shown"). */
export function checkoutErrors(e: unknown): string[] {
  const info = graphQLErrorInfo(e);
  const perField = Object.values(info.fieldErrors).map((list) => list[0]!).filter(Boolean);
  return perField.length ? perField : [info.message];
}

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

type CheckoutResult<T> = ({ ok: true } & T) | { ok: false; errors: string[] };

/**
 * The payment step's purchase (registration, re-subscribing): by card (Stripe Checkout) or by invoice.
 * Each resolves to success (by card with the address of Stripe's page, or null when there is nothing to
 * pay by card) or the checkout's errors to show.
 */
export function usePaymentCheckout(returnTo: 'register' | 'admin') {
  const [card] = useMutation(CheckoutCardDocument);
  const [invoice] = useMutation(CheckoutInvoiceDocument);
  return {
    payByCard: async (input: PlanChoiceInput): Promise<CheckoutResult<{ redirectUrl: string | null }>> => {
      try {
        const r = await card({ variables: { input, returnTo } });
        return { ok: true, redirectUrl: r.data?.checkoutCard.redirectUrl ?? null };
      } catch (e) {
        return { ok: false, errors: checkoutErrors(e) };
      }
    },
    payByInvoice: async (input: PlanChoiceInput): Promise<CheckoutResult<object>> => {
      try {
        await invoice({ variables: { input } });
        return { ok: true };
      } catch (e) {
        return { ok: false, errors: checkoutErrors(e) };
      }
    },
  };
}

/**
 * The return from Stripe Checkout: confirms the session with the server once per `sessionId`;
 * 'working' until it answers, then 'done' or the checkout's errors.
 */
export function useCheckoutCompletion(sessionId: string): 'working' | 'done' | string[] {
  const [complete] = useMutation(CheckoutCompleteDocument);
  const [state, setState] = useState<'working' | 'done' | string[]>('working');
  useEffect(() => {
    complete({ variables: { sessionId } }).then(
      () => setState('done'),
      (e: unknown) => setState(checkoutErrors(e)),
    );
  }, [complete, sessionId]);
  return state;
}
