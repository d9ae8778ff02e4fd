/**
 * GraphQL documents of solution groups: the groups column (groups with their solution rows), headings, the group mutations and the live SolutionGroupUpdated subscription.
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { graphql } from '../../../gql';

/** A solution as the groups column lists it (9 fields with __typename, so 20 per group stay under the cost limit). */
export const SolutionRowFields = graphql(`
  fragment SolutionRowFields on Solution {
    id
    name
    order
    itemCount
    solutionType {
      id
      calculationMode
    }
  }
`);

export const SolutionGroupFields = graphql(`
  fragment SolutionGroupFields on SolutionGroup {
    id
    name
    state
    active
    primary
    requested
    order
    solutions(limit: 20) {
      ...SolutionRowFields
    }
  }
`);

/** The most solutions a group shows (the literal limit above). */
export const GROUP_SOLUTIONS_LIMIT = 20;

export const SolutionGroupsDocument = graphql(`
  query SolutionGroups($projectId: ID!) {
    solutionGroups(projectId: $projectId) {
      baseline {
        ...SolutionGroupFields
      }
      comparative {
        ...SolutionGroupFields
      }
    }
  }
`);

export const SolutionGroupHeadingsDocument = graphql(`
  query SolutionGroupHeadings($projectId: ID!, $id: ID!) {
    solutionGroup(projectId: $projectId, id: $id) {
      id
      baselineHeading
      lcaHeading
      refurbishmentHeading
    }
  }
`);

export const SolutionGroupCreateDocument = graphql(`
  mutation SolutionGroupCreate($projectId: ID!, $input: SolutionGroupCreateInput!) {
    solutionGroupCreate(projectId: $projectId, input: $input) {
      id
      name
      state
      active
    }
  }
`);

export const SolutionGroupUpdateDocument = graphql(`
  mutation SolutionGroupUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupUpdateInput!) {
    solutionGroupUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      name
      state
      active
      primary
    }
  }
`);

export const SolutionGroupHeadingsUpdateDocument = graphql(`
  mutation SolutionGroupHeadingsUpdate($projectId: ID!, $id: ID!, $input: SolutionGroupHeadingsInput!) {
    solutionGroupHeadingsUpdate(projectId: $projectId, id: $id, input: $input) {
      id
      baselineHeading
      lcaHeading
      refurbishmentHeading
    }
  }
`);

export const SolutionGroupSetPrimaryDocument = graphql(`
  mutation SolutionGroupSetPrimary($projectId: ID!, $id: ID!) {
    solutionGroupSetPrimary(projectId: $projectId, id: $id) {
      id
      primary
    }
  }
`);

export const SolutionGroupCloneDocument = graphql(`
  mutation SolutionGroupClone($projectId: ID!, $id: ID!) {
    solutionGroupClone(projectId: $projectId, id: $id) {
      id
      name
    }
  }
`);

export const SolutionGroupDeleteDocument = graphql(`
  mutation SolutionGroupDelete($projectId: ID!, $id: ID!) {
    solutionGroupDelete(projectId: $projectId, id: $id)
  }
`);

export const SolutionGroupReorderDocument = graphql(`
  mutation SolutionGroupReorder($projectId: ID!, $id: ID!, $input: SolutionGroupReorderInput!) {
    solutionGroupReorder(projectId: $projectId, id: $id, input: $input) {
      source {
        groupId
        totalKwh
      }
      target {
        groupId
        totalKwh
      }
    }
  }
`);

/** Fires when a group, solution, item, capacity or share of the project changes (anyone's change). */
export const SolutionGroupUpdatedDocument = graphql(`
  subscription SolutionGroupUpdated($projectId: ID!) {
    solutionGroupUpdated(projectId: $projectId) {
      projectId
      groupIds
      action
      byUserId
    }
  }
`);

/**
 * The solutions screen's live updates: what changed, with the changed solutions and items and the new
 * summaries exactly as the screen's queries ask for them, so that the screen writes them into the
 * cache instead of refetching (read on the server with the recipient's own access). An edit inside
 * groups (`inPlace`) brings the project's figures with the changed groups' entries only, which the
 * screen merges into the project summary it has (issue #33: the event carries what changed).
 */
export const SolutionGroupUpdatedFiguresDocument = graphql(`
  subscription SolutionGroupUpdatedFigures($projectId: ID!) {
    solutionGroupUpdated(projectId: $projectId) {
      projectId
      groupIds
      action
      solutionIds
      itemIds
      structural
      byUserId
      inPlace
      solutions {
        ...SolutionRowFields
        ...SolutionDetailFields
      }
      items {
        ...SolutionItemFields
      }
      solutionSummaries(explain: true) {
        ...SolutionSummaryFields
      }
      groupSummaries(explain: true) {
        ...GroupSummaryFields
      }
      projectSummary(changedGroupsOnly: true) {
        ...ProjectSummaryFiguresFields
      }
    }
  }
`);
