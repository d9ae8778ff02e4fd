/**
 * GraphQL documents of a solution's category infrastructure shares (M2).
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

export const CategoryShareFields = graphql(`
  fragment CategoryShareFields on CategoryInfrastructureShare {
    id
    categoryIds
    infrastructureSharePercent
    deletedAt
    categories {
      id
      name
    }
  }
`);

export const CategorySharesDocument = graphql(`
  query CategoryShares($projectId: ID!, $solutionId: ID!) {
    categoryInfrastructureShares(projectId: $projectId, solutionId: $solutionId) {
      ...CategoryShareFields
    }
  }
`);

export const CategoryShareCreateDocument = graphql(`
  mutation CategoryShareCreate($projectId: ID!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {
    categoryInfrastructureShareCreate(projectId: $projectId, solutionId: $solutionId, input: $input) {
      ...CategoryShareFields
    }
  }
`);

export const CategoryShareUpdateDocument = graphql(`
  mutation CategoryShareUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CategoryInfrastructureShareInput!) {
    categoryInfrastructureShareUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {
      ...CategoryShareFields
    }
  }
`);

export const CategoryShareDeleteDocument = graphql(`
  mutation CategoryShareDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {
    categoryInfrastructureShareDelete(projectId: $projectId, solutionId: $solutionId, id: $id)
  }
`);

export const CategorySharesDeleteDocument = graphql(`
  mutation CategorySharesDelete($projectId: ID!, $solutionId: ID!) {
    categoryInfrastructureSharesDelete(projectId: $projectId, solutionId: $solutionId)
  }
`);

export const CategorySharesRestoreDocument = graphql(`
  mutation CategorySharesRestore($projectId: ID!, $solutionId: ID!) {
    categoryInfrastructureSharesRestore(projectId: $projectId, solutionId: $solutionId) {
      ...CategoryShareFields
    }
  }
`);
