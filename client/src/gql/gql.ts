/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    hasSeat\n    buyerWelcomeDismissed\n    partner {\n      id\n      name\n      type\n      countryCode\n      logoUrl\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n": typeof types.UserLanguageUpdateDocument,
    "\n  fragment CatalogueImportFields on CatalogueImport {\n    id\n    fileName\n    state\n    error\n    progress {\n      done\n      total\n      created\n      updated\n      rejected\n    }\n    result {\n      rows\n      created\n      updated\n      rejected\n      skipped {\n        line\n        reason\n        code\n        params\n      }\n    }\n  }\n": typeof types.CatalogueImportFieldsFragmentDoc,
    "\n  query CatalogueImport($id: ID!) {\n    catalogueImport(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n": typeof types.CatalogueImportDocument,
    "\n  subscription CatalogueImportUpdated($id: ID!) {\n    catalogueImportUpdated(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n": typeof types.CatalogueImportUpdatedDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n": typeof types.EmailVerifyDocument,
    "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n": typeof types.EmailVerificationResendDocument,
    "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n": typeof types.PasswordChangeDocument,
    "\n  fragment BuyerRequestFields on BuyerRequest {\n    id\n    title\n    description\n    deadline\n    status\n    projectId\n    questions {\n      id\n      question\n      type\n      order\n    }\n    shares {\n      id\n      supplier\n      name\n      email\n      status\n      seenAt\n      respondedAt\n      responseGroupId\n    }\n  }\n": typeof types.BuyerRequestFieldsFragmentDoc,
    "\n  query ProjectRequests($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectRequests(projectId: $projectId) {\n      ...BuyerRequestFields\n    }\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": typeof types.ProjectRequestsDocument,
    "\n  mutation RequestCreate($projectId: ID!, $input: RequestInput!) {\n    requestCreate(projectId: $projectId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n": typeof types.RequestCreateDocument,
    "\n  mutation RequestUpdate($projectId: ID!, $requestId: ID!, $input: RequestInput!) {\n    requestUpdate(projectId: $projectId, requestId: $requestId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n": typeof types.RequestUpdateDocument,
    "\n  mutation RequestQuestionSave($projectId: ID!, $requestId: ID!, $questionId: ID, $input: QuestionInput!) {\n    requestQuestionSave(projectId: $projectId, requestId: $requestId, questionId: $questionId, input: $input) {\n      id\n      question\n      type\n    }\n  }\n": typeof types.RequestQuestionSaveDocument,
    "\n  mutation RequestQuestionDelete($projectId: ID!, $requestId: ID!, $questionId: ID!) {\n    requestQuestionDelete(projectId: $projectId, requestId: $requestId, questionId: $questionId)\n  }\n": typeof types.RequestQuestionDeleteDocument,
    "\n  mutation RequestTemplateImport($projectId: ID!, $requestId: ID!, $templateId: ID!) {\n    requestTemplateImport(projectId: $projectId, requestId: $requestId, templateId: $templateId) {\n      ...BuyerRequestFields\n    }\n  }\n": typeof types.RequestTemplateImportDocument,
    "\n  mutation RequestShareCreate($projectId: ID!, $requestId: ID!, $input: RequestShareInput!) {\n    requestShareCreate(projectId: $projectId, requestId: $requestId, input: $input) {\n      id\n    }\n  }\n": typeof types.RequestShareCreateDocument,
    "\n  mutation RequestShareCancel($projectId: ID!, $requestId: ID!, $requestShareId: ID!) {\n    requestShareCancel(projectId: $projectId, requestId: $requestId, requestShareId: $requestShareId)\n  }\n": typeof types.RequestShareCancelDocument,
    "\n  mutation QuestionTemplateSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.QuestionTemplateSaveDocument,
    "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n": typeof types.ProjectUpdatedDocument,
    "\n  fragment ComparativeTotalsFields on ComparativeTotals {\n    totalKwhBefore\n    totalKwhAfter\n    energySavingKwh\n    moneySaving\n    co2BeforeKg\n    co2AfterKg\n    co2SavingKg\n    operationalSavingsPercent\n    totalEnergyEfficientGrowthKwh\n    upsKwhBefore\n    upsKwhAfter\n    coolingKwhBefore\n    coolingKwhAfter\n    ratingBefore\n    ratingAfter\n    categories {\n      categoryId\n      categoryName\n      capacityId\n      capacityName\n      capacityUnit\n      capacityBefore\n      capacityAfter\n      efficiencyFactor\n      totalWattForCategoryBefore\n      totalWattForCategoryAfter\n      itKwhBefore\n      itKwhAfter\n      wattPerUnitBefore\n      wattPerUnitAfter\n    }\n  }\n": typeof types.ComparativeTotalsFieldsFragmentDoc,
    "\n  fragment ComparativeItemFields on ComparativeItem {\n    id\n    state\n    side\n    brandName\n    modelName\n    categoryId\n    categoryName\n    amount\n    annualKwh\n    totalKwh\n    co2Kg\n    categoryType\n    extraColumns\n  }\n": typeof types.ComparativeItemFieldsFragmentDoc,
    "\n  fragment ComparativeWheelFields on ComparativeWheelEntry {\n    kind\n    categoryId\n    categoryName\n    categoryGroupWeight\n    wattPerUnit\n    cop\n    rating\n    numericRating\n  }\n": typeof types.ComparativeWheelFieldsFragmentDoc,
    "\n  query ComparativeReport($projectId: ID!) {\n    comparativeReport(projectId: $projectId) {\n      projectId\n      projectName\n      clientName\n      title\n      year\n      years\n      kickback\n      contributorName\n      partnerName\n      logoUrl\n      kwhPrice\n      currency\n      weightedEfficiencyFactor\n      totals {\n        ...ComparativeTotalsFields\n      }\n      wheelBefore {\n        ...ComparativeWheelFields\n      }\n      wheelAfter {\n        ...ComparativeWheelFields\n      }\n      settings {\n        key\n        value\n      }\n      calculations {\n        id\n        name\n        variant\n        order\n        beforeSolutionId\n        afterSolutionId\n        extraColumns\n        totals {\n          ...ComparativeTotalsFields\n        }\n        itemsBefore {\n          ...ComparativeItemFields\n        }\n        itemsAfter {\n          ...ComparativeItemFields\n        }\n        requests {\n          id\n          state\n          brandName\n          modelName\n          amount\n          status\n        }\n      }\n    }\n  }\n": typeof types.ComparativeReportDocument,
    "\n  mutation ComparativeCalculationCreate($projectId: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n": typeof types.ComparativeCalculationCreateDocument,
    "\n  mutation ComparativeCalculationUpdate($projectId: ID!, $id: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n": typeof types.ComparativeCalculationUpdateDocument,
    "\n  mutation ComparativeCalculationDelete($projectId: ID!, $id: ID!) {\n    comparativeCalculationDelete(projectId: $projectId, id: $id)\n  }\n": typeof types.ComparativeCalculationDeleteDocument,
    "\n  mutation ComparativeReportSettingsUpdate($projectId: ID!, $input: ComparativeReportSettingsInput!) {\n    comparativeReportSettingsUpdate(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n": typeof types.ComparativeReportSettingsUpdateDocument,
    "\n  mutation ComparativeReportDataUpdate($projectId: ID!, $input: ComparativeReportDataInput!) {\n    comparativeReportDataUpdate(projectId: $projectId, input: $input) {\n      id\n      year\n      years\n      title\n      kickback\n    }\n  }\n": typeof types.ComparativeReportDataUpdateDocument,
    "\n  query ProjectChangeLog($projectId: ID!) {\n    projectChangeLog(projectId: $projectId) {\n      id\n      action\n      detail\n      userName\n      createdAt\n    }\n  }\n": typeof types.ProjectChangeLogDocument,
    "\n  mutation ProjectCloneToItAnalysis($projectId: ID!) {\n    projectCloneToItAnalysis(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n    }\n  }\n": typeof types.ProjectCloneToItAnalysisDocument,
    "\n  mutation ProjectStartValidation($projectId: ID!) {\n    projectStartValidation(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n      status\n    }\n  }\n": typeof types.ProjectStartValidationDocument,
    "\n  query ComparativePreAnalysis($projectId: ID!) {\n    comparativePreAnalysis(projectId: $projectId) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n": typeof types.ComparativePreAnalysisDocument,
    "\n  mutation ComparativePreAnalysisSave($projectId: ID!, $rows: [PreAnalysisRowInput!]!) {\n    comparativePreAnalysisSave(projectId: $projectId, rows: $rows) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n": typeof types.ComparativePreAnalysisSaveDocument,
    "\n  mutation ComparativeExtraColumnToggle($projectId: ID!, $id: ID!, $input: ComparativeExtraColumnInput!) {\n    comparativeExtraColumnToggle(projectId: $projectId, id: $id, input: $input) {\n      id\n      extraColumns\n    }\n  }\n": typeof types.ComparativeExtraColumnToggleDocument,
    "\n  query DashboardWidgets($fromDate: String!, $toDate: String!, $partnerView: Boolean!) {\n    dashboardWidgets(fromDate: $fromDate, toDate: $toDate, partnerView: $partnerView) {\n      fromDate\n      toDate\n      partnerView\n      projects\n      clients\n      documentedCo2Tons\n      reportsGenerated\n      kwhSaved\n      openRequests\n    }\n  }\n": typeof types.DashboardWidgetsDocument,
    "\n  query DashboardCharts($partnerView: Boolean!) {\n    dashboardCharts(partnerView: $partnerView) {\n      partnerView\n      months {\n        month\n        projects\n        documentedCo2Tons\n        reports\n      }\n    }\n  }\n": typeof types.DashboardChartsDocument,
    "\n  subscription DashboardChanged {\n    dashboardChanged {\n      kind\n      action\n      byUserId\n    }\n  }\n": typeof types.DashboardChangedDocument,
    "\n  query ProjectDecision($projectId: ID!, $years: Int, $gridChangePercent: Float) {\n    projectDecision(projectId: $projectId, years: $years, gridChangePercent: $gridChangePercent) {\n      projectId\n      currency\n      baselineGroupId\n      years\n      gridPathSource\n      gridPathSourceNote\n      gridPathCitation {\n        title\n        publisher\n        year\n        url\n        unit\n        anchors {\n          year\n          factor\n        }\n      }\n      gridChangePercent\n      countryCode\n      groups {\n        groupId\n        name\n        annualKwhSaving\n        annualCo2SavingKg\n        annualCostSaving\n        embodiedKg\n        carbonPaybackYears\n        carbonPaybackReason\n        flatCarbonPaybackYears\n        paybackHorizonYears\n        moneyPaybackYears\n        serviceLifeYears\n        recommendation\n        recommendationReason\n        capitalGoodsKg\n        amortisedKgPerYear\n        projection {\n          year\n          baselineKg\n          groupKg\n          cumulativeSavingKg\n        }\n        traces {\n          path\n          section\n          formula\n        }\n      }\n    }\n  }\n": typeof types.ProjectDecisionDocument,
    "\n  fragment EedReportFields on EedReport {\n    solutionId\n    solutionName\n    projectName\n    year\n    installedItPowerKw\n    totalEnergyKwh\n    itEnergyKwh\n    totalEnergySource\n    itEnergySource\n    modelTotalEnergyKwh\n    modelItEnergyKwh\n    waterInputM3\n    potableWaterM3\n    reusedEnergyKwh\n    renewableEnergyKwh\n    renewableOnSiteKwh\n    renewablePpaKwh\n    renewableGuaranteesOfOriginKwh\n    backupGeneratorEnergyKwh\n    totalFloorAreaM2\n    computerRoomFloorAreaM2\n    coolingSetPointMinC\n    coolingSetPointMaxC\n    storageCapacityPb\n    serverCapacity\n    incomingTrafficEb\n    outgoingTrafficEb\n    co2FactorGram\n    cueFactorMethod\n    scope2RenewableKwh\n    scope2GuaranteeOfOriginKwh\n    scope2PpaKwh\n    scope2Ref\n    renewableDifferenceKwh\n    renewableAgree\n    pue\n    dcie\n    wue\n    erf\n    ref\n    ere\n    cue\n    obliged\n    saved\n    updatedAt\n    editable\n  }\n": typeof types.EedReportFieldsFragmentDoc,
    "\n  query EedReport($projectId: ID!, $solutionId: ID!, $year: Int) {\n    eedReport(projectId: $projectId, solutionId: $solutionId, year: $year) {\n      ...EedReportFields\n    }\n  }\n": typeof types.EedReportDocument,
    "\n  mutation EedReportSave($input: EedReportInputType!) {\n    eedReportSave(input: $input) {\n      ...EedReportFields\n    }\n  }\n": typeof types.EedReportSaveDocument,
    "\n  mutation BuyerWelcomeDismiss {\n    buyerWelcomeDismiss\n  }\n": typeof types.BuyerWelcomeDismissDocument,
    "\n  fragment PartnerUserFields on PartnerUser {\n    id\n    email\n    name\n    roles\n    isPartnerAdmin\n    isCollaborator\n    hasSeat\n    subsidiaryId\n    emailVerified\n    projectCount\n    createdAt\n  }\n": typeof types.PartnerUserFieldsFragmentDoc,
    "\n  query PartnerAdminUsers {\n    partnerAdminUsers {\n      ...PartnerUserFields\n    }\n    partnerSeats {\n      quantity\n      used\n    }\n  }\n": typeof types.PartnerAdminUsersDocument,
    "\n  mutation PartnerUserCreate($input: PartnerUserCreateInput!) {\n    partnerUserCreate(input: $input) {\n      ...PartnerUserFields\n    }\n  }\n": typeof types.PartnerUserCreateDocument,
    "\n  mutation PartnerUserSeatAssign($id: ID!) {\n    partnerUserSeatAssign(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": typeof types.PartnerUserSeatAssignDocument,
    "\n  mutation PartnerUserSeatRelease($id: ID!) {\n    partnerUserSeatRelease(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": typeof types.PartnerUserSeatReleaseDocument,
    "\n  mutation PartnerUserAdminGrant($id: ID!) {\n    partnerUserAdminGrant(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": typeof types.PartnerUserAdminGrantDocument,
    "\n  mutation PartnerUserAdminRemove($id: ID!) {\n    partnerUserAdminRemove(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": typeof types.PartnerUserAdminRemoveDocument,
    "\n  mutation PartnerUserDelete($id: ID!, $transferTo: ID!) {\n    partnerUserDelete(id: $id, transferTo: $transferTo) {\n      transferredProjects\n    }\n  }\n": typeof types.PartnerUserDeleteDocument,
    "\n  fragment PartnerCompanyFields on PartnerCompany {\n    id\n    name\n    countryCode\n    address\n    city\n    zip\n    vatNo\n    logoUrl\n    dataMethodPriority\n    scope2RegisteredMethod\n    billing {\n      name\n      address\n      city\n      zip\n      vatNo\n      countryCode\n      email\n      invoiceLanguage\n      taxId\n      taxIdType\n    }\n  }\n": typeof types.PartnerCompanyFieldsFragmentDoc,
    "\n  query PartnerCompany {\n    partnerCompany {\n      ...PartnerCompanyFields\n    }\n  }\n": typeof types.PartnerCompanyDocument,
    "\n  query VatCountryList {\n    vatCountries {\n      code\n      country\n      vatPercent\n      taxIdType\n    }\n  }\n": typeof types.VatCountryListDocument,
    "\n  mutation PartnerCompanyUpdate($id: ID!, $input: CompanyInput!) {\n    partnerCompanyUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n": typeof types.PartnerCompanyUpdateDocument,
    "\n  mutation PartnerBillingUpdate($id: ID!, $input: BillingInput!) {\n    partnerBillingUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n": typeof types.PartnerBillingUpdateDocument,
    "\n  mutation Scope2RegisteredMethodUpdate($input: Scope2MethodInput!) {\n    scope2RegisteredMethodUpdate(input: $input)\n  }\n": typeof types.Scope2RegisteredMethodUpdateDocument,
    "\n  mutation DataMethodPriorityUpdate($input: DataMethodPriorityInput!) {\n    dataMethodPriorityUpdate(input: $input)\n  }\n": typeof types.DataMethodPriorityUpdateDocument,
    "\n  query PartnerApiTokens {\n    partnerApiTokens {\n      id\n      tokenName\n      ownerName\n      lastUsedAt\n      createdAt\n    }\n  }\n": typeof types.PartnerApiTokensDocument,
    "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      plainTextToken\n      token {\n        id\n        tokenName\n      }\n    }\n  }\n": typeof types.ApiTokenCreateDocument,
    "\n  mutation ApiTokenDelete($id: ID!) {\n    apiTokenDelete(id: $id)\n  }\n": typeof types.ApiTokenDeleteDocument,
    "\n  query SubsidiaryList {\n    subsidiaries {\n      id\n      name\n      logoUrl\n      userCount\n    }\n  }\n": typeof types.SubsidiaryListDocument,
    "\n  mutation UserSubsidiarySet($id: ID!, $userId: ID) {\n    userSubsidiarySet(id: $id, userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n": typeof types.UserSubsidiarySetDocument,
    "\n  mutation UserSubsidiaryClear($userId: ID) {\n    userSubsidiaryClear(userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n": typeof types.UserSubsidiaryClearDocument,
    "\n  mutation SubsidiaryCreate($input: SubsidiaryInput!) {\n    subsidiaryCreate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SubsidiaryCreateDocument,
    "\n  mutation SubsidiaryUpdate($id: ID!, $input: SubsidiaryInput!) {\n    subsidiaryUpdate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SubsidiaryUpdateDocument,
    "\n  mutation SubsidiaryDelete($id: ID!) {\n    subsidiaryDelete(id: $id)\n  }\n": typeof types.SubsidiaryDeleteDocument,
    "\n  query PartnerInvoices {\n    partnerInvoices {\n      id\n      number\n      status\n      total\n      currency\n      createdAt\n      hostedInvoiceUrl\n      pdfUrl\n    }\n    partnerUpcomingInvoice {\n      id\n      total\n      currency\n      periodEnd\n    }\n  }\n": typeof types.PartnerInvoicesDocument,
    "\n  query QuestionTemplateList {\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": typeof types.QuestionTemplateListDocument,
    "\n  mutation QuestionTemplateAdminSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": typeof types.QuestionTemplateAdminSaveDocument,
    "\n  mutation QuestionTemplateDelete($templateId: ID!) {\n    questionTemplateDelete(templateId: $templateId)\n  }\n": typeof types.QuestionTemplateDeleteDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n": typeof types.ProjectSummaryFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n": typeof types.NoteFieldsFragmentDoc,
    "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n": typeof types.ProjectShareFieldsFragmentDoc,
    "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n": typeof types.ProjectListDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectDetailsDocument,
    "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n": typeof types.ProjectNotesDocument,
    "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n": typeof types.ProjectSharesDocument,
    "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientDetailsDocument,
    "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.PartnerUserListDocument,
    "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientCreateDocument,
    "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.ClientUpdateDocument,
    "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectCreateDocument,
    "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectUpdateDocument,
    "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n": typeof types.ProjectArchiveDocument,
    "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectCloneDocument,
    "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectChangeOwnerDocument,
    "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.NoteCreateDocument,
    "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": typeof types.NoteUpdateDocument,
    "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n": typeof types.NoteDeleteDocument,
    "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n": typeof types.ShareCreateDocument,
    "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n": typeof types.ShareDeleteDocument,
    "\n  query CompanyRegistryLookup($cvr: String!) {\n    companyRegistryLookup(cvr: $cvr) {\n      name\n      address\n      zip\n      city\n      country\n      vatNo\n    }\n  }\n": typeof types.CompanyRegistryLookupDocument,
    "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n": typeof types.ReportOptionsFieldsFragmentDoc,
    "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n": typeof types.EffectiveReportOptionsFieldsFragmentDoc,
    "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n": typeof types.FrontPageImagesFieldsFragmentDoc,
    "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": typeof types.UserReportOptionsDocument,
    "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": typeof types.PartnerReportOptionsDocument,
    "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": typeof types.ReportOptionsUpdateDocument,
    "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": typeof types.PartnerReportOptionsUpdateDocument,
    "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n": typeof types.ReportOptionsResetDocument,
    "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n": typeof types.FrontPageImageDeleteDocument,
    "\n  query ProjectIssuedDocuments($projectId: ID!) {\n    projectDocuments(projectId: $projectId) {\n      documentId\n      type\n      co2TotalKg\n      co2Precision\n      issuedAt\n      issuedBy\n      manifestSha256\n    }\n  }\n": typeof types.ProjectIssuedDocumentsDocument,
    "\n  fragment ReportDialogReportFields on ProjectReport {\n    id\n    projectId\n    year\n    comparativeHeading\n    reportSettings {\n      key\n      value\n    }\n  }\n": typeof types.ReportDialogReportFieldsFragmentDoc,
    "\n  query RatingYears {\n    ratingYears\n  }\n": typeof types.RatingYearsDocument,
    "\n  mutation ReportSettingsUpdate($projectId: ID!, $input: ProjectReportSettingsInput!) {\n    projectReportSettingsUpdate(projectId: $projectId, input: $input) {\n      ...ReportDialogReportFields\n    }\n  }\n": typeof types.ReportSettingsUpdateDocument,
    "\n  mutation ReportYearUpdate($projectId: ID!, $year: Int!) {\n    projectReportUpdate(projectId: $projectId, input: { year: $year }) {\n      ...ReportDialogReportFields\n    }\n  }\n": typeof types.ReportYearUpdateDocument,
    "\n  mutation ReportComparativeHeadingUpdate($projectId: ID!, $comparativeHeading: String) {\n    projectReportUpdate(projectId: $projectId, input: { comparativeHeading: $comparativeHeading }) {\n      ...ReportDialogReportFields\n    }\n  }\n": typeof types.ReportComparativeHeadingUpdateDocument,
    "\n  mutation ReportGroupHeadingUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": typeof types.ReportGroupHeadingUpdateDocument,
    "\n  fragment ReportPdfExportFields on ReportPdfExport {\n    id\n    projectId\n    type\n    app\n    state\n    phase\n    attempts\n    maxAttempts\n    documentId\n    fileName\n    fileUrl\n    errorCode\n    error\n  }\n": typeof types.ReportPdfExportFieldsFragmentDoc,
    "\n  mutation ReportPdfExportStart($projectId: ID!, $input: ReportPdfExportInput!) {\n    reportPdfExportStart(projectId: $projectId, input: $input) {\n      ...ReportPdfExportFields\n    }\n  }\n": typeof types.ReportPdfExportStartDocument,
    "\n  query ReportPdfExport($id: ID!) {\n    reportPdfExport(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n": typeof types.ReportPdfExportDocument,
    "\n  subscription ReportPdfExportUpdated($id: ID!) {\n    reportPdfExportUpdated(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n": typeof types.ReportPdfExportUpdatedDocument,
    "\n  fragment ReportLcaFields on LcaData {\n    gwpKgCo2e\n    manufacturingKgCo2e\n    transportationKgCo2e\n    useKgCo2e\n    eolKgCo2e\n    refurbishmentImpactKgCo2e\n    refurbishedManufacturingOffsetKgCo2e\n    refurbishedTransportationOffsetKgCo2e\n    refurbishmentOffsetKgCo2e\n    refurbishedOffsetTotalKgCo2e\n  }\n": typeof types.ReportLcaFieldsFragmentDoc,
    "\n  fragment ReportAvailabilityFields on ReportAvailability {\n    comparativeAvailable\n    singleAvailable\n    lcaAvailable\n    refurbishmentAvailable\n    errors {\n      comparativeErrorReason\n      singleErrorReason\n      lcaErrorReason\n      refurbishmentErrorReason\n    }\n  }\n": typeof types.ReportAvailabilityFieldsFragmentDoc,
    "\n  fragment ReportSolutionFields on ReportSolution {\n    id\n    name\n    description\n    order\n    calculationMode\n    solutionType {\n      id\n      name\n    }\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n    ...SummaryTotalsFields\n  }\n": typeof types.ReportSolutionFieldsFragmentDoc,
    "\n  query ProjectReportView($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      reportType\n      ratingYear\n      kwhPrice\n      currency\n      uniqueCategoriesSortedKwh\n      uniqueCategoriesSortedGwp\n      report {\n        id\n        year\n        comparativeHeading\n      }\n      project {\n        id\n        name\n        description\n        clientName\n      }\n      partner {\n        id\n        name\n        logoUrl\n      }\n      reportSettings {\n        key\n        value\n      }\n      reportOptions {\n        source\n        locale\n        theme\n        primaryColor\n        secondaryColor\n        comprehensiveReportImage\n        estimateReportImage\n        refurbishmentImage\n        lcaReportImage\n      }\n      availability {\n        ...ReportAvailabilityFields\n      }\n      co2Impact {\n        baselineGroupId\n        comparativeGroupId\n        baselineCo2Kg\n        comparativeCo2Kg\n        savingKg\n        savingPercent\n        savingKgRounded\n        equivalences {\n          impact {\n            trees\n            carKm\n            streaming\n            plasticCups\n            smartphones\n          }\n          extended {\n            trees\n            plasticCups\n            solarCells\n            lightBulbs\n            houses\n            cars\n            streaming\n            persons\n          }\n        }\n      }\n      comparative {\n        baselineGroupId\n        comparativeGroupId\n        energySavingKwh\n        moneySaving\n        paybackYears\n        paybackReason\n        co2SavingKg\n        energyEfficiency {\n          categoryId\n          categoryName\n          percent\n        }\n        groups {\n          groupId\n          name\n          energySavingKwh\n          moneySaving\n          paybackYears\n          paybackReason\n          co2SavingKg\n          energyEfficiency {\n            categoryId\n            categoryName\n            percent\n          }\n        }\n      }\n      solutionGroups(limit: 8) {\n        id\n        name\n        state\n        requested\n        active\n        primary\n        counted\n        order\n        baselineHeading\n        lcaHeading\n        refurbishmentHeading\n        warnings\n        categoryInfrastructureShareInvalid\n        lcaItemCount\n        assumptions {\n          code\n          categoryIds\n        }\n        refurbishedItemCount\n        ...SummaryTotalsFields\n        lcaData {\n          ...ReportLcaFields\n        }\n        solutions(limit: 6) {\n          ...ReportSolutionFields\n        }\n      }\n    }\n  }\n": typeof types.ProjectReportViewDocument,
    "\n  query ProjectReportCategories($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      solutionGroups(limit: 8) {\n        id\n        energyWheel {\n          category\n          categoryName\n          wattPerUnit\n          cop\n          categoryGroupWeight\n          rating\n          numericRating\n        }\n        categoryData {\n          categoryId\n          categoryName\n          itemCount\n          itKwh\n          totalKwh\n          co2EmissionKg\n          operationalCost\n          refurbishedItemCount\n          refurbishedUnitCount\n          wattPerUnit\n          rating\n          lcaData {\n            ...ReportLcaFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProjectReportCategoriesDocument,
    "\n  query ProjectReportItems($projectId: ID!, $reportType: String, $offset: Int!) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      items(limit: 1000, offset: $offset) {\n        id\n        solutionId\n        amount\n        hours\n        annualKwh\n        totalKwh\n        co2EmissionKg\n        refurbished\n        refurbishmentImpactPercentage\n        lcaMethod\n        product {\n          id\n          manufacturer\n          modelName\n          categoryId\n          categoryName\n        }\n        lcaData {\n          inclusion\n          gwpKgCo2e\n          manufacturingKgCo2e\n          transportationKgCo2e\n          useKgCo2e\n          eolKgCo2e\n          refurbishmentImpactKgCo2e\n          refurbishedOffsetTotalKgCo2e\n        }\n      }\n    }\n  }\n": typeof types.ProjectReportItemsDocument,
    "\n  mutation ReportGeneratedCreate($input: ReportGeneratedInput!) {\n    reportGeneratedCreate(input: $input) {\n      id\n    }\n  }\n": typeof types.ReportGeneratedCreateDocument,
    "\n  query ReportSelect($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectReportAvailability(projectId: $projectId) {\n      ...ReportAvailabilityFields\n    }\n    effectiveReportOptions {\n      comprehensiveReportImage\n      estimateReportImage\n      refurbishmentImage\n      lcaReportImage\n    }\n  }\n": typeof types.ReportSelectDocument,
    "\n  query ReportDocumentQuery($projectId: ID!, $documentId: String!) {\n    reportDocument(projectId: $projectId, documentId: $documentId) {\n      documentId\n      type\n      co2TotalKg\n      co2TotalText\n      co2Precision\n      basis\n      issuedAt\n      verifyUrl\n    }\n  }\n": typeof types.ReportDocumentQueryDocument,
    "\n  query ReportScope2($projectId: ID!) {\n    projectScope2(projectId: $projectId) {\n      locationBasedKg\n      marketBasedKg\n      renewableKwh\n      nonRenewableKwh\n      residualMixFactorG\n      residualMixSource\n      residualMixFallback\n      residualMixPublication\n      residualMixYear\n      countryCode\n      registeredMethod\n      registeredKg\n      groups {\n        id\n        name\n        locationBasedKg\n        marketBasedKg\n        energyKwh\n        renewableKwh\n        nonRenewableKwh\n        registeredKg\n      }\n    }\n  }\n": typeof types.ReportScope2Document,
    "\n  fragment RequestShareFields on RequestShare {\n    id\n    status\n    supplier\n    message\n    seenAt\n    receivedAt\n    respondedAt\n    responseGroupId\n    request {\n      id\n      title\n      description\n      deadline\n      ownerPartner\n      ownerEmail\n      projectName\n      questions {\n        id\n        question\n        type\n      }\n    }\n    answers {\n      id\n      questionId\n      answer\n    }\n  }\n": typeof types.RequestShareFieldsFragmentDoc,
    "\n  query RequestInbox($field: String, $order: String, $page: Int!, $perPage: Int!) {\n    requestInbox(field: $field, order: $order, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      items {\n        ...RequestShareFields\n      }\n    }\n  }\n": typeof types.RequestInboxDocument,
    "\n  query RequestShare($requestShareId: ID!) {\n    requestShare(requestShareId: $requestShareId) {\n      ...RequestShareFields\n    }\n  }\n": typeof types.RequestShareDocument,
    "\n  query RequestResponse($requestShareId: ID!) {\n    requestResponseGroup(requestShareId: $requestShareId) {\n      id\n      name\n      state\n      solutions(limit: 20) {\n        id\n        name\n        solutionType {\n          id\n          name\n          calculationMode\n          usesInfrastructure\n        }\n        ups {\n          id\n          efficiency\n        }\n        cooling {\n          id\n          cop\n        }\n        capacities {\n          id\n          amount\n          capacity {\n            id\n            name\n            unit\n          }\n        }\n        shares {\n          id\n          categoryIds\n          infrastructureSharePercent\n        }\n        items(limit: 50) {\n          id\n          amount\n          hoursId\n          product {\n            id\n            modelName\n            manufacturer\n            category {\n              id\n            }\n          }\n        }\n      }\n    }\n    requestResponseSummary(requestShareId: $requestShareId) {\n      totalKwh\n      co2EmissionTon\n      itemCount\n    }\n  }\n": typeof types.RequestResponseDocument,
    "\n  mutation RequestShareMarkSeen($requestShareId: ID!) {\n    requestShareMarkSeen(requestShareId: $requestShareId) {\n      id\n      seenAt\n    }\n  }\n": typeof types.RequestShareMarkSeenDocument,
    "\n  mutation RequestShareConfirm($requestShareId: ID!, $status: String!) {\n    requestShareConfirm(requestShareId: $requestShareId, status: $status) {\n      ...RequestShareFields\n    }\n  }\n": typeof types.RequestShareConfirmDocument,
    "\n  mutation RequestAnswerSave($requestShareId: ID!, $questionId: ID!, $answer: String) {\n    requestAnswerSave(requestShareId: $requestShareId, questionId: $questionId, answer: $answer) {\n      id\n      questionId\n      answer\n    }\n  }\n": typeof types.RequestAnswerSaveDocument,
    "\n  mutation RequestResponseSend($requestShareId: ID!, $responseId: ID!) {\n    requestResponseSend(requestShareId: $requestShareId, responseId: $responseId) {\n      buyerPartner\n      buyerEmail\n      share {\n        id\n        respondedAt\n      }\n    }\n  }\n": typeof types.RequestResponseSendDocument,
    "\n  mutation RequestResponseGroupDelete($requestShareId: ID!, $groupId: ID!) {\n    requestResponseGroupDelete(requestShareId: $requestShareId, groupId: $groupId) {\n      id\n      status\n      responseGroupId\n    }\n  }\n": typeof types.RequestResponseGroupDeleteDocument,
    "\n  query RequestColleagues($requestShareId: ID!, $search: String!) {\n    requestColleagues(requestShareId: $requestShareId, search: $search) {\n      id\n      name\n      email\n    }\n    requestInternalShares(requestShareId: $requestShareId) {\n      id\n      userId\n      username\n    }\n  }\n": typeof types.RequestColleaguesDocument,
    "\n  mutation RequestInternalShareCreate($requestShareId: ID!, $userId: ID!) {\n    requestInternalShareCreate(requestShareId: $requestShareId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.RequestInternalShareCreateDocument,
    "\n  mutation RequestInternalShareDelete($requestShareId: ID!, $internalShareId: ID!) {\n    requestInternalShareDelete(requestShareId: $requestShareId, internalShareId: $internalShareId)\n  }\n": typeof types.RequestInternalShareDeleteDocument,
    "\n  mutation ResponseSolutionCreate($scope: SolutionScopeInput!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(scope: $scope, groupId: $groupId, input: $input) {\n      id\n    }\n  }\n": typeof types.ResponseSolutionCreateDocument,
    "\n  mutation ResponseItemAdd($scope: SolutionScopeInput!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n    }\n  }\n": typeof types.ResponseItemAddDocument,
    "\n  mutation ResponseItemDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n": typeof types.ResponseItemDeleteDocument,
    "\n  query RequestProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 10) {\n      id\n      modelName\n      manufacturer\n      manufacturerPartNumber\n      own\n      modes\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RequestProductSearchDocument,
    "\n  subscription NewRequestCountChanged {\n    newRequestCountChanged\n  }\n": typeof types.NewRequestCountChangedDocument,
    "\n  mutation ResponseSolutionUps($scope: SolutionScopeInput!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(scope: $scope, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n": typeof types.ResponseSolutionUpsDocument,
    "\n  mutation ResponseSolutionCooling($scope: SolutionScopeInput!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(scope: $scope, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n": typeof types.ResponseSolutionCoolingDocument,
    "\n  mutation ResponseCapacitySave($scope: SolutionScopeInput!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.ResponseCapacitySaveDocument,
    "\n  mutation ResponseCapacitiesDeleteAll($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesDelete(scope: $scope, solutionId: $solutionId)\n  }\n": typeof types.ResponseCapacitiesDeleteAllDocument,
    "\n  mutation ResponseCapacitiesRestore($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesRestore(scope: $scope, solutionId: $solutionId) {\n      id\n    }\n  }\n": typeof types.ResponseCapacitiesRestoreDocument,
    "\n  mutation ResponseItemHours($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(scope: $scope, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      id\n      hoursId\n    }\n  }\n": typeof types.ResponseItemHoursDocument,
    "\n  mutation ResponseInfrastructureShareCreate($scope: SolutionScopeInput!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      categoryIds\n      infrastructureSharePercent\n    }\n  }\n": typeof types.ResponseInfrastructureShareCreateDocument,
    "\n  mutation ResponseInfrastructureShareDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n": typeof types.ResponseInfrastructureShareDeleteDocument,
    "\n  mutation SupportSubmit($feedback: String!) {\n    supportSubmit(feedback: $feedback)\n  }\n": typeof types.SupportSubmitDocument,
    "\n  query MyProfile {\n    myProfile {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation ProfileSave($input: ProfileInput!) {\n    profileSave(input: $input) {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n": typeof types.ProfileSaveDocument,
    "\n  query MySettings {\n    mySettings {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n": typeof types.MySettingsDocument,
    "\n  mutation UserSettingsUpdate($input: UserSettingsInput!) {\n    userSettingsUpdate(input: $input) {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n": typeof types.UserSettingsUpdateDocument,
    "\n  fragment SidebarProjectFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n  }\n": typeof types.SidebarProjectFieldsFragmentDoc,
    "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        ...SidebarProjectFields\n      }\n    }\n  }\n": typeof types.ProjectListSidebarDocument,
    "\n  subscription SidebarProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      project {\n        ...SidebarProjectFields\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.SidebarProjectUpdatedDocument,
    "\n  fragment SolutionCapacityFields on SolutionCapacity {\n    id\n    amount\n    capacityId\n    deletedAt\n    capacity {\n      id\n      name\n      unit\n      categoryId\n    }\n  }\n": typeof types.SolutionCapacityFieldsFragmentDoc,
    "\n  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {\n    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n": typeof types.SolutionCapacitiesDocument,
    "\n  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n": typeof types.CapacityAddDocument,
    "\n  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {\n    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n": typeof types.CapacityUpdateDocument,
    "\n  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": typeof types.CapacityDeleteDocument,
    "\n  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {\n    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n": typeof types.CapacitiesDeleteDocument,
    "\n  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {\n    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n": typeof types.CapacitiesRestoreDocument,
    "\n  fragment SolutionEnergyInstrumentFields on SolutionEnergyInstrument {\n    id\n    type\n    kwh\n    factorG\n    note\n  }\n": typeof types.SolutionEnergyInstrumentFieldsFragmentDoc,
    "\n  query SolutionEnergyInstruments($projectId: ID!, $solutionId: ID!) {\n    solutionEnergyInstruments(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n": typeof types.SolutionEnergyInstrumentsDocument,
    "\n  mutation SolutionEnergyInstrumentsSet($projectId: ID!, $solutionId: ID!, $input: EnergyInstrumentsInput!) {\n    solutionEnergyInstrumentsSet(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n": typeof types.SolutionEnergyInstrumentsSetDocument,
    "\n  query SolutionAllItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      items(limit: 250, offset: $offset) {\n        id\n        amount\n        hoursId\n        operationalHours\n        refurbishmentImpactPercentage\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          modes\n          category {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.SolutionAllItemsDocument,
    "\n  query ExportGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id) {\n      groupId\n      solutions {\n        solutionId\n        calculationMode\n        ...SummaryTotalsFields\n      }\n    }\n  }\n": typeof types.ExportGroupSummaryDocument,
    "\n  fragment SolutionRowFields on Solution {\n    id\n    name\n    order\n    itemCount\n    solutionType {\n      id\n      calculationMode\n    }\n  }\n": typeof types.SolutionRowFieldsFragmentDoc,
    "\n  fragment SolutionGroupFields on SolutionGroup {\n    id\n    name\n    state\n    active\n    primary\n    requested\n    order\n    solutions(limit: 20) {\n      ...SolutionRowFields\n    }\n  }\n": typeof types.SolutionGroupFieldsFragmentDoc,
    "\n  query SolutionGroups($projectId: ID!) {\n    solutionGroups(projectId: $projectId) {\n      baseline {\n        ...SolutionGroupFields\n      }\n      comparative {\n        ...SolutionGroupFields\n      }\n    }\n  }\n": typeof types.SolutionGroupsDocument,
    "\n  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {\n    solutionGroup(projectId: $projectId, id: $id) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": typeof types.SolutionGroupHeadingsDocument,
    "\n  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {\n    solutionGroupCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      state\n      active\n    }\n  }\n": typeof types.SolutionGroupCreateDocument,
    "\n  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {\n    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      state\n      active\n      primary\n    }\n  }\n": typeof types.SolutionGroupUpdateDocument,
    "\n  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": typeof types.SolutionGroupHeadingsUpdateDocument,
    "\n  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {\n    solutionGroupSetPrimary(projectId: $projectId, id: $id) {\n      id\n      primary\n    }\n  }\n": typeof types.SolutionGroupSetPrimaryDocument,
    "\n  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {\n    solutionGroupClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.SolutionGroupCloneDocument,
    "\n  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {\n    solutionGroupDelete(projectId: $projectId, id: $id)\n  }\n": typeof types.SolutionGroupDeleteDocument,
    "\n  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {\n    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {\n      source {\n        groupId\n        totalKwh\n      }\n      target {\n        groupId\n        totalKwh\n      }\n    }\n  }\n": typeof types.SolutionGroupReorderDocument,
    "\n  subscription SolutionGroupUpdated($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      byUserId\n    }\n  }\n": typeof types.SolutionGroupUpdatedDocument,
    "\n  subscription SolutionGroupUpdatedFigures($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      solutionIds\n      itemIds\n      structural\n      byUserId\n      inPlace\n      solutions {\n        ...SolutionRowFields\n        ...SolutionDetailFields\n      }\n      items {\n        ...SolutionItemFields\n      }\n      solutionSummaries(explain: true) {\n        ...SolutionSummaryFields\n      }\n      groupSummaries(explain: true) {\n        ...GroupSummaryFields\n      }\n      projectSummary(changedGroupsOnly: true) {\n        ...ProjectSummaryFiguresFields\n      }\n    }\n  }\n": typeof types.SolutionGroupUpdatedFiguresDocument,
    "\n  fragment CategoryShareFields on CategoryInfrastructureShare {\n    id\n    categoryIds\n    infrastructureSharePercent\n    deletedAt\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.CategoryShareFieldsFragmentDoc,
    "\n  query CategoryShares($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureShares(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n": typeof types.CategorySharesDocument,
    "\n  mutation CategoryShareCreate($projectId: ID!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n": typeof types.CategoryShareCreateDocument,
    "\n  mutation CategoryShareUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n": typeof types.CategoryShareUpdateDocument,
    "\n  mutation CategoryShareDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": typeof types.CategoryShareDeleteDocument,
    "\n  mutation CategorySharesDelete($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n": typeof types.CategorySharesDeleteDocument,
    "\n  mutation CategorySharesRestore($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n": typeof types.CategorySharesRestoreDocument,
    "\n  query SolutionItemsCheck($projectId: ID!, $solutionId: ID!, $input: SolutionItemsCheckInput!) {\n    solutionItemsCheck(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      found {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          category {\n            id\n            name\n          }\n        }\n      }\n      missing {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n      }\n    }\n  }\n": typeof types.SolutionItemsCheckDocument,
    "\n  mutation SolutionItemsImport($projectId: ID!, $solutionId: ID!, $input: SolutionItemsImportInput!) {\n    solutionItemsImport(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      items {\n        id\n      }\n      requestedItems {\n        id\n      }\n    }\n  }\n": typeof types.SolutionItemsImportDocument,
    "\n  mutation SolutionItemsRequest($projectId: ID!, $solutionId: ID!, $input: SolutionItemsRequestInput!) {\n    solutionItemsRequest(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SolutionItemsRequestDocument,
    "\n  fragment ProductFields on Product {\n    id\n    manufacturer\n    modelName\n    manufacturerPartNumber\n    modes\n    own\n    category {\n      id\n      name\n      categoryType\n    }\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  fragment SolutionItemFields on SolutionItem {\n    id\n    amount\n    hoursId\n    operationalHours\n    refurbishmentImpactPercentage\n    unitPrice\n    serviceLifeYears\n    categoryId\n    order\n    product {\n      ...ProductFields\n    }\n  }\n": typeof types.SolutionItemFieldsFragmentDoc,
    "\n  query SolutionItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      itemCount\n      items(limit: 4, offset: $offset) {\n        ...SolutionItemFields\n      }\n      pendingItemRequests {\n        id\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        createdAt\n      }\n    }\n  }\n": typeof types.SolutionItemsDocument,
    "\n  query ProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 12) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductSearchDocument,
    "\n  mutation SolutionItemAdd($projectId: ID!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n": typeof types.SolutionItemAddDocument,
    "\n  mutation SolutionItemUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: SolutionItemUpdateInput!) {\n    solutionItemUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n": typeof types.SolutionItemUpdateDocument,
    "\n  mutation SolutionItemHoursUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      ...SolutionItemFields\n    }\n  }\n": typeof types.SolutionItemHoursUpdateDocument,
    "\n  mutation SolutionItemDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": typeof types.SolutionItemDeleteDocument,
    "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      product {\n        ...ProductFields\n      }\n      item {\n        id\n      }\n    }\n  }\n": typeof types.ProductCreateDocument,
    "\n  fragment ProductEditFields on Product {\n    ...ProductFields\n    lcaManufacturingKg\n    lcaTransportationKg\n    lcaEolKg\n    dataMethod\n  }\n": typeof types.ProductEditFieldsFragmentDoc,
    "\n  query ProductUsage($id: ID!) {\n    productUsage(id: $id) {\n      productId\n      projectCount\n      itemCount\n      projects {\n        id\n        name\n        namespace\n      }\n      moreOpenable\n      notOpenable\n    }\n    product(id: $id) {\n      ...ProductEditFields\n    }\n  }\n": typeof types.ProductUsageDocument,
    "\n  mutation ProductUpdate($id: ID!, $input: ProductUpdateInput!) {\n    productUpdate(id: $id, input: $input) {\n      ...ProductEditFields\n    }\n  }\n": typeof types.ProductUpdateDocument,
    "\n  query SolutionReference {\n    solutionTypes {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    infrastructurePresets {\n      id\n      kind\n      label\n      value\n      sortOrder\n    }\n    hourProfiles {\n      id\n      name\n      hoursPerYear\n      arithmetic\n    }\n    capacities {\n      id\n      name\n      unit\n      categoryId\n    }\n    categories {\n      id\n      name\n      categoryType\n      preset\n      defaultModes\n      sortOrder\n      serviceLifeYears\n    }\n  }\n": typeof types.SolutionReferenceDocument,
    "\n  fragment SolutionDetailFields on Solution {\n    id\n    name\n    description\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    solutionGroupId\n    itemCount\n    solutionType {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n  }\n": typeof types.SolutionDetailFieldsFragmentDoc,
    "\n  query SolutionDetails($projectId: ID!, $id: ID!) {\n    solution(projectId: $projectId, id: $id) {\n      ...SolutionDetailFields\n    }\n  }\n": typeof types.SolutionDetailsDocument,
    "\n  mutation SolutionCreate($projectId: ID!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(projectId: $projectId, groupId: $groupId, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n": typeof types.SolutionCreateDocument,
    "\n  mutation SolutionUpdate($projectId: ID!, $id: ID!, $input: SolutionUpdateInput!) {\n    solutionUpdate(projectId: $projectId, id: $id, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n": typeof types.SolutionUpdateDocument,
    "\n  mutation SolutionClone($projectId: ID!, $id: ID!) {\n    solutionClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.SolutionCloneDocument,
    "\n  mutation SolutionDelete($projectId: ID!, $id: ID!) {\n    solutionDelete(projectId: $projectId, id: $id)\n  }\n": typeof types.SolutionDeleteDocument,
    "\n  mutation SolutionUpsUpdate($projectId: ID!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(projectId: $projectId, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n": typeof types.SolutionUpsUpdateDocument,
    "\n  mutation SolutionCoolingUpdate($projectId: ID!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(projectId: $projectId, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n": typeof types.SolutionCoolingUpdateDocument,
    "\n  fragment SummaryTotalsFields on SummaryFigures {\n    itemCount\n    itKwh\n    totalKwh\n    upsKwh\n    coolingKwh\n    dcie\n    pue\n    co2EmissionKg\n    co2EmissionTon\n    operationalCost\n    investment\n    rating {\n      rating\n      numericRating\n      efficiency\n      year\n      coolingOnly\n    }\n  }\n": typeof types.SummaryTotalsFieldsFragmentDoc,
    "\n  fragment SummaryDetailFields on SummaryFigures {\n    assumptions {\n      code\n      categoryIds\n    }\n    categoryData {\n      categoryId\n      categoryName\n      itemCount\n      itKwh\n      totalKwh\n      capacityId\n      capacityAmount\n      wattPerUnit\n      rating\n    }\n    traces {\n      path\n      section\n      formula\n      inputs\n      value\n    }\n  }\n": typeof types.SummaryDetailFieldsFragmentDoc,
    "\n  fragment SolutionSummaryFields on SolutionSummary {\n    solutionId\n    calculationMode\n    kwhPrice\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n": typeof types.SolutionSummaryFieldsFragmentDoc,
    "\n  query SolutionSummary($projectId: ID!, $id: ID!) {\n    solutionSummary(projectId: $projectId, id: $id, explain: true) {\n      ...SolutionSummaryFields\n    }\n  }\n": typeof types.SolutionSummaryDocument,
    "\n  fragment GroupSummaryFields on SolutionGroupSummary {\n    groupId\n    name\n    state\n    active\n    counted\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n": typeof types.GroupSummaryFieldsFragmentDoc,
    "\n  query SolutionGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {\n      ...GroupSummaryFields\n    }\n  }\n": typeof types.SolutionGroupSummaryDocument,
    "\n  fragment ProjectSummaryFiguresFields on ProjectSummary {\n    projectId\n    warnings\n    itemCount\n    groups {\n      groupId\n      name\n      state\n      active\n      counted\n      primary\n      warnings\n      ...SummaryTotalsFields\n    }\n  }\n": typeof types.ProjectSummaryFiguresFieldsFragmentDoc,
    "\n  query ProjectSummary($projectId: ID!) {\n    projectSummary(projectId: $projectId) {\n      ...ProjectSummaryFiguresFields\n    }\n  }\n": typeof types.ProjectSummaryDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      name\n      free\n      prices {\n        id\n        interval\n        unitAmount\n      }\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  fragment SubscriptionStateFields on SubscriptionState {\n    id\n    type\n    name\n    free\n    stripeStatus\n    active\n    priceId\n    interval\n    paymentMethod\n    endsAt\n    quantity\n    incompletePayments\n    incompletePaymentUrl\n  }\n": typeof types.SubscriptionStateFieldsFragmentDoc,
    "\n  query PartnerSubscription {\n    partnerSubscription {\n      subscription {\n        ...SubscriptionStateFields\n      }\n      plans {\n        id\n        name\n        free\n        prices {\n          id\n          interval\n          unitAmount\n        }\n      }\n      seatsUsed\n      hasPaymentSource\n      cardPaymentConfigured\n    }\n    paymentMethods {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n": typeof types.PartnerSubscriptionDocument,
    "\n  fragment PaymentResultFields on PaymentResultType {\n    status\n    clientSecret\n    message\n    redirectUrl\n    sessionId\n    subscription {\n      ...SubscriptionStateFields\n    }\n  }\n": typeof types.PaymentResultFieldsFragmentDoc,
    "\n  query RegisterChallenge {\n    registerChallenge\n  }\n": typeof types.RegisterChallengeDocument,
    "\n  mutation CheckoutCard($input: PlanChoiceInput!, $returnTo: String!) {\n    checkoutCard(input: $input, returnTo: $returnTo) {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.CheckoutCardDocument,
    "\n  mutation CheckoutInvoice($input: PlanChoiceInput!) {\n    checkoutInvoice(input: $input) {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.CheckoutInvoiceDocument,
    "\n  mutation CheckoutComplete($sessionId: String!) {\n    checkoutComplete(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.CheckoutCompleteDocument,
    "\n  mutation SubscriptionChange($id: ID, $input: PlanChoiceInput!) {\n    subscriptionChange(id: $id, input: $input) {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.SubscriptionChangeDocument,
    "\n  mutation SubscriptionCancel($id: ID!) {\n    subscriptionCancel(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n": typeof types.SubscriptionCancelDocument,
    "\n  mutation SubscriptionResume($id: ID!) {\n    subscriptionResume(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n": typeof types.SubscriptionResumeDocument,
    "\n  mutation SubscriptionSeatsChange($id: ID!, $delta: Int!) {\n    subscriptionSeatsChange(id: $id, delta: $delta) {\n      changed\n      quantity\n      used\n    }\n  }\n": typeof types.SubscriptionSeatsChangeDocument,
    "\n  mutation PaymentMethodAdd {\n    paymentMethodAdd {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.PaymentMethodAddDocument,
    "\n  mutation PaymentMethodAttach($sessionId: String) {\n    paymentMethodAttach(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n": typeof types.PaymentMethodAttachDocument,
    "\n  query PartnerSubscriptionState {\n    partnerSubscription {\n      subscription {\n        id\n        incompletePayments\n        incompletePaymentUrl\n      }\n    }\n  }\n": typeof types.PartnerSubscriptionStateDocument,
    "\n  query ProjectItemValidationCount($id: ID!) {\n    project(id: $id) {\n      id\n      itemValidationCount {\n        validated\n        total\n      }\n    }\n  }\n": typeof types.ProjectItemValidationCountDocument,
    "\n  mutation ProjectValidationStart($projectId: ID!, $namespace: String!) {\n    projectStartValidation(projectId: $projectId, namespace: $namespace) {\n      id\n      status\n    }\n  }\n": typeof types.ProjectValidationStartDocument,
    "\n  subscription ValidationStatusUpdated {\n    validationStatusUpdated {\n      kind\n      entryId\n      projectId\n      name\n      status\n      validated\n      total\n    }\n  }\n": typeof types.ValidationStatusUpdatedDocument,
    "\n  subscription ValidationStatusInitialize {\n    validationStatusInitialize {\n      projectId\n      projectName\n      partnerName\n      requestedByName\n      queued\n    }\n  }\n": typeof types.ValidationStatusInitializeDocument,
    "\n  subscription AdminNotification {\n    adminNotification {\n      message\n      messageKey\n      messageParams\n      category\n      createdAt\n    }\n  }\n": typeof types.AdminNotificationDocument,
    "\n  query ValidationQueue {\n    validationQueue {\n      kind\n      id\n      manufacturer\n      modelName\n      manufacturerPartNumber\n      categoryId\n      categoryName\n      modes\n      amount\n      partnerName\n      projectId\n      projectName\n      requestedByName\n      createdAt\n    }\n  }\n": typeof types.ValidationQueueDocument,
    "\n  mutation ValidationEntryAccept($input: ValidationEntryInput!) {\n    validationEntryAccept(input: $input)\n  }\n": typeof types.ValidationEntryAcceptDocument,
    "\n  mutation ValidationEntryReject($input: ValidationEntryInput!) {\n    validationEntryReject(input: $input)\n  }\n": typeof types.ValidationEntryRejectDocument,
    "\n  mutation ValidationEntryEdit($input: ValidationEntryInput!) {\n    validationEntryEdit(input: $input) {\n      kind\n      id\n    }\n  }\n": typeof types.ValidationEntryEditDocument,
    "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      message\n      messageKey\n      messageParams\n      category\n      status\n      createdAt\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation NotificationMarkRead($id: ID!) {\n    notificationMarkRead(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.NotificationMarkReadDocument,
    "\n  mutation NotificationsMarkAllRead {\n    notificationsMarkAllRead\n  }\n": typeof types.NotificationsMarkAllReadDocument,
    "\n  query CategoryAdmin {\n    categoryTypes\n    adminCategories {\n      id\n      name\n      categoryType\n      defaultModes\n      defaultLca\n      serviceLifeYears\n    }\n    categoryTags {\n      id\n      tag\n      categoryType\n    }\n    categorySubTypes {\n      id\n      name\n      categoryId\n    }\n  }\n": typeof types.CategoryAdminDocument,
    "\n  mutation CategoryTagSave($input: CategoryTagInput!) {\n    categoryTagSave(input: $input) {\n      id\n      tag\n      categoryType\n    }\n  }\n": typeof types.CategoryTagSaveDocument,
    "\n  mutation CategoryTagDelete($id: ID!) {\n    categoryTagDelete(id: $id)\n  }\n": typeof types.CategoryTagDeleteDocument,
    "\n  mutation CategoryTypeUpdate($input: CategoryTypeUpdateInput!) {\n    categoryTypeUpdate(input: $input) {\n      id\n      categoryType\n    }\n  }\n": typeof types.CategoryTypeUpdateDocument,
    "\n  mutation CategorySubTypeSave($input: CategorySubTypeInput!) {\n    categorySubTypeSave(input: $input) {\n      id\n      name\n      categoryId\n    }\n  }\n": typeof types.CategorySubTypeSaveDocument,
    "\n  mutation CategorySubTypeDelete($id: ID!) {\n    categorySubTypeDelete(id: $id)\n  }\n": typeof types.CategorySubTypeDeleteDocument,
    "\n  mutation CategoryDefaultModeCreate($input: DefaultModeInput!) {\n    categoryDefaultModeCreate(input: $input) {\n      id\n      defaultModes\n    }\n  }\n": typeof types.CategoryDefaultModeCreateDocument,
    "\n  mutation CategoryDefaultModeDelete($categoryId: ID!, $index: Int!) {\n    categoryDefaultModeDelete(categoryId: $categoryId, index: $index) {\n      id\n      defaultModes\n    }\n  }\n": typeof types.CategoryDefaultModeDeleteDocument,
    "\n  mutation CategoryServiceLifeUpdate($input: ServiceLifeInput!) {\n    categoryServiceLifeUpdate(input: $input) {\n      id\n      serviceLifeYears\n    }\n  }\n": typeof types.CategoryServiceLifeUpdateDocument,
    "\n  mutation CategoryDefaultLcaUpdate($input: DefaultLcaInput!) {\n    categoryDefaultLcaUpdate(input: $input) {\n      id\n      defaultLca\n    }\n  }\n": typeof types.CategoryDefaultLcaUpdateDocument,
    "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n      manifestSha256\n    }\n  }\n": typeof types.DocumentVerifyDocument,
    "\n  query DocumentManifest($documentId: String!) {\n    documentManifest(documentId: $documentId) {\n      sha256\n      methodologyVersion\n      manifest\n    }\n  }\n": typeof types.DocumentManifestDocument,
    "\n  mutation RerunDocument($documentId: String!) {\n    rerunDocument(documentId: $documentId) {\n      matches\n      manifestSha256Valid\n      methodologyVersion\n      differences {\n        path\n        registered\n        recomputed\n      }\n    }\n  }\n": typeof types.RerunDocumentDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    hasSeat\n    buyerWelcomeDismissed\n    partner {\n      id\n      name\n      type\n      countryCode\n      logoUrl\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n": types.UserLanguageUpdateDocument,
    "\n  fragment CatalogueImportFields on CatalogueImport {\n    id\n    fileName\n    state\n    error\n    progress {\n      done\n      total\n      created\n      updated\n      rejected\n    }\n    result {\n      rows\n      created\n      updated\n      rejected\n      skipped {\n        line\n        reason\n        code\n        params\n      }\n    }\n  }\n": types.CatalogueImportFieldsFragmentDoc,
    "\n  query CatalogueImport($id: ID!) {\n    catalogueImport(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n": types.CatalogueImportDocument,
    "\n  subscription CatalogueImportUpdated($id: ID!) {\n    catalogueImportUpdated(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n": types.CatalogueImportUpdatedDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n": types.EmailVerifyDocument,
    "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n": types.EmailVerificationResendDocument,
    "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n": types.PasswordChangeDocument,
    "\n  fragment BuyerRequestFields on BuyerRequest {\n    id\n    title\n    description\n    deadline\n    status\n    projectId\n    questions {\n      id\n      question\n      type\n      order\n    }\n    shares {\n      id\n      supplier\n      name\n      email\n      status\n      seenAt\n      respondedAt\n      responseGroupId\n    }\n  }\n": types.BuyerRequestFieldsFragmentDoc,
    "\n  query ProjectRequests($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectRequests(projectId: $projectId) {\n      ...BuyerRequestFields\n    }\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": types.ProjectRequestsDocument,
    "\n  mutation RequestCreate($projectId: ID!, $input: RequestInput!) {\n    requestCreate(projectId: $projectId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n": types.RequestCreateDocument,
    "\n  mutation RequestUpdate($projectId: ID!, $requestId: ID!, $input: RequestInput!) {\n    requestUpdate(projectId: $projectId, requestId: $requestId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n": types.RequestUpdateDocument,
    "\n  mutation RequestQuestionSave($projectId: ID!, $requestId: ID!, $questionId: ID, $input: QuestionInput!) {\n    requestQuestionSave(projectId: $projectId, requestId: $requestId, questionId: $questionId, input: $input) {\n      id\n      question\n      type\n    }\n  }\n": types.RequestQuestionSaveDocument,
    "\n  mutation RequestQuestionDelete($projectId: ID!, $requestId: ID!, $questionId: ID!) {\n    requestQuestionDelete(projectId: $projectId, requestId: $requestId, questionId: $questionId)\n  }\n": types.RequestQuestionDeleteDocument,
    "\n  mutation RequestTemplateImport($projectId: ID!, $requestId: ID!, $templateId: ID!) {\n    requestTemplateImport(projectId: $projectId, requestId: $requestId, templateId: $templateId) {\n      ...BuyerRequestFields\n    }\n  }\n": types.RequestTemplateImportDocument,
    "\n  mutation RequestShareCreate($projectId: ID!, $requestId: ID!, $input: RequestShareInput!) {\n    requestShareCreate(projectId: $projectId, requestId: $requestId, input: $input) {\n      id\n    }\n  }\n": types.RequestShareCreateDocument,
    "\n  mutation RequestShareCancel($projectId: ID!, $requestId: ID!, $requestShareId: ID!) {\n    requestShareCancel(projectId: $projectId, requestId: $requestId, requestShareId: $requestShareId)\n  }\n": types.RequestShareCancelDocument,
    "\n  mutation QuestionTemplateSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n    }\n  }\n": types.QuestionTemplateSaveDocument,
    "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n": types.ProjectUpdatedDocument,
    "\n  fragment ComparativeTotalsFields on ComparativeTotals {\n    totalKwhBefore\n    totalKwhAfter\n    energySavingKwh\n    moneySaving\n    co2BeforeKg\n    co2AfterKg\n    co2SavingKg\n    operationalSavingsPercent\n    totalEnergyEfficientGrowthKwh\n    upsKwhBefore\n    upsKwhAfter\n    coolingKwhBefore\n    coolingKwhAfter\n    ratingBefore\n    ratingAfter\n    categories {\n      categoryId\n      categoryName\n      capacityId\n      capacityName\n      capacityUnit\n      capacityBefore\n      capacityAfter\n      efficiencyFactor\n      totalWattForCategoryBefore\n      totalWattForCategoryAfter\n      itKwhBefore\n      itKwhAfter\n      wattPerUnitBefore\n      wattPerUnitAfter\n    }\n  }\n": types.ComparativeTotalsFieldsFragmentDoc,
    "\n  fragment ComparativeItemFields on ComparativeItem {\n    id\n    state\n    side\n    brandName\n    modelName\n    categoryId\n    categoryName\n    amount\n    annualKwh\n    totalKwh\n    co2Kg\n    categoryType\n    extraColumns\n  }\n": types.ComparativeItemFieldsFragmentDoc,
    "\n  fragment ComparativeWheelFields on ComparativeWheelEntry {\n    kind\n    categoryId\n    categoryName\n    categoryGroupWeight\n    wattPerUnit\n    cop\n    rating\n    numericRating\n  }\n": types.ComparativeWheelFieldsFragmentDoc,
    "\n  query ComparativeReport($projectId: ID!) {\n    comparativeReport(projectId: $projectId) {\n      projectId\n      projectName\n      clientName\n      title\n      year\n      years\n      kickback\n      contributorName\n      partnerName\n      logoUrl\n      kwhPrice\n      currency\n      weightedEfficiencyFactor\n      totals {\n        ...ComparativeTotalsFields\n      }\n      wheelBefore {\n        ...ComparativeWheelFields\n      }\n      wheelAfter {\n        ...ComparativeWheelFields\n      }\n      settings {\n        key\n        value\n      }\n      calculations {\n        id\n        name\n        variant\n        order\n        beforeSolutionId\n        afterSolutionId\n        extraColumns\n        totals {\n          ...ComparativeTotalsFields\n        }\n        itemsBefore {\n          ...ComparativeItemFields\n        }\n        itemsAfter {\n          ...ComparativeItemFields\n        }\n        requests {\n          id\n          state\n          brandName\n          modelName\n          amount\n          status\n        }\n      }\n    }\n  }\n": types.ComparativeReportDocument,
    "\n  mutation ComparativeCalculationCreate($projectId: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n": types.ComparativeCalculationCreateDocument,
    "\n  mutation ComparativeCalculationUpdate($projectId: ID!, $id: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n": types.ComparativeCalculationUpdateDocument,
    "\n  mutation ComparativeCalculationDelete($projectId: ID!, $id: ID!) {\n    comparativeCalculationDelete(projectId: $projectId, id: $id)\n  }\n": types.ComparativeCalculationDeleteDocument,
    "\n  mutation ComparativeReportSettingsUpdate($projectId: ID!, $input: ComparativeReportSettingsInput!) {\n    comparativeReportSettingsUpdate(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n": types.ComparativeReportSettingsUpdateDocument,
    "\n  mutation ComparativeReportDataUpdate($projectId: ID!, $input: ComparativeReportDataInput!) {\n    comparativeReportDataUpdate(projectId: $projectId, input: $input) {\n      id\n      year\n      years\n      title\n      kickback\n    }\n  }\n": types.ComparativeReportDataUpdateDocument,
    "\n  query ProjectChangeLog($projectId: ID!) {\n    projectChangeLog(projectId: $projectId) {\n      id\n      action\n      detail\n      userName\n      createdAt\n    }\n  }\n": types.ProjectChangeLogDocument,
    "\n  mutation ProjectCloneToItAnalysis($projectId: ID!) {\n    projectCloneToItAnalysis(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n    }\n  }\n": types.ProjectCloneToItAnalysisDocument,
    "\n  mutation ProjectStartValidation($projectId: ID!) {\n    projectStartValidation(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n      status\n    }\n  }\n": types.ProjectStartValidationDocument,
    "\n  query ComparativePreAnalysis($projectId: ID!) {\n    comparativePreAnalysis(projectId: $projectId) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n": types.ComparativePreAnalysisDocument,
    "\n  mutation ComparativePreAnalysisSave($projectId: ID!, $rows: [PreAnalysisRowInput!]!) {\n    comparativePreAnalysisSave(projectId: $projectId, rows: $rows) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n": types.ComparativePreAnalysisSaveDocument,
    "\n  mutation ComparativeExtraColumnToggle($projectId: ID!, $id: ID!, $input: ComparativeExtraColumnInput!) {\n    comparativeExtraColumnToggle(projectId: $projectId, id: $id, input: $input) {\n      id\n      extraColumns\n    }\n  }\n": types.ComparativeExtraColumnToggleDocument,
    "\n  query DashboardWidgets($fromDate: String!, $toDate: String!, $partnerView: Boolean!) {\n    dashboardWidgets(fromDate: $fromDate, toDate: $toDate, partnerView: $partnerView) {\n      fromDate\n      toDate\n      partnerView\n      projects\n      clients\n      documentedCo2Tons\n      reportsGenerated\n      kwhSaved\n      openRequests\n    }\n  }\n": types.DashboardWidgetsDocument,
    "\n  query DashboardCharts($partnerView: Boolean!) {\n    dashboardCharts(partnerView: $partnerView) {\n      partnerView\n      months {\n        month\n        projects\n        documentedCo2Tons\n        reports\n      }\n    }\n  }\n": types.DashboardChartsDocument,
    "\n  subscription DashboardChanged {\n    dashboardChanged {\n      kind\n      action\n      byUserId\n    }\n  }\n": types.DashboardChangedDocument,
    "\n  query ProjectDecision($projectId: ID!, $years: Int, $gridChangePercent: Float) {\n    projectDecision(projectId: $projectId, years: $years, gridChangePercent: $gridChangePercent) {\n      projectId\n      currency\n      baselineGroupId\n      years\n      gridPathSource\n      gridPathSourceNote\n      gridPathCitation {\n        title\n        publisher\n        year\n        url\n        unit\n        anchors {\n          year\n          factor\n        }\n      }\n      gridChangePercent\n      countryCode\n      groups {\n        groupId\n        name\n        annualKwhSaving\n        annualCo2SavingKg\n        annualCostSaving\n        embodiedKg\n        carbonPaybackYears\n        carbonPaybackReason\n        flatCarbonPaybackYears\n        paybackHorizonYears\n        moneyPaybackYears\n        serviceLifeYears\n        recommendation\n        recommendationReason\n        capitalGoodsKg\n        amortisedKgPerYear\n        projection {\n          year\n          baselineKg\n          groupKg\n          cumulativeSavingKg\n        }\n        traces {\n          path\n          section\n          formula\n        }\n      }\n    }\n  }\n": types.ProjectDecisionDocument,
    "\n  fragment EedReportFields on EedReport {\n    solutionId\n    solutionName\n    projectName\n    year\n    installedItPowerKw\n    totalEnergyKwh\n    itEnergyKwh\n    totalEnergySource\n    itEnergySource\n    modelTotalEnergyKwh\n    modelItEnergyKwh\n    waterInputM3\n    potableWaterM3\n    reusedEnergyKwh\n    renewableEnergyKwh\n    renewableOnSiteKwh\n    renewablePpaKwh\n    renewableGuaranteesOfOriginKwh\n    backupGeneratorEnergyKwh\n    totalFloorAreaM2\n    computerRoomFloorAreaM2\n    coolingSetPointMinC\n    coolingSetPointMaxC\n    storageCapacityPb\n    serverCapacity\n    incomingTrafficEb\n    outgoingTrafficEb\n    co2FactorGram\n    cueFactorMethod\n    scope2RenewableKwh\n    scope2GuaranteeOfOriginKwh\n    scope2PpaKwh\n    scope2Ref\n    renewableDifferenceKwh\n    renewableAgree\n    pue\n    dcie\n    wue\n    erf\n    ref\n    ere\n    cue\n    obliged\n    saved\n    updatedAt\n    editable\n  }\n": types.EedReportFieldsFragmentDoc,
    "\n  query EedReport($projectId: ID!, $solutionId: ID!, $year: Int) {\n    eedReport(projectId: $projectId, solutionId: $solutionId, year: $year) {\n      ...EedReportFields\n    }\n  }\n": types.EedReportDocument,
    "\n  mutation EedReportSave($input: EedReportInputType!) {\n    eedReportSave(input: $input) {\n      ...EedReportFields\n    }\n  }\n": types.EedReportSaveDocument,
    "\n  mutation BuyerWelcomeDismiss {\n    buyerWelcomeDismiss\n  }\n": types.BuyerWelcomeDismissDocument,
    "\n  fragment PartnerUserFields on PartnerUser {\n    id\n    email\n    name\n    roles\n    isPartnerAdmin\n    isCollaborator\n    hasSeat\n    subsidiaryId\n    emailVerified\n    projectCount\n    createdAt\n  }\n": types.PartnerUserFieldsFragmentDoc,
    "\n  query PartnerAdminUsers {\n    partnerAdminUsers {\n      ...PartnerUserFields\n    }\n    partnerSeats {\n      quantity\n      used\n    }\n  }\n": types.PartnerAdminUsersDocument,
    "\n  mutation PartnerUserCreate($input: PartnerUserCreateInput!) {\n    partnerUserCreate(input: $input) {\n      ...PartnerUserFields\n    }\n  }\n": types.PartnerUserCreateDocument,
    "\n  mutation PartnerUserSeatAssign($id: ID!) {\n    partnerUserSeatAssign(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": types.PartnerUserSeatAssignDocument,
    "\n  mutation PartnerUserSeatRelease($id: ID!) {\n    partnerUserSeatRelease(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": types.PartnerUserSeatReleaseDocument,
    "\n  mutation PartnerUserAdminGrant($id: ID!) {\n    partnerUserAdminGrant(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": types.PartnerUserAdminGrantDocument,
    "\n  mutation PartnerUserAdminRemove($id: ID!) {\n    partnerUserAdminRemove(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n": types.PartnerUserAdminRemoveDocument,
    "\n  mutation PartnerUserDelete($id: ID!, $transferTo: ID!) {\n    partnerUserDelete(id: $id, transferTo: $transferTo) {\n      transferredProjects\n    }\n  }\n": types.PartnerUserDeleteDocument,
    "\n  fragment PartnerCompanyFields on PartnerCompany {\n    id\n    name\n    countryCode\n    address\n    city\n    zip\n    vatNo\n    logoUrl\n    dataMethodPriority\n    scope2RegisteredMethod\n    billing {\n      name\n      address\n      city\n      zip\n      vatNo\n      countryCode\n      email\n      invoiceLanguage\n      taxId\n      taxIdType\n    }\n  }\n": types.PartnerCompanyFieldsFragmentDoc,
    "\n  query PartnerCompany {\n    partnerCompany {\n      ...PartnerCompanyFields\n    }\n  }\n": types.PartnerCompanyDocument,
    "\n  query VatCountryList {\n    vatCountries {\n      code\n      country\n      vatPercent\n      taxIdType\n    }\n  }\n": types.VatCountryListDocument,
    "\n  mutation PartnerCompanyUpdate($id: ID!, $input: CompanyInput!) {\n    partnerCompanyUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n": types.PartnerCompanyUpdateDocument,
    "\n  mutation PartnerBillingUpdate($id: ID!, $input: BillingInput!) {\n    partnerBillingUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n": types.PartnerBillingUpdateDocument,
    "\n  mutation Scope2RegisteredMethodUpdate($input: Scope2MethodInput!) {\n    scope2RegisteredMethodUpdate(input: $input)\n  }\n": types.Scope2RegisteredMethodUpdateDocument,
    "\n  mutation DataMethodPriorityUpdate($input: DataMethodPriorityInput!) {\n    dataMethodPriorityUpdate(input: $input)\n  }\n": types.DataMethodPriorityUpdateDocument,
    "\n  query PartnerApiTokens {\n    partnerApiTokens {\n      id\n      tokenName\n      ownerName\n      lastUsedAt\n      createdAt\n    }\n  }\n": types.PartnerApiTokensDocument,
    "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      plainTextToken\n      token {\n        id\n        tokenName\n      }\n    }\n  }\n": types.ApiTokenCreateDocument,
    "\n  mutation ApiTokenDelete($id: ID!) {\n    apiTokenDelete(id: $id)\n  }\n": types.ApiTokenDeleteDocument,
    "\n  query SubsidiaryList {\n    subsidiaries {\n      id\n      name\n      logoUrl\n      userCount\n    }\n  }\n": types.SubsidiaryListDocument,
    "\n  mutation UserSubsidiarySet($id: ID!, $userId: ID) {\n    userSubsidiarySet(id: $id, userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n": types.UserSubsidiarySetDocument,
    "\n  mutation UserSubsidiaryClear($userId: ID) {\n    userSubsidiaryClear(userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n": types.UserSubsidiaryClearDocument,
    "\n  mutation SubsidiaryCreate($input: SubsidiaryInput!) {\n    subsidiaryCreate(input: $input) {\n      id\n      name\n    }\n  }\n": types.SubsidiaryCreateDocument,
    "\n  mutation SubsidiaryUpdate($id: ID!, $input: SubsidiaryInput!) {\n    subsidiaryUpdate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.SubsidiaryUpdateDocument,
    "\n  mutation SubsidiaryDelete($id: ID!) {\n    subsidiaryDelete(id: $id)\n  }\n": types.SubsidiaryDeleteDocument,
    "\n  query PartnerInvoices {\n    partnerInvoices {\n      id\n      number\n      status\n      total\n      currency\n      createdAt\n      hostedInvoiceUrl\n      pdfUrl\n    }\n    partnerUpcomingInvoice {\n      id\n      total\n      currency\n      periodEnd\n    }\n  }\n": types.PartnerInvoicesDocument,
    "\n  query QuestionTemplateList {\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": types.QuestionTemplateListDocument,
    "\n  mutation QuestionTemplateAdminSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n": types.QuestionTemplateAdminSaveDocument,
    "\n  mutation QuestionTemplateDelete($templateId: ID!) {\n    questionTemplateDelete(templateId: $templateId)\n  }\n": types.QuestionTemplateDeleteDocument,
    "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n": types.ProjectSummaryFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n": types.NoteFieldsFragmentDoc,
    "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n": types.ProjectShareFieldsFragmentDoc,
    "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n": types.ProjectListDocument,
    "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectDetailsDocument,
    "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n": types.ProjectNotesDocument,
    "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n": types.ProjectSharesDocument,
    "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n": types.ClientListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n": types.ClientDetailsDocument,
    "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": types.PartnerUserListDocument,
    "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n": types.ClientCreateDocument,
    "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": types.ClientUpdateDocument,
    "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectCreateDocument,
    "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectUpdateDocument,
    "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n": types.ProjectArchiveDocument,
    "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectCloneDocument,
    "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectChangeOwnerDocument,
    "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n": types.NoteCreateDocument,
    "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n": types.NoteUpdateDocument,
    "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n": types.NoteDeleteDocument,
    "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n": types.ShareCreateDocument,
    "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n": types.ShareDeleteDocument,
    "\n  query CompanyRegistryLookup($cvr: String!) {\n    companyRegistryLookup(cvr: $cvr) {\n      name\n      address\n      zip\n      city\n      country\n      vatNo\n    }\n  }\n": types.CompanyRegistryLookupDocument,
    "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n": types.ReportOptionsFieldsFragmentDoc,
    "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n": types.EffectiveReportOptionsFieldsFragmentDoc,
    "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n": types.FrontPageImagesFieldsFragmentDoc,
    "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": types.UserReportOptionsDocument,
    "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n": types.PartnerReportOptionsDocument,
    "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": types.ReportOptionsUpdateDocument,
    "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n": types.PartnerReportOptionsUpdateDocument,
    "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n": types.ReportOptionsResetDocument,
    "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n": types.FrontPageImageDeleteDocument,
    "\n  query ProjectIssuedDocuments($projectId: ID!) {\n    projectDocuments(projectId: $projectId) {\n      documentId\n      type\n      co2TotalKg\n      co2Precision\n      issuedAt\n      issuedBy\n      manifestSha256\n    }\n  }\n": types.ProjectIssuedDocumentsDocument,
    "\n  fragment ReportDialogReportFields on ProjectReport {\n    id\n    projectId\n    year\n    comparativeHeading\n    reportSettings {\n      key\n      value\n    }\n  }\n": types.ReportDialogReportFieldsFragmentDoc,
    "\n  query RatingYears {\n    ratingYears\n  }\n": types.RatingYearsDocument,
    "\n  mutation ReportSettingsUpdate($projectId: ID!, $input: ProjectReportSettingsInput!) {\n    projectReportSettingsUpdate(projectId: $projectId, input: $input) {\n      ...ReportDialogReportFields\n    }\n  }\n": types.ReportSettingsUpdateDocument,
    "\n  mutation ReportYearUpdate($projectId: ID!, $year: Int!) {\n    projectReportUpdate(projectId: $projectId, input: { year: $year }) {\n      ...ReportDialogReportFields\n    }\n  }\n": types.ReportYearUpdateDocument,
    "\n  mutation ReportComparativeHeadingUpdate($projectId: ID!, $comparativeHeading: String) {\n    projectReportUpdate(projectId: $projectId, input: { comparativeHeading: $comparativeHeading }) {\n      ...ReportDialogReportFields\n    }\n  }\n": types.ReportComparativeHeadingUpdateDocument,
    "\n  mutation ReportGroupHeadingUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": types.ReportGroupHeadingUpdateDocument,
    "\n  fragment ReportPdfExportFields on ReportPdfExport {\n    id\n    projectId\n    type\n    app\n    state\n    phase\n    attempts\n    maxAttempts\n    documentId\n    fileName\n    fileUrl\n    errorCode\n    error\n  }\n": types.ReportPdfExportFieldsFragmentDoc,
    "\n  mutation ReportPdfExportStart($projectId: ID!, $input: ReportPdfExportInput!) {\n    reportPdfExportStart(projectId: $projectId, input: $input) {\n      ...ReportPdfExportFields\n    }\n  }\n": types.ReportPdfExportStartDocument,
    "\n  query ReportPdfExport($id: ID!) {\n    reportPdfExport(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n": types.ReportPdfExportDocument,
    "\n  subscription ReportPdfExportUpdated($id: ID!) {\n    reportPdfExportUpdated(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n": types.ReportPdfExportUpdatedDocument,
    "\n  fragment ReportLcaFields on LcaData {\n    gwpKgCo2e\n    manufacturingKgCo2e\n    transportationKgCo2e\n    useKgCo2e\n    eolKgCo2e\n    refurbishmentImpactKgCo2e\n    refurbishedManufacturingOffsetKgCo2e\n    refurbishedTransportationOffsetKgCo2e\n    refurbishmentOffsetKgCo2e\n    refurbishedOffsetTotalKgCo2e\n  }\n": types.ReportLcaFieldsFragmentDoc,
    "\n  fragment ReportAvailabilityFields on ReportAvailability {\n    comparativeAvailable\n    singleAvailable\n    lcaAvailable\n    refurbishmentAvailable\n    errors {\n      comparativeErrorReason\n      singleErrorReason\n      lcaErrorReason\n      refurbishmentErrorReason\n    }\n  }\n": types.ReportAvailabilityFieldsFragmentDoc,
    "\n  fragment ReportSolutionFields on ReportSolution {\n    id\n    name\n    description\n    order\n    calculationMode\n    solutionType {\n      id\n      name\n    }\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n    ...SummaryTotalsFields\n  }\n": types.ReportSolutionFieldsFragmentDoc,
    "\n  query ProjectReportView($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      reportType\n      ratingYear\n      kwhPrice\n      currency\n      uniqueCategoriesSortedKwh\n      uniqueCategoriesSortedGwp\n      report {\n        id\n        year\n        comparativeHeading\n      }\n      project {\n        id\n        name\n        description\n        clientName\n      }\n      partner {\n        id\n        name\n        logoUrl\n      }\n      reportSettings {\n        key\n        value\n      }\n      reportOptions {\n        source\n        locale\n        theme\n        primaryColor\n        secondaryColor\n        comprehensiveReportImage\n        estimateReportImage\n        refurbishmentImage\n        lcaReportImage\n      }\n      availability {\n        ...ReportAvailabilityFields\n      }\n      co2Impact {\n        baselineGroupId\n        comparativeGroupId\n        baselineCo2Kg\n        comparativeCo2Kg\n        savingKg\n        savingPercent\n        savingKgRounded\n        equivalences {\n          impact {\n            trees\n            carKm\n            streaming\n            plasticCups\n            smartphones\n          }\n          extended {\n            trees\n            plasticCups\n            solarCells\n            lightBulbs\n            houses\n            cars\n            streaming\n            persons\n          }\n        }\n      }\n      comparative {\n        baselineGroupId\n        comparativeGroupId\n        energySavingKwh\n        moneySaving\n        paybackYears\n        paybackReason\n        co2SavingKg\n        energyEfficiency {\n          categoryId\n          categoryName\n          percent\n        }\n        groups {\n          groupId\n          name\n          energySavingKwh\n          moneySaving\n          paybackYears\n          paybackReason\n          co2SavingKg\n          energyEfficiency {\n            categoryId\n            categoryName\n            percent\n          }\n        }\n      }\n      solutionGroups(limit: 8) {\n        id\n        name\n        state\n        requested\n        active\n        primary\n        counted\n        order\n        baselineHeading\n        lcaHeading\n        refurbishmentHeading\n        warnings\n        categoryInfrastructureShareInvalid\n        lcaItemCount\n        assumptions {\n          code\n          categoryIds\n        }\n        refurbishedItemCount\n        ...SummaryTotalsFields\n        lcaData {\n          ...ReportLcaFields\n        }\n        solutions(limit: 6) {\n          ...ReportSolutionFields\n        }\n      }\n    }\n  }\n": types.ProjectReportViewDocument,
    "\n  query ProjectReportCategories($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      solutionGroups(limit: 8) {\n        id\n        energyWheel {\n          category\n          categoryName\n          wattPerUnit\n          cop\n          categoryGroupWeight\n          rating\n          numericRating\n        }\n        categoryData {\n          categoryId\n          categoryName\n          itemCount\n          itKwh\n          totalKwh\n          co2EmissionKg\n          operationalCost\n          refurbishedItemCount\n          refurbishedUnitCount\n          wattPerUnit\n          rating\n          lcaData {\n            ...ReportLcaFields\n          }\n        }\n      }\n    }\n  }\n": types.ProjectReportCategoriesDocument,
    "\n  query ProjectReportItems($projectId: ID!, $reportType: String, $offset: Int!) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      items(limit: 1000, offset: $offset) {\n        id\n        solutionId\n        amount\n        hours\n        annualKwh\n        totalKwh\n        co2EmissionKg\n        refurbished\n        refurbishmentImpactPercentage\n        lcaMethod\n        product {\n          id\n          manufacturer\n          modelName\n          categoryId\n          categoryName\n        }\n        lcaData {\n          inclusion\n          gwpKgCo2e\n          manufacturingKgCo2e\n          transportationKgCo2e\n          useKgCo2e\n          eolKgCo2e\n          refurbishmentImpactKgCo2e\n          refurbishedOffsetTotalKgCo2e\n        }\n      }\n    }\n  }\n": types.ProjectReportItemsDocument,
    "\n  mutation ReportGeneratedCreate($input: ReportGeneratedInput!) {\n    reportGeneratedCreate(input: $input) {\n      id\n    }\n  }\n": types.ReportGeneratedCreateDocument,
    "\n  query ReportSelect($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectReportAvailability(projectId: $projectId) {\n      ...ReportAvailabilityFields\n    }\n    effectiveReportOptions {\n      comprehensiveReportImage\n      estimateReportImage\n      refurbishmentImage\n      lcaReportImage\n    }\n  }\n": types.ReportSelectDocument,
    "\n  query ReportDocumentQuery($projectId: ID!, $documentId: String!) {\n    reportDocument(projectId: $projectId, documentId: $documentId) {\n      documentId\n      type\n      co2TotalKg\n      co2TotalText\n      co2Precision\n      basis\n      issuedAt\n      verifyUrl\n    }\n  }\n": types.ReportDocumentQueryDocument,
    "\n  query ReportScope2($projectId: ID!) {\n    projectScope2(projectId: $projectId) {\n      locationBasedKg\n      marketBasedKg\n      renewableKwh\n      nonRenewableKwh\n      residualMixFactorG\n      residualMixSource\n      residualMixFallback\n      residualMixPublication\n      residualMixYear\n      countryCode\n      registeredMethod\n      registeredKg\n      groups {\n        id\n        name\n        locationBasedKg\n        marketBasedKg\n        energyKwh\n        renewableKwh\n        nonRenewableKwh\n        registeredKg\n      }\n    }\n  }\n": types.ReportScope2Document,
    "\n  fragment RequestShareFields on RequestShare {\n    id\n    status\n    supplier\n    message\n    seenAt\n    receivedAt\n    respondedAt\n    responseGroupId\n    request {\n      id\n      title\n      description\n      deadline\n      ownerPartner\n      ownerEmail\n      projectName\n      questions {\n        id\n        question\n        type\n      }\n    }\n    answers {\n      id\n      questionId\n      answer\n    }\n  }\n": types.RequestShareFieldsFragmentDoc,
    "\n  query RequestInbox($field: String, $order: String, $page: Int!, $perPage: Int!) {\n    requestInbox(field: $field, order: $order, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      items {\n        ...RequestShareFields\n      }\n    }\n  }\n": types.RequestInboxDocument,
    "\n  query RequestShare($requestShareId: ID!) {\n    requestShare(requestShareId: $requestShareId) {\n      ...RequestShareFields\n    }\n  }\n": types.RequestShareDocument,
    "\n  query RequestResponse($requestShareId: ID!) {\n    requestResponseGroup(requestShareId: $requestShareId) {\n      id\n      name\n      state\n      solutions(limit: 20) {\n        id\n        name\n        solutionType {\n          id\n          name\n          calculationMode\n          usesInfrastructure\n        }\n        ups {\n          id\n          efficiency\n        }\n        cooling {\n          id\n          cop\n        }\n        capacities {\n          id\n          amount\n          capacity {\n            id\n            name\n            unit\n          }\n        }\n        shares {\n          id\n          categoryIds\n          infrastructureSharePercent\n        }\n        items(limit: 50) {\n          id\n          amount\n          hoursId\n          product {\n            id\n            modelName\n            manufacturer\n            category {\n              id\n            }\n          }\n        }\n      }\n    }\n    requestResponseSummary(requestShareId: $requestShareId) {\n      totalKwh\n      co2EmissionTon\n      itemCount\n    }\n  }\n": types.RequestResponseDocument,
    "\n  mutation RequestShareMarkSeen($requestShareId: ID!) {\n    requestShareMarkSeen(requestShareId: $requestShareId) {\n      id\n      seenAt\n    }\n  }\n": types.RequestShareMarkSeenDocument,
    "\n  mutation RequestShareConfirm($requestShareId: ID!, $status: String!) {\n    requestShareConfirm(requestShareId: $requestShareId, status: $status) {\n      ...RequestShareFields\n    }\n  }\n": types.RequestShareConfirmDocument,
    "\n  mutation RequestAnswerSave($requestShareId: ID!, $questionId: ID!, $answer: String) {\n    requestAnswerSave(requestShareId: $requestShareId, questionId: $questionId, answer: $answer) {\n      id\n      questionId\n      answer\n    }\n  }\n": types.RequestAnswerSaveDocument,
    "\n  mutation RequestResponseSend($requestShareId: ID!, $responseId: ID!) {\n    requestResponseSend(requestShareId: $requestShareId, responseId: $responseId) {\n      buyerPartner\n      buyerEmail\n      share {\n        id\n        respondedAt\n      }\n    }\n  }\n": types.RequestResponseSendDocument,
    "\n  mutation RequestResponseGroupDelete($requestShareId: ID!, $groupId: ID!) {\n    requestResponseGroupDelete(requestShareId: $requestShareId, groupId: $groupId) {\n      id\n      status\n      responseGroupId\n    }\n  }\n": types.RequestResponseGroupDeleteDocument,
    "\n  query RequestColleagues($requestShareId: ID!, $search: String!) {\n    requestColleagues(requestShareId: $requestShareId, search: $search) {\n      id\n      name\n      email\n    }\n    requestInternalShares(requestShareId: $requestShareId) {\n      id\n      userId\n      username\n    }\n  }\n": types.RequestColleaguesDocument,
    "\n  mutation RequestInternalShareCreate($requestShareId: ID!, $userId: ID!) {\n    requestInternalShareCreate(requestShareId: $requestShareId, userId: $userId) {\n      id\n    }\n  }\n": types.RequestInternalShareCreateDocument,
    "\n  mutation RequestInternalShareDelete($requestShareId: ID!, $internalShareId: ID!) {\n    requestInternalShareDelete(requestShareId: $requestShareId, internalShareId: $internalShareId)\n  }\n": types.RequestInternalShareDeleteDocument,
    "\n  mutation ResponseSolutionCreate($scope: SolutionScopeInput!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(scope: $scope, groupId: $groupId, input: $input) {\n      id\n    }\n  }\n": types.ResponseSolutionCreateDocument,
    "\n  mutation ResponseItemAdd($scope: SolutionScopeInput!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n    }\n  }\n": types.ResponseItemAddDocument,
    "\n  mutation ResponseItemDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n": types.ResponseItemDeleteDocument,
    "\n  query RequestProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 10) {\n      id\n      modelName\n      manufacturer\n      manufacturerPartNumber\n      own\n      modes\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.RequestProductSearchDocument,
    "\n  subscription NewRequestCountChanged {\n    newRequestCountChanged\n  }\n": types.NewRequestCountChangedDocument,
    "\n  mutation ResponseSolutionUps($scope: SolutionScopeInput!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(scope: $scope, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n": types.ResponseSolutionUpsDocument,
    "\n  mutation ResponseSolutionCooling($scope: SolutionScopeInput!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(scope: $scope, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n": types.ResponseSolutionCoolingDocument,
    "\n  mutation ResponseCapacitySave($scope: SolutionScopeInput!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      amount\n    }\n  }\n": types.ResponseCapacitySaveDocument,
    "\n  mutation ResponseCapacitiesDeleteAll($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesDelete(scope: $scope, solutionId: $solutionId)\n  }\n": types.ResponseCapacitiesDeleteAllDocument,
    "\n  mutation ResponseCapacitiesRestore($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesRestore(scope: $scope, solutionId: $solutionId) {\n      id\n    }\n  }\n": types.ResponseCapacitiesRestoreDocument,
    "\n  mutation ResponseItemHours($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(scope: $scope, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      id\n      hoursId\n    }\n  }\n": types.ResponseItemHoursDocument,
    "\n  mutation ResponseInfrastructureShareCreate($scope: SolutionScopeInput!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      categoryIds\n      infrastructureSharePercent\n    }\n  }\n": types.ResponseInfrastructureShareCreateDocument,
    "\n  mutation ResponseInfrastructureShareDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n": types.ResponseInfrastructureShareDeleteDocument,
    "\n  mutation SupportSubmit($feedback: String!) {\n    supportSubmit(feedback: $feedback)\n  }\n": types.SupportSubmitDocument,
    "\n  query MyProfile {\n    myProfile {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation ProfileSave($input: ProfileInput!) {\n    profileSave(input: $input) {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n": types.ProfileSaveDocument,
    "\n  query MySettings {\n    mySettings {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n": types.MySettingsDocument,
    "\n  mutation UserSettingsUpdate($input: UserSettingsInput!) {\n    userSettingsUpdate(input: $input) {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n": types.UserSettingsUpdateDocument,
    "\n  fragment SidebarProjectFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n  }\n": types.SidebarProjectFieldsFragmentDoc,
    "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        ...SidebarProjectFields\n      }\n    }\n  }\n": types.ProjectListSidebarDocument,
    "\n  subscription SidebarProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      project {\n        ...SidebarProjectFields\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.SidebarProjectUpdatedDocument,
    "\n  fragment SolutionCapacityFields on SolutionCapacity {\n    id\n    amount\n    capacityId\n    deletedAt\n    capacity {\n      id\n      name\n      unit\n      categoryId\n    }\n  }\n": types.SolutionCapacityFieldsFragmentDoc,
    "\n  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {\n    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n": types.SolutionCapacitiesDocument,
    "\n  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n": types.CapacityAddDocument,
    "\n  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {\n    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n": types.CapacityUpdateDocument,
    "\n  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": types.CapacityDeleteDocument,
    "\n  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {\n    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n": types.CapacitiesDeleteDocument,
    "\n  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {\n    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n": types.CapacitiesRestoreDocument,
    "\n  fragment SolutionEnergyInstrumentFields on SolutionEnergyInstrument {\n    id\n    type\n    kwh\n    factorG\n    note\n  }\n": types.SolutionEnergyInstrumentFieldsFragmentDoc,
    "\n  query SolutionEnergyInstruments($projectId: ID!, $solutionId: ID!) {\n    solutionEnergyInstruments(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n": types.SolutionEnergyInstrumentsDocument,
    "\n  mutation SolutionEnergyInstrumentsSet($projectId: ID!, $solutionId: ID!, $input: EnergyInstrumentsInput!) {\n    solutionEnergyInstrumentsSet(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n": types.SolutionEnergyInstrumentsSetDocument,
    "\n  query SolutionAllItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      items(limit: 250, offset: $offset) {\n        id\n        amount\n        hoursId\n        operationalHours\n        refurbishmentImpactPercentage\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          modes\n          category {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.SolutionAllItemsDocument,
    "\n  query ExportGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id) {\n      groupId\n      solutions {\n        solutionId\n        calculationMode\n        ...SummaryTotalsFields\n      }\n    }\n  }\n": types.ExportGroupSummaryDocument,
    "\n  fragment SolutionRowFields on Solution {\n    id\n    name\n    order\n    itemCount\n    solutionType {\n      id\n      calculationMode\n    }\n  }\n": types.SolutionRowFieldsFragmentDoc,
    "\n  fragment SolutionGroupFields on SolutionGroup {\n    id\n    name\n    state\n    active\n    primary\n    requested\n    order\n    solutions(limit: 20) {\n      ...SolutionRowFields\n    }\n  }\n": types.SolutionGroupFieldsFragmentDoc,
    "\n  query SolutionGroups($projectId: ID!) {\n    solutionGroups(projectId: $projectId) {\n      baseline {\n        ...SolutionGroupFields\n      }\n      comparative {\n        ...SolutionGroupFields\n      }\n    }\n  }\n": types.SolutionGroupsDocument,
    "\n  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {\n    solutionGroup(projectId: $projectId, id: $id) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": types.SolutionGroupHeadingsDocument,
    "\n  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {\n    solutionGroupCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      state\n      active\n    }\n  }\n": types.SolutionGroupCreateDocument,
    "\n  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {\n    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      state\n      active\n      primary\n    }\n  }\n": types.SolutionGroupUpdateDocument,
    "\n  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n": types.SolutionGroupHeadingsUpdateDocument,
    "\n  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {\n    solutionGroupSetPrimary(projectId: $projectId, id: $id) {\n      id\n      primary\n    }\n  }\n": types.SolutionGroupSetPrimaryDocument,
    "\n  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {\n    solutionGroupClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n": types.SolutionGroupCloneDocument,
    "\n  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {\n    solutionGroupDelete(projectId: $projectId, id: $id)\n  }\n": types.SolutionGroupDeleteDocument,
    "\n  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {\n    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {\n      source {\n        groupId\n        totalKwh\n      }\n      target {\n        groupId\n        totalKwh\n      }\n    }\n  }\n": types.SolutionGroupReorderDocument,
    "\n  subscription SolutionGroupUpdated($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      byUserId\n    }\n  }\n": types.SolutionGroupUpdatedDocument,
    "\n  subscription SolutionGroupUpdatedFigures($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      solutionIds\n      itemIds\n      structural\n      byUserId\n      inPlace\n      solutions {\n        ...SolutionRowFields\n        ...SolutionDetailFields\n      }\n      items {\n        ...SolutionItemFields\n      }\n      solutionSummaries(explain: true) {\n        ...SolutionSummaryFields\n      }\n      groupSummaries(explain: true) {\n        ...GroupSummaryFields\n      }\n      projectSummary(changedGroupsOnly: true) {\n        ...ProjectSummaryFiguresFields\n      }\n    }\n  }\n": types.SolutionGroupUpdatedFiguresDocument,
    "\n  fragment CategoryShareFields on CategoryInfrastructureShare {\n    id\n    categoryIds\n    infrastructureSharePercent\n    deletedAt\n    categories {\n      id\n      name\n    }\n  }\n": types.CategoryShareFieldsFragmentDoc,
    "\n  query CategoryShares($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureShares(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n": types.CategorySharesDocument,
    "\n  mutation CategoryShareCreate($projectId: ID!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n": types.CategoryShareCreateDocument,
    "\n  mutation CategoryShareUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n": types.CategoryShareUpdateDocument,
    "\n  mutation CategoryShareDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": types.CategoryShareDeleteDocument,
    "\n  mutation CategorySharesDelete($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n": types.CategorySharesDeleteDocument,
    "\n  mutation CategorySharesRestore($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n": types.CategorySharesRestoreDocument,
    "\n  query SolutionItemsCheck($projectId: ID!, $solutionId: ID!, $input: SolutionItemsCheckInput!) {\n    solutionItemsCheck(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      found {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          category {\n            id\n            name\n          }\n        }\n      }\n      missing {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n      }\n    }\n  }\n": types.SolutionItemsCheckDocument,
    "\n  mutation SolutionItemsImport($projectId: ID!, $solutionId: ID!, $input: SolutionItemsImportInput!) {\n    solutionItemsImport(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      items {\n        id\n      }\n      requestedItems {\n        id\n      }\n    }\n  }\n": types.SolutionItemsImportDocument,
    "\n  mutation SolutionItemsRequest($projectId: ID!, $solutionId: ID!, $input: SolutionItemsRequestInput!) {\n    solutionItemsRequest(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      id\n      status\n    }\n  }\n": types.SolutionItemsRequestDocument,
    "\n  fragment ProductFields on Product {\n    id\n    manufacturer\n    modelName\n    manufacturerPartNumber\n    modes\n    own\n    category {\n      id\n      name\n      categoryType\n    }\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  fragment SolutionItemFields on SolutionItem {\n    id\n    amount\n    hoursId\n    operationalHours\n    refurbishmentImpactPercentage\n    unitPrice\n    serviceLifeYears\n    categoryId\n    order\n    product {\n      ...ProductFields\n    }\n  }\n": types.SolutionItemFieldsFragmentDoc,
    "\n  query SolutionItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      itemCount\n      items(limit: 4, offset: $offset) {\n        ...SolutionItemFields\n      }\n      pendingItemRequests {\n        id\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        createdAt\n      }\n    }\n  }\n": types.SolutionItemsDocument,
    "\n  query ProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 12) {\n      ...ProductFields\n    }\n  }\n": types.ProductSearchDocument,
    "\n  mutation SolutionItemAdd($projectId: ID!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n": types.SolutionItemAddDocument,
    "\n  mutation SolutionItemUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: SolutionItemUpdateInput!) {\n    solutionItemUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n": types.SolutionItemUpdateDocument,
    "\n  mutation SolutionItemHoursUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      ...SolutionItemFields\n    }\n  }\n": types.SolutionItemHoursUpdateDocument,
    "\n  mutation SolutionItemDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n": types.SolutionItemDeleteDocument,
    "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      product {\n        ...ProductFields\n      }\n      item {\n        id\n      }\n    }\n  }\n": types.ProductCreateDocument,
    "\n  fragment ProductEditFields on Product {\n    ...ProductFields\n    lcaManufacturingKg\n    lcaTransportationKg\n    lcaEolKg\n    dataMethod\n  }\n": types.ProductEditFieldsFragmentDoc,
    "\n  query ProductUsage($id: ID!) {\n    productUsage(id: $id) {\n      productId\n      projectCount\n      itemCount\n      projects {\n        id\n        name\n        namespace\n      }\n      moreOpenable\n      notOpenable\n    }\n    product(id: $id) {\n      ...ProductEditFields\n    }\n  }\n": types.ProductUsageDocument,
    "\n  mutation ProductUpdate($id: ID!, $input: ProductUpdateInput!) {\n    productUpdate(id: $id, input: $input) {\n      ...ProductEditFields\n    }\n  }\n": types.ProductUpdateDocument,
    "\n  query SolutionReference {\n    solutionTypes {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    infrastructurePresets {\n      id\n      kind\n      label\n      value\n      sortOrder\n    }\n    hourProfiles {\n      id\n      name\n      hoursPerYear\n      arithmetic\n    }\n    capacities {\n      id\n      name\n      unit\n      categoryId\n    }\n    categories {\n      id\n      name\n      categoryType\n      preset\n      defaultModes\n      sortOrder\n      serviceLifeYears\n    }\n  }\n": types.SolutionReferenceDocument,
    "\n  fragment SolutionDetailFields on Solution {\n    id\n    name\n    description\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    solutionGroupId\n    itemCount\n    solutionType {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n  }\n": types.SolutionDetailFieldsFragmentDoc,
    "\n  query SolutionDetails($projectId: ID!, $id: ID!) {\n    solution(projectId: $projectId, id: $id) {\n      ...SolutionDetailFields\n    }\n  }\n": types.SolutionDetailsDocument,
    "\n  mutation SolutionCreate($projectId: ID!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(projectId: $projectId, groupId: $groupId, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n": types.SolutionCreateDocument,
    "\n  mutation SolutionUpdate($projectId: ID!, $id: ID!, $input: SolutionUpdateInput!) {\n    solutionUpdate(projectId: $projectId, id: $id, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n": types.SolutionUpdateDocument,
    "\n  mutation SolutionClone($projectId: ID!, $id: ID!) {\n    solutionClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n": types.SolutionCloneDocument,
    "\n  mutation SolutionDelete($projectId: ID!, $id: ID!) {\n    solutionDelete(projectId: $projectId, id: $id)\n  }\n": types.SolutionDeleteDocument,
    "\n  mutation SolutionUpsUpdate($projectId: ID!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(projectId: $projectId, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n": types.SolutionUpsUpdateDocument,
    "\n  mutation SolutionCoolingUpdate($projectId: ID!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(projectId: $projectId, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n": types.SolutionCoolingUpdateDocument,
    "\n  fragment SummaryTotalsFields on SummaryFigures {\n    itemCount\n    itKwh\n    totalKwh\n    upsKwh\n    coolingKwh\n    dcie\n    pue\n    co2EmissionKg\n    co2EmissionTon\n    operationalCost\n    investment\n    rating {\n      rating\n      numericRating\n      efficiency\n      year\n      coolingOnly\n    }\n  }\n": types.SummaryTotalsFieldsFragmentDoc,
    "\n  fragment SummaryDetailFields on SummaryFigures {\n    assumptions {\n      code\n      categoryIds\n    }\n    categoryData {\n      categoryId\n      categoryName\n      itemCount\n      itKwh\n      totalKwh\n      capacityId\n      capacityAmount\n      wattPerUnit\n      rating\n    }\n    traces {\n      path\n      section\n      formula\n      inputs\n      value\n    }\n  }\n": types.SummaryDetailFieldsFragmentDoc,
    "\n  fragment SolutionSummaryFields on SolutionSummary {\n    solutionId\n    calculationMode\n    kwhPrice\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n": types.SolutionSummaryFieldsFragmentDoc,
    "\n  query SolutionSummary($projectId: ID!, $id: ID!) {\n    solutionSummary(projectId: $projectId, id: $id, explain: true) {\n      ...SolutionSummaryFields\n    }\n  }\n": types.SolutionSummaryDocument,
    "\n  fragment GroupSummaryFields on SolutionGroupSummary {\n    groupId\n    name\n    state\n    active\n    counted\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n": types.GroupSummaryFieldsFragmentDoc,
    "\n  query SolutionGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {\n      ...GroupSummaryFields\n    }\n  }\n": types.SolutionGroupSummaryDocument,
    "\n  fragment ProjectSummaryFiguresFields on ProjectSummary {\n    projectId\n    warnings\n    itemCount\n    groups {\n      groupId\n      name\n      state\n      active\n      counted\n      primary\n      warnings\n      ...SummaryTotalsFields\n    }\n  }\n": types.ProjectSummaryFiguresFieldsFragmentDoc,
    "\n  query ProjectSummary($projectId: ID!) {\n    projectSummary(projectId: $projectId) {\n      ...ProjectSummaryFiguresFields\n    }\n  }\n": types.ProjectSummaryDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      name\n      free\n      prices {\n        id\n        interval\n        unitAmount\n      }\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  fragment SubscriptionStateFields on SubscriptionState {\n    id\n    type\n    name\n    free\n    stripeStatus\n    active\n    priceId\n    interval\n    paymentMethod\n    endsAt\n    quantity\n    incompletePayments\n    incompletePaymentUrl\n  }\n": types.SubscriptionStateFieldsFragmentDoc,
    "\n  query PartnerSubscription {\n    partnerSubscription {\n      subscription {\n        ...SubscriptionStateFields\n      }\n      plans {\n        id\n        name\n        free\n        prices {\n          id\n          interval\n          unitAmount\n        }\n      }\n      seatsUsed\n      hasPaymentSource\n      cardPaymentConfigured\n    }\n    paymentMethods {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n": types.PartnerSubscriptionDocument,
    "\n  fragment PaymentResultFields on PaymentResultType {\n    status\n    clientSecret\n    message\n    redirectUrl\n    sessionId\n    subscription {\n      ...SubscriptionStateFields\n    }\n  }\n": types.PaymentResultFieldsFragmentDoc,
    "\n  query RegisterChallenge {\n    registerChallenge\n  }\n": types.RegisterChallengeDocument,
    "\n  mutation CheckoutCard($input: PlanChoiceInput!, $returnTo: String!) {\n    checkoutCard(input: $input, returnTo: $returnTo) {\n      ...PaymentResultFields\n    }\n  }\n": types.CheckoutCardDocument,
    "\n  mutation CheckoutInvoice($input: PlanChoiceInput!) {\n    checkoutInvoice(input: $input) {\n      ...PaymentResultFields\n    }\n  }\n": types.CheckoutInvoiceDocument,
    "\n  mutation CheckoutComplete($sessionId: String!) {\n    checkoutComplete(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n": types.CheckoutCompleteDocument,
    "\n  mutation SubscriptionChange($id: ID, $input: PlanChoiceInput!) {\n    subscriptionChange(id: $id, input: $input) {\n      ...PaymentResultFields\n    }\n  }\n": types.SubscriptionChangeDocument,
    "\n  mutation SubscriptionCancel($id: ID!) {\n    subscriptionCancel(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n": types.SubscriptionCancelDocument,
    "\n  mutation SubscriptionResume($id: ID!) {\n    subscriptionResume(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n": types.SubscriptionResumeDocument,
    "\n  mutation SubscriptionSeatsChange($id: ID!, $delta: Int!) {\n    subscriptionSeatsChange(id: $id, delta: $delta) {\n      changed\n      quantity\n      used\n    }\n  }\n": types.SubscriptionSeatsChangeDocument,
    "\n  mutation PaymentMethodAdd {\n    paymentMethodAdd {\n      ...PaymentResultFields\n    }\n  }\n": types.PaymentMethodAddDocument,
    "\n  mutation PaymentMethodAttach($sessionId: String) {\n    paymentMethodAttach(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n": types.PaymentMethodAttachDocument,
    "\n  query PartnerSubscriptionState {\n    partnerSubscription {\n      subscription {\n        id\n        incompletePayments\n        incompletePaymentUrl\n      }\n    }\n  }\n": types.PartnerSubscriptionStateDocument,
    "\n  query ProjectItemValidationCount($id: ID!) {\n    project(id: $id) {\n      id\n      itemValidationCount {\n        validated\n        total\n      }\n    }\n  }\n": types.ProjectItemValidationCountDocument,
    "\n  mutation ProjectValidationStart($projectId: ID!, $namespace: String!) {\n    projectStartValidation(projectId: $projectId, namespace: $namespace) {\n      id\n      status\n    }\n  }\n": types.ProjectValidationStartDocument,
    "\n  subscription ValidationStatusUpdated {\n    validationStatusUpdated {\n      kind\n      entryId\n      projectId\n      name\n      status\n      validated\n      total\n    }\n  }\n": types.ValidationStatusUpdatedDocument,
    "\n  subscription ValidationStatusInitialize {\n    validationStatusInitialize {\n      projectId\n      projectName\n      partnerName\n      requestedByName\n      queued\n    }\n  }\n": types.ValidationStatusInitializeDocument,
    "\n  subscription AdminNotification {\n    adminNotification {\n      message\n      messageKey\n      messageParams\n      category\n      createdAt\n    }\n  }\n": types.AdminNotificationDocument,
    "\n  query ValidationQueue {\n    validationQueue {\n      kind\n      id\n      manufacturer\n      modelName\n      manufacturerPartNumber\n      categoryId\n      categoryName\n      modes\n      amount\n      partnerName\n      projectId\n      projectName\n      requestedByName\n      createdAt\n    }\n  }\n": types.ValidationQueueDocument,
    "\n  mutation ValidationEntryAccept($input: ValidationEntryInput!) {\n    validationEntryAccept(input: $input)\n  }\n": types.ValidationEntryAcceptDocument,
    "\n  mutation ValidationEntryReject($input: ValidationEntryInput!) {\n    validationEntryReject(input: $input)\n  }\n": types.ValidationEntryRejectDocument,
    "\n  mutation ValidationEntryEdit($input: ValidationEntryInput!) {\n    validationEntryEdit(input: $input) {\n      kind\n      id\n    }\n  }\n": types.ValidationEntryEditDocument,
    "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      message\n      messageKey\n      messageParams\n      category\n      status\n      createdAt\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation NotificationMarkRead($id: ID!) {\n    notificationMarkRead(id: $id) {\n      id\n      status\n    }\n  }\n": types.NotificationMarkReadDocument,
    "\n  mutation NotificationsMarkAllRead {\n    notificationsMarkAllRead\n  }\n": types.NotificationsMarkAllReadDocument,
    "\n  query CategoryAdmin {\n    categoryTypes\n    adminCategories {\n      id\n      name\n      categoryType\n      defaultModes\n      defaultLca\n      serviceLifeYears\n    }\n    categoryTags {\n      id\n      tag\n      categoryType\n    }\n    categorySubTypes {\n      id\n      name\n      categoryId\n    }\n  }\n": types.CategoryAdminDocument,
    "\n  mutation CategoryTagSave($input: CategoryTagInput!) {\n    categoryTagSave(input: $input) {\n      id\n      tag\n      categoryType\n    }\n  }\n": types.CategoryTagSaveDocument,
    "\n  mutation CategoryTagDelete($id: ID!) {\n    categoryTagDelete(id: $id)\n  }\n": types.CategoryTagDeleteDocument,
    "\n  mutation CategoryTypeUpdate($input: CategoryTypeUpdateInput!) {\n    categoryTypeUpdate(input: $input) {\n      id\n      categoryType\n    }\n  }\n": types.CategoryTypeUpdateDocument,
    "\n  mutation CategorySubTypeSave($input: CategorySubTypeInput!) {\n    categorySubTypeSave(input: $input) {\n      id\n      name\n      categoryId\n    }\n  }\n": types.CategorySubTypeSaveDocument,
    "\n  mutation CategorySubTypeDelete($id: ID!) {\n    categorySubTypeDelete(id: $id)\n  }\n": types.CategorySubTypeDeleteDocument,
    "\n  mutation CategoryDefaultModeCreate($input: DefaultModeInput!) {\n    categoryDefaultModeCreate(input: $input) {\n      id\n      defaultModes\n    }\n  }\n": types.CategoryDefaultModeCreateDocument,
    "\n  mutation CategoryDefaultModeDelete($categoryId: ID!, $index: Int!) {\n    categoryDefaultModeDelete(categoryId: $categoryId, index: $index) {\n      id\n      defaultModes\n    }\n  }\n": types.CategoryDefaultModeDeleteDocument,
    "\n  mutation CategoryServiceLifeUpdate($input: ServiceLifeInput!) {\n    categoryServiceLifeUpdate(input: $input) {\n      id\n      serviceLifeYears\n    }\n  }\n": types.CategoryServiceLifeUpdateDocument,
    "\n  mutation CategoryDefaultLcaUpdate($input: DefaultLcaInput!) {\n    categoryDefaultLcaUpdate(input: $input) {\n      id\n      defaultLca\n    }\n  }\n": types.CategoryDefaultLcaUpdateDocument,
    "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n      manifestSha256\n    }\n  }\n": types.DocumentVerifyDocument,
    "\n  query DocumentManifest($documentId: String!) {\n    documentManifest(documentId: $documentId) {\n      sha256\n      methodologyVersion\n      manifest\n    }\n  }\n": types.DocumentManifestDocument,
    "\n  mutation RerunDocument($documentId: String!) {\n    rerunDocument(documentId: $documentId) {\n      matches\n      manifestSha256Valid\n      methodologyVersion\n      differences {\n        path\n        registered\n        recomputed\n      }\n    }\n  }\n": types.RerunDocumentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    hasSeat\n    buyerWelcomeDismissed\n    partner {\n      id\n      name\n      type\n      countryCode\n      logoUrl\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    name\n    locale\n    isCollaborator\n    partnerId\n    roles\n    permissions\n    isSuperAdmin\n    isPartnerAdmin\n    freeSubscription\n    paidSubscription\n    emailVerified\n    newRequestCount\n    hasSeat\n    buyerWelcomeDismissed\n    partner {\n      id\n      name\n      type\n      countryCode\n      logoUrl\n      subscription {\n        type\n        stripeStatus\n      }\n    }\n    profile {\n      firstname\n      lastname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n"): (typeof documents)["\n  mutation UserLanguageUpdate($language: String!) {\n    userLanguageUpdate(language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueImportFields on CatalogueImport {\n    id\n    fileName\n    state\n    error\n    progress {\n      done\n      total\n      created\n      updated\n      rejected\n    }\n    result {\n      rows\n      created\n      updated\n      rejected\n      skipped {\n        line\n        reason\n        code\n        params\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueImportFields on CatalogueImport {\n    id\n    fileName\n    state\n    error\n    progress {\n      done\n      total\n      created\n      updated\n      rejected\n    }\n    result {\n      rows\n      created\n      updated\n      rejected\n      skipped {\n        line\n        reason\n        code\n        params\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueImport($id: ID!) {\n    catalogueImport(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n"): (typeof documents)["\n  query CatalogueImport($id: ID!) {\n    catalogueImport(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CatalogueImportUpdated($id: ID!) {\n    catalogueImportUpdated(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n"): (typeof documents)["\n  subscription CatalogueImportUpdated($id: ID!) {\n    catalogueImportUpdated(id: $id) {\n      ...CatalogueImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EmailVerify($token: String!) {\n    emailVerify(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EmailVerificationResend {\n    emailVerificationResend {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordChange($input: PasswordChangeInput!) {\n    passwordChange(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuyerRequestFields on BuyerRequest {\n    id\n    title\n    description\n    deadline\n    status\n    projectId\n    questions {\n      id\n      question\n      type\n      order\n    }\n    shares {\n      id\n      supplier\n      name\n      email\n      status\n      seenAt\n      respondedAt\n      responseGroupId\n    }\n  }\n"): (typeof documents)["\n  fragment BuyerRequestFields on BuyerRequest {\n    id\n    title\n    description\n    deadline\n    status\n    projectId\n    questions {\n      id\n      question\n      type\n      order\n    }\n    shares {\n      id\n      supplier\n      name\n      email\n      status\n      seenAt\n      respondedAt\n      responseGroupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectRequests($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectRequests(projectId: $projectId) {\n      ...BuyerRequestFields\n    }\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectRequests($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectRequests(projectId: $projectId) {\n      ...BuyerRequestFields\n    }\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCreate($projectId: ID!, $input: RequestInput!) {\n    requestCreate(projectId: $projectId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCreate($projectId: ID!, $input: RequestInput!) {\n    requestCreate(projectId: $projectId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestUpdate($projectId: ID!, $requestId: ID!, $input: RequestInput!) {\n    requestUpdate(projectId: $projectId, requestId: $requestId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestUpdate($projectId: ID!, $requestId: ID!, $input: RequestInput!) {\n    requestUpdate(projectId: $projectId, requestId: $requestId, input: $input) {\n      ...BuyerRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuestionSave($projectId: ID!, $requestId: ID!, $questionId: ID, $input: QuestionInput!) {\n    requestQuestionSave(projectId: $projectId, requestId: $requestId, questionId: $questionId, input: $input) {\n      id\n      question\n      type\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuestionSave($projectId: ID!, $requestId: ID!, $questionId: ID, $input: QuestionInput!) {\n    requestQuestionSave(projectId: $projectId, requestId: $requestId, questionId: $questionId, input: $input) {\n      id\n      question\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuestionDelete($projectId: ID!, $requestId: ID!, $questionId: ID!) {\n    requestQuestionDelete(projectId: $projectId, requestId: $requestId, questionId: $questionId)\n  }\n"): (typeof documents)["\n  mutation RequestQuestionDelete($projectId: ID!, $requestId: ID!, $questionId: ID!) {\n    requestQuestionDelete(projectId: $projectId, requestId: $requestId, questionId: $questionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTemplateImport($projectId: ID!, $requestId: ID!, $templateId: ID!) {\n    requestTemplateImport(projectId: $projectId, requestId: $requestId, templateId: $templateId) {\n      ...BuyerRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTemplateImport($projectId: ID!, $requestId: ID!, $templateId: ID!) {\n    requestTemplateImport(projectId: $projectId, requestId: $requestId, templateId: $templateId) {\n      ...BuyerRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShareCreate($projectId: ID!, $requestId: ID!, $input: RequestShareInput!) {\n    requestShareCreate(projectId: $projectId, requestId: $requestId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RequestShareCreate($projectId: ID!, $requestId: ID!, $input: RequestShareInput!) {\n    requestShareCreate(projectId: $projectId, requestId: $requestId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShareCancel($projectId: ID!, $requestId: ID!, $requestShareId: ID!) {\n    requestShareCancel(projectId: $projectId, requestId: $requestId, requestShareId: $requestShareId)\n  }\n"): (typeof documents)["\n  mutation RequestShareCancel($projectId: ID!, $requestId: ID!, $requestShareId: ID!) {\n    requestShareCancel(projectId: $projectId, requestId: $requestId, requestShareId: $requestShareId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionTemplateSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation QuestionTemplateSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      byUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComparativeTotalsFields on ComparativeTotals {\n    totalKwhBefore\n    totalKwhAfter\n    energySavingKwh\n    moneySaving\n    co2BeforeKg\n    co2AfterKg\n    co2SavingKg\n    operationalSavingsPercent\n    totalEnergyEfficientGrowthKwh\n    upsKwhBefore\n    upsKwhAfter\n    coolingKwhBefore\n    coolingKwhAfter\n    ratingBefore\n    ratingAfter\n    categories {\n      categoryId\n      categoryName\n      capacityId\n      capacityName\n      capacityUnit\n      capacityBefore\n      capacityAfter\n      efficiencyFactor\n      totalWattForCategoryBefore\n      totalWattForCategoryAfter\n      itKwhBefore\n      itKwhAfter\n      wattPerUnitBefore\n      wattPerUnitAfter\n    }\n  }\n"): (typeof documents)["\n  fragment ComparativeTotalsFields on ComparativeTotals {\n    totalKwhBefore\n    totalKwhAfter\n    energySavingKwh\n    moneySaving\n    co2BeforeKg\n    co2AfterKg\n    co2SavingKg\n    operationalSavingsPercent\n    totalEnergyEfficientGrowthKwh\n    upsKwhBefore\n    upsKwhAfter\n    coolingKwhBefore\n    coolingKwhAfter\n    ratingBefore\n    ratingAfter\n    categories {\n      categoryId\n      categoryName\n      capacityId\n      capacityName\n      capacityUnit\n      capacityBefore\n      capacityAfter\n      efficiencyFactor\n      totalWattForCategoryBefore\n      totalWattForCategoryAfter\n      itKwhBefore\n      itKwhAfter\n      wattPerUnitBefore\n      wattPerUnitAfter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComparativeItemFields on ComparativeItem {\n    id\n    state\n    side\n    brandName\n    modelName\n    categoryId\n    categoryName\n    amount\n    annualKwh\n    totalKwh\n    co2Kg\n    categoryType\n    extraColumns\n  }\n"): (typeof documents)["\n  fragment ComparativeItemFields on ComparativeItem {\n    id\n    state\n    side\n    brandName\n    modelName\n    categoryId\n    categoryName\n    amount\n    annualKwh\n    totalKwh\n    co2Kg\n    categoryType\n    extraColumns\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComparativeWheelFields on ComparativeWheelEntry {\n    kind\n    categoryId\n    categoryName\n    categoryGroupWeight\n    wattPerUnit\n    cop\n    rating\n    numericRating\n  }\n"): (typeof documents)["\n  fragment ComparativeWheelFields on ComparativeWheelEntry {\n    kind\n    categoryId\n    categoryName\n    categoryGroupWeight\n    wattPerUnit\n    cop\n    rating\n    numericRating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparativeReport($projectId: ID!) {\n    comparativeReport(projectId: $projectId) {\n      projectId\n      projectName\n      clientName\n      title\n      year\n      years\n      kickback\n      contributorName\n      partnerName\n      logoUrl\n      kwhPrice\n      currency\n      weightedEfficiencyFactor\n      totals {\n        ...ComparativeTotalsFields\n      }\n      wheelBefore {\n        ...ComparativeWheelFields\n      }\n      wheelAfter {\n        ...ComparativeWheelFields\n      }\n      settings {\n        key\n        value\n      }\n      calculations {\n        id\n        name\n        variant\n        order\n        beforeSolutionId\n        afterSolutionId\n        extraColumns\n        totals {\n          ...ComparativeTotalsFields\n        }\n        itemsBefore {\n          ...ComparativeItemFields\n        }\n        itemsAfter {\n          ...ComparativeItemFields\n        }\n        requests {\n          id\n          state\n          brandName\n          modelName\n          amount\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparativeReport($projectId: ID!) {\n    comparativeReport(projectId: $projectId) {\n      projectId\n      projectName\n      clientName\n      title\n      year\n      years\n      kickback\n      contributorName\n      partnerName\n      logoUrl\n      kwhPrice\n      currency\n      weightedEfficiencyFactor\n      totals {\n        ...ComparativeTotalsFields\n      }\n      wheelBefore {\n        ...ComparativeWheelFields\n      }\n      wheelAfter {\n        ...ComparativeWheelFields\n      }\n      settings {\n        key\n        value\n      }\n      calculations {\n        id\n        name\n        variant\n        order\n        beforeSolutionId\n        afterSolutionId\n        extraColumns\n        totals {\n          ...ComparativeTotalsFields\n        }\n        itemsBefore {\n          ...ComparativeItemFields\n        }\n        itemsAfter {\n          ...ComparativeItemFields\n        }\n        requests {\n          id\n          state\n          brandName\n          modelName\n          amount\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeCalculationCreate($projectId: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativeCalculationCreate($projectId: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeCalculationUpdate($projectId: ID!, $id: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativeCalculationUpdate($projectId: ID!, $id: ID!, $input: ComparativeCalculationInput!) {\n    comparativeCalculationUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      variant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeCalculationDelete($projectId: ID!, $id: ID!) {\n    comparativeCalculationDelete(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation ComparativeCalculationDelete($projectId: ID!, $id: ID!) {\n    comparativeCalculationDelete(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeReportSettingsUpdate($projectId: ID!, $input: ComparativeReportSettingsInput!) {\n    comparativeReportSettingsUpdate(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativeReportSettingsUpdate($projectId: ID!, $input: ComparativeReportSettingsInput!) {\n    comparativeReportSettingsUpdate(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeReportDataUpdate($projectId: ID!, $input: ComparativeReportDataInput!) {\n    comparativeReportDataUpdate(projectId: $projectId, input: $input) {\n      id\n      year\n      years\n      title\n      kickback\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativeReportDataUpdate($projectId: ID!, $input: ComparativeReportDataInput!) {\n    comparativeReportDataUpdate(projectId: $projectId, input: $input) {\n      id\n      year\n      years\n      title\n      kickback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectChangeLog($projectId: ID!) {\n    projectChangeLog(projectId: $projectId) {\n      id\n      action\n      detail\n      userName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ProjectChangeLog($projectId: ID!) {\n    projectChangeLog(projectId: $projectId) {\n      id\n      action\n      detail\n      userName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectCloneToItAnalysis($projectId: ID!) {\n    projectCloneToItAnalysis(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectCloneToItAnalysis($projectId: ID!) {\n    projectCloneToItAnalysis(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectStartValidation($projectId: ID!) {\n    projectStartValidation(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectStartValidation($projectId: ID!) {\n    projectStartValidation(projectId: $projectId, namespace: \"comparative-solution\") {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparativePreAnalysis($projectId: ID!) {\n    comparativePreAnalysis(projectId: $projectId) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n"): (typeof documents)["\n  query ComparativePreAnalysis($projectId: ID!) {\n    comparativePreAnalysis(projectId: $projectId) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativePreAnalysisSave($projectId: ID!, $rows: [PreAnalysisRowInput!]!) {\n    comparativePreAnalysisSave(projectId: $projectId, rows: $rows) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativePreAnalysisSave($projectId: ID!, $rows: [PreAnalysisRowInput!]!) {\n    comparativePreAnalysisSave(projectId: $projectId, rows: $rows) {\n      projectId\n      saved\n      rows { category unitsBefore wattsBefore unitsAfter wattsAfter hours }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComparativeExtraColumnToggle($projectId: ID!, $id: ID!, $input: ComparativeExtraColumnInput!) {\n    comparativeExtraColumnToggle(projectId: $projectId, id: $id, input: $input) {\n      id\n      extraColumns\n    }\n  }\n"): (typeof documents)["\n  mutation ComparativeExtraColumnToggle($projectId: ID!, $id: ID!, $input: ComparativeExtraColumnInput!) {\n    comparativeExtraColumnToggle(projectId: $projectId, id: $id, input: $input) {\n      id\n      extraColumns\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWidgets($fromDate: String!, $toDate: String!, $partnerView: Boolean!) {\n    dashboardWidgets(fromDate: $fromDate, toDate: $toDate, partnerView: $partnerView) {\n      fromDate\n      toDate\n      partnerView\n      projects\n      clients\n      documentedCo2Tons\n      reportsGenerated\n      kwhSaved\n      openRequests\n    }\n  }\n"): (typeof documents)["\n  query DashboardWidgets($fromDate: String!, $toDate: String!, $partnerView: Boolean!) {\n    dashboardWidgets(fromDate: $fromDate, toDate: $toDate, partnerView: $partnerView) {\n      fromDate\n      toDate\n      partnerView\n      projects\n      clients\n      documentedCo2Tons\n      reportsGenerated\n      kwhSaved\n      openRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCharts($partnerView: Boolean!) {\n    dashboardCharts(partnerView: $partnerView) {\n      partnerView\n      months {\n        month\n        projects\n        documentedCo2Tons\n        reports\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCharts($partnerView: Boolean!) {\n    dashboardCharts(partnerView: $partnerView) {\n      partnerView\n      months {\n        month\n        projects\n        documentedCo2Tons\n        reports\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardChanged {\n    dashboardChanged {\n      kind\n      action\n      byUserId\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardChanged {\n    dashboardChanged {\n      kind\n      action\n      byUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDecision($projectId: ID!, $years: Int, $gridChangePercent: Float) {\n    projectDecision(projectId: $projectId, years: $years, gridChangePercent: $gridChangePercent) {\n      projectId\n      currency\n      baselineGroupId\n      years\n      gridPathSource\n      gridPathSourceNote\n      gridPathCitation {\n        title\n        publisher\n        year\n        url\n        unit\n        anchors {\n          year\n          factor\n        }\n      }\n      gridChangePercent\n      countryCode\n      groups {\n        groupId\n        name\n        annualKwhSaving\n        annualCo2SavingKg\n        annualCostSaving\n        embodiedKg\n        carbonPaybackYears\n        carbonPaybackReason\n        flatCarbonPaybackYears\n        paybackHorizonYears\n        moneyPaybackYears\n        serviceLifeYears\n        recommendation\n        recommendationReason\n        capitalGoodsKg\n        amortisedKgPerYear\n        projection {\n          year\n          baselineKg\n          groupKg\n          cumulativeSavingKg\n        }\n        traces {\n          path\n          section\n          formula\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDecision($projectId: ID!, $years: Int, $gridChangePercent: Float) {\n    projectDecision(projectId: $projectId, years: $years, gridChangePercent: $gridChangePercent) {\n      projectId\n      currency\n      baselineGroupId\n      years\n      gridPathSource\n      gridPathSourceNote\n      gridPathCitation {\n        title\n        publisher\n        year\n        url\n        unit\n        anchors {\n          year\n          factor\n        }\n      }\n      gridChangePercent\n      countryCode\n      groups {\n        groupId\n        name\n        annualKwhSaving\n        annualCo2SavingKg\n        annualCostSaving\n        embodiedKg\n        carbonPaybackYears\n        carbonPaybackReason\n        flatCarbonPaybackYears\n        paybackHorizonYears\n        moneyPaybackYears\n        serviceLifeYears\n        recommendation\n        recommendationReason\n        capitalGoodsKg\n        amortisedKgPerYear\n        projection {\n          year\n          baselineKg\n          groupKg\n          cumulativeSavingKg\n        }\n        traces {\n          path\n          section\n          formula\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EedReportFields on EedReport {\n    solutionId\n    solutionName\n    projectName\n    year\n    installedItPowerKw\n    totalEnergyKwh\n    itEnergyKwh\n    totalEnergySource\n    itEnergySource\n    modelTotalEnergyKwh\n    modelItEnergyKwh\n    waterInputM3\n    potableWaterM3\n    reusedEnergyKwh\n    renewableEnergyKwh\n    renewableOnSiteKwh\n    renewablePpaKwh\n    renewableGuaranteesOfOriginKwh\n    backupGeneratorEnergyKwh\n    totalFloorAreaM2\n    computerRoomFloorAreaM2\n    coolingSetPointMinC\n    coolingSetPointMaxC\n    storageCapacityPb\n    serverCapacity\n    incomingTrafficEb\n    outgoingTrafficEb\n    co2FactorGram\n    cueFactorMethod\n    scope2RenewableKwh\n    scope2GuaranteeOfOriginKwh\n    scope2PpaKwh\n    scope2Ref\n    renewableDifferenceKwh\n    renewableAgree\n    pue\n    dcie\n    wue\n    erf\n    ref\n    ere\n    cue\n    obliged\n    saved\n    updatedAt\n    editable\n  }\n"): (typeof documents)["\n  fragment EedReportFields on EedReport {\n    solutionId\n    solutionName\n    projectName\n    year\n    installedItPowerKw\n    totalEnergyKwh\n    itEnergyKwh\n    totalEnergySource\n    itEnergySource\n    modelTotalEnergyKwh\n    modelItEnergyKwh\n    waterInputM3\n    potableWaterM3\n    reusedEnergyKwh\n    renewableEnergyKwh\n    renewableOnSiteKwh\n    renewablePpaKwh\n    renewableGuaranteesOfOriginKwh\n    backupGeneratorEnergyKwh\n    totalFloorAreaM2\n    computerRoomFloorAreaM2\n    coolingSetPointMinC\n    coolingSetPointMaxC\n    storageCapacityPb\n    serverCapacity\n    incomingTrafficEb\n    outgoingTrafficEb\n    co2FactorGram\n    cueFactorMethod\n    scope2RenewableKwh\n    scope2GuaranteeOfOriginKwh\n    scope2PpaKwh\n    scope2Ref\n    renewableDifferenceKwh\n    renewableAgree\n    pue\n    dcie\n    wue\n    erf\n    ref\n    ere\n    cue\n    obliged\n    saved\n    updatedAt\n    editable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EedReport($projectId: ID!, $solutionId: ID!, $year: Int) {\n    eedReport(projectId: $projectId, solutionId: $solutionId, year: $year) {\n      ...EedReportFields\n    }\n  }\n"): (typeof documents)["\n  query EedReport($projectId: ID!, $solutionId: ID!, $year: Int) {\n    eedReport(projectId: $projectId, solutionId: $solutionId, year: $year) {\n      ...EedReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EedReportSave($input: EedReportInputType!) {\n    eedReportSave(input: $input) {\n      ...EedReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation EedReportSave($input: EedReportInputType!) {\n    eedReportSave(input: $input) {\n      ...EedReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyerWelcomeDismiss {\n    buyerWelcomeDismiss\n  }\n"): (typeof documents)["\n  mutation BuyerWelcomeDismiss {\n    buyerWelcomeDismiss\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerUserFields on PartnerUser {\n    id\n    email\n    name\n    roles\n    isPartnerAdmin\n    isCollaborator\n    hasSeat\n    subsidiaryId\n    emailVerified\n    projectCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PartnerUserFields on PartnerUser {\n    id\n    email\n    name\n    roles\n    isPartnerAdmin\n    isCollaborator\n    hasSeat\n    subsidiaryId\n    emailVerified\n    projectCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerAdminUsers {\n    partnerAdminUsers {\n      ...PartnerUserFields\n    }\n    partnerSeats {\n      quantity\n      used\n    }\n  }\n"): (typeof documents)["\n  query PartnerAdminUsers {\n    partnerAdminUsers {\n      ...PartnerUserFields\n    }\n    partnerSeats {\n      quantity\n      used\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserCreate($input: PartnerUserCreateInput!) {\n    partnerUserCreate(input: $input) {\n      ...PartnerUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserCreate($input: PartnerUserCreateInput!) {\n    partnerUserCreate(input: $input) {\n      ...PartnerUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserSeatAssign($id: ID!) {\n    partnerUserSeatAssign(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserSeatAssign($id: ID!) {\n    partnerUserSeatAssign(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserSeatRelease($id: ID!) {\n    partnerUserSeatRelease(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserSeatRelease($id: ID!) {\n    partnerUserSeatRelease(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserAdminGrant($id: ID!) {\n    partnerUserAdminGrant(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserAdminGrant($id: ID!) {\n    partnerUserAdminGrant(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserAdminRemove($id: ID!) {\n    partnerUserAdminRemove(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserAdminRemove($id: ID!) {\n    partnerUserAdminRemove(id: $id) {\n      ...PartnerUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerUserDelete($id: ID!, $transferTo: ID!) {\n    partnerUserDelete(id: $id, transferTo: $transferTo) {\n      transferredProjects\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerUserDelete($id: ID!, $transferTo: ID!) {\n    partnerUserDelete(id: $id, transferTo: $transferTo) {\n      transferredProjects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerCompanyFields on PartnerCompany {\n    id\n    name\n    countryCode\n    address\n    city\n    zip\n    vatNo\n    logoUrl\n    dataMethodPriority\n    scope2RegisteredMethod\n    billing {\n      name\n      address\n      city\n      zip\n      vatNo\n      countryCode\n      email\n      invoiceLanguage\n      taxId\n      taxIdType\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerCompanyFields on PartnerCompany {\n    id\n    name\n    countryCode\n    address\n    city\n    zip\n    vatNo\n    logoUrl\n    dataMethodPriority\n    scope2RegisteredMethod\n    billing {\n      name\n      address\n      city\n      zip\n      vatNo\n      countryCode\n      email\n      invoiceLanguage\n      taxId\n      taxIdType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerCompany {\n    partnerCompany {\n      ...PartnerCompanyFields\n    }\n  }\n"): (typeof documents)["\n  query PartnerCompany {\n    partnerCompany {\n      ...PartnerCompanyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VatCountryList {\n    vatCountries {\n      code\n      country\n      vatPercent\n      taxIdType\n    }\n  }\n"): (typeof documents)["\n  query VatCountryList {\n    vatCountries {\n      code\n      country\n      vatPercent\n      taxIdType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCompanyUpdate($id: ID!, $input: CompanyInput!) {\n    partnerCompanyUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCompanyUpdate($id: ID!, $input: CompanyInput!) {\n    partnerCompanyUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerBillingUpdate($id: ID!, $input: BillingInput!) {\n    partnerBillingUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerBillingUpdate($id: ID!, $input: BillingInput!) {\n    partnerBillingUpdate(id: $id, input: $input) {\n      ...PartnerCompanyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Scope2RegisteredMethodUpdate($input: Scope2MethodInput!) {\n    scope2RegisteredMethodUpdate(input: $input)\n  }\n"): (typeof documents)["\n  mutation Scope2RegisteredMethodUpdate($input: Scope2MethodInput!) {\n    scope2RegisteredMethodUpdate(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataMethodPriorityUpdate($input: DataMethodPriorityInput!) {\n    dataMethodPriorityUpdate(input: $input)\n  }\n"): (typeof documents)["\n  mutation DataMethodPriorityUpdate($input: DataMethodPriorityInput!) {\n    dataMethodPriorityUpdate(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerApiTokens {\n    partnerApiTokens {\n      id\n      tokenName\n      ownerName\n      lastUsedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PartnerApiTokens {\n    partnerApiTokens {\n      id\n      tokenName\n      ownerName\n      lastUsedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      plainTextToken\n      token {\n        id\n        tokenName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {\n    apiTokenCreate(input: $input) {\n      plainTextToken\n      token {\n        id\n        tokenName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokenDelete($id: ID!) {\n    apiTokenDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation ApiTokenDelete($id: ID!) {\n    apiTokenDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubsidiaryList {\n    subsidiaries {\n      id\n      name\n      logoUrl\n      userCount\n    }\n  }\n"): (typeof documents)["\n  query SubsidiaryList {\n    subsidiaries {\n      id\n      name\n      logoUrl\n      userCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSubsidiarySet($id: ID!, $userId: ID) {\n    userSubsidiarySet(id: $id, userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n"): (typeof documents)["\n  mutation UserSubsidiarySet($id: ID!, $userId: ID) {\n    userSubsidiarySet(id: $id, userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSubsidiaryClear($userId: ID) {\n    userSubsidiaryClear(userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n"): (typeof documents)["\n  mutation UserSubsidiaryClear($userId: ID) {\n    userSubsidiaryClear(userId: $userId) {\n      userId\n      subsidiaryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubsidiaryCreate($input: SubsidiaryInput!) {\n    subsidiaryCreate(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SubsidiaryCreate($input: SubsidiaryInput!) {\n    subsidiaryCreate(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubsidiaryUpdate($id: ID!, $input: SubsidiaryInput!) {\n    subsidiaryUpdate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SubsidiaryUpdate($id: ID!, $input: SubsidiaryInput!) {\n    subsidiaryUpdate(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubsidiaryDelete($id: ID!) {\n    subsidiaryDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation SubsidiaryDelete($id: ID!) {\n    subsidiaryDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerInvoices {\n    partnerInvoices {\n      id\n      number\n      status\n      total\n      currency\n      createdAt\n      hostedInvoiceUrl\n      pdfUrl\n    }\n    partnerUpcomingInvoice {\n      id\n      total\n      currency\n      periodEnd\n    }\n  }\n"): (typeof documents)["\n  query PartnerInvoices {\n    partnerInvoices {\n      id\n      number\n      status\n      total\n      currency\n      createdAt\n      hostedInvoiceUrl\n      pdfUrl\n    }\n    partnerUpcomingInvoice {\n      id\n      total\n      currency\n      periodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionTemplateList {\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionTemplateList {\n    questionTemplates {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionTemplateAdminSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuestionTemplateAdminSave($templateId: ID, $input: QuestionTemplateInput!) {\n    questionTemplateSave(templateId: $templateId, input: $input) {\n      id\n      name\n      icon\n      questions {\n        question\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionTemplateDelete($templateId: ID!) {\n    questionTemplateDelete(templateId: $templateId)\n  }\n"): (typeof documents)["\n  mutation QuestionTemplateDelete($templateId: ID!) {\n    questionTemplateDelete(templateId: $templateId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ClientFields on Client {\n    id\n    name\n    address\n    address2\n    city\n    zip\n    country\n    vatNo\n    description\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectSummaryFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n    owner {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    name\n    description\n    namespace\n    clientId\n    kwhPrice\n    oldKwh\n    currency\n    investment\n    address\n    city\n    zip\n    country\n    isProjectOwner\n    sharedWithPartner\n    createdAt\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n    client {\n      id\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NoteFields on Note {\n    id\n    note\n    createdAt\n    updatedAt\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectShareFields on ProjectShare {\n    id\n    createdAt\n    subscriber {\n      id\n      name\n      email\n    }\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectList($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n        city\n        country\n      }\n      projects {\n        ...ProjectSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectDetails($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectNotes($projectId: ID!) {\n    projectNotes(projectId: $projectId) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectShares($projectId: ID!) {\n    projectShares(projectId: $projectId) {\n      ...ProjectShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query ClientList {\n    clients {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query PartnerUserList($search: String!) {\n    partnerUsers(search: $search) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreate($input: ClientInput!) {\n    clientCreate(input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClientUpdate($id: ID!, $input: ClientInput!) {\n    clientUpdate(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {\n    projectCreate(namespace: $namespace, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {\n    projectUpdate(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n"): (typeof documents)["\n  mutation ProjectArchive($id: ID!) {\n    projectArchive(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectClone($id: ID!, $clientId: ID!) {\n    projectClone(id: $id, clientId: $clientId) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {\n    projectChangeOwner(id: $id, userId: $userId) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoteCreate($projectId: ID!, $note: String!) {\n    noteCreate(projectId: $projectId, note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {\n    noteUpdate(projectId: $projectId, id: $id, note: $note) {\n      ...NoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation NoteDelete($projectId: ID!, $id: ID!) {\n    noteDelete(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShareCreate($projectId: ID!, $subscriber: String!) {\n    shareCreate(projectId: $projectId, subscriber: $subscriber) {\n      ...ProjectShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n"): (typeof documents)["\n  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {\n    shareDelete(projectId: $projectId, subscriberId: $subscriberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRegistryLookup($cvr: String!) {\n    companyRegistryLookup(cvr: $cvr) {\n      name\n      address\n      zip\n      city\n      country\n      vatNo\n    }\n  }\n"): (typeof documents)["\n  query CompanyRegistryLookup($cvr: String!) {\n    companyRegistryLookup(cvr: $cvr) {\n      name\n      address\n      zip\n      city\n      country\n      vatNo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ReportOptionsFields on ReportOptions {\n    id\n    userId\n    userType\n    theme\n    locale\n    customPrimaryColor\n    customSecondaryColor\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    overrideUsersFrontPageImages\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n"): (typeof documents)["\n  fragment EffectiveReportOptionsFields on EffectiveReportOptions {\n    source\n    theme\n    primaryColor\n    secondaryColor\n    locale\n    comprehensiveReportImage\n    estimateReportImage\n    refurbishmentImage\n    lcaReportImage\n    imagesFromPartner\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n"): (typeof documents)["\n  fragment FrontPageImagesFields on FrontPageImages {\n    defaults\n    uploaded {\n      id\n      url\n      originalName\n      width\n      height\n      sizeBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"): (typeof documents)["\n  query UserReportOptions {\n    reportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"): (typeof documents)["\n  query PartnerReportOptions {\n    partnerReportOptions {\n      ...ReportOptionsFields\n    }\n    effectiveReportOptions {\n      ...EffectiveReportOptionsFields\n    }\n    frontPageImages {\n      ...FrontPageImagesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {\n    reportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {\n    partnerReportOptionsUpdate(input: $input) {\n      ...ReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {\n    reportOptionsReset(input: $input) {\n      ...EffectiveReportOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n"): (typeof documents)["\n  mutation FrontPageImageDelete($imageUrl: String!) {\n    frontPageImageDelete(imageUrl: $imageUrl) {\n      message\n      revertedToDefaults\n      updatedOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectIssuedDocuments($projectId: ID!) {\n    projectDocuments(projectId: $projectId) {\n      documentId\n      type\n      co2TotalKg\n      co2Precision\n      issuedAt\n      issuedBy\n      manifestSha256\n    }\n  }\n"): (typeof documents)["\n  query ProjectIssuedDocuments($projectId: ID!) {\n    projectDocuments(projectId: $projectId) {\n      documentId\n      type\n      co2TotalKg\n      co2Precision\n      issuedAt\n      issuedBy\n      manifestSha256\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportDialogReportFields on ProjectReport {\n    id\n    projectId\n    year\n    comparativeHeading\n    reportSettings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment ReportDialogReportFields on ProjectReport {\n    id\n    projectId\n    year\n    comparativeHeading\n    reportSettings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingYears {\n    ratingYears\n  }\n"): (typeof documents)["\n  query RatingYears {\n    ratingYears\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportSettingsUpdate($projectId: ID!, $input: ProjectReportSettingsInput!) {\n    projectReportSettingsUpdate(projectId: $projectId, input: $input) {\n      ...ReportDialogReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportSettingsUpdate($projectId: ID!, $input: ProjectReportSettingsInput!) {\n    projectReportSettingsUpdate(projectId: $projectId, input: $input) {\n      ...ReportDialogReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportYearUpdate($projectId: ID!, $year: Int!) {\n    projectReportUpdate(projectId: $projectId, input: { year: $year }) {\n      ...ReportDialogReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportYearUpdate($projectId: ID!, $year: Int!) {\n    projectReportUpdate(projectId: $projectId, input: { year: $year }) {\n      ...ReportDialogReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportComparativeHeadingUpdate($projectId: ID!, $comparativeHeading: String) {\n    projectReportUpdate(projectId: $projectId, input: { comparativeHeading: $comparativeHeading }) {\n      ...ReportDialogReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportComparativeHeadingUpdate($projectId: ID!, $comparativeHeading: String) {\n    projectReportUpdate(projectId: $projectId, input: { comparativeHeading: $comparativeHeading }) {\n      ...ReportDialogReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportGroupHeadingUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"): (typeof documents)["\n  mutation ReportGroupHeadingUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportPdfExportFields on ReportPdfExport {\n    id\n    projectId\n    type\n    app\n    state\n    phase\n    attempts\n    maxAttempts\n    documentId\n    fileName\n    fileUrl\n    errorCode\n    error\n  }\n"): (typeof documents)["\n  fragment ReportPdfExportFields on ReportPdfExport {\n    id\n    projectId\n    type\n    app\n    state\n    phase\n    attempts\n    maxAttempts\n    documentId\n    fileName\n    fileUrl\n    errorCode\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportPdfExportStart($projectId: ID!, $input: ReportPdfExportInput!) {\n    reportPdfExportStart(projectId: $projectId, input: $input) {\n      ...ReportPdfExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReportPdfExportStart($projectId: ID!, $input: ReportPdfExportInput!) {\n    reportPdfExportStart(projectId: $projectId, input: $input) {\n      ...ReportPdfExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPdfExport($id: ID!) {\n    reportPdfExport(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n"): (typeof documents)["\n  query ReportPdfExport($id: ID!) {\n    reportPdfExport(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportPdfExportUpdated($id: ID!) {\n    reportPdfExportUpdated(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n"): (typeof documents)["\n  subscription ReportPdfExportUpdated($id: ID!) {\n    reportPdfExportUpdated(id: $id) {\n      ...ReportPdfExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportLcaFields on LcaData {\n    gwpKgCo2e\n    manufacturingKgCo2e\n    transportationKgCo2e\n    useKgCo2e\n    eolKgCo2e\n    refurbishmentImpactKgCo2e\n    refurbishedManufacturingOffsetKgCo2e\n    refurbishedTransportationOffsetKgCo2e\n    refurbishmentOffsetKgCo2e\n    refurbishedOffsetTotalKgCo2e\n  }\n"): (typeof documents)["\n  fragment ReportLcaFields on LcaData {\n    gwpKgCo2e\n    manufacturingKgCo2e\n    transportationKgCo2e\n    useKgCo2e\n    eolKgCo2e\n    refurbishmentImpactKgCo2e\n    refurbishedManufacturingOffsetKgCo2e\n    refurbishedTransportationOffsetKgCo2e\n    refurbishmentOffsetKgCo2e\n    refurbishedOffsetTotalKgCo2e\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportAvailabilityFields on ReportAvailability {\n    comparativeAvailable\n    singleAvailable\n    lcaAvailable\n    refurbishmentAvailable\n    errors {\n      comparativeErrorReason\n      singleErrorReason\n      lcaErrorReason\n      refurbishmentErrorReason\n    }\n  }\n"): (typeof documents)["\n  fragment ReportAvailabilityFields on ReportAvailability {\n    comparativeAvailable\n    singleAvailable\n    lcaAvailable\n    refurbishmentAvailable\n    errors {\n      comparativeErrorReason\n      singleErrorReason\n      lcaErrorReason\n      refurbishmentErrorReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportSolutionFields on ReportSolution {\n    id\n    name\n    description\n    order\n    calculationMode\n    solutionType {\n      id\n      name\n    }\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n    ...SummaryTotalsFields\n  }\n"): (typeof documents)["\n  fragment ReportSolutionFields on ReportSolution {\n    id\n    name\n    description\n    order\n    calculationMode\n    solutionType {\n      id\n      name\n    }\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n    ...SummaryTotalsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectReportView($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      reportType\n      ratingYear\n      kwhPrice\n      currency\n      uniqueCategoriesSortedKwh\n      uniqueCategoriesSortedGwp\n      report {\n        id\n        year\n        comparativeHeading\n      }\n      project {\n        id\n        name\n        description\n        clientName\n      }\n      partner {\n        id\n        name\n        logoUrl\n      }\n      reportSettings {\n        key\n        value\n      }\n      reportOptions {\n        source\n        locale\n        theme\n        primaryColor\n        secondaryColor\n        comprehensiveReportImage\n        estimateReportImage\n        refurbishmentImage\n        lcaReportImage\n      }\n      availability {\n        ...ReportAvailabilityFields\n      }\n      co2Impact {\n        baselineGroupId\n        comparativeGroupId\n        baselineCo2Kg\n        comparativeCo2Kg\n        savingKg\n        savingPercent\n        savingKgRounded\n        equivalences {\n          impact {\n            trees\n            carKm\n            streaming\n            plasticCups\n            smartphones\n          }\n          extended {\n            trees\n            plasticCups\n            solarCells\n            lightBulbs\n            houses\n            cars\n            streaming\n            persons\n          }\n        }\n      }\n      comparative {\n        baselineGroupId\n        comparativeGroupId\n        energySavingKwh\n        moneySaving\n        paybackYears\n        paybackReason\n        co2SavingKg\n        energyEfficiency {\n          categoryId\n          categoryName\n          percent\n        }\n        groups {\n          groupId\n          name\n          energySavingKwh\n          moneySaving\n          paybackYears\n          paybackReason\n          co2SavingKg\n          energyEfficiency {\n            categoryId\n            categoryName\n            percent\n          }\n        }\n      }\n      solutionGroups(limit: 8) {\n        id\n        name\n        state\n        requested\n        active\n        primary\n        counted\n        order\n        baselineHeading\n        lcaHeading\n        refurbishmentHeading\n        warnings\n        categoryInfrastructureShareInvalid\n        lcaItemCount\n        assumptions {\n          code\n          categoryIds\n        }\n        refurbishedItemCount\n        ...SummaryTotalsFields\n        lcaData {\n          ...ReportLcaFields\n        }\n        solutions(limit: 6) {\n          ...ReportSolutionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectReportView($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      reportType\n      ratingYear\n      kwhPrice\n      currency\n      uniqueCategoriesSortedKwh\n      uniqueCategoriesSortedGwp\n      report {\n        id\n        year\n        comparativeHeading\n      }\n      project {\n        id\n        name\n        description\n        clientName\n      }\n      partner {\n        id\n        name\n        logoUrl\n      }\n      reportSettings {\n        key\n        value\n      }\n      reportOptions {\n        source\n        locale\n        theme\n        primaryColor\n        secondaryColor\n        comprehensiveReportImage\n        estimateReportImage\n        refurbishmentImage\n        lcaReportImage\n      }\n      availability {\n        ...ReportAvailabilityFields\n      }\n      co2Impact {\n        baselineGroupId\n        comparativeGroupId\n        baselineCo2Kg\n        comparativeCo2Kg\n        savingKg\n        savingPercent\n        savingKgRounded\n        equivalences {\n          impact {\n            trees\n            carKm\n            streaming\n            plasticCups\n            smartphones\n          }\n          extended {\n            trees\n            plasticCups\n            solarCells\n            lightBulbs\n            houses\n            cars\n            streaming\n            persons\n          }\n        }\n      }\n      comparative {\n        baselineGroupId\n        comparativeGroupId\n        energySavingKwh\n        moneySaving\n        paybackYears\n        paybackReason\n        co2SavingKg\n        energyEfficiency {\n          categoryId\n          categoryName\n          percent\n        }\n        groups {\n          groupId\n          name\n          energySavingKwh\n          moneySaving\n          paybackYears\n          paybackReason\n          co2SavingKg\n          energyEfficiency {\n            categoryId\n            categoryName\n            percent\n          }\n        }\n      }\n      solutionGroups(limit: 8) {\n        id\n        name\n        state\n        requested\n        active\n        primary\n        counted\n        order\n        baselineHeading\n        lcaHeading\n        refurbishmentHeading\n        warnings\n        categoryInfrastructureShareInvalid\n        lcaItemCount\n        assumptions {\n          code\n          categoryIds\n        }\n        refurbishedItemCount\n        ...SummaryTotalsFields\n        lcaData {\n          ...ReportLcaFields\n        }\n        solutions(limit: 6) {\n          ...ReportSolutionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectReportCategories($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      solutionGroups(limit: 8) {\n        id\n        energyWheel {\n          category\n          categoryName\n          wattPerUnit\n          cop\n          categoryGroupWeight\n          rating\n          numericRating\n        }\n        categoryData {\n          categoryId\n          categoryName\n          itemCount\n          itKwh\n          totalKwh\n          co2EmissionKg\n          operationalCost\n          refurbishedItemCount\n          refurbishedUnitCount\n          wattPerUnit\n          rating\n          lcaData {\n            ...ReportLcaFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectReportCategories($projectId: ID!, $reportType: String) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      solutionGroups(limit: 8) {\n        id\n        energyWheel {\n          category\n          categoryName\n          wattPerUnit\n          cop\n          categoryGroupWeight\n          rating\n          numericRating\n        }\n        categoryData {\n          categoryId\n          categoryName\n          itemCount\n          itKwh\n          totalKwh\n          co2EmissionKg\n          operationalCost\n          refurbishedItemCount\n          refurbishedUnitCount\n          wattPerUnit\n          rating\n          lcaData {\n            ...ReportLcaFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectReportItems($projectId: ID!, $reportType: String, $offset: Int!) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      items(limit: 1000, offset: $offset) {\n        id\n        solutionId\n        amount\n        hours\n        annualKwh\n        totalKwh\n        co2EmissionKg\n        refurbished\n        refurbishmentImpactPercentage\n        lcaMethod\n        product {\n          id\n          manufacturer\n          modelName\n          categoryId\n          categoryName\n        }\n        lcaData {\n          inclusion\n          gwpKgCo2e\n          manufacturingKgCo2e\n          transportationKgCo2e\n          useKgCo2e\n          eolKgCo2e\n          refurbishmentImpactKgCo2e\n          refurbishedOffsetTotalKgCo2e\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectReportItems($projectId: ID!, $reportType: String, $offset: Int!) {\n    projectReport(projectId: $projectId, reportType: $reportType) {\n      items(limit: 1000, offset: $offset) {\n        id\n        solutionId\n        amount\n        hours\n        annualKwh\n        totalKwh\n        co2EmissionKg\n        refurbished\n        refurbishmentImpactPercentage\n        lcaMethod\n        product {\n          id\n          manufacturer\n          modelName\n          categoryId\n          categoryName\n        }\n        lcaData {\n          inclusion\n          gwpKgCo2e\n          manufacturingKgCo2e\n          transportationKgCo2e\n          useKgCo2e\n          eolKgCo2e\n          refurbishmentImpactKgCo2e\n          refurbishedOffsetTotalKgCo2e\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportGeneratedCreate($input: ReportGeneratedInput!) {\n    reportGeneratedCreate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportGeneratedCreate($input: ReportGeneratedInput!) {\n    reportGeneratedCreate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSelect($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectReportAvailability(projectId: $projectId) {\n      ...ReportAvailabilityFields\n    }\n    effectiveReportOptions {\n      comprehensiveReportImage\n      estimateReportImage\n      refurbishmentImage\n      lcaReportImage\n    }\n  }\n"): (typeof documents)["\n  query ReportSelect($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      name\n      client {\n        id\n        name\n      }\n    }\n    projectReportAvailability(projectId: $projectId) {\n      ...ReportAvailabilityFields\n    }\n    effectiveReportOptions {\n      comprehensiveReportImage\n      estimateReportImage\n      refurbishmentImage\n      lcaReportImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDocumentQuery($projectId: ID!, $documentId: String!) {\n    reportDocument(projectId: $projectId, documentId: $documentId) {\n      documentId\n      type\n      co2TotalKg\n      co2TotalText\n      co2Precision\n      basis\n      issuedAt\n      verifyUrl\n    }\n  }\n"): (typeof documents)["\n  query ReportDocumentQuery($projectId: ID!, $documentId: String!) {\n    reportDocument(projectId: $projectId, documentId: $documentId) {\n      documentId\n      type\n      co2TotalKg\n      co2TotalText\n      co2Precision\n      basis\n      issuedAt\n      verifyUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportScope2($projectId: ID!) {\n    projectScope2(projectId: $projectId) {\n      locationBasedKg\n      marketBasedKg\n      renewableKwh\n      nonRenewableKwh\n      residualMixFactorG\n      residualMixSource\n      residualMixFallback\n      residualMixPublication\n      residualMixYear\n      countryCode\n      registeredMethod\n      registeredKg\n      groups {\n        id\n        name\n        locationBasedKg\n        marketBasedKg\n        energyKwh\n        renewableKwh\n        nonRenewableKwh\n        registeredKg\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportScope2($projectId: ID!) {\n    projectScope2(projectId: $projectId) {\n      locationBasedKg\n      marketBasedKg\n      renewableKwh\n      nonRenewableKwh\n      residualMixFactorG\n      residualMixSource\n      residualMixFallback\n      residualMixPublication\n      residualMixYear\n      countryCode\n      registeredMethod\n      registeredKg\n      groups {\n        id\n        name\n        locationBasedKg\n        marketBasedKg\n        energyKwh\n        renewableKwh\n        nonRenewableKwh\n        registeredKg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestShareFields on RequestShare {\n    id\n    status\n    supplier\n    message\n    seenAt\n    receivedAt\n    respondedAt\n    responseGroupId\n    request {\n      id\n      title\n      description\n      deadline\n      ownerPartner\n      ownerEmail\n      projectName\n      questions {\n        id\n        question\n        type\n      }\n    }\n    answers {\n      id\n      questionId\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment RequestShareFields on RequestShare {\n    id\n    status\n    supplier\n    message\n    seenAt\n    receivedAt\n    respondedAt\n    responseGroupId\n    request {\n      id\n      title\n      description\n      deadline\n      ownerPartner\n      ownerEmail\n      projectName\n      questions {\n        id\n        question\n        type\n      }\n    }\n    answers {\n      id\n      questionId\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestInbox($field: String, $order: String, $page: Int!, $perPage: Int!) {\n    requestInbox(field: $field, order: $order, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      items {\n        ...RequestShareFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestInbox($field: String, $order: String, $page: Int!, $perPage: Int!) {\n    requestInbox(field: $field, order: $order, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      items {\n        ...RequestShareFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestShare($requestShareId: ID!) {\n    requestShare(requestShareId: $requestShareId) {\n      ...RequestShareFields\n    }\n  }\n"): (typeof documents)["\n  query RequestShare($requestShareId: ID!) {\n    requestShare(requestShareId: $requestShareId) {\n      ...RequestShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestResponse($requestShareId: ID!) {\n    requestResponseGroup(requestShareId: $requestShareId) {\n      id\n      name\n      state\n      solutions(limit: 20) {\n        id\n        name\n        solutionType {\n          id\n          name\n          calculationMode\n          usesInfrastructure\n        }\n        ups {\n          id\n          efficiency\n        }\n        cooling {\n          id\n          cop\n        }\n        capacities {\n          id\n          amount\n          capacity {\n            id\n            name\n            unit\n          }\n        }\n        shares {\n          id\n          categoryIds\n          infrastructureSharePercent\n        }\n        items(limit: 50) {\n          id\n          amount\n          hoursId\n          product {\n            id\n            modelName\n            manufacturer\n            category {\n              id\n            }\n          }\n        }\n      }\n    }\n    requestResponseSummary(requestShareId: $requestShareId) {\n      totalKwh\n      co2EmissionTon\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query RequestResponse($requestShareId: ID!) {\n    requestResponseGroup(requestShareId: $requestShareId) {\n      id\n      name\n      state\n      solutions(limit: 20) {\n        id\n        name\n        solutionType {\n          id\n          name\n          calculationMode\n          usesInfrastructure\n        }\n        ups {\n          id\n          efficiency\n        }\n        cooling {\n          id\n          cop\n        }\n        capacities {\n          id\n          amount\n          capacity {\n            id\n            name\n            unit\n          }\n        }\n        shares {\n          id\n          categoryIds\n          infrastructureSharePercent\n        }\n        items(limit: 50) {\n          id\n          amount\n          hoursId\n          product {\n            id\n            modelName\n            manufacturer\n            category {\n              id\n            }\n          }\n        }\n      }\n    }\n    requestResponseSummary(requestShareId: $requestShareId) {\n      totalKwh\n      co2EmissionTon\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShareMarkSeen($requestShareId: ID!) {\n    requestShareMarkSeen(requestShareId: $requestShareId) {\n      id\n      seenAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestShareMarkSeen($requestShareId: ID!) {\n    requestShareMarkSeen(requestShareId: $requestShareId) {\n      id\n      seenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestShareConfirm($requestShareId: ID!, $status: String!) {\n    requestShareConfirm(requestShareId: $requestShareId, status: $status) {\n      ...RequestShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestShareConfirm($requestShareId: ID!, $status: String!) {\n    requestShareConfirm(requestShareId: $requestShareId, status: $status) {\n      ...RequestShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAnswerSave($requestShareId: ID!, $questionId: ID!, $answer: String) {\n    requestAnswerSave(requestShareId: $requestShareId, questionId: $questionId, answer: $answer) {\n      id\n      questionId\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAnswerSave($requestShareId: ID!, $questionId: ID!, $answer: String) {\n    requestAnswerSave(requestShareId: $requestShareId, questionId: $questionId, answer: $answer) {\n      id\n      questionId\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestResponseSend($requestShareId: ID!, $responseId: ID!) {\n    requestResponseSend(requestShareId: $requestShareId, responseId: $responseId) {\n      buyerPartner\n      buyerEmail\n      share {\n        id\n        respondedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestResponseSend($requestShareId: ID!, $responseId: ID!) {\n    requestResponseSend(requestShareId: $requestShareId, responseId: $responseId) {\n      buyerPartner\n      buyerEmail\n      share {\n        id\n        respondedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestResponseGroupDelete($requestShareId: ID!, $groupId: ID!) {\n    requestResponseGroupDelete(requestShareId: $requestShareId, groupId: $groupId) {\n      id\n      status\n      responseGroupId\n    }\n  }\n"): (typeof documents)["\n  mutation RequestResponseGroupDelete($requestShareId: ID!, $groupId: ID!) {\n    requestResponseGroupDelete(requestShareId: $requestShareId, groupId: $groupId) {\n      id\n      status\n      responseGroupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestColleagues($requestShareId: ID!, $search: String!) {\n    requestColleagues(requestShareId: $requestShareId, search: $search) {\n      id\n      name\n      email\n    }\n    requestInternalShares(requestShareId: $requestShareId) {\n      id\n      userId\n      username\n    }\n  }\n"): (typeof documents)["\n  query RequestColleagues($requestShareId: ID!, $search: String!) {\n    requestColleagues(requestShareId: $requestShareId, search: $search) {\n      id\n      name\n      email\n    }\n    requestInternalShares(requestShareId: $requestShareId) {\n      id\n      userId\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInternalShareCreate($requestShareId: ID!, $userId: ID!) {\n    requestInternalShareCreate(requestShareId: $requestShareId, userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInternalShareCreate($requestShareId: ID!, $userId: ID!) {\n    requestInternalShareCreate(requestShareId: $requestShareId, userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInternalShareDelete($requestShareId: ID!, $internalShareId: ID!) {\n    requestInternalShareDelete(requestShareId: $requestShareId, internalShareId: $internalShareId)\n  }\n"): (typeof documents)["\n  mutation RequestInternalShareDelete($requestShareId: ID!, $internalShareId: ID!) {\n    requestInternalShareDelete(requestShareId: $requestShareId, internalShareId: $internalShareId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseSolutionCreate($scope: SolutionScopeInput!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(scope: $scope, groupId: $groupId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseSolutionCreate($scope: SolutionScopeInput!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(scope: $scope, groupId: $groupId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseItemAdd($scope: SolutionScopeInput!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseItemAdd($scope: SolutionScopeInput!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseItemDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation ResponseItemDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 10) {\n      id\n      modelName\n      manufacturer\n      manufacturerPartNumber\n      own\n      modes\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 10) {\n      id\n      modelName\n      manufacturer\n      manufacturerPartNumber\n      own\n      modes\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewRequestCountChanged {\n    newRequestCountChanged\n  }\n"): (typeof documents)["\n  subscription NewRequestCountChanged {\n    newRequestCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseSolutionUps($scope: SolutionScopeInput!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(scope: $scope, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseSolutionUps($scope: SolutionScopeInput!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(scope: $scope, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseSolutionCooling($scope: SolutionScopeInput!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(scope: $scope, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseSolutionCooling($scope: SolutionScopeInput!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(scope: $scope, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseCapacitySave($scope: SolutionScopeInput!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseCapacitySave($scope: SolutionScopeInput!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseCapacitiesDeleteAll($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesDelete(scope: $scope, solutionId: $solutionId)\n  }\n"): (typeof documents)["\n  mutation ResponseCapacitiesDeleteAll($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesDelete(scope: $scope, solutionId: $solutionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseCapacitiesRestore($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesRestore(scope: $scope, solutionId: $solutionId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseCapacitiesRestore($scope: SolutionScopeInput!, $solutionId: ID!) {\n    capacitiesRestore(scope: $scope, solutionId: $solutionId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseItemHours($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(scope: $scope, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      id\n      hoursId\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseItemHours($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(scope: $scope, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      id\n      hoursId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseInfrastructureShareCreate($scope: SolutionScopeInput!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      categoryIds\n      infrastructureSharePercent\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseInfrastructureShareCreate($scope: SolutionScopeInput!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(scope: $scope, solutionId: $solutionId, input: $input) {\n      id\n      categoryIds\n      infrastructureSharePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseInfrastructureShareDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation ResponseInfrastructureShareDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(scope: $scope, solutionId: $solutionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportSubmit($feedback: String!) {\n    supportSubmit(feedback: $feedback)\n  }\n"): (typeof documents)["\n  mutation SupportSubmit($feedback: String!) {\n    supportSubmit(feedback: $feedback)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    myProfile {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileSave($input: ProfileInput!) {\n    profileSave(input: $input) {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileSave($input: ProfileInput!) {\n    profileSave(input: $input) {\n      firstname\n      lastname\n      title\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettings {\n    mySettings {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n"): (typeof documents)["\n  query MySettings {\n    mySettings {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSettingsUpdate($input: UserSettingsInput!) {\n    userSettingsUpdate(input: $input) {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n"): (typeof documents)["\n  mutation UserSettingsUpdate($input: UserSettingsInput!) {\n    userSettingsUpdate(input: $input) {\n      language\n      notifyNewRequests\n      notifyRequestResponses\n      notifyProjectShares\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SidebarProjectFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n  }\n"): (typeof documents)["\n  fragment SidebarProjectFields on Project {\n    id\n    name\n    namespace\n    updatedAt\n    sharedWithPartner\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        ...SidebarProjectFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectListSidebar($input: ProjectListInput!) {\n    projectList(input: $input) {\n      client {\n        id\n        name\n      }\n      projects {\n        ...SidebarProjectFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SidebarProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      project {\n        ...SidebarProjectFields\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SidebarProjectUpdated {\n    projectUpdated {\n      projectId\n      action\n      project {\n        ...SidebarProjectFields\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionCapacityFields on SolutionCapacity {\n    id\n    amount\n    capacityId\n    deletedAt\n    capacity {\n      id\n      name\n      unit\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionCapacityFields on SolutionCapacity {\n    id\n    amount\n    capacityId\n    deletedAt\n    capacity {\n      id\n      name\n      unit\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {\n    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n"): (typeof documents)["\n  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {\n    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {\n    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {\n    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {\n    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionCapacityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {\n    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n"): (typeof documents)["\n  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {\n    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {\n    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {\n    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionCapacityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionEnergyInstrumentFields on SolutionEnergyInstrument {\n    id\n    type\n    kwh\n    factorG\n    note\n  }\n"): (typeof documents)["\n  fragment SolutionEnergyInstrumentFields on SolutionEnergyInstrument {\n    id\n    type\n    kwh\n    factorG\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionEnergyInstruments($projectId: ID!, $solutionId: ID!) {\n    solutionEnergyInstruments(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n"): (typeof documents)["\n  query SolutionEnergyInstruments($projectId: ID!, $solutionId: ID!) {\n    solutionEnergyInstruments(projectId: $projectId, solutionId: $solutionId) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionEnergyInstrumentsSet($projectId: ID!, $solutionId: ID!, $input: EnergyInstrumentsInput!) {\n    solutionEnergyInstrumentsSet(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionEnergyInstrumentsSet($projectId: ID!, $solutionId: ID!, $input: EnergyInstrumentsInput!) {\n    solutionEnergyInstrumentsSet(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionEnergyInstrumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionAllItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      items(limit: 250, offset: $offset) {\n        id\n        amount\n        hoursId\n        operationalHours\n        refurbishmentImpactPercentage\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          modes\n          category {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionAllItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      items(limit: 250, offset: $offset) {\n        id\n        amount\n        hoursId\n        operationalHours\n        refurbishmentImpactPercentage\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          modes\n          category {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id) {\n      groupId\n      solutions {\n        solutionId\n        calculationMode\n        ...SummaryTotalsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExportGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id) {\n      groupId\n      solutions {\n        solutionId\n        calculationMode\n        ...SummaryTotalsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionRowFields on Solution {\n    id\n    name\n    order\n    itemCount\n    solutionType {\n      id\n      calculationMode\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionRowFields on Solution {\n    id\n    name\n    order\n    itemCount\n    solutionType {\n      id\n      calculationMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionGroupFields on SolutionGroup {\n    id\n    name\n    state\n    active\n    primary\n    requested\n    order\n    solutions(limit: 20) {\n      ...SolutionRowFields\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionGroupFields on SolutionGroup {\n    id\n    name\n    state\n    active\n    primary\n    requested\n    order\n    solutions(limit: 20) {\n      ...SolutionRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionGroups($projectId: ID!) {\n    solutionGroups(projectId: $projectId) {\n      baseline {\n        ...SolutionGroupFields\n      }\n      comparative {\n        ...SolutionGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionGroups($projectId: ID!) {\n    solutionGroups(projectId: $projectId) {\n      baseline {\n        ...SolutionGroupFields\n      }\n      comparative {\n        ...SolutionGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {\n    solutionGroup(projectId: $projectId, id: $id) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"): (typeof documents)["\n  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {\n    solutionGroup(projectId: $projectId, id: $id) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {\n    solutionGroupCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      state\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {\n    solutionGroupCreate(projectId: $projectId, input: $input) {\n      id\n      name\n      state\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {\n    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      state\n      active\n      primary\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {\n    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      name\n      state\n      active\n      primary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {\n    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {\n      id\n      baselineHeading\n      lcaHeading\n      refurbishmentHeading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {\n    solutionGroupSetPrimary(projectId: $projectId, id: $id) {\n      id\n      primary\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {\n    solutionGroupSetPrimary(projectId: $projectId, id: $id) {\n      id\n      primary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {\n    solutionGroupClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {\n    solutionGroupClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {\n    solutionGroupDelete(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {\n    solutionGroupDelete(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {\n    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {\n      source {\n        groupId\n        totalKwh\n      }\n      target {\n        groupId\n        totalKwh\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {\n    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {\n      source {\n        groupId\n        totalKwh\n      }\n      target {\n        groupId\n        totalKwh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SolutionGroupUpdated($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      byUserId\n    }\n  }\n"): (typeof documents)["\n  subscription SolutionGroupUpdated($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      byUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SolutionGroupUpdatedFigures($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      solutionIds\n      itemIds\n      structural\n      byUserId\n      inPlace\n      solutions {\n        ...SolutionRowFields\n        ...SolutionDetailFields\n      }\n      items {\n        ...SolutionItemFields\n      }\n      solutionSummaries(explain: true) {\n        ...SolutionSummaryFields\n      }\n      groupSummaries(explain: true) {\n        ...GroupSummaryFields\n      }\n      projectSummary(changedGroupsOnly: true) {\n        ...ProjectSummaryFiguresFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SolutionGroupUpdatedFigures($projectId: ID!) {\n    solutionGroupUpdated(projectId: $projectId) {\n      projectId\n      groupIds\n      action\n      solutionIds\n      itemIds\n      structural\n      byUserId\n      inPlace\n      solutions {\n        ...SolutionRowFields\n        ...SolutionDetailFields\n      }\n      items {\n        ...SolutionItemFields\n      }\n      solutionSummaries(explain: true) {\n        ...SolutionSummaryFields\n      }\n      groupSummaries(explain: true) {\n        ...GroupSummaryFields\n      }\n      projectSummary(changedGroupsOnly: true) {\n        ...ProjectSummaryFiguresFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryShareFields on CategoryInfrastructureShare {\n    id\n    categoryIds\n    infrastructureSharePercent\n    deletedAt\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryShareFields on CategoryInfrastructureShare {\n    id\n    categoryIds\n    infrastructureSharePercent\n    deletedAt\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryShares($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureShares(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n"): (typeof documents)["\n  query CategoryShares($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureShares(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryShareCreate($projectId: ID!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryShareCreate($projectId: ID!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareCreate(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryShareUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryShareUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CategoryInfrastructureShareInput!) {\n    categoryInfrastructureShareUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...CategoryShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryShareDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation CategoryShareDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    categoryInfrastructureShareDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategorySharesDelete($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n"): (typeof documents)["\n  mutation CategorySharesDelete($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesDelete(projectId: $projectId, solutionId: $solutionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategorySharesRestore($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategorySharesRestore($projectId: ID!, $solutionId: ID!) {\n    categoryInfrastructureSharesRestore(projectId: $projectId, solutionId: $solutionId) {\n      ...CategoryShareFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionItemsCheck($projectId: ID!, $solutionId: ID!, $input: SolutionItemsCheckInput!) {\n    solutionItemsCheck(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      found {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          category {\n            id\n            name\n          }\n        }\n      }\n      missing {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionItemsCheck($projectId: ID!, $solutionId: ID!, $input: SolutionItemsCheckInput!) {\n    solutionItemsCheck(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      found {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n        product {\n          id\n          manufacturer\n          modelName\n          manufacturerPartNumber\n          category {\n            id\n            name\n          }\n        }\n      }\n      missing {\n        index\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        available\n        selected\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemsImport($projectId: ID!, $solutionId: ID!, $input: SolutionItemsImportInput!) {\n    solutionItemsImport(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      items {\n        id\n      }\n      requestedItems {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionItemsImport($projectId: ID!, $solutionId: ID!, $input: SolutionItemsImportInput!) {\n    solutionItemsImport(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      items {\n        id\n      }\n      requestedItems {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemsRequest($projectId: ID!, $solutionId: ID!, $input: SolutionItemsRequestInput!) {\n    solutionItemsRequest(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionItemsRequest($projectId: ID!, $solutionId: ID!, $input: SolutionItemsRequestInput!) {\n    solutionItemsRequest(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    manufacturer\n    modelName\n    manufacturerPartNumber\n    modes\n    own\n    category {\n      id\n      name\n      categoryType\n    }\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id\n    manufacturer\n    modelName\n    manufacturerPartNumber\n    modes\n    own\n    category {\n      id\n      name\n      categoryType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionItemFields on SolutionItem {\n    id\n    amount\n    hoursId\n    operationalHours\n    refurbishmentImpactPercentage\n    unitPrice\n    serviceLifeYears\n    categoryId\n    order\n    product {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionItemFields on SolutionItem {\n    id\n    amount\n    hoursId\n    operationalHours\n    refurbishmentImpactPercentage\n    unitPrice\n    serviceLifeYears\n    categoryId\n    order\n    product {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      itemCount\n      items(limit: 4, offset: $offset) {\n        ...SolutionItemFields\n      }\n      pendingItemRequests {\n        id\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionItems($projectId: ID!, $id: ID!, $offset: Int!) {\n    solution(projectId: $projectId, id: $id) {\n      id\n      itemCount\n      items(limit: 4, offset: $offset) {\n        ...SolutionItemFields\n      }\n      pendingItemRequests {\n        id\n        brandName\n        modelName\n        manufacturerPartNumber\n        amount\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 12) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query ProductSearch($search: String!, $flags: [String!]!) {\n    productSearch(search: $search, flags: $flags, limit: 12) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemAdd($projectId: ID!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionItemAdd($projectId: ID!, $solutionId: ID!, $input: SolutionItemAddInput!) {\n    solutionItemAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: SolutionItemUpdateInput!) {\n    solutionItemUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionItemUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: SolutionItemUpdateInput!) {\n    solutionItemUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {\n      ...SolutionItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemHoursUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      ...SolutionItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionItemHoursUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {\n    solutionItemHoursUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, hoursId: $hoursId) {\n      ...SolutionItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionItemDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation SolutionItemDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {\n    solutionItemDelete(projectId: $projectId, solutionId: $solutionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      product {\n        ...ProductFields\n      }\n      item {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      product {\n        ...ProductFields\n      }\n      item {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductEditFields on Product {\n    ...ProductFields\n    lcaManufacturingKg\n    lcaTransportationKg\n    lcaEolKg\n    dataMethod\n  }\n"): (typeof documents)["\n  fragment ProductEditFields on Product {\n    ...ProductFields\n    lcaManufacturingKg\n    lcaTransportationKg\n    lcaEolKg\n    dataMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductUsage($id: ID!) {\n    productUsage(id: $id) {\n      productId\n      projectCount\n      itemCount\n      projects {\n        id\n        name\n        namespace\n      }\n      moreOpenable\n      notOpenable\n    }\n    product(id: $id) {\n      ...ProductEditFields\n    }\n  }\n"): (typeof documents)["\n  query ProductUsage($id: ID!) {\n    productUsage(id: $id) {\n      productId\n      projectCount\n      itemCount\n      projects {\n        id\n        name\n        namespace\n      }\n      moreOpenable\n      notOpenable\n    }\n    product(id: $id) {\n      ...ProductEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductUpdate($id: ID!, $input: ProductUpdateInput!) {\n    productUpdate(id: $id, input: $input) {\n      ...ProductEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProductUpdate($id: ID!, $input: ProductUpdateInput!) {\n    productUpdate(id: $id, input: $input) {\n      ...ProductEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionReference {\n    solutionTypes {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    infrastructurePresets {\n      id\n      kind\n      label\n      value\n      sortOrder\n    }\n    hourProfiles {\n      id\n      name\n      hoursPerYear\n      arithmetic\n    }\n    capacities {\n      id\n      name\n      unit\n      categoryId\n    }\n    categories {\n      id\n      name\n      categoryType\n      preset\n      defaultModes\n      sortOrder\n      serviceLifeYears\n    }\n  }\n"): (typeof documents)["\n  query SolutionReference {\n    solutionTypes {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    infrastructurePresets {\n      id\n      kind\n      label\n      value\n      sortOrder\n    }\n    hourProfiles {\n      id\n      name\n      hoursPerYear\n      arithmetic\n    }\n    capacities {\n      id\n      name\n      unit\n      categoryId\n    }\n    categories {\n      id\n      name\n      categoryType\n      preset\n      defaultModes\n      sortOrder\n      serviceLifeYears\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionDetailFields on Solution {\n    id\n    name\n    description\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    solutionGroupId\n    itemCount\n    solutionType {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionDetailFields on Solution {\n    id\n    name\n    description\n    renewableEnergy\n    co2FactorGram\n    kwhPrice\n    refurbishmentImpactPercentage\n    solutionGroupId\n    itemCount\n    solutionType {\n      id\n      name\n      calculationMode\n      usesInfrastructure\n      categoryTypes\n    }\n    ups {\n      id\n      efficiency\n    }\n    cooling {\n      id\n      cop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionDetails($projectId: ID!, $id: ID!) {\n    solution(projectId: $projectId, id: $id) {\n      ...SolutionDetailFields\n    }\n  }\n"): (typeof documents)["\n  query SolutionDetails($projectId: ID!, $id: ID!) {\n    solution(projectId: $projectId, id: $id) {\n      ...SolutionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionCreate($projectId: ID!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(projectId: $projectId, groupId: $groupId, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionCreate($projectId: ID!, $groupId: ID!, $input: SolutionCreateInput!) {\n    solutionCreate(projectId: $projectId, groupId: $groupId, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionUpdate($projectId: ID!, $id: ID!, $input: SolutionUpdateInput!) {\n    solutionUpdate(projectId: $projectId, id: $id, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionUpdate($projectId: ID!, $id: ID!, $input: SolutionUpdateInput!) {\n    solutionUpdate(projectId: $projectId, id: $id, input: $input) {\n      ...SolutionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionClone($projectId: ID!, $id: ID!) {\n    solutionClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionClone($projectId: ID!, $id: ID!) {\n    solutionClone(projectId: $projectId, id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionDelete($projectId: ID!, $id: ID!) {\n    solutionDelete(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation SolutionDelete($projectId: ID!, $id: ID!) {\n    solutionDelete(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionUpsUpdate($projectId: ID!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(projectId: $projectId, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionUpsUpdate($projectId: ID!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {\n    solutionUpsUpdate(projectId: $projectId, id: $id, upsId: $upsId, input: $input) {\n      id\n      ups {\n        id\n        efficiency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolutionCoolingUpdate($projectId: ID!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(projectId: $projectId, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SolutionCoolingUpdate($projectId: ID!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {\n    solutionCoolingUpdate(projectId: $projectId, id: $id, coolingId: $coolingId, input: $input) {\n      id\n      cooling {\n        id\n        cop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryTotalsFields on SummaryFigures {\n    itemCount\n    itKwh\n    totalKwh\n    upsKwh\n    coolingKwh\n    dcie\n    pue\n    co2EmissionKg\n    co2EmissionTon\n    operationalCost\n    investment\n    rating {\n      rating\n      numericRating\n      efficiency\n      year\n      coolingOnly\n    }\n  }\n"): (typeof documents)["\n  fragment SummaryTotalsFields on SummaryFigures {\n    itemCount\n    itKwh\n    totalKwh\n    upsKwh\n    coolingKwh\n    dcie\n    pue\n    co2EmissionKg\n    co2EmissionTon\n    operationalCost\n    investment\n    rating {\n      rating\n      numericRating\n      efficiency\n      year\n      coolingOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryDetailFields on SummaryFigures {\n    assumptions {\n      code\n      categoryIds\n    }\n    categoryData {\n      categoryId\n      categoryName\n      itemCount\n      itKwh\n      totalKwh\n      capacityId\n      capacityAmount\n      wattPerUnit\n      rating\n    }\n    traces {\n      path\n      section\n      formula\n      inputs\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment SummaryDetailFields on SummaryFigures {\n    assumptions {\n      code\n      categoryIds\n    }\n    categoryData {\n      categoryId\n      categoryName\n      itemCount\n      itKwh\n      totalKwh\n      capacityId\n      capacityAmount\n      wattPerUnit\n      rating\n    }\n    traces {\n      path\n      section\n      formula\n      inputs\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionSummaryFields on SolutionSummary {\n    solutionId\n    calculationMode\n    kwhPrice\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n"): (typeof documents)["\n  fragment SolutionSummaryFields on SolutionSummary {\n    solutionId\n    calculationMode\n    kwhPrice\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionSummary($projectId: ID!, $id: ID!) {\n    solutionSummary(projectId: $projectId, id: $id, explain: true) {\n      ...SolutionSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query SolutionSummary($projectId: ID!, $id: ID!) {\n    solutionSummary(projectId: $projectId, id: $id, explain: true) {\n      ...SolutionSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSummaryFields on SolutionGroupSummary {\n    groupId\n    name\n    state\n    active\n    counted\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n"): (typeof documents)["\n  fragment GroupSummaryFields on SolutionGroupSummary {\n    groupId\n    name\n    state\n    active\n    counted\n    warnings\n    categoryInfrastructureShareInvalid\n    ...SummaryTotalsFields\n    ...SummaryDetailFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {\n      ...GroupSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query SolutionGroupSummary($projectId: ID!, $id: ID!) {\n    solutionGroupSummary(projectId: $projectId, id: $id, explain: true) {\n      ...GroupSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectSummaryFiguresFields on ProjectSummary {\n    projectId\n    warnings\n    itemCount\n    groups {\n      groupId\n      name\n      state\n      active\n      counted\n      primary\n      warnings\n      ...SummaryTotalsFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectSummaryFiguresFields on ProjectSummary {\n    projectId\n    warnings\n    itemCount\n    groups {\n      groupId\n      name\n      state\n      active\n      counted\n      primary\n      warnings\n      ...SummaryTotalsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSummary($projectId: ID!) {\n    projectSummary(projectId: $projectId) {\n      ...ProjectSummaryFiguresFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectSummary($projectId: ID!) {\n    projectSummary(projectId: $projectId) {\n      ...ProjectSummaryFiguresFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      name\n      free\n      prices {\n        id\n        interval\n        unitAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      name\n      free\n      prices {\n        id\n        interval\n        unitAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionStateFields on SubscriptionState {\n    id\n    type\n    name\n    free\n    stripeStatus\n    active\n    priceId\n    interval\n    paymentMethod\n    endsAt\n    quantity\n    incompletePayments\n    incompletePaymentUrl\n  }\n"): (typeof documents)["\n  fragment SubscriptionStateFields on SubscriptionState {\n    id\n    type\n    name\n    free\n    stripeStatus\n    active\n    priceId\n    interval\n    paymentMethod\n    endsAt\n    quantity\n    incompletePayments\n    incompletePaymentUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerSubscription {\n    partnerSubscription {\n      subscription {\n        ...SubscriptionStateFields\n      }\n      plans {\n        id\n        name\n        free\n        prices {\n          id\n          interval\n          unitAmount\n        }\n      }\n      seatsUsed\n      hasPaymentSource\n      cardPaymentConfigured\n    }\n    paymentMethods {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query PartnerSubscription {\n    partnerSubscription {\n      subscription {\n        ...SubscriptionStateFields\n      }\n      plans {\n        id\n        name\n        free\n        prices {\n          id\n          interval\n          unitAmount\n        }\n      }\n      seatsUsed\n      hasPaymentSource\n      cardPaymentConfigured\n    }\n    paymentMethods {\n      id\n      brand\n      last4\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentResultFields on PaymentResultType {\n    status\n    clientSecret\n    message\n    redirectUrl\n    sessionId\n    subscription {\n      ...SubscriptionStateFields\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentResultFields on PaymentResultType {\n    status\n    clientSecret\n    message\n    redirectUrl\n    sessionId\n    subscription {\n      ...SubscriptionStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterChallenge {\n    registerChallenge\n  }\n"): (typeof documents)["\n  query RegisterChallenge {\n    registerChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCard($input: PlanChoiceInput!, $returnTo: String!) {\n    checkoutCard(input: $input, returnTo: $returnTo) {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutCard($input: PlanChoiceInput!, $returnTo: String!) {\n    checkoutCard(input: $input, returnTo: $returnTo) {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutInvoice($input: PlanChoiceInput!) {\n    checkoutInvoice(input: $input) {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutInvoice($input: PlanChoiceInput!) {\n    checkoutInvoice(input: $input) {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutComplete($sessionId: String!) {\n    checkoutComplete(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutComplete($sessionId: String!) {\n    checkoutComplete(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionChange($id: ID, $input: PlanChoiceInput!) {\n    subscriptionChange(id: $id, input: $input) {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionChange($id: ID, $input: PlanChoiceInput!) {\n    subscriptionChange(id: $id, input: $input) {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionCancel($id: ID!) {\n    subscriptionCancel(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionCancel($id: ID!) {\n    subscriptionCancel(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionResume($id: ID!) {\n    subscriptionResume(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionResume($id: ID!) {\n    subscriptionResume(id: $id) {\n      ...SubscriptionStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionSeatsChange($id: ID!, $delta: Int!) {\n    subscriptionSeatsChange(id: $id, delta: $delta) {\n      changed\n      quantity\n      used\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionSeatsChange($id: ID!, $delta: Int!) {\n    subscriptionSeatsChange(id: $id, delta: $delta) {\n      changed\n      quantity\n      used\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodAdd {\n    paymentMethodAdd {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodAdd {\n    paymentMethodAdd {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodAttach($sessionId: String) {\n    paymentMethodAttach(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodAttach($sessionId: String) {\n    paymentMethodAttach(sessionId: $sessionId) {\n      ...PaymentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerSubscriptionState {\n    partnerSubscription {\n      subscription {\n        id\n        incompletePayments\n        incompletePaymentUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerSubscriptionState {\n    partnerSubscription {\n      subscription {\n        id\n        incompletePayments\n        incompletePaymentUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectItemValidationCount($id: ID!) {\n    project(id: $id) {\n      id\n      itemValidationCount {\n        validated\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectItemValidationCount($id: ID!) {\n    project(id: $id) {\n      id\n      itemValidationCount {\n        validated\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectValidationStart($projectId: ID!, $namespace: String!) {\n    projectStartValidation(projectId: $projectId, namespace: $namespace) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectValidationStart($projectId: ID!, $namespace: String!) {\n    projectStartValidation(projectId: $projectId, namespace: $namespace) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ValidationStatusUpdated {\n    validationStatusUpdated {\n      kind\n      entryId\n      projectId\n      name\n      status\n      validated\n      total\n    }\n  }\n"): (typeof documents)["\n  subscription ValidationStatusUpdated {\n    validationStatusUpdated {\n      kind\n      entryId\n      projectId\n      name\n      status\n      validated\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ValidationStatusInitialize {\n    validationStatusInitialize {\n      projectId\n      projectName\n      partnerName\n      requestedByName\n      queued\n    }\n  }\n"): (typeof documents)["\n  subscription ValidationStatusInitialize {\n    validationStatusInitialize {\n      projectId\n      projectName\n      partnerName\n      requestedByName\n      queued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminNotification {\n    adminNotification {\n      message\n      messageKey\n      messageParams\n      category\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription AdminNotification {\n    adminNotification {\n      message\n      messageKey\n      messageParams\n      category\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidationQueue {\n    validationQueue {\n      kind\n      id\n      manufacturer\n      modelName\n      manufacturerPartNumber\n      categoryId\n      categoryName\n      modes\n      amount\n      partnerName\n      projectId\n      projectName\n      requestedByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ValidationQueue {\n    validationQueue {\n      kind\n      id\n      manufacturer\n      modelName\n      manufacturerPartNumber\n      categoryId\n      categoryName\n      modes\n      amount\n      partnerName\n      projectId\n      projectName\n      requestedByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidationEntryAccept($input: ValidationEntryInput!) {\n    validationEntryAccept(input: $input)\n  }\n"): (typeof documents)["\n  mutation ValidationEntryAccept($input: ValidationEntryInput!) {\n    validationEntryAccept(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidationEntryReject($input: ValidationEntryInput!) {\n    validationEntryReject(input: $input)\n  }\n"): (typeof documents)["\n  mutation ValidationEntryReject($input: ValidationEntryInput!) {\n    validationEntryReject(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidationEntryEdit($input: ValidationEntryInput!) {\n    validationEntryEdit(input: $input) {\n      kind\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ValidationEntryEdit($input: ValidationEntryInput!) {\n    validationEntryEdit(input: $input) {\n      kind\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      message\n      messageKey\n      messageParams\n      category\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications(limit: 50) {\n      id\n      message\n      messageKey\n      messageParams\n      category\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationMarkRead($id: ID!) {\n    notificationMarkRead(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationMarkRead($id: ID!) {\n    notificationMarkRead(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsMarkAllRead {\n    notificationsMarkAllRead\n  }\n"): (typeof documents)["\n  mutation NotificationsMarkAllRead {\n    notificationsMarkAllRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryAdmin {\n    categoryTypes\n    adminCategories {\n      id\n      name\n      categoryType\n      defaultModes\n      defaultLca\n      serviceLifeYears\n    }\n    categoryTags {\n      id\n      tag\n      categoryType\n    }\n    categorySubTypes {\n      id\n      name\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query CategoryAdmin {\n    categoryTypes\n    adminCategories {\n      id\n      name\n      categoryType\n      defaultModes\n      defaultLca\n      serviceLifeYears\n    }\n    categoryTags {\n      id\n      tag\n      categoryType\n    }\n    categorySubTypes {\n      id\n      name\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryTagSave($input: CategoryTagInput!) {\n    categoryTagSave(input: $input) {\n      id\n      tag\n      categoryType\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryTagSave($input: CategoryTagInput!) {\n    categoryTagSave(input: $input) {\n      id\n      tag\n      categoryType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryTagDelete($id: ID!) {\n    categoryTagDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation CategoryTagDelete($id: ID!) {\n    categoryTagDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryTypeUpdate($input: CategoryTypeUpdateInput!) {\n    categoryTypeUpdate(input: $input) {\n      id\n      categoryType\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryTypeUpdate($input: CategoryTypeUpdateInput!) {\n    categoryTypeUpdate(input: $input) {\n      id\n      categoryType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategorySubTypeSave($input: CategorySubTypeInput!) {\n    categorySubTypeSave(input: $input) {\n      id\n      name\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  mutation CategorySubTypeSave($input: CategorySubTypeInput!) {\n    categorySubTypeSave(input: $input) {\n      id\n      name\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategorySubTypeDelete($id: ID!) {\n    categorySubTypeDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation CategorySubTypeDelete($id: ID!) {\n    categorySubTypeDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryDefaultModeCreate($input: DefaultModeInput!) {\n    categoryDefaultModeCreate(input: $input) {\n      id\n      defaultModes\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryDefaultModeCreate($input: DefaultModeInput!) {\n    categoryDefaultModeCreate(input: $input) {\n      id\n      defaultModes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryDefaultModeDelete($categoryId: ID!, $index: Int!) {\n    categoryDefaultModeDelete(categoryId: $categoryId, index: $index) {\n      id\n      defaultModes\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryDefaultModeDelete($categoryId: ID!, $index: Int!) {\n    categoryDefaultModeDelete(categoryId: $categoryId, index: $index) {\n      id\n      defaultModes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryServiceLifeUpdate($input: ServiceLifeInput!) {\n    categoryServiceLifeUpdate(input: $input) {\n      id\n      serviceLifeYears\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryServiceLifeUpdate($input: ServiceLifeInput!) {\n    categoryServiceLifeUpdate(input: $input) {\n      id\n      serviceLifeYears\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryDefaultLcaUpdate($input: DefaultLcaInput!) {\n    categoryDefaultLcaUpdate(input: $input) {\n      id\n      defaultLca\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryDefaultLcaUpdate($input: DefaultLcaInput!) {\n    categoryDefaultLcaUpdate(input: $input) {\n      id\n      defaultLca\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n      manifestSha256\n    }\n  }\n"): (typeof documents)["\n  query DocumentVerify($documentId: String!, $co2Total: String!) {\n    documentVerify(documentId: $documentId, co2Total: $co2Total) {\n      result\n      documentId\n      totalKgCo2e\n      co2Precision\n      type\n      issuedAt\n      manifestSha256\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentManifest($documentId: String!) {\n    documentManifest(documentId: $documentId) {\n      sha256\n      methodologyVersion\n      manifest\n    }\n  }\n"): (typeof documents)["\n  query DocumentManifest($documentId: String!) {\n    documentManifest(documentId: $documentId) {\n      sha256\n      methodologyVersion\n      manifest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RerunDocument($documentId: String!) {\n    rerunDocument(documentId: $documentId) {\n      matches\n      manifestSha256Valid\n      methodologyVersion\n      differences {\n        path\n        registered\n        recomputed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RerunDocument($documentId: String!) {\n    rerunDocument(documentId: $documentId) {\n      matches\n      manifestSha256Valid\n      methodologyVersion\n      differences {\n        path\n        registered\n        recomputed\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;