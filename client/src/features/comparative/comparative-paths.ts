/** Hash routes of the comparative-solution app (spec/platform-and-shell.md §2). */
export const CS = 'comparative-solution';

export type ComparativeSection = 'project-details' | 'calculations' | 'select-report' | 'report' | 'logging' | 'pre-analysis' | 'report/inddatering' | 'annual-report' | 'admin';

export function comparativePath(projectId: string, section: ComparativeSection): string {
  return `/${CS}/projects/${projectId}/${section}`;
}

export function comparativePrintPath(projectId: string, what: 'report' | 'admin/data-entry'): string {
  return what === 'report' ? `/print/${CS}/projects/${projectId}/report` : `/print/${CS}/projects/${projectId}/admin/data-entry`;
}
