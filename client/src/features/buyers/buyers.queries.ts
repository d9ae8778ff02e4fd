import { graphql } from '../../gql';

export const BuyerRequestFields = graphql(`
  fragment BuyerRequestFields on BuyerRequest {
    id
    title
    description
    deadline
    status
    projectId
    questions {
      id
      question
      type
      order
    }
    shares {
      id
      supplier
      name
      email
      status
      seenAt
      respondedAt
      responseGroupId
    }
  }
`);

export const ProjectRequestsDocument = graphql(`
  query ProjectRequests($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      client {
        id
        name
      }
    }
    projectRequests(projectId: $projectId) {
      ...BuyerRequestFields
    }
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

export const RequestCreateDocument = graphql(`
  mutation RequestCreate($projectId: ID!, $input: RequestInput!) {
    requestCreate(projectId: $projectId, input: $input) {
      ...BuyerRequestFields
    }
  }
`);

export const RequestUpdateDocument = graphql(`
  mutation RequestUpdate($projectId: ID!, $requestId: ID!, $input: RequestInput!) {
    requestUpdate(projectId: $projectId, requestId: $requestId, input: $input) {
      ...BuyerRequestFields
    }
  }
`);

export const RequestQuestionSaveDocument = graphql(`
  mutation RequestQuestionSave($projectId: ID!, $requestId: ID!, $questionId: ID, $input: QuestionInput!) {
    requestQuestionSave(projectId: $projectId, requestId: $requestId, questionId: $questionId, input: $input) {
      id
      question
      type
    }
  }
`);

export const RequestQuestionDeleteDocument = graphql(`
  mutation RequestQuestionDelete($projectId: ID!, $requestId: ID!, $questionId: ID!) {
    requestQuestionDelete(projectId: $projectId, requestId: $requestId, questionId: $questionId)
  }
`);

export const RequestTemplateImportDocument = graphql(`
  mutation RequestTemplateImport($projectId: ID!, $requestId: ID!, $templateId: ID!) {
    requestTemplateImport(projectId: $projectId, requestId: $requestId, templateId: $templateId) {
      ...BuyerRequestFields
    }
  }
`);

export const RequestShareCreateDocument = graphql(`
  mutation RequestShareCreate($projectId: ID!, $requestId: ID!, $input: RequestShareInput!) {
    requestShareCreate(projectId: $projectId, requestId: $requestId, input: $input) {
      id
    }
  }
`);

export const RequestShareCancelDocument = graphql(`
  mutation RequestShareCancel($projectId: ID!, $requestId: ID!, $requestShareId: ID!) {
    requestShareCancel(projectId: $projectId, requestId: $requestId, requestShareId: $requestShareId)
  }
`);

export const QuestionTemplateSaveDocument = graphql(`
  mutation QuestionTemplateSave($templateId: ID, $input: QuestionTemplateInput!) {
    questionTemplateSave(templateId: $templateId, input: $input) {
      id
      name
    }
  }
`);
