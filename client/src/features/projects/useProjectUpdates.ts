import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import type { ProjectUpdatedSubscription } from '../../gql/graphql';
import { ProjectUpdatedDocument } from './projects-queries';

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
