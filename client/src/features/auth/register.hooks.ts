import { useApolloClient, useMutation } from '@apollo/client/react';
import { resetSession } from '../../app/apollo';
import { graphQLErrorInfo } from '../../app/errors';
import type { RegisterInput } from '../../gql/graphql';
import { RegisterChallengeDocument, solveBotCheck } from '../subscriptions';
import { RegisterDocument } from './auth-queries';

/**
 * Making an account (spec/platform-and-shell.md §2, spec/project-areas.md §5): the bot check is
 * solved in the browser, then the account is made and the new session started. A module of its own
 * so that the other auth pages do not load the subscriptions feature.
 */
export function useRegister() {
  const client = useApolloClient();
  const [register] = useMutation(RegisterDocument);
  return {
    /**
     * Registers; on failure the server's first message per field (spec §5: 'User already registered'
     * marks the e-mail) and its message.
     */
    register: async (values: Omit<RegisterInput, 'altcha'>): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string>; message: string }> => {
      try {
        const challenge = await client.query({ query: RegisterChallengeDocument, fetchPolicy: 'network-only' });
        const altcha = await solveBotCheck(challenge.data!.registerChallenge);
        await register({ variables: { input: { ...values, altcha } } });
        await resetSession();
        return { ok: true };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        const fieldErrors: Record<string, string> = {};
        for (const [k, v] of Object.entries(info.fieldErrors)) fieldErrors[k] = v[0];
        return { ok: false, fieldErrors, message: info.message };
      }
    },
  };
}
