/**
 * A project's own writes on the client (spec §4): create, save the details, clone, archive and change
 * owner. The dialogs, the details form and the "Actions" menu only render; each write reports the
 * server's error (to the form, as a notice or to the page's `onError`) and resolves to whether it
 * worked, or to the project the component goes on with.
 */
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import type { ProjectFieldsFragment, ProjectInput } from '../../gql/graphql';
import { firstFieldErrors } from '../common/yup-formik';
import { ProjectArchiveDocument, ProjectChangeOwnerDocument, ProjectCloneDocument, ProjectCreateDocument, ProjectUpdateDocument } from './projects-queries';

/** What the project page's panels report to. */
export interface ProjectPageReport {
  notify(text: string, severity?: 'success' | 'error'): void;
  /** Takes an error that means the project is not the user's any more; false when it is another error. */
  onNotOwner(error: unknown): boolean;
}

/**
 * A form's write: the saved record (when the server sent it back), or the server's field errors (first
 * message per field) and its message for the form to show.
 */
export type FormWrite<T> = { ok: true; saved: T | undefined } | FormWriteFailure;
export interface FormWriteFailure {
  ok: false;
  fieldErrors: Record<string, string>;
  message: string;
}

/**
 * A details form's save, whose failure the hook has already shown as a notice: the saved record, or the
 * server's field errors for the form (none when the error went to the page's "not the owner" handling).
 */
export type DetailsSave<T> = { ok: true; saved: T | undefined } | { ok: false; fieldErrors?: Record<string, string> };

/** The failure side of a FormWrite, from the server's error. */
export function formWriteFailure(e: unknown): FormWriteFailure {
  const info = graphQLErrorInfo(e);
  return { ok: false, fieldErrors: firstFieldErrors(info.fieldErrors), message: info.message };
}

/** "New project" in a namespace: the dialog shows a failure's field errors and message itself. */
export function useProjectCreate(namespace: string) {
  const [createProject] = useMutation(ProjectCreateDocument);
  return {
    create: async (input: ProjectInput): Promise<FormWrite<ProjectFieldsFragment>> => {
      try {
        const { data } = await createProject({ variables: { namespace, input } });
        return { ok: true, saved: data?.projectCreate };
      } catch (e) {
        return formWriteFailure(e);
      }
    },
  };
}

/**
 * Saves the project's details: "Project updated", or the server's message (a "not the owner" error goes
 * to `onNotOwner` instead, and then the form shows no field errors).
 */
export function useProjectUpdate(projectId: string, { notify, onNotOwner }: ProjectPageReport) {
  const { t } = useLingui();
  const [updateProject] = useMutation(ProjectUpdateDocument);
  return {
    save: async (input: ProjectInput): Promise<DetailsSave<ProjectFieldsFragment>> => {
      try {
        const { data } = await updateProject({ variables: { id: projectId, input } });
        notify(t`Project updated`);
        return { ok: true, saved: data?.projectUpdate };
      } catch (e) {
        if (onNotOwner(e)) return { ok: false };
        const { fieldErrors, message } = formWriteFailure(e);
        notify(message, 'error');
        return { ok: false, fieldErrors };
      }
    },
  };
}

/** Clones the project into a client: resolves to the clone, or null after handing the error to `onError`. */
export function useProjectClone(projectId: string, onError: (error: unknown) => void) {
  const [cloneProject, { loading: cloning }] = useMutation(ProjectCloneDocument);
  return {
    cloning,
    clone: async (clientId: string): Promise<ProjectFieldsFragment | null> => {
      try {
        const { data } = await cloneProject({ variables: { id: projectId, clientId } });
        return data?.projectClone ?? null;
      } catch (e) {
        onError(e);
        return null;
      }
    },
  };
}

/** The owner's writes of the "Actions" menu: archive and change owner; each resolves to whether it worked, a failure goes to `onError`. */
export function useProjectOwnerActions(projectId: string, onError: (error: unknown) => void) {
  const [archiveProject] = useMutation(ProjectArchiveDocument);
  const [changeOwner] = useMutation(ProjectChangeOwnerDocument);
  const attempt = async (work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (e) {
      onError(e);
      return false;
    }
  };
  return {
    archive: () => attempt(() => archiveProject({ variables: { id: projectId } })),
    changeOwner: (userId: string) => attempt(() => changeOwner({ variables: { id: projectId, userId } })),
  };
}
