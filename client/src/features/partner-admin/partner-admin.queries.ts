import { graphql } from '../../gql';

export const PartnerUserFields = graphql(`
  fragment PartnerUserFields on PartnerUser {
    id
    email
    name
    roles
    isPartnerAdmin
    isCollaborator
    hasSeat
    subsidiaryId
    emailVerified
    projectCount
    createdAt
  }
`);

export const PartnerAdminUsersDocument = graphql(`
  query PartnerAdminUsers {
    partnerAdminUsers {
      ...PartnerUserFields
    }
    partnerSeats {
      quantity
      used
    }
  }
`);

export const PartnerUserCreateDocument = graphql(`
  mutation PartnerUserCreate($input: PartnerUserCreateInput!) {
    partnerUserCreate(input: $input) {
      ...PartnerUserFields
    }
  }
`);

export const PartnerUserSeatAssignDocument = graphql(`
  mutation PartnerUserSeatAssign($id: ID!) {
    partnerUserSeatAssign(id: $id) {
      ...PartnerUserFields
    }
  }
`);

export const PartnerUserSeatReleaseDocument = graphql(`
  mutation PartnerUserSeatRelease($id: ID!) {
    partnerUserSeatRelease(id: $id) {
      ...PartnerUserFields
    }
  }
`);

export const PartnerUserAdminGrantDocument = graphql(`
  mutation PartnerUserAdminGrant($id: ID!) {
    partnerUserAdminGrant(id: $id) {
      ...PartnerUserFields
    }
  }
`);

export const PartnerUserAdminRemoveDocument = graphql(`
  mutation PartnerUserAdminRemove($id: ID!) {
    partnerUserAdminRemove(id: $id) {
      ...PartnerUserFields
    }
  }
`);

export const PartnerUserDeleteDocument = graphql(`
  mutation PartnerUserDelete($id: ID!, $transferTo: ID!) {
    partnerUserDelete(id: $id, transferTo: $transferTo) {
      transferredProjects
    }
  }
`);

export const PartnerCompanyFields = graphql(`
  fragment PartnerCompanyFields on PartnerCompany {
    id
    name
    countryCode
    address
    city
    zip
    vatNo
    logoUrl
    dataMethodPriority
    scope2RegisteredMethod
    billing {
      name
      address
      city
      zip
      vatNo
      countryCode
      email
      invoiceLanguage
      taxId
      taxIdType
    }
  }
`);

export const PartnerCompanyDocument = graphql(`
  query PartnerCompany {
    partnerCompany {
      ...PartnerCompanyFields
    }
  }
`);

export const VatCountryListDocument = graphql(`
  query VatCountryList {
    vatCountries {
      code
      country
      vatPercent
      taxIdType
    }
  }
`);

export const PartnerCompanyUpdateDocument = graphql(`
  mutation PartnerCompanyUpdate($id: ID!, $input: CompanyInput!) {
    partnerCompanyUpdate(id: $id, input: $input) {
      ...PartnerCompanyFields
    }
  }
`);

export const PartnerBillingUpdateDocument = graphql(`
  mutation PartnerBillingUpdate($id: ID!, $input: BillingInput!) {
    partnerBillingUpdate(id: $id, input: $input) {
      ...PartnerCompanyFields
    }
  }
`);

export const Scope2MethodUpdateDocument = graphql(`
  mutation Scope2RegisteredMethodUpdate($input: Scope2MethodInput!) {
    scope2RegisteredMethodUpdate(input: $input)
  }
`);

export const DataMethodPriorityUpdateDocument = graphql(`
  mutation DataMethodPriorityUpdate($input: DataMethodPriorityInput!) {
    dataMethodPriorityUpdate(input: $input)
  }
`);

export const PartnerApiTokensDocument = graphql(`
  query PartnerApiTokens {
    partnerApiTokens {
      id
      tokenName
      ownerName
      lastUsedAt
      createdAt
    }
  }
`);

export const ApiTokenCreateDocument = graphql(`
  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {
    apiTokenCreate(input: $input) {
      plainTextToken
      token {
        id
        tokenName
      }
    }
  }
`);

export const ApiTokenDeleteDocument = graphql(`
  mutation ApiTokenDelete($id: ID!) {
    apiTokenDelete(id: $id)
  }
`);

export const SubsidiaryListDocument = graphql(`
  query SubsidiaryList {
    subsidiaries {
      id
      name
      logoUrl
      userCount
    }
  }
`);

export const UserSubsidiarySetDocument = graphql(`
  mutation UserSubsidiarySet($id: ID!, $userId: ID) {
    userSubsidiarySet(id: $id, userId: $userId) {
      userId
      subsidiaryId
    }
  }
`);

export const UserSubsidiaryClearDocument = graphql(`
  mutation UserSubsidiaryClear($userId: ID) {
    userSubsidiaryClear(userId: $userId) {
      userId
      subsidiaryId
    }
  }
`);

export const SubsidiaryCreateDocument = graphql(`
  mutation SubsidiaryCreate($input: SubsidiaryInput!) {
    subsidiaryCreate(input: $input) {
      id
      name
    }
  }
`);

export const SubsidiaryUpdateDocument = graphql(`
  mutation SubsidiaryUpdate($id: ID!, $input: SubsidiaryInput!) {
    subsidiaryUpdate(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const SubsidiaryDeleteDocument = graphql(`
  mutation SubsidiaryDelete($id: ID!) {
    subsidiaryDelete(id: $id)
  }
`);

export const PartnerInvoicesDocument = graphql(`
  query PartnerInvoices {
    partnerInvoices {
      id
      number
      status
      total
      currency
      createdAt
      hostedInvoiceUrl
      pdfUrl
    }
    partnerUpcomingInvoice {
      id
      total
      currency
      periodEnd
    }
  }
`);

/** Question templates of the partner (spec/project-areas.md §4 "Request editor", platform §2 question template page). */
export const QuestionTemplateListDocument = graphql(`
  query QuestionTemplateList {
    questionTemplates {
      id
      name
      icon
      questions {
        question
        type
      }
    }
  }
`);

export const QuestionTemplateAdminSaveDocument = graphql(`
  mutation QuestionTemplateAdminSave($templateId: ID, $input: QuestionTemplateInput!) {
    questionTemplateSave(templateId: $templateId, input: $input) {
      id
      name
      icon
      questions {
        question
        type
      }
    }
  }
`);

export const QuestionTemplateDeleteDocument = graphql(`
  mutation QuestionTemplateDelete($templateId: ID!) {
    questionTemplateDelete(templateId: $templateId)
  }
`);
