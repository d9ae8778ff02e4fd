/**
 * GraphQL documents of a solution (details, create, update, clone, delete, UPS and cooling) and the reference lists the screen's pickers use.
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../gql';

/** Reference lists the screen's pickers use. */
export const SolutionReferenceDocument = graphql(`
  query SolutionReference {
    solutionTypes {
      id
      name
      calculationMode
      usesInfrastructure
      categoryTypes
    }
    infrastructurePresets {
      id
      kind
      label
      value
      sortOrder
    }
    hourProfiles {
      id
      name
      hoursPerYear
      arithmetic
    }
    capacities {
      id
      name
      unit
      categoryId
    }
    categories {
      id
      name
      categoryType
      preset
      defaultModes
      sortOrder
      serviceLifeYears
    }
  }
`);

export const SolutionDetailFields = graphql(`
  fragment SolutionDetailFields on Solution {
    id
    name
    description
    renewableEnergy
    co2FactorGram
    kwhPrice
    refurbishmentImpactPercentage
    solutionGroupId
    itemCount
    solutionType {
      id
      name
      calculationMode
      usesInfrastructure
      categoryTypes
    }
    ups {
      id
      efficiency
    }
    cooling {
      id
      cop
    }
  }
`);

export const SolutionDetailsDocument = graphql(`
  query SolutionDetails($projectId: ID!, $id: ID!) {
    solution(projectId: $projectId, id: $id) {
      ...SolutionDetailFields
    }
  }
`);

export const SolutionCreateDocument = graphql(`
  mutation SolutionCreate($projectId: ID!, $groupId: ID!, $input: SolutionCreateInput!) {
    solutionCreate(projectId: $projectId, groupId: $groupId, input: $input) {
      ...SolutionDetailFields
    }
  }
`);

export const SolutionUpdateDocument = graphql(`
  mutation SolutionUpdate($projectId: ID!, $id: ID!, $input: SolutionUpdateInput!) {
    solutionUpdate(projectId: $projectId, id: $id, input: $input) {
      ...SolutionDetailFields
    }
  }
`);

export const SolutionCloneDocument = graphql(`
  mutation SolutionClone($projectId: ID!, $id: ID!) {
    solutionClone(projectId: $projectId, id: $id) {
      id
      name
    }
  }
`);

export const SolutionDeleteDocument = graphql(`
  mutation SolutionDelete($projectId: ID!, $id: ID!) {
    solutionDelete(projectId: $projectId, id: $id)
  }
`);

export const SolutionUpsUpdateDocument = graphql(`
  mutation SolutionUpsUpdate($projectId: ID!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {
    solutionUpsUpdate(projectId: $projectId, id: $id, upsId: $upsId, input: $input) {
      id
      ups {
        id
        efficiency
      }
    }
  }
`);

export const SolutionCoolingUpdateDocument = graphql(`
  mutation SolutionCoolingUpdate($projectId: ID!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {
    solutionCoolingUpdate(projectId: $projectId, id: $id, coolingId: $coolingId, input: $input) {
      id
      cooling {
        id
        cop
      }
    }
  }
`);
