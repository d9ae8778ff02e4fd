/**
 * Single-solution projects (spec/platform-and-shell.md §1 "single-solution also appears as a
 * namespace", §2 "Single-solution projects open at single-solution/project/{id}"; project-areas.md
 * §2: their report is the baseline report, with chart labels instead of the LCA data table). Such a
 * project models ONE solution: one group (its baseline) holding one solution, both made with the
 * project (groups/group.service.ts seedSingleSolution, wired as the namespace's content seeder). A second group or solution,
 * the group turned comparative, deleting either, and a request to sellers (whose answers are groups of
 * their own) are refused with SINGLE_SOLUTION (422). The rule is checked under the project's list
 * lock, so two requests at once cannot both add the second one.
 */
import { DomainError, ErrorCode, keyed, type MessageKey } from '../../../../shared/errors';
import type { RequestContext } from '../../platform/context';
import type { Project } from '../projects';
import { lockListParent } from './order-lock';
import { Solution, SolutionGroup } from './solution.entity';

export const SINGLE_SOLUTION = 'single-solution';

export function isSingleSolution(project: Pick<Project, 'namespace'>): boolean {
  return project.namespace === SINGLE_SOLUTION;
}

/** The refusal of a change a single-solution project cannot take (422 SINGLE_SOLUTION, on `field`). */
export function singleSolutionRefusal(key: MessageKey, field: string): DomainError {
  return new DomainError(ErrorCode.SINGLE_SOLUTION, keyed(key), { field });
}

/** A single-solution project takes one group, its baseline: a second group (or a comparative one) is refused. */
export async function assertRoomForGroup(tx: RequestContext, project: Project, state: string): Promise<void> {
  if (!isSingleSolution(project)) return;
  await lockListParent(tx.em, 'project', project.id);
  if (state !== 'baseline' || (await tx.em.count(SolutionGroup, { project: project.id }))) throw singleSolutionRefusal('solutions.singleSolutionGroup', 'state');
}

/** A single-solution project takes one solution: a second one (created, cloned or its group cloned) is refused. */
export async function assertRoomForSolution(tx: RequestContext, project: Project): Promise<void> {
  if (!isSingleSolution(project)) return;
  await lockListParent(tx.em, 'project', project.id);
  if (await tx.em.count(Solution, { group: { project: project.id } })) throw singleSolutionRefusal('solutions.singleSolutionOnly', 'solution');
}

/** A single-solution project keeps its group and its solution: deleting either is refused (delete the project instead). */
export function assertKeepsItsSolution(project: Pick<Project, 'namespace'>): void {
  if (isSingleSolution(project)) throw singleSolutionRefusal('solutions.singleSolutionKeep', 'solution');
}
