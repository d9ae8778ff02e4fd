import { graphql } from '../../gql';

export const ProjectItemValidationCountDocument = graphql(`
  query ProjectItemValidationCount($id: ID!) {
    project(id: $id) {
      id
      itemValidationCount {
        validated
        total
      }
    }
  }
`);

export const ProjectValidationStartDocument = graphql(`
  mutation ProjectValidationStart($projectId: ID!, $namespace: String!) {
    projectStartValidation(projectId: $projectId, namespace: $namespace) {
      id
      status
    }
  }
`);

export const ValidationStatusUpdatedDocument = graphql(`
  subscription ValidationStatusUpdated {
    validationStatusUpdated {
      kind
      entryId
      projectId
      name
      status
      validated
      total
    }
  }
`);

export const ValidationStatusInitializeDocument = graphql(`
  subscription ValidationStatusInitialize {
    validationStatusInitialize {
      projectId
      projectName
      partnerName
      requestedByName
      queued
    }
  }
`);

export const AdminNotificationDocument = graphql(`
  subscription AdminNotification {
    adminNotification {
      message
      messageKey
      messageParams
      category
      createdAt
    }
  }
`);

export const ValidationQueueDocument = graphql(`
  query ValidationQueue {
    validationQueue {
      kind
      id
      manufacturer
      modelName
      manufacturerPartNumber
      categoryId
      categoryName
      modes
      amount
      partnerName
      projectId
      projectName
      requestedByName
      createdAt
    }
  }
`);

export const ValidationEntryAcceptDocument = graphql(`
  mutation ValidationEntryAccept($input: ValidationEntryInput!) {
    validationEntryAccept(input: $input)
  }
`);

export const ValidationEntryRejectDocument = graphql(`
  mutation ValidationEntryReject($input: ValidationEntryInput!) {
    validationEntryReject(input: $input)
  }
`);

export const ValidationEntryEditDocument = graphql(`
  mutation ValidationEntryEdit($input: ValidationEntryInput!) {
    validationEntryEdit(input: $input) {
      kind
      id
    }
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications {
    notifications(limit: 50) {
      id
      message
      messageKey
      messageParams
      category
      status
      createdAt
    }
  }
`);

export const NotificationMarkReadDocument = graphql(`
  mutation NotificationMarkRead($id: ID!) {
    notificationMarkRead(id: $id) {
      id
      status
    }
  }
`);

export const NotificationsMarkAllReadDocument = graphql(`
  mutation NotificationsMarkAllRead {
    notificationsMarkAllRead
  }
`);

export const CategoryAdminDocument = graphql(`
  query CategoryAdmin {
    categoryTypes
    adminCategories {
      id
      name
      categoryType
      defaultModes
      defaultLca
      serviceLifeYears
    }
    categoryTags {
      id
      tag
      categoryType
    }
    categorySubTypes {
      id
      name
      categoryId
    }
  }
`);

export const CategoryTagSaveDocument = graphql(`
  mutation CategoryTagSave($input: CategoryTagInput!) {
    categoryTagSave(input: $input) {
      id
      tag
      categoryType
    }
  }
`);

export const CategoryTagDeleteDocument = graphql(`
  mutation CategoryTagDelete($id: ID!) {
    categoryTagDelete(id: $id)
  }
`);

export const CategoryTypeUpdateDocument = graphql(`
  mutation CategoryTypeUpdate($input: CategoryTypeUpdateInput!) {
    categoryTypeUpdate(input: $input) {
      id
      categoryType
    }
  }
`);

export const CategorySubTypeSaveDocument = graphql(`
  mutation CategorySubTypeSave($input: CategorySubTypeInput!) {
    categorySubTypeSave(input: $input) {
      id
      name
      categoryId
    }
  }
`);

export const CategorySubTypeDeleteDocument = graphql(`
  mutation CategorySubTypeDelete($id: ID!) {
    categorySubTypeDelete(id: $id)
  }
`);

export const CategoryDefaultModeCreateDocument = graphql(`
  mutation CategoryDefaultModeCreate($input: DefaultModeInput!) {
    categoryDefaultModeCreate(input: $input) {
      id
      defaultModes
    }
  }
`);

export const CategoryDefaultModeDeleteDocument = graphql(`
  mutation CategoryDefaultModeDelete($categoryId: ID!, $index: Int!) {
    categoryDefaultModeDelete(categoryId: $categoryId, index: $index) {
      id
      defaultModes
    }
  }
`);

/** A category's default service life (decisions over time, issue #32). */
export const CategoryServiceLifeUpdateDocument = graphql(`
  mutation CategoryServiceLifeUpdate($input: ServiceLifeInput!) {
    categoryServiceLifeUpdate(input: $input) {
      id
      serviceLifeYears
    }
  }
`);

export const CategoryDefaultLcaUpdateDocument = graphql(`
  mutation CategoryDefaultLcaUpdate($input: DefaultLcaInput!) {
    categoryDefaultLcaUpdate(input: $input) {
      id
      defaultLca
    }
  }
`);
