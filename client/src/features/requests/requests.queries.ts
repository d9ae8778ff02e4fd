import { graphql } from '../../gql';

export const RequestShareFields = graphql(`
  fragment RequestShareFields on RequestShare {
    id
    status
    supplier
    message
    seenAt
    receivedAt
    respondedAt
    responseGroupId
    request {
      id
      title
      description
      deadline
      ownerPartner
      ownerEmail
      projectName
      questions {
        id
        question
        type
      }
    }
    answers {
      id
      questionId
      answer
    }
  }
`);

export const RequestInboxDocument = graphql(`
  query RequestInbox($field: String, $order: String, $page: Int!, $perPage: Int!) {
    requestInbox(field: $field, order: $order, page: $page, perPage: $perPage) {
      total
      page
      perPage
      items {
        ...RequestShareFields
      }
    }
  }
`);

export const RequestShareDocument = graphql(`
  query RequestShare($requestShareId: ID!) {
    requestShare(requestShareId: $requestShareId) {
      ...RequestShareFields
    }
  }
`);

export const RequestResponseDocument = graphql(`
  query RequestResponse($requestShareId: ID!) {
    requestResponseGroup(requestShareId: $requestShareId) {
      id
      name
      state
      solutions(limit: 20) {
        id
        name
        solutionType {
          id
          name
          usesInfrastructure
        }
        ups {
          id
          efficiency
        }
        cooling {
          id
          cop
        }
        capacities {
          id
          amount
          capacity {
            id
            name
            unit
          }
        }
        shares {
          id
          categoryIds
          infrastructureSharePercent
        }
        items(limit: 50) {
          id
          amount
          hoursId
          product {
            id
            modelName
            manufacturer
            category {
              id
            }
          }
        }
      }
    }
    requestResponseSummary(requestShareId: $requestShareId) {
      totalKwh
      co2EmissionTon
      itemCount
    }
  }
`);

export const RequestShareMarkSeenDocument = graphql(`
  mutation RequestShareMarkSeen($requestShareId: ID!) {
    requestShareMarkSeen(requestShareId: $requestShareId) {
      id
      seenAt
    }
  }
`);

export const RequestShareConfirmDocument = graphql(`
  mutation RequestShareConfirm($requestShareId: ID!, $status: String!) {
    requestShareConfirm(requestShareId: $requestShareId, status: $status) {
      ...RequestShareFields
    }
  }
`);

export const RequestAnswerSaveDocument = graphql(`
  mutation RequestAnswerSave($requestShareId: ID!, $questionId: ID!, $answer: String) {
    requestAnswerSave(requestShareId: $requestShareId, questionId: $questionId, answer: $answer) {
      id
      questionId
      answer
    }
  }
`);

export const RequestResponseSendDocument = graphql(`
  mutation RequestResponseSend($requestShareId: ID!, $responseId: ID!) {
    requestResponseSend(requestShareId: $requestShareId, responseId: $responseId) {
      buyerPartner
      buyerEmail
      share {
        id
        respondedAt
      }
    }
  }
`);

export const RequestColleaguesDocument = graphql(`
  query RequestColleagues($requestShareId: ID!, $search: String!) {
    requestColleagues(requestShareId: $requestShareId, search: $search) {
      id
      name
      email
    }
    requestInternalShares(requestShareId: $requestShareId) {
      id
      userId
      username
    }
  }
`);

export const RequestInternalShareCreateDocument = graphql(`
  mutation RequestInternalShareCreate($requestShareId: ID!, $userId: ID!) {
    requestInternalShareCreate(requestShareId: $requestShareId, userId: $userId) {
      id
    }
  }
`);

export const RequestInternalShareDeleteDocument = graphql(`
  mutation RequestInternalShareDelete($requestShareId: ID!, $internalShareId: ID!) {
    requestInternalShareDelete(requestShareId: $requestShareId, internalShareId: $internalShareId)
  }
`);

export const RequestSolutionCreateDocument = graphql(`
  mutation RequestSolutionCreate($requestShareId: ID!, $solutionTypeId: String!, $name: String) {
    requestSolutionCreate(requestShareId: $requestShareId, solutionTypeId: $solutionTypeId, name: $name) {
      id
    }
  }
`);

