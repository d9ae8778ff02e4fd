/**
 * The buyer's request editor on the client (spec/project-areas.md §7): the project's requests and
 * question templates, and every write on a request (its form, questions, templates and shares).
 * BuyerRequestsPage only renders. Each write shows its notice or the server's error, reloads the
 * requests after a success, and resolves to whether it worked.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, graphQLErrorInfo } from '../../app/errors';
import { firstFieldErrors } from '../common/yup-formik';
import type { QuestionTemplateInput, RequestShareInput } from '../../gql/graphql';
import {
  ProjectRequestsDocument,
  QuestionTemplateSaveDocument,
  RequestCreateDocument,
  RequestQuestionDeleteDocument,
  RequestQuestionSaveDocument,
  RequestShareCancelDocument,
  RequestShareCreateDocument,
  RequestTemplateImportDocument,
  RequestUpdateDocument,
} from './buyers.queries';

export type Notify = (text: string, severity?: 'success' | 'error') => void;

/** Runs one write: its notice (if any) and `after()` on success, or the server's error; then whether it worked. */
function runWith(notify: Notify, after: () => void) {
  return (work: Promise<unknown>, success?: string): Promise<boolean> =>
    work.then(
      () => {
        if (success) notify(success);
        after();
        return true;
      },
      (e: unknown) => {
        notify(errorMessage(e), 'error');
        return false;
      },
    );
}

/** The request form's fields, as the server names them in its field errors. */
const REQUEST_FORM_FIELDS = ['title', 'deadline'];

/** What a form's write gives back: success, or the server's first message per field for the form to show inline. */
export type FormResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Runs a form's write: on success its notice and `after()`; on failure the field errors for the form
 * (issue #34 point 7: inline, not one toast of every message) and a notice only for an error of no field.
 */
function runForm(notify: Notify, after: () => void) {
  return (work: Promise<unknown>, success: string): Promise<FormResult> =>
    work.then(
      () => {
        notify(success);
        after();
        return { ok: true } as const;
      },
      (e: unknown) => {
        const fieldErrors = firstFieldErrors(graphQLErrorInfo(e).fieldErrors);
        // An error the form cannot show under one of its fields (title, deadline) is said in a notice.
        if (!Object.keys(fieldErrors).some((f) => REQUEST_FORM_FIELDS.includes(f))) notify(errorMessage(e), 'error');
        return { ok: false, fieldErrors } as const;
      },
    );
}

/** The project's requests and the partner's question templates; `create` adds a request. */
export function useBuyerRequests(projectId: string, notify: Notify) {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(ProjectRequestsDocument, { variables: { projectId } });
  const [create, { loading: creating }] = useMutation(RequestCreateDocument);
  const refresh = () => void refetch().catch(() => undefined);
  const runFormWrite = runForm(notify, refresh);
  return {
    data,
    error,
    creating,
    refresh,
    create: (title: string, deadline: string) => runFormWrite(create({ variables: { projectId, input: { title, deadline } } }), t`Request created`),
  };
}

/** One request's writes; `onChanged` reloads the requests. */
export function useRequestEditor(projectId: string, requestId: string, notify: Notify, onChanged: () => void) {
  const { t } = useLingui();
  const [update] = useMutation(RequestUpdateDocument);
  const [saveQuestion] = useMutation(RequestQuestionSaveDocument);
  const [deleteQuestion] = useMutation(RequestQuestionDeleteDocument);
  const [importTemplate] = useMutation(RequestTemplateImportDocument);
  const [saveTemplate] = useMutation(QuestionTemplateSaveDocument);
  const [createShare] = useMutation(RequestShareCreateDocument);
  const [cancelShare] = useMutation(RequestShareCancelDocument);
  const ids = { projectId, requestId };
  const run = runWith(notify, onChanged);
  return {
    update: (title: string, deadline: string) => runForm(notify, onChanged)(update({ variables: { ...ids, input: { title, deadline } } }), t`Request saved`),
    addQuestion: (question: string, type: string) => run(saveQuestion({ variables: { ...ids, questionId: null, input: { question, type } } })),
    deleteQuestion: (questionId: string) => run(deleteQuestion({ variables: { ...ids, questionId } })),
    importTemplate: (templateId: string) => run(importTemplate({ variables: { ...ids, templateId } }), t({ message: 'Template importet', comment: "The spec's wording (project-areas.md success messages); English catalogues read it as \"Template imported\"" })),
    /** Saves the request's questions as a new template of the partner's (partner admins). */
    saveTemplate: (input: QuestionTemplateInput) => run(saveTemplate({ variables: { templateId: null, input } }), t`Question template saved`),
    share: (input: RequestShareInput) => run(createShare({ variables: { ...ids, input } }), t`Request sent`),
    cancelShare: (requestShareId: string) => run(cancelShare({ variables: { ...ids, requestShareId } }), t`Request canceled`),
  };
}
