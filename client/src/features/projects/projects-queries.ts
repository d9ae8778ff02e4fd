import { graphql } from '../../gql';

export const ClientFields = graphql(`
  fragment ClientFields on Client {
    id
    name
    address
    address2
    city
    zip
    country
    vatNo
    description
    updatedAt
  }
`);

/**
 * What a row of the project tables needs. Kept small: the server's cost limit multiplies each field
 * by the list sizes (projectList × projects).
 */
export const ProjectSummaryFields = graphql(`
  fragment ProjectSummaryFields on Project {
    id
    name
    namespace
    updatedAt
    sharedWithPartner
    owner {
      id
      name
    }
  }
`);

export const ProjectFields = graphql(`
  fragment ProjectFields on Project {
    id
    name
    description
    namespace
    clientId
    kwhPrice
    oldKwh
    currency
    investment
    address
    city
    zip
    country
    isProjectOwner
    sharedWithPartner
    createdAt
    updatedAt
    owner {
      id
      name
      email
    }
    client {
      id
      name
      country
    }
  }
`);

export const NoteFields = graphql(`
  fragment NoteFields on Note {
    id
    note
    createdAt
    updatedAt
    author {
      id
      name
    }
  }
`);

export const ProjectShareFields = graphql(`
  fragment ProjectShareFields on ProjectShare {
    id
    createdAt
    subscriber {
      id
      name
      email
    }
    author {
      id
      name
    }
  }
`);

export const ProjectListDocument = graphql(`
  query ProjectList($input: ProjectListInput!) {
    projectList(input: $input) {
      client {
        id
        name
        city
        country
      }
      projects {
        ...ProjectSummaryFields
      }
    }
  }
`);

export const ProjectDetailsDocument = graphql(`
  query ProjectDetails($id: ID!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
`);

export const ProjectNotesDocument = graphql(`
  query ProjectNotes($projectId: ID!) {
    projectNotes(projectId: $projectId) {
      ...NoteFields
    }
  }
`);

export const ProjectSharesDocument = graphql(`
  query ProjectShares($projectId: ID!) {
    projectShares(projectId: $projectId) {
      ...ProjectShareFields
    }
  }
`);

export const ClientListDocument = graphql(`
  query ClientList {
    clients {
      ...ClientFields
    }
  }
`);

export const ClientDetailsDocument = graphql(`
  query ClientDetails($id: ID!) {
    client(id: $id) {
      ...ClientFields
    }
  }
`);

export const PartnerUserListDocument = graphql(`
  query PartnerUserList($search: String!) {
    partnerUsers(search: $search) {
      id
      name
      email
    }
  }
`);

export const ClientCreateDocument = graphql(`
  mutation ClientCreate($input: ClientInput!) {
    clientCreate(input: $input) {
      ...ClientFields
    }
  }
`);

export const ClientUpdateDocument = graphql(`
  mutation ClientUpdate($id: ID!, $input: ClientInput!) {
    clientUpdate(id: $id, input: $input) {
      ...ClientFields
    }
  }
`);

export const ProjectCreateDocument = graphql(`
  mutation ProjectCreate($namespace: String!, $input: ProjectInput!) {
    projectCreate(namespace: $namespace, input: $input) {
      ...ProjectFields
    }
  }
`);

export const ProjectUpdateDocument = graphql(`
  mutation ProjectUpdate($id: ID!, $input: ProjectInput!) {
    projectUpdate(id: $id, input: $input) {
      ...ProjectFields
    }
  }
`);

export const ProjectArchiveDocument = graphql(`
  mutation ProjectArchive($id: ID!) {
    projectArchive(id: $id)
  }
`);

export const ProjectCloneDocument = graphql(`
  mutation ProjectClone($id: ID!, $clientId: ID!) {
    projectClone(id: $id, clientId: $clientId) {
      ...ProjectFields
    }
  }
`);

export const ProjectChangeOwnerDocument = graphql(`
  mutation ProjectChangeOwner($id: ID!, $userId: ID!) {
    projectChangeOwner(id: $id, userId: $userId) {
      ...ProjectFields
    }
  }
`);

export const NoteCreateDocument = graphql(`
  mutation NoteCreate($projectId: ID!, $note: String!) {
    noteCreate(projectId: $projectId, note: $note) {
      ...NoteFields
    }
  }
`);

export const NoteUpdateDocument = graphql(`
  mutation NoteUpdate($projectId: ID!, $id: ID!, $note: String!) {
    noteUpdate(projectId: $projectId, id: $id, note: $note) {
      ...NoteFields
    }
  }
`);

export const NoteDeleteDocument = graphql(`
  mutation NoteDelete($projectId: ID!, $id: ID!) {
    noteDelete(projectId: $projectId, id: $id)
  }
`);

export const ShareCreateDocument = graphql(`
  mutation ShareCreate($projectId: ID!, $subscriber: String!) {
    shareCreate(projectId: $projectId, subscriber: $subscriber) {
      ...ProjectShareFields
    }
  }
`);

export const ShareDeleteDocument = graphql(`
  mutation ShareDelete($projectId: ID!, $subscriberId: ID!) {
    shareDelete(projectId: $projectId, subscriberId: $subscriberId)
  }
`);

/** Live updates: fires for every project the user can see when it changes. */
export const CompanyRegistryLookupDocument = graphql(`
  query CompanyRegistryLookup($cvr: String!) {
    companyRegistryLookup(cvr: $cvr) {
      name
      address
      zip
      city
      country
      vatNo
    }
  }
`);
