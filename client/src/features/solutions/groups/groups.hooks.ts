import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../../app/errors';
import type { SolutionGroupCreateInput, SolutionGroupHeadingsInput, SolutionGroupReorderInput, SolutionGroupUpdateInput } from '../../../gql/graphql';
import { firstFieldErrors } from '../../common/yup-formik';
import { SolutionCloneDocument, SolutionDeleteDocument } from '../solution.queries';
import { ProjectSummaryDocument } from '../summaries/summary.queries';
import type { WriteReport } from '../tracked-writes';
import {
  SolutionGroupCloneDocument,
  SolutionGroupCreateDocument,
  SolutionGroupDeleteDocument,
  SolutionGroupHeadingsDocument,
  SolutionGroupHeadingsUpdateDocument,
  SolutionGroupReorderDocument,
  SolutionGroupSetPrimaryDocument,
  SolutionGroupUpdateDocument,
} from './group.queries';

type Scope = WriteReport & { projectId: string };

/**
 * The writes a group card offers on its group and on one of its solutions (spec project-areas §
 * Solutions screen): primary, active, clone and delete. Each answers when the server has; the card
 * says what happened and the screen reloads its figures.
 */
export function useGroupActions(projectId: string) {
  const [updateGroup] = useMutation(SolutionGroupUpdateDocument);
  const [setPrimary] = useMutation(SolutionGroupSetPrimaryDocument);
  const [cloneGroup] = useMutation(SolutionGroupCloneDocument);
  const [deleteGroup] = useMutation(SolutionGroupDeleteDocument);
  const [cloneSolution] = useMutation(SolutionCloneDocument);
  const [deleteSolution] = useMutation(SolutionDeleteDocument);
  return {
    makePrimary: (groupId: string) => setPrimary({ variables: { projectId, id: groupId } }),
    /** Whether the group counts in the project totals. */
    setActive: (groupId: string, active: boolean) => updateGroup({ variables: { projectId, id: groupId, input: { active } } }),
    cloneGroup: (groupId: string) => cloneGroup({ variables: { projectId, id: groupId } }),
    deleteGroup: (groupId: string) => deleteGroup({ variables: { projectId, id: groupId } }),
    cloneSolution: (solutionId: string) => cloneSolution({ variables: { projectId, id: solutionId } }),
    deleteSolution: (solutionId: string) => deleteSolution({ variables: { projectId, id: solutionId } }),
  };
}

/** What a group form's save answers: the new group's id, or the server's field errors for the form (its message is shown when it names no field). */
export type GroupSaveOutcome = { ok: true; id?: string } | { ok: false; fieldErrors?: Record<string, string> };

/** The group dialog's saves: create a group, or rename one and change its state. */
export function useGroupSave({ projectId, notify, changed }: Pick<Scope, 'projectId' | 'notify' | 'changed'>) {
  const { t } = useLingui();
  const [create] = useMutation(SolutionGroupCreateDocument);
  const [update] = useMutation(SolutionGroupUpdateDocument);
  const refused = (e: unknown): GroupSaveOutcome => {
    const info = graphQLErrorInfo(e);
    if (Object.keys(info.fieldErrors).length) return { ok: false, fieldErrors: firstFieldErrors(info.fieldErrors) };
    notify(info.message, 'error');
    return { ok: false };
  };
  return {
    create: async (input: SolutionGroupCreateInput): Promise<GroupSaveOutcome> => {
      try {
        const r = await create({ variables: { projectId, input } });
        notify(t`Group created`);
        changed();
        return { ok: true, id: r.data?.solutionGroupCreate.id };
      } catch (e) {
        return refused(e);
      }
    },
    update: async (groupId: string, input: SolutionGroupUpdateInput): Promise<GroupSaveOutcome> => {
      try {
        await update({ variables: { projectId, id: groupId, input } });
        notify(t`Group updated`);
        changed();
        return { ok: true };
      } catch (e) {
        return refused(e);
      }
    },
  };
}

/** The group's report headings (read fresh when the dialog opens) and their save: "Headings saved" or the server's error. */
export function useGroupHeadings(groupId: string, { projectId, notify, fail }: Pick<Scope, 'projectId' | 'notify' | 'fail'>) {
  const { t } = useLingui();
  const { data } = useQuery(SolutionGroupHeadingsDocument, { variables: { projectId, id: groupId }, fetchPolicy: 'network-only' });
  const [save] = useMutation(SolutionGroupHeadingsUpdateDocument);
  return {
    group: data?.solutionGroup,
    save: async (input: SolutionGroupHeadingsInput): Promise<boolean> => {
      try {
        await save({ variables: { projectId, id: groupId, input } });
        notify(t`Headings saved`);
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
  };
}

/** The groups column's figures (per group) and its moves of solutions within and between groups. */
export function useGroupsColumn({ projectId, notify, fail, changed }: Scope) {
  const { t } = useLingui();
  const [reorder] = useMutation(SolutionGroupReorderDocument);
  // cache-first: the project summary card (mounted first) fetches this query; the groups column mounts
  // once the groups have loaded and would otherwise send the slowest query of the screen again (issue #33).
  // A change still refetches it (refetchQueries includes every active query of the document).
  const { data } = useQuery(ProjectSummaryDocument, { variables: { projectId }, fetchPolicy: 'cache-first' });
  return {
    summary: data?.projectSummary,
    /** `groupId` is the group the solutions leave (or are reordered in). */
    move: async (groupId: string, input: SolutionGroupReorderInput): Promise<boolean> => {
      try {
        await reorder({ variables: { projectId, id: groupId, input } });
        changed();
        notify(t`Solution moved`);
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
  };
}
