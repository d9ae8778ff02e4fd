/**
 * The row types the groups column, its cards and dialogs and the solutions screen share. They live
 * here, not in GroupsColumn.tsx, so that the cards need not import the column that renders them
 * (that made a cycle of seven modules).
 */
import type { SolutionGroupFieldsFragment } from '../../../gql/graphql';

export type Group = SolutionGroupFieldsFragment;
export type SolutionRow = Group['solutions'][number];

/** What is being dragged, and where it would land. */
export interface DragState {
  solutionId: string;
  sourceGroupId: string;
  over: { groupId: string; index: number } | null;
}
