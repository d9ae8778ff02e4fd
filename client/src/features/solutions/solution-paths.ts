import { useLocation } from 'react-router';

/**
 * The solutions screen's address: /{namespace}/projects/{projectId}/solutions (project-manager; buyers
 * build their baseline on the same screen), and a single-solution project's own address
 * /single-solution/project/{projectId} (spec/platform-and-shell.md §2).
 */
export function solutionsPath(projectId: string, solutionId?: string, namespace = 'project-manager'): string {
  const query = solutionId ? `?solution=${solutionId}` : '';
  if (namespace === 'single-solution') return `/single-solution/project/${projectId}${query}`;
  return `/${namespace}/projects/${projectId}/solutions${query}`;
}

/** The app namespace of the current address (project-manager, buyers or single-solution). */
export function useNamespace(): string {
  return useLocation().pathname.split('/')[1] || 'project-manager';
}

/**
 * What a project's screen may still add: a single-solution project models one solution in one group
 * (the server refuses a second either way, server/src/features/solutions/single-solution.ts).
 */
export function additionsAllowed(namespace: string, groups: ReadonlyArray<{ solutions: readonly unknown[] }>): { group: boolean; solution: boolean } {
  if (namespace !== 'single-solution') return { group: true, solution: true };
  return { group: groups.length === 0, solution: groups.every((g) => g.solutions.length === 0) };
}
