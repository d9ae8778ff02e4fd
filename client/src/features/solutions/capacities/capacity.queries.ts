/**
 * GraphQL documents of a solution's capacity links (M4).
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

export const SolutionCapacityFields = graphql(`
  fragment SolutionCapacityFields on SolutionCapacity {
    id
    amount
    capacityId
    deletedAt
    capacity {
      id
      name
      unit
      categoryId
    }
  }
`);

export const SolutionCapacitiesDocument = graphql(`
  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {
    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityAddDocument = graphql(`
  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {
    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityUpdateDocument = graphql(`
  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {
    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityDeleteDocument = graphql(`
  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {
    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)
  }
`);

export const CapacitiesDeleteDocument = graphql(`
  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {
    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)
  }
`);

export const CapacitiesRestoreDocument = graphql(`
  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {
    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {
      ...SolutionCapacityFields
    }
  }
`);
