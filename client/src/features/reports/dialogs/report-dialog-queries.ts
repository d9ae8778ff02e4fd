/**
 * GraphQL documents of the report-screen dialogs (spec/project-areas.md §2 "Dialogs on report
 * screens", §4 report settings). Every mutation refetches the report screen's query by name
 * (`ProjectReportView`, REPORT_VIEW_QUERY), because the report data's top-level settings list and its
 * computed figures are not normalised entities that a mutation result could update in the cache.
 *
 * Names: `SolutionGroupHeadingsUpdate` is taken by the solutions screen, so the heading mutation here
 * is `ReportGroupHeadingUpdate`.
 */
import { graphql } from '../../../gql';

/** The report screen's query, refetched after every save of these dialogs. */
export const REPORT_VIEW_QUERY = 'ProjectReportView';

/** The report fields every report mutation returns (ProjectReport is normalised by id). */
export const ReportDialogReportFields = graphql(`
  fragment ReportDialogReportFields on ProjectReport {
    id
    projectId
    year
    comparativeHeading
    reportSettings {
      key
      value
    }
  }
`);

/** The years that have rating thresholds (the rating-year select). */
export const RatingYearsDocument = graphql(`
  query RatingYears {
    ratingYears
  }
`);

/** Saves the report settings (all twenty keys: flags 1 or 0, precisions 0, 1 or 2). */
export const ReportSettingsUpdateDocument = graphql(`
  mutation ReportSettingsUpdate($projectId: ID!, $input: ProjectReportSettingsInput!) {
    projectReportSettingsUpdate(projectId: $projectId, input: $input) {
      ...ReportDialogReportFields
    }
  }
`);

/** Sets the report's rating year (one of the rating years). */
export const ReportYearUpdateDocument = graphql(`
  mutation ReportYearUpdate($projectId: ID!, $year: Int!) {
    projectReportUpdate(projectId: $projectId, input: { year: $year }) {
      ...ReportDialogReportFields
    }
  }
`);

/** Sets the comparative report's heading; empty clears it. */
export const ReportComparativeHeadingUpdateDocument = graphql(`
  mutation ReportComparativeHeadingUpdate($projectId: ID!, $comparativeHeading: String) {
    projectReportUpdate(projectId: $projectId, input: { comparativeHeading: $comparativeHeading }) {
      ...ReportDialogReportFields
    }
  }
`);

/** Sets one of a group's report headings (the input carries only the field being changed). */
export const ReportGroupHeadingUpdateDocument = graphql(`
  mutation ReportGroupHeadingUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {
    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      name
      baselineHeading
      lcaHeading
      refurbishmentHeading
    }
  }
`);
