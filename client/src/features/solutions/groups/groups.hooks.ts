import { useMutation } from '@apollo/client/react';
import { SolutionCloneDocument, SolutionDeleteDocument } from '../solution.queries';
import { SolutionGroupCloneDocument, SolutionGroupDeleteDocument, SolutionGroupSetPrimaryDocument, SolutionGroupUpdateDocument } from './group.queries';

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
