import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphQLErrorInfo } from '../../app/errors';
import type { RerunDocumentMutation } from '../../gql/graphql';
import { DocumentManifestDocument, RerunDocumentDocument } from './verify-queries';

export type Rerun = RerunDocumentMutation['rerunDocument'];
/** Why a manifest call failed: not the issuer's organisation (the server's 404 or 401), or another error. */
export type ManifestFailure = { kind: 'forbidden' } | { kind: 'error'; message: string };

function failureOf(e: unknown): ManifestFailure {
  const info = graphQLErrorInfo(e);
  return info.code === 'NOT_FOUND' || info.code === 'UNAUTHENTICATED' ? { kind: 'forbidden' } : { kind: 'error', message: info.message };
}

/** A document's manifest (as GET /documents/{id}/manifest answers it) and its re-run (issue #47, point 9). */
export function useManifest(documentId: string) {
  const client = useApolloClient();
  const [rerun, { loading: running }] = useMutation(RerunDocumentDocument);
  return {
    running,
    /** The manifest as JSON text, with its sha256 first. */
    async fetch(): Promise<{ ok: true; json: string } | { ok: false; failure: ManifestFailure }> {
      try {
        const { data } = await client.query({ query: DocumentManifestDocument, variables: { documentId }, fetchPolicy: 'network-only' });
        const m = data!.documentManifest;
        return { ok: true, json: `${JSON.stringify({ sha256: m.sha256, ...(m.manifest as object) }, null, 2)}\n` };
      } catch (e) {
        return { ok: false, failure: failureOf(e) };
      }
    },
    async rerun(): Promise<{ ok: true; result: Rerun } | { ok: false; failure: ManifestFailure }> {
      try {
        const { data } = await rerun({ variables: { documentId } });
        return { ok: true, result: data!.rerunDocument };
      } catch (e) {
        return { ok: false, failure: failureOf(e) };
      }
    },
  };
}
