/** GraphQL documents of the decision screen (issue #32). */
import { graphql } from '../../gql';

export const ProjectDecisionDocument = graphql(`
  query ProjectDecision($projectId: ID!, $years: Int, $gridChangePercent: Float) {
    projectDecision(projectId: $projectId, years: $years, gridChangePercent: $gridChangePercent) {
      projectId
      currency
      baselineGroupId
      years
      gridPathSource
      gridPathSourceNote
      gridPathCitation {
        title
        publisher
        year
        url
        unit
        anchors {
          year
          factor
        }
      }
      gridChangePercent
      countryCode
      groups {
        groupId
        name
        annualKwhSaving
        annualCo2SavingKg
        annualCostSaving
        embodiedKg
        carbonPaybackYears
        carbonPaybackReason
        flatCarbonPaybackYears
        paybackHorizonYears
        moneyPaybackYears
        serviceLifeYears
        recommendation
        recommendationReason
        capitalGoodsKg
        amortisedKgPerYear
        projection {
          year
          baselineKg
          groupKg
          cumulativeSavingKg
        }
        traces {
          path
          section
          formula
        }
      }
    }
  }
`);
