/**
 * GraphQL documents of the spreadsheet export: every item 250 at a time and the per-solution figures of a group.
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

/** A solution's items 250 at a time, for the export (the export pages through them). */
export const EXPORT_ITEMS_PAGE = 250;

export const SolutionAllItemsDocument = graphql(`
  query SolutionAllItems($projectId: ID!, $id: ID!, $offset: Int!) {
    solution(projectId: $projectId, id: $id) {
      id
      items(limit: 250, offset: $offset) {
        id
        amount
        hoursId
        operationalHours
        refurbishmentImpactPercentage
        product {
          id
          manufacturer
          modelName
          manufacturerPartNumber
          modes
          category {
            id
            name
          }
        }
      }
    }
  }
`);

/** A group's per-solution figures, for the export (no traces). */
export const ExportGroupSummaryDocument = graphql(`
  query ExportGroupSummary($projectId: ID!, $id: ID!) {
    solutionGroupSummary(projectId: $projectId, id: $id) {
      groupId
      solutions {
        solutionId
        calculationMode
        ...SummaryTotalsFields
      }
    }
  }
`);
