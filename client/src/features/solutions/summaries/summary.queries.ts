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
      coolingOnly
    }
  }
`);

/** What the summary panel shows beyond the totals: assumptions (M9), the category table and the traces. */
export const SummaryDetailFields = graphql(`
  fragment SummaryDetailFields on SummaryFigures {
    assumptions {
      code
      categoryIds
    }
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

export const SolutionSummaryFields = graphql(`
  fragment SolutionSummaryFields on SolutionSummary {
    solutionId
    calculationMode
    kwhPrice
    warnings
    categoryInfrastructureShareInvalid
    ...SummaryTotalsFields
    ...SummaryDetailFields
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
    groupId
    name
    state
    active
    counted
    warnings
    categoryInfrastructureShareInvalid
    ...SummaryTotalsFields
    ...SummaryDetailFields
  }
`);

export const SolutionGroupSummaryDocument = graphql(`
  query SolutionGroupSummary($projectId: ID!, $id: ID!) {
    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {
      ...GroupSummaryFields
    }
  }
`);

/**
 * The groups' figures for the side column (baseline against the primary proposal), the groups column
 * and the export. No traces: the card compares groups and explains nothing of its own.
 */
/** The project summary's fields, shared by the query and the live event that carries a new summary. */
export const ProjectSummaryFiguresFields = graphql(`
  fragment ProjectSummaryFiguresFields on ProjectSummary {
    projectId
    warnings
    itemCount
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
`);

export const ProjectSummaryDocument = graphql(`
  query ProjectSummary($projectId: ID!) {
    projectSummary(projectId: $projectId) {
      ...ProjectSummaryFiguresFields
    }
  }
`);
