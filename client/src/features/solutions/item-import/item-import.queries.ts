/**
 * GraphQL documents of the item import: check rows, import found items, request missing ones.
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

export const SolutionItemsCheckDocument = graphql(`
  query SolutionItemsCheck($projectId: ID!, $solutionId: ID!, $input: SolutionItemsCheckInput!) {
    solutionItemsCheck(projectId: $projectId, solutionId: $solutionId, input: $input) {
      found {
        index
        brandName
        modelName
        manufacturerPartNumber
        amount
        available
        selected
        product {
          id
          manufacturer
          modelName
          manufacturerPartNumber
          category {
            id
            name
          }
        }
      }
      missing {
        index
        brandName
        modelName
        manufacturerPartNumber
        amount
        available
        selected
      }
    }
  }
`);

export const SolutionItemsImportDocument = graphql(`
  mutation SolutionItemsImport($projectId: ID!, $solutionId: ID!, $input: SolutionItemsImportInput!) {
    solutionItemsImport(projectId: $projectId, solutionId: $solutionId, input: $input) {
      items {
        id
      }
      requestedItems {
        id
      }
    }
  }
`);

export const SolutionItemsRequestDocument = graphql(`
  mutation SolutionItemsRequest($projectId: ID!, $solutionId: ID!, $input: SolutionItemsRequestInput!) {
    solutionItemsRequest(projectId: $projectId, solutionId: $solutionId, input: $input) {
      id
      status
    }
  }
`);