export const RequestItemAddDocument = graphql(`
  mutation RequestItemAdd($requestShareId: ID!, $solutionId: ID!, $productId: ID!, $amount: Int!) {
    requestItemAdd(requestShareId: $requestShareId, solutionId: $solutionId, productId: $productId, amount: $amount) {
      id
    }
  }
`);

export const RequestItemDeleteDocument = graphql(`
  mutation RequestItemDelete($requestShareId: ID!, $solutionId: ID!, $itemId: ID!) {
    requestItemDelete(requestShareId: $requestShareId, solutionId: $solutionId, itemId: $itemId)
  }
`);

export const RequestProductSearchDocument = graphql(`
  query RequestProductSearch($search: String!, $flags: [String!]!) {
    productSearch(search: $search, flags: $flags, limit: 10) {
      id
      modelName
      manufacturer
    }
  }
`);

export const NewRequestCountChangedDocument = graphql(`
  subscription NewRequestCountChanged {
    newRequestCountChanged
  }
`);

export const RequestSolutionUpsDocument = graphql(`
  mutation RequestSolutionUps($requestShareId: ID!, $solutionId: ID!, $upsId: String!, $efficiency: Float) {
    requestSolutionUps(requestShareId: $requestShareId, solutionId: $solutionId, upsId: $upsId, efficiency: $efficiency) {
      id
      ups {
        id
        efficiency
      }
    }
  }
`);

export const RequestSolutionCoolingDocument = graphql(`
  mutation RequestSolutionCooling($requestShareId: ID!, $solutionId: ID!, $coolingId: String!, $cop: Float) {
    requestSolutionCooling(requestShareId: $requestShareId, solutionId: $solutionId, coolingId: $coolingId, cop: $cop) {
      id
      cooling {
        id
        cop
      }
    }
  }
`);

export const RequestCapacitySaveDocument = graphql(`
  mutation RequestCapacitySave($requestShareId: ID!, $solutionId: ID!, $capacityId: String!, $amount: Float!) {
    requestCapacitySave(requestShareId: $requestShareId, solutionId: $solutionId, capacityId: $capacityId, amount: $amount) {
      id
      amount
    }
  }
`);

export const RequestCapacitiesDeleteAllDocument = graphql(`
  mutation RequestCapacitiesDeleteAll($requestShareId: ID!, $solutionId: ID!) {
    requestCapacitiesDeleteAll(requestShareId: $requestShareId, solutionId: $solutionId)
  }
`);

export const RequestCapacitiesRestoreDocument = graphql(`
  mutation RequestCapacitiesRestore($requestShareId: ID!, $solutionId: ID!) {
    requestCapacitiesRestore(requestShareId: $requestShareId, solutionId: $solutionId) {
      id
    }
  }
`);

export const RequestItemHoursDocument = graphql(`
  mutation RequestItemHours($requestShareId: ID!, $solutionId: ID!, $itemId: ID!, $hoursId: ID!) {
    requestItemHours(requestShareId: $requestShareId, solutionId: $solutionId, itemId: $itemId, hoursId: $hoursId) {
      id
      hoursId
    }
  }
`);

export const RequestInfrastructureShareSaveDocument = graphql(`
  mutation RequestInfrastructureShareSave($requestShareId: ID!, $solutionId: ID!, $shareId: ID, $categoryIds: [ID!]!, $infrastructureSharePercent: Float) {
    requestInfrastructureShareSave(requestShareId: $requestShareId, solutionId: $solutionId, shareId: $shareId, categoryIds: $categoryIds, infrastructureSharePercent: $infrastructureSharePercent) {
      id
      categoryIds
      infrastructureSharePercent
    }
  }
`);

export const RequestInfrastructureShareDeleteDocument = graphql(`
  mutation RequestInfrastructureShareDelete($requestShareId: ID!, $solutionId: ID!, $shareId: ID!) {
    requestInfrastructureShareDelete(requestShareId: $requestShareId, solutionId: $solutionId, shareId: $shareId)
  }
`);
