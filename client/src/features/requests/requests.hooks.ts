/**
 * The seller's side of requests on the client (spec/project-areas.md §4, §7): the inbox and its
 * accept/decline, internal shares with colleagues, the answer page (mark seen, accept/decline,
 * answers, send) and the response group. RequestInboxPage and RequestAnswerPage only render (one
 * response solution's writes are in response-solution.hooks.ts). Each write shows its notice or the
 * server's error and resolves to whether it worked.
 */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { errorMessage, graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import {
  RequestAnswerSaveDocument,
  RequestColleaguesDocument,
  RequestInboxDocument,
  RequestInternalShareCreateDocument,
  RequestInternalShareDeleteDocument,
  RequestResponseDocument,
  RequestResponseSendDocument,
  RequestResponseGroupDeleteDocument,
  RequestShareConfirmDocument,
  RequestShareDocument,
  RequestShareMarkSeenDocument,
  ResponseSolutionCreateDocument,
} from './requests.queries';
import type { RequestInboxQueryVariables } from '../../gql/graphql';

export type Notify = (text: string, severity?: 'success' | 'error') => void;
type ShareStatus = 'accepted' | 'rejected';

/** The inbox page, read again whenever the signed-in user's new-request count changes; accept or decline a request. */
export function useRequestInbox(variables: RequestInboxQueryVariables, notify: Notify) {
  const { t } = useLingui();
  const { user, refresh } = useSession();
  const { data, error, refetch } = useQuery(RequestInboxDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [confirm] = useMutation(RequestShareConfirmDocument);
  const count = user.newRequestCount;
  // A request arriving while the list is open (the badge count changed) shows up at once.
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [count, refetch]);
  return {
    inbox: data?.requestInbox,
    error,
    respond: (requestShareId: string, status: ShareStatus): Promise<boolean> =>
      confirm({ variables: { requestShareId, status } }).then(
        () => {
          notify(status === 'accepted' ? t`Request accepted` : t`Request declined`);
          void refresh();
          void refetch().catch(() => undefined);
          return true;
        },
        (e: unknown) => {
          notify(errorMessage(e), 'error');
          return false;
        },
      ),
  };
}

/** The colleagues a request share can be shared with (filtered by `search`), who has it, and sharing and unsharing. */
export function useInternalShares(requestShareId: string, search: string, notify: Notify) {
  const { t } = useLingui();
  const [load, { data, refetch }] = useLazyQuery(RequestColleaguesDocument, { fetchPolicy: 'network-only' });
  const [create] = useMutation(RequestInternalShareCreateDocument);
  const [remove] = useMutation(RequestInternalShareDeleteDocument);
  useEffect(() => {
    void load({ variables: { requestShareId, search } }).catch(() => undefined);
  }, [load, requestShareId, search]);
  const reload = () => void refetch().catch(() => undefined);
  const run = (work: Promise<unknown>, success?: string): Promise<boolean> =>
    work.then(
      () => {
        if (success) notify(success);
        reload();
        return true;
      },
      (e: unknown) => {
        notify(errorMessage(e), 'error');
        return false;
      },
    );
  return {
    colleagues: data?.requestColleagues,
    internalShares: data?.requestInternalShares,
    share: (userId: string) => run(create({ variables: { requestShareId, userId } }), t`Request shared`),
    unshare: (internalShareId: string) => run(remove({ variables: { requestShareId, internalShareId } })),
  };
}

/** What sending a response answered: the buyer to thank, or that an answer is missing (no notice then). */
export type SendOutcome = { ok: true; sent?: { buyerPartner: string; buyerEmail: string } } | { ok: false; missingAnswer: boolean };

/** The request share the seller answers (marked seen on first sight), and accept, decline and send. */
export function useRequestAnswer(requestShareId: string, notify: Notify) {
  const { refresh } = useSession();
  const { data, error, refetch } = useQuery(RequestShareDocument, { variables: { requestShareId } });
  const [markSeen] = useMutation(RequestShareMarkSeenDocument);
  const [confirm] = useMutation(RequestShareConfirmDocument);
  const [send] = useMutation(RequestResponseSendDocument);
  const [dropGroup] = useMutation(RequestResponseGroupDeleteDocument);
  const share = data?.requestShare;
  useEffect(() => {
    if (share && !share.seenAt) void markSeen({ variables: { requestShareId } }).catch(() => undefined);
  }, [share, markSeen, requestShareId]);
  const reload = () => void refetch().catch(() => undefined);
  const fail = (e: unknown) => notify(errorMessage(e), 'error');
  return {
    share,
    error,
    fail,
    /** Accepts (the page is read again) or declines the request; the session's request count follows. */
    respond: (status: ShareStatus): Promise<boolean> =>
      confirm({ variables: { requestShareId, status } }).then(
        () => {
          void refresh();
          if (status === 'accepted') reload();
          return true;
        },
        (e: unknown) => {
          fail(e);
          return false;
        },
      ),
    /** Deletes the unsent response group with its solutions; the request is pending again (the page is read again). */
    deleteResponse: (groupId: string): Promise<boolean> =>
      dropGroup({ variables: { requestShareId, groupId } }).then(
        () => {
          void refresh();
          reload();
          return true;
        },
        (e: unknown) => {
          fail(e);
          return false;
        },
      ),
    send: (responseId: string): Promise<SendOutcome> =>
      send({ variables: { requestShareId, responseId } }).then(
        (r) => {
          const s = r.data?.requestResponseSend;
          reload();
          return { ok: true, sent: s ? { buyerPartner: s.buyerPartner, buyerEmail: s.buyerEmail } : undefined };
        },
        (e: unknown) => {
          const missingAnswer = isMissingAnswers(e);
          if (!missingAnswer) fail(e);
          return { ok: false, missingAnswer };
        },
      ),
  };
}

/** Whether a refused send means unanswered questions: by the server's message key, in any language. */
export function isMissingAnswers(error: unknown): boolean {
  return graphQLErrorInfo(error).keys.includes('requests.missingAnswer');
}

/** Saves one answer; the same function across renders (the autosave countdown depends on it). */
export function useAnswerSave(requestShareId: string) {
  const [save] = useMutation(RequestAnswerSaveDocument);
  return useCallback(
    (questionId: string, answer: string): Promise<{ ok: true } | { ok: false; error: unknown }> =>
      save({ variables: { requestShareId, questionId, answer } }).then(
        () => ({ ok: true }),
        (error: unknown) => ({ ok: false, error }),
      ),
    [save, requestShareId],
  );
}

/** The seller's response group and its totals, and adding a solution to it ("Solution created" or the server's error). */
export function useResponseGroup(requestShareId: string, notify: Notify) {
  const { t } = useLingui();
  const { data, refetch } = useQuery(RequestResponseDocument, { variables: { requestShareId }, fetchPolicy: 'cache-and-network' });
  const [createSolution] = useMutation(ResponseSolutionCreateDocument);
  const fail = (e: unknown) => notify(errorMessage(e), 'error');
  const reload = () => void refetch().catch(() => undefined);
  return {
    group: data?.requestResponseGroup,
    summary: data?.requestResponseSummary,
    fail,
    reload,
    addSolution: (groupId: string, solutionTypeId: string): Promise<boolean> =>
      createSolution({ variables: { scope: { requestShareId }, groupId, input: { solutionTypeId } } }).then(
        () => {
          notify(t`Solution created`);
          reload();
          return true;
        },
        (e: unknown) => {
          fail(e);
          return false;
        },
      ),
  };
}
