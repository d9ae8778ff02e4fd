/** The buyers' welcome, dismissed once per account (issue #47, point 11). */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const BuyerWelcomeDismissDocument = graphql(`
  mutation BuyerWelcomeDismiss {
    buyerWelcomeDismiss
  }
`);

/** Dismisses the welcome for the account; the cached user reads it as dismissed at once, so it stays closed on the next visit. */
export function useBuyerWelcomeDismiss(userId: string): () => void {
  const [dismiss] = useMutation(BuyerWelcomeDismissDocument, {
    update(cache) {
      cache.modify({ id: cache.identify({ __typename: 'CurrentUser', id: userId }), fields: { buyerWelcomeDismissed: () => true } });
    },
  });
  return () => void dismiss().catch(() => undefined);
}
