/**
 * GraphQL documents of the summaries (with the engine's traces: "how was this calculated").
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

/** The totals every summary has (solution, group, project, and the report's groups and solutions; M1–M4). */
export const SummaryTotalsFields = graphql(`
  fragment SummaryTotalsFields on SummaryFigures {
    itemCount
    itKwh
    totalKwh
    upsKwh
    coolingKwh
    dcie
    pue
    co2EmissionKg
    co2EmissionTon
    operationalCost
    investment
    rating {
      rating
      numericRating
      efficiency
      year
    }
  }
`);

export const SolutionSummaryFields = graphql(`
  fragment SolutionSummaryFields on SolutionSummary {
    assumptions {
      code
      categoryIds
    }
    solutionId
    calculationMode
    kwhPrice
    warnings
    categoryInfrastructureShareInvalid
    ...SummaryTotalsFields
    categoryData {
      categoryId
      categoryName
      itemCount
      itKwh
      totalKwh
      capacityId
      capacityAmount
      wattPerUnit
      rating
    }
    traces {
      path
      section
      formula
      inputs
      value
    }
  }
`);

export const SolutionSummaryDocument = graphql(`
  query SolutionSummary($projectId: ID!, $id: ID!) {
    solutionSummary(projectId: $projectId, id: $id, explain: true) {
      ...SolutionSummaryFields
    }
  }
`);

export const GroupSummaryFields = graphql(`
  fragment GroupSummaryFields on SolutionGroupSummary {
    assumptions {
      code
      categoryIds
    }
    groupId
    name
    state
    active
    counted
    warnings
    categoryInfrastructureShareInvalid
    ...SummaryTotalsFields
    categoryData {
      categoryId
      categoryName
      itemCount
      itKwh
      totalKwh
      capacityId
      capacityAmount
      wattPerUnit
      rating
    }
    traces {
      path
      section
      formula
      inputs
      value
    }
  }
`);

export const SolutionGroupSummaryDocument = graphql(`
  query SolutionGroupSummary($projectId: ID!, $id: ID!) {
    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {
      ...GroupSummaryFields
    }
  }
`);

/** The project summary of the screen's side column, and the figures the export writes. */
export const ProjectSummaryDocument = graphql(`
  query ProjectSummary($projectId: ID!) {
    projectSummary(projectId: $projectId, explain: true) {
      projectId
      warnings
      ...SummaryTotalsFields
      traces {
        path
        section
        formula
        inputs
        value
      }
      groups {
        groupId
        name
        state
        active
        counted
        primary
        warnings
        ...SummaryTotalsFields
      }
    }
  }
`);
