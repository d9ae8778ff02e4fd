/**
 * The types behind each interface of schema.graphql, for Apollo's cache: a fragment on an interface
 * (SummaryTotalsFields on SummaryFigures) is matched to the objects it applies to only with these.
 * possible-types.test.ts keeps them in step with the schema.
 */
export const possibleTypes: Record<string, string[]> = {
  SummaryFigures: ['ProjectSummary', 'ReportSolution', 'ReportSolutionGroup', 'SolutionGroupSummary', 'SolutionSummary'],
};
