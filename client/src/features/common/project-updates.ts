/**
 * Live project updates (issue #48, point 4): in the shared kit, because projects, validation and solutions all
 * listen, and validation importing them from projects closed a feature cycle (solutions → validation → projects → solutions).
 */
import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import type { ProjectUpdatedSubscription } from '../../gql/graphql';
import { graphql } from '../../gql';

/** Every project change the server tells this user about (projects, validation and the solutions screen listen). */
export const ProjectUpdatedDocument = graphql(`
  subscription ProjectUpdated {
    projectUpdated {
      projectId
      action
      byUserId
    }
  }
`);

export type ProjectUpdate = ProjectUpdatedSubscription['projectUpdated'];

/** Calls back on every projectUpdated event the server sends this user (live lists and pages). */
export function useProjectUpdates(onUpdate: (event: ProjectUpdate) => void): void {
  // The latest callback, without resubscribing on every render.
  const callback = useRef(onUpdate);
  callback.current = onUpdate;
  useSubscription(ProjectUpdatedDocument, {
    onData: ({ data }) => {
      const event = data.data?.projectUpdated;
      if (event) callback.current(event);
    },
  });
}
