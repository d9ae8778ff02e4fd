/**
 * GraphQL documents of the solutions screen. The server refuses queries above a cost of 5000 (a list
 * without a literal `limit` counts 20), so every nested list carries a literal limit and the screen
 * loads in small queries: groups with their solution rows, the selected solution, its items page,
 * its capacities and shares, and three summaries.
 */
import { graphql } from '../../gql';

/** A solution as the groups column lists it (9 fields with __typename, so 20 per group stay under the cost limit). */
export const SolutionRowFields = graphql(`
  fragment SolutionRowFields on Solution {
    id
    name
    order
    itemCount
    solutionType {
      id
      calculationMode
    }
  }
`);

export const SolutionGroupFields = graphql(`
  fragment SolutionGroupFields on SolutionGroup {
    id
    name
    state
    active
    primary
    requested
    order
    solutions(limit: 20) {
      ...SolutionRowFields
    }
  }
`);

/** The most solutions a group shows (the literal limit above). */
export const GROUP_SOLUTIONS_LIMIT = 20;

export const SolutionGroupsDocument = graphql(`
  query SolutionGroups($projectId: ID!) {
    solutionGroups(projectId: $projectId) {
      baseline {
        ...SolutionGroupFields
      }
      comparative {
        ...SolutionGroupFields
      }
    }
  }
`);

export const SolutionGroupHeadingsDocument = graphql(`
  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {
    solutionGroup(projectId: $projectId, id: $id) {
      id
      baselineHeading
      lcaHeading
      refurbishmentHeading
    }
  }
`);

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
    }
  }
`);

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

export const ProductSearchDocument = graphql(`
  query ProductSearch($search: String!, $flags: [String!]!) {
    productSearch(search: $search, flags: $flags, limit: 12) {
      ...ProductFields
    }
  }
`);

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

// ---- summaries (with the engine's traces: "how was this calculated") -----------------------------

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

// ---- groups ----------------------------------------------------------------------------------

export const SolutionGroupCreateDocument = graphql(`
  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {
    solutionGroupCreate(projectId: $projectId, input: $input) {
      id
      name
      state
      active
    }
  }
`);

export const SolutionGroupUpdateDocument = graphql(`
  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {
    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      name
      state
      active
      primary
    }
  }
`);

export const SolutionGroupHeadingsUpdateDocument = graphql(`
  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {
    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      baselineHeading
      lcaHeading
      refurbishmentHeading
    }
  }
`);

export const SolutionGroupSetPrimaryDocument = graphql(`
  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {
    solutionGroupSetPrimary(projectId: $projectId, id: $id) {
      id
      primary
    }
  }
`);

export const SolutionGroupCloneDocument = graphql(`
  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {
    solutionGroupClone(projectId: $projectId, id: $id) {
      id
      name
    }
  }
`);

export const SolutionGroupDeleteDocument = graphql(`
  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {
    solutionGroupDelete(projectId: $projectId, id: $id)
  }
`);

export const SolutionGroupReorderDocument = graphql(`
  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {
    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {
      source {
        groupId
        totalKwh
      }
      target {
        groupId
        totalKwh
      }
    }
  }
`);

// ---- solutions -------------------------------------------------------------------------------

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

// ---- items -----------------------------------------------------------------------------------

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

// ---- capacities and shares -------------------------------------------------------------------

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

// ---- live ------------------------------------------------------------------------------------

/** Fires when a group, solution, item, capacity or share of the project changes (anyone's change). */
export const SolutionGroupUpdatedDocument = graphql(`
  subscription SolutionGroupUpdated($projectId: ID!) {
    solutionGroupUpdated(projectId: $projectId) {
      projectId
      groupIds
      action
      byUserId
    }
  }
`);
