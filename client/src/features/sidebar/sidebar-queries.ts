import { graphql } from '../../gql';

/** A project as the sidebar lists it. */
export const SidebarProjectFields = graphql(`
  fragment SidebarProjectFields on Project {
    id
    name
    namespace
    updatedAt
    sharedWithPartner
  }
`);

/**
 * The sidebar's list: clients with their projects, by filter or by search, one page at a time
 * (`offset`; the server sends at most 50 projects a page, see SIDEBAR_PAGE_SIZE).
 */
export const ProjectListSidebarDocument = graphql(`
  query ProjectListSidebar($input: ProjectListInput!) {
    projectList(input: $input) {
      client {
        id
        name
      }
      projects {
        ...SidebarProjectFields
      }
    }
  }
`);

/**
 * A project changed: the event carries the project as this user sees it, so that its entry in the
 * list updates in the cache; only changes of the list's membership reload (its first page).
 */
export const SidebarProjectUpdatedDocument = graphql(`
  subscription SidebarProjectUpdated {
    projectUpdated {
      projectId
      action
      project {
        ...SidebarProjectFields
        client {
          id
          name
        }
      }
    }
  }
`);
