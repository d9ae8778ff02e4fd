import { graphql } from '../../gql';

export const SubscriptionPlansDocument = graphql(`
  query SubscriptionPlans {
    subscriptionPlans {
      id
      name
      free
      prices {
        id
        interval
        unitAmount
      }
    }
  }
`);

export const SubscriptionStateFields = graphql(`
  fragment SubscriptionStateFields on SubscriptionState {
    id
    type
    name
    free
    stripeStatus
    active
    priceId
    interval
    paymentMethod
    endsAt
    quantity
    incompletePayments
    incompletePaymentUrl
  }
`);

export const PartnerSubscriptionDocument = graphql(`
  query PartnerSubscription {
    partnerSubscription {
      subscription {
        ...SubscriptionStateFields
      }
      plans {
        id
        name
        free
        prices {
          id
          interval
          unitAmount
        }
      }
      seatsUsed
      hasPaymentSource
      cardPaymentConfigured
    }
    paymentMethods {
      id
      brand
      last4
      expMonth
      expYear
      isDefault
    }
  }
`);

export const PaymentResultFields = graphql(`
  fragment PaymentResultFields on PaymentResultType {
    status
    clientSecret
    message
    redirectUrl
    sessionId
    subscription {
      ...SubscriptionStateFields
    }
  }
`);

export const RegisterChallengeDocument = graphql(`
  query RegisterChallenge {
    registerChallenge
  }
`);

export const CheckoutCardDocument = graphql(`
  mutation CheckoutCard($input: PlanChoiceInput!, $returnTo: String!) {
    checkoutCard(input: $input, returnTo: $returnTo) {
      ...PaymentResultFields
    }
  }
`);

export const CheckoutInvoiceDocument = graphql(`
  mutation CheckoutInvoice($input: PlanChoiceInput!) {
    checkoutInvoice(input: $input) {
      ...PaymentResultFields
    }
  }
`);

export const CheckoutCompleteDocument = graphql(`
  mutation CheckoutComplete($sessionId: String!) {
    checkoutComplete(sessionId: $sessionId) {
      ...PaymentResultFields
    }
  }
`);

export const SubscriptionChangeDocument = graphql(`
  mutation SubscriptionChange($id: ID, $input: PlanChoiceInput!) {
    subscriptionChange(id: $id, input: $input) {
      ...PaymentResultFields
    }
  }
`);

export const SubscriptionCancelDocument = graphql(`
  mutation SubscriptionCancel($id: ID!) {
    subscriptionCancel(id: $id) {
      ...SubscriptionStateFields
    }
  }
`);

export const SubscriptionResumeDocument = graphql(`
  mutation SubscriptionResume($id: ID!) {
    subscriptionResume(id: $id) {
      ...SubscriptionStateFields
    }
  }
`);

export const SubscriptionSeatsChangeDocument = graphql(`
  mutation SubscriptionSeatsChange($id: ID!, $delta: Int!) {
    subscriptionSeatsChange(id: $id, delta: $delta) {
      changed
      quantity
      used
    }
  }
`);

export const PaymentMethodAddDocument = graphql(`
  mutation PaymentMethodAdd {
    paymentMethodAdd {
      ...PaymentResultFields
    }
  }
`);

export const PaymentMethodAttachDocument = graphql(`
  mutation PaymentMethodAttach($sessionId: String) {
    paymentMethodAttach(sessionId: $sessionId) {
      ...PaymentResultFields
    }
  }
`);

export const PartnerSubscriptionStateDocument = graphql(`
  query PartnerSubscriptionState {
    partnerSubscription {
      subscription {
        id
        incompletePayments
        incompletePaymentUrl
      }
    }
  }
`);
