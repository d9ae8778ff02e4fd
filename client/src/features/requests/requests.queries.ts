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
          calculationMode
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

export const RequestResponseGroupDeleteDocument = graphql(`
  mutation RequestResponseGroupDelete($requestShareId: ID!, $groupId: ID!) {
    requestResponseGroupDelete(requestShareId: $requestShareId, groupId: $groupId) {
      id
      status
      responseGroupId
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

// The seller's response is edited through the solution mutations with a request share's scope
// (docs/architecture.md, "Scope pattern"): the same mutations as the project editor's.
export const ResponseSolutionCreateDocument = graphql(`
  mutation ResponseSolutionCreate($scope: SolutionScopeInput!, $groupId: ID!, $input: SolutionCreateInput!) {
    solutionCreate(scope: $scope, groupId: $groupId, input: $input) {
      id
    }
  }
`);

export const ResponseItemAddDocument = graphql(`
  mutation ResponseItemAdd($scope: SolutionScopeInput!, $solutionId: ID!, $input: SolutionItemAddInput!) {
    solutionItemAdd(scope: $scope, solutionId: $solutionId, input: $input) {
      id
    }
  }
`);

export const ResponseItemDeleteDocument = graphql(`
  mutation ResponseItemDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {
    solutionItemDelete(scope: $scope, solutionId: $solutionId, id: $id)
  }
`);

export const RequestProductSearchDocument = graphql(`
  query RequestProductSearch($search: String!, $flags: [String!]!) {
    productSearch(search: $search, flags: $flags, limit: 10) {
      id
      modelName
      manufacturer
      manufacturerPartNumber
      own
      modes
      category {
        id
        name
      }
    }
  }
`);

export const NewRequestCountChangedDocument = graphql(`
  subscription NewRequestCountChanged {
    newRequestCountChanged
  }
`);

export const ResponseSolutionUpsDocument = graphql(`
  mutation ResponseSolutionUps($scope: SolutionScopeInput!, $id: ID!, $upsId: String!, $input: SolutionUpsInput) {
    solutionUpsUpdate(scope: $scope, id: $id, upsId: $upsId, input: $input) {
      id
      ups {
        id
        efficiency
      }
    }
  }
`);

export const ResponseSolutionCoolingDocument = graphql(`
  mutation ResponseSolutionCooling($scope: SolutionScopeInput!, $id: ID!, $coolingId: String!, $input: SolutionCoolingInput) {
    solutionCoolingUpdate(scope: $scope, id: $id, coolingId: $coolingId, input: $input) {
      id
      cooling {
        id
        cop
      }
    }
  }
`);

export const ResponseCapacitySaveDocument = graphql(`
  mutation ResponseCapacitySave($scope: SolutionScopeInput!, $solutionId: ID!, $input: CapacityInput!) {
    capacityAdd(scope: $scope, solutionId: $solutionId, input: $input) {
      id
      amount
    }
  }
`);

export const ResponseCapacitiesDeleteAllDocument = graphql(`
  mutation ResponseCapacitiesDeleteAll($scope: SolutionScopeInput!, $solutionId: ID!) {
    capacitiesDelete(scope: $scope, solutionId: $solutionId)
  }
`);

export const ResponseCapacitiesRestoreDocument = graphql(`
  mutation ResponseCapacitiesRestore($scope: SolutionScopeInput!, $solutionId: ID!) {
    capacitiesRestore(scope: $scope, solutionId: $solutionId) {
      id
    }
  }
`);

export const ResponseItemHoursDocument = graphql(`
  mutation ResponseItemHours($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!, $hoursId: ID!) {
    solutionItemHoursUpdate(scope: $scope, solutionId: $solutionId, id: $id, hoursId: $hoursId) {
      id
      hoursId
    }
  }
`);

export const ResponseInfrastructureShareCreateDocument = graphql(`
  mutation ResponseInfrastructureShareCreate($scope: SolutionScopeInput!, $solutionId: ID!, $input: CategoryInfrastructureShareInput!) {
    categoryInfrastructureShareCreate(scope: $scope, solutionId: $solutionId, input: $input) {
      id
      categoryIds
      infrastructureSharePercent
    }
  }
`);

export const ResponseInfrastructureShareDeleteDocument = graphql(`
  mutation ResponseInfrastructureShareDelete($scope: SolutionScopeInput!, $solutionId: ID!, $id: ID!) {
    categoryInfrastructureShareDelete(scope: $scope, solutionId: $solutionId, id: $id)
  }
`);
