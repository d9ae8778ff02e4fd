/**
 * A project's notes on the client (spec §3): the list (newest first), add, edit and delete. NotesPanel
 * only renders. Each write shows its notice or the server's error (or hands a "not the owner" error to
 * `onNotOwner`) and resolves to whether it worked.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import { firstFieldErrors } from '../common/yup-formik';
import type { ProjectPageReport } from './project-writes.hooks';
import { NoteCreateDocument, NoteDeleteDocument, NoteUpdateDocument, ProjectNotesDocument } from './projects-queries';

export type NotesReport = ProjectPageReport;

/** `fail(e)`: the project page's handling of "not the owner", else the server's message. */
export function useNotesFail({ notify, onNotOwner }: NotesReport) {
  return (e: unknown) => {
    if (!onNotOwner(e)) notify(graphQLErrorInfo(e).message, 'error');
  };
}

export function useProjectNotes(projectId: string, report: NotesReport) {
  const { t } = useLingui();
  const { notify } = report;
  const { data, loading, error, refetch } = useQuery(ProjectNotesDocument, { variables: { projectId } });
  const refetchNotes = { refetchQueries: [{ query: ProjectNotesDocument, variables: { projectId } }], awaitRefetchQueries: true };
  const [createNote] = useMutation(NoteCreateDocument, refetchNotes);
  const [deleteNote] = useMutation(NoteDeleteDocument, refetchNotes);
  const fail = useNotesFail(report);
  return {
    data,
    notes: data?.projectNotes ?? [],
    loading,
    error,
    fail,
    reload: () => void refetch().catch(() => undefined),
    /** On failure, the server's field errors for the form too. */
    add: async (note: string): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> => {
      try {
        await createNote({ variables: { projectId, note } });
        notify(t`Note added`);
        return { ok: true };
      } catch (e) {
        fail(e);
        return { ok: false, fieldErrors: firstFieldErrors(graphQLErrorInfo(e).fieldErrors) };
      }
    },
    remove: async (noteId: string): Promise<boolean> => {
      try {
        await deleteNote({ variables: { projectId, id: noteId } });
        notify(t`Note deleted`);
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
  };
}

/** Saves an edited note; `onError` gets the server's error. */
export function useNoteUpdate(projectId: string, onError: (e: unknown) => void) {
  const [updateNote, { loading: saving }] = useMutation(NoteUpdateDocument);
  return {
    saving,
    save: async (noteId: string, note: string): Promise<boolean> => {
      try {
        await updateNote({ variables: { projectId, id: noteId, note } });
        return true;
      } catch (e) {
        onError(e);
        return false;
      }
    },
  };
}
