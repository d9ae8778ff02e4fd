import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import { graphql } from '../../gql';

export const SupportSubmitDocument = graphql(`
  mutation SupportSubmit($feedback: String!) {
    supportSubmit(feedback: $feedback)
  }
`);

/** Sending a message to support (spec §1, §7 POST /user/support/submit). */
export function useSupportSubmit() {
  const { t } = useLingui();
  const [submit, { loading }] = useMutation(SupportSubmitDocument);
  return {
    sending: loading,
    /** Resolves to the thanks text, or the server's message. */
    sendFeedback: async (feedback: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> => {
      try {
        await submit({ variables: { feedback } });
        return { ok: true, text: t`Thanks for submitting!` };
      } catch (e) {
        return { ok: false, message: graphQLErrorInfo(e).message };
      }
    },
  };
}
