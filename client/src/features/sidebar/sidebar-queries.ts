import { graphql } from '../../gql';

/** The sidebar's list: clients with their projects, by filter or by search. */
export const ProjectListSidebarDocument = graphql(`
  query ProjectListSidebar($input: ProjectListInput!) {
    projectList(input: $input) {
      client {
        id
        name
      }
      projects {
        id
        name
        namespace
        updatedAt
        sharedWithPartner
      }
    }
  }
`);
