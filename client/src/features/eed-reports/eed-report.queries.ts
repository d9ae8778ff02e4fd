/** GraphQL documents of the EED report screen (issue #31). */
import { graphql } from '../../gql';

export const EedReportFields = graphql(`
  fragment EedReportFields on EedReport {
    solutionId
    solutionName
    projectName
    year
    installedItPowerKw
    totalEnergyKwh
    itEnergyKwh
    totalEnergySource
    itEnergySource
    modelTotalEnergyKwh
    modelItEnergyKwh
    waterInputM3
    potableWaterM3
    reusedEnergyKwh
    renewableEnergyKwh
    renewableOnSiteKwh
    renewablePpaKwh
    renewableGuaranteesOfOriginKwh
    backupGeneratorEnergyKwh
    totalFloorAreaM2
    computerRoomFloorAreaM2
    coolingSetPointMinC
    coolingSetPointMaxC
    storageCapacityPb
    serverCapacity
    incomingTrafficEb
    outgoingTrafficEb
    co2FactorGram
    cueFactorMethod
    scope2RenewableKwh
    scope2GuaranteeOfOriginKwh
    scope2PpaKwh
    scope2Ref
    renewableDifferenceKwh
    renewableAgree
    pue
    dcie
    wue
    erf
    ref
    ere
    cue
    obliged
    saved
    updatedAt
    editable
  }
`);

export const EedReportDocument = graphql(`
  query EedReport($projectId: ID!, $solutionId: ID!, $year: Int) {
    eedReport(projectId: $projectId, solutionId: $solutionId, year: $year) {
      ...EedReportFields
    }
  }
`);

export const EedReportSaveDocument = graphql(`
  mutation EedReportSave($input: EedReportInputType!) {
    eedReportSave(input: $input) {
      ...EedReportFields
    }
  }
`);
