/**
 * Who a project is shared with (spec §4 Sharing), and the owner's writes: share with an e-mail address and
 * stop sharing. SharesPanel only renders. Each write shows its notice or the server's error (a "not the
 * owner" error goes to `onNotOwner`) and resolves to whether it worked.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import { firstFieldErrors } from '../common/yup-formik';
import type { ProjectPageReport } from './project-writes.hooks';
import { ProjectSharesDocument, ShareCreateDocument, ShareDeleteDocument } from './projects-queries';

/** The e-mail address a CONFLICT reply names (extensions.email), else the one typed. */
function conflictEmail(error: unknown, typed: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const email = error.errors[0]?.extensions?.email;
    if (typeof email === 'string') return email;
  }
  return typed;
}

export function useProjectShares(projectId: string, { notify, onNotOwner }: ProjectPageReport) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(ProjectSharesDocument, { variables: { projectId } });
  const refetchShares = { refetchQueries: [{ query: ProjectSharesDocument, variables: { projectId } }], awaitRefetchQueries: true };
  const [createShare] = useMutation(ShareCreateDocument, refetchShares);
  const [deleteShare] = useMutation(ShareDeleteDocument, refetchShares);
  return {
    data,
    shares: data?.projectShares ?? [],
    loading,
    error,
    reload: () => void refetch().catch(() => undefined),
    /**
     * Shares with `email` (already trimmed): "Shared with …". On failure, the errors for the form's
     * subscriber field when the server's error concerns it (already shared, or a field error); other
     * errors are shown as a notice (or go to `onNotOwner`).
     */
    share: async (email: string): Promise<{ ok: true } | { ok: false; fieldErrors?: Record<string, string> }> => {
      try {
        await createShare({ variables: { projectId, subscriber: email } });
        notify(t`Shared with ${email}`);
        return { ok: true };
      } catch (e) {
        if (onNotOwner(e)) return { ok: false };
        const info = graphQLErrorInfo(e);
        if (info.code === 'CONFLICT') {
          const shared = conflictEmail(e, email);
          return { ok: false, fieldErrors: { subscriber: t`Error! already shared with ${shared}` } };
        }
        if (info.fieldErrors.subscriber) return { ok: false, fieldErrors: firstFieldErrors(info.fieldErrors) };
        notify(info.message, 'error');
        return { ok: false };
      }
    },
    /** Stops sharing with a subscriber: "Share removed". */
    unshare: async (subscriberId: string): Promise<boolean> => {
      try {
        await deleteShare({ variables: { projectId, subscriberId } });
        notify(t`Share removed`);
        return true;
      } catch (e) {
        if (!onNotOwner(e)) notify(graphQLErrorInfo(e).message, 'error');
        return false;
      }
    },
  };
}
