/**
 * GraphQL documents of the report screens. The server refuses queries above a cost of 5000 (a list
 * without a literal `limit` counts 20), and one report is large, so a report loads in three parts,
 * each computed from the same server-side report (bounded SQL, see server reports):
 * - ProjectReportView: the report, settings, options, comparison and the groups' figures;
 * - ProjectReportCategories: the groups' energy wheels and category data;
 * - ProjectReportItems: the items of every solution, ITEMS_PAGE at a time, for the item pages.
 */
import { graphql } from '../../gql';

export const ReportLcaFields = graphql(`
  fragment ReportLcaFields on LcaData {
    gwpKgCo2e
    manufacturingKgCo2e
    transportationKgCo2e
    useKgCo2e
    eolKgCo2e
    refurbishmentImpactKgCo2e
    refurbishedManufacturingOffsetKgCo2e
    refurbishedTransportationOffsetKgCo2e
    refurbishmentOffsetKgCo2e
    refurbishedOffsetTotalKgCo2e
  }
`);

export const ReportAvailabilityFields = graphql(`
  fragment ReportAvailabilityFields on ReportAvailability {
    comparativeAvailable
    singleAvailable
    lcaAvailable
    refurbishmentAvailable
    errors {
      comparativeErrorReason
      singleErrorReason
      lcaErrorReason
      refurbishmentErrorReason
    }
  }
`);

export const ReportSolutionFields = graphql(`
  fragment ReportSolutionFields on ReportSolution {
    id
    name
    description
    order
    calculationMode
    solutionType {
      id
      name
    }
    renewableEnergy
    co2FactorGram
    kwhPrice
    refurbishmentImpactPercentage
    ups {
      id
      efficiency
    }
    cooling {
      id
      cop
    }
    ...SummaryTotalsFields
  }
`);

/** The most groups and solutions per group a report shows (the literal limits below). */
export const REPORT_GROUPS_LIMIT = 8;
export const REPORT_SOLUTIONS_LIMIT = 6;

export const ProjectReportViewDocument = graphql(`
  query ProjectReportView($projectId: ID!, $reportType: String) {
    projectReport(projectId: $projectId, reportType: $reportType) {
      reportType
      ratingYear
      kwhPrice
      currency
      uniqueCategoriesSortedKwh
      uniqueCategoriesSortedGwp
      report {
        id
        year
        comparativeHeading
      }
      project {
        id
        name
        description
        clientName
      }
      partner {
        id
        name
        logoUrl
      }
      reportSettings {
        key
        value
      }
      reportOptions {
        source
        locale
        theme
        primaryColor
        secondaryColor
        comprehensiveReportImage
        estimateReportImage
        refurbishmentImage
        lcaReportImage
      }
      availability {
        ...ReportAvailabilityFields
      }
      co2Impact {
        baselineGroupId
        comparativeGroupId
        baselineCo2Kg
        comparativeCo2Kg
        savingKg
        savingPercent
        savingKgRounded
        equivalences {
          impact {
            trees
            carKm
            streaming
            plasticCups
            smartphones
          }
          extended {
            trees
            plasticCups
            solarCells
            lightBulbs
            houses
            cars
            streaming
            persons
          }
        }
      }
      comparative {
        baselineGroupId
        comparativeGroupId
        energySavingKwh
        moneySaving
        paybackYears
        paybackReason
        co2SavingKg
        energyEfficiency {
          categoryId
          categoryName
          percent
        }
        groups {
          groupId
          name
          energySavingKwh
          moneySaving
          paybackYears
          paybackReason
          co2SavingKg
          energyEfficiency {
            categoryId
            categoryName
            percent
          }
        }
      }
      solutionGroups(limit: 8) {
        id
        name
        state
        requested
        active
        primary
        counted
        order
        baselineHeading
        lcaHeading
        refurbishmentHeading
        warnings
        categoryInfrastructureShareInvalid
        lcaItemCount
        assumptions {
          code
          categoryIds
        }
        refurbishedItemCount
        ...SummaryTotalsFields
        lcaData {
          ...ReportLcaFields
        }
        solutions(limit: 6) {
          ...ReportSolutionFields
        }
      }
    }
  }
`);

export const ProjectReportCategoriesDocument = graphql(`
  query ProjectReportCategories($projectId: ID!, $reportType: String) {
    projectReport(projectId: $projectId, reportType: $reportType) {
      solutionGroups(limit: 8) {
        id
        energyWheel {
          category
          categoryName
          wattPerUnit
          cop
          categoryGroupWeight
          rating
          numericRating
        }
        categoryData {
          categoryId
          categoryName
          itemCount
          itKwh
          totalKwh
          co2EmissionKg
          operationalCost
          refurbishedItemCount
          refurbishedUnitCount
          wattPerUnit
          rating
          lcaData {
            ...ReportLcaFields
          }
        }
      }
    }
  }
`);

/** Items per ProjectReportItems request (the literal limit below). */
export const ITEMS_PAGE = 1000;

export const ProjectReportItemsDocument = graphql(`
  query ProjectReportItems($projectId: ID!, $reportType: String, $offset: Int!) {
    projectReport(projectId: $projectId, reportType: $reportType) {
      items(limit: 1000, offset: $offset) {
        id
        solutionId
        amount
        hours
        annualKwh
        totalKwh
        co2EmissionKg
        refurbished
        refurbishmentImpactPercentage
        lcaMethod
        product {
          id
          manufacturer
          modelName
          categoryId
          categoryName
        }
        lcaData {
          inclusion
          gwpKgCo2e
          manufacturingKgCo2e
          transportationKgCo2e
          useKgCo2e
          eolKgCo2e
          refurbishmentImpactKgCo2e
          refurbishedOffsetTotalKgCo2e
        }
      }
    }
  }
`);

export const ReportGeneratedCreateDocument = graphql(`
  mutation ReportGeneratedCreate($input: ReportGeneratedInput!) {
    reportGeneratedCreate(input: $input) {
      id
    }
  }
`);

export const ReportSelectDocument = graphql(`
  query ReportSelect($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      client {
        id
        name
      }
    }
    projectReportAvailability(projectId: $projectId) {
      ...ReportAvailabilityFields
    }
    effectiveReportOptions {
      comprehensiveReportImage
      estimateReportImage
      refurbishmentImage
      lcaReportImage
    }
  }
`);

/** The registered document of an exported PDF (?document=), for its stamp and QR code. */
export const ReportDocumentQueryDocument = graphql(`
  query ReportDocumentQuery($projectId: ID!, $documentId: String!) {
    reportDocument(projectId: $projectId, documentId: $documentId) {
      documentId
      type
      co2TotalKg
      co2TotalText
      co2Precision
      basis
      issuedAt
      verifyUrl
    }
  }
`);
