/**
 * GraphQL documents of a solution's items (a page of 4, add, update, hours, delete), product search and product create.
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    manufacturer
    modelName
    manufacturerPartNumber
    modes
    own
    category {
      id
      name
      categoryType
    }
  }
`);

export const SolutionItemFields = graphql(`
  fragment SolutionItemFields on SolutionItem {
    id
    amount
    hoursId
    operationalHours
    refurbishmentImpactPercentage
    unitPrice
    serviceLifeYears
    categoryId
    order
    product {
      ...ProductFields
    }
  }
`);

/** One page of a solution's items (the screen shows 4 per page). */
export const SolutionItemsDocument = graphql(`
  query SolutionItems($projectId: ID!, $id: ID!, $offset: Int!) {
    solution(projectId: $projectId, id: $id) {
      id
      itemCount
      items(limit: 4, offset: $offset) {
        ...SolutionItemFields
      }
      pendingItemRequests {
        id
        brandName
        modelName
        manufacturerPartNumber
        amount
        createdAt
      }
    }
  }
`);

export const ProductSearchDocument = graphql(`
  query ProductSearch($search: String!, $flags: [String!]!) {
    productSearch(search: $search, flags: $flags, limit: 12) {
      ...ProductFields
    }
  }
`);

export const SolutionItemAddDocument = graphql(`
  mutation SolutionItemAdd($projectId: ID!, $solutionId: ID!, $input: SolutionItemAddInput!) {
    solutionItemAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {
      ...SolutionItemFields
    }
  }
`);

export const SolutionItemUpdateDocument = graphql(`
  mutation SolutionItemUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: SolutionItemUpdateInput!) {
    solutionItemUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {
      ...SolutionItemFields
    }
  }
`);

export const SolutionItemHoursUpdateDocument = graphql(`
  mutation SolutionItemHoursUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {
    solutionItemHoursUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, hoursId: $hoursId) {
      ...SolutionItemFields
    }
  }
`);

export const SolutionItemDeleteDocument = graphql(`
  mutation SolutionItemDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {
    solutionItemDelete(projectId: $projectId, solutionId: $solutionId, id: $id)
  }
`);

export const ProductCreateDocument = graphql(`
  mutation ProductCreate($input: ProductCreateInput!) {
    productCreate(input: $input) {
      product {
        ...ProductFields
      }
      item {
        id
      }
    }
  }
`);

/** An own product as its edit dialog shows it (issue #45): names and PCF stages, kg CO2e per unit. */
export const ProductEditFields = graphql(`
  fragment ProductEditFields on Product {
    ...ProductFields
    lcaManufacturingKg
    lcaTransportationKg
    lcaEolKg
    dataMethod
  }
`);

/** Where an own product is used: every project following an edit, those the user may open by name (issue #45). */
export const ProductUsageDocument = graphql(`
  query ProductUsage($id: ID!) {
    productUsage(id: $id) {
      productId
      projectCount
      itemCount
      projects {
        id
        name
        namespace
      }
      moreOpenable
      notOpenable
    }
    product(id: $id) {
      ...ProductEditFields
    }
  }
`);

export const ProductUpdateDocument = graphql(`
  mutation ProductUpdate($id: ID!, $input: ProductUpdateInput!) {
    productUpdate(id: $id, input: $input) {
      ...ProductEditFields
    }
  }
`);
