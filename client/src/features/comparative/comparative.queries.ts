/** GraphQL documents of the comparative-solution app. */
import { graphql } from '../../gql';

export const ComparativeTotalsFields = graphql(`
  fragment ComparativeTotalsFields on ComparativeTotals {
    totalKwhBefore
    totalKwhAfter
    energySavingKwh
    moneySaving
    co2BeforeKg
    co2AfterKg
    co2SavingKg
    operationalSavingsPercent
    totalEnergyEfficientGrowthKwh
    upsKwhBefore
    upsKwhAfter
    coolingKwhBefore
    coolingKwhAfter
    ratingBefore
    ratingAfter
    categories {
      categoryId
      categoryName
      capacityId
      capacityName
      capacityUnit
      capacityBefore
      capacityAfter
      efficiencyFactor
      totalWattForCategoryBefore
      totalWattForCategoryAfter
      itKwhBefore
      itKwhAfter
      wattPerUnitBefore
      wattPerUnitAfter
    }
  }
`);

export const ComparativeItemFields = graphql(`
  fragment ComparativeItemFields on ComparativeItem {
    id
    state
    side
    brandName
    modelName
    categoryId
    categoryName
    amount
    annualKwh
    totalKwh
    co2Kg
    categoryType
    extraColumns
  }
`);

export const ComparativeWheelFields = graphql(`
  fragment ComparativeWheelFields on ComparativeWheelEntry {
    kind
    categoryId
    categoryName
    categoryGroupWeight
    wattPerUnit
    cop
    rating
    numericRating
  }
`);

export const ComparativeReportDocument = graphql(`
  query ComparativeReport($projectId: ID!) {
    comparativeReport(projectId: $projectId) {
      projectId
      projectName
      clientName
      title
      year
      years
      kickback
      contributorName
      partnerName
      logoUrl
      kwhPrice
      currency
      weightedEfficiencyFactor
      totals {
        ...ComparativeTotalsFields
      }
      wheelBefore {
        ...ComparativeWheelFields
      }
      wheelAfter {
        ...ComparativeWheelFields
      }
      settings {
        key
        value
      }
      calculations {
        id
        name
        variant
        order
        beforeSolutionId
        afterSolutionId
        extraColumns
        totals {
          ...ComparativeTotalsFields
        }
        itemsBefore {
          ...ComparativeItemFields
        }
        itemsAfter {
          ...ComparativeItemFields
        }
        requests {
          id
          state
          brandName
          modelName
          amount
          status
        }
      }
    }
  }
`);

export const ComparativeCalculationCreateDocument = graphql(`
  mutation ComparativeCalculationCreate($projectId: ID!, $input: ComparativeCalculationInput!) {
    comparativeCalculationCreate(projectId: $projectId, input: $input) {
      id
      name
      variant
    }
  }
`);

export const ComparativeCalculationUpdateDocument = graphql(`
  mutation ComparativeCalculationUpdate($projectId: ID!, $id: ID!, $input: ComparativeCalculationInput!) {
    comparativeCalculationUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      name
      variant
    }
  }
`);

export const ComparativeCalculationDeleteDocument = graphql(`
  mutation ComparativeCalculationDelete($projectId: ID!, $id: ID!) {
    comparativeCalculationDelete(projectId: $projectId, id: $id)
  }
`);

export const ComparativeReportSettingsUpdateDocument = graphql(`
  mutation ComparativeReportSettingsUpdate($projectId: ID!, $input: ComparativeReportSettingsInput!) {
    comparativeReportSettingsUpdate(projectId: $projectId, input: $input) {
      id
    }
  }
`);

export const ComparativeReportDataUpdateDocument = graphql(`
  mutation ComparativeReportDataUpdate($projectId: ID!, $input: ComparativeReportDataInput!) {
    comparativeReportDataUpdate(projectId: $projectId, input: $input) {
      id
      year
      years
      title
      kickback
    }
  }
`);

export const ProjectChangeLogDocument = graphql(`
  query ProjectChangeLog($projectId: ID!) {
    projectChangeLog(projectId: $projectId) {
      id
      action
      detail
      userName
      createdAt
    }
  }
`);

export const ProjectCloneToItAnalysisDocument = graphql(`
  mutation ProjectCloneToItAnalysis($projectId: ID!) {
    projectCloneToItAnalysis(projectId: $projectId, namespace: "comparative-solution") {
      id
    }
  }
`);

export const ProjectStartValidationDocument = graphql(`
  mutation ProjectStartValidation($projectId: ID!) {
    projectStartValidation(projectId: $projectId, namespace: "comparative-solution") {
      id
      status
    }
  }
`);

export const ComparativePreAnalysisDocument = graphql(`
  query ComparativePreAnalysis($projectId: ID!) {
    comparativePreAnalysis(projectId: $projectId) {
      projectId
      saved
      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }
    }
  }
`);

export const ComparativePreAnalysisSaveDocument = graphql(`
  mutation ComparativePreAnalysisSave($projectId: ID!, $rows: [PreAnalysisRowInput!]!) {
    comparativePreAnalysisSave(projectId: $projectId, rows: $rows) {
      projectId
      saved
      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }
    }
  }
`);

export const ComparativeExtraColumnToggleDocument = graphql(`
  mutation ComparativeExtraColumnToggle($projectId: ID!, $id: ID!, $input: ComparativeExtraColumnInput!) {
    comparativeExtraColumnToggle(projectId: $projectId, id: $id, input: $input) {
      id
      extraColumns
    }
  }
`);
