import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { NewRequestCountChangedDocument } from './requests.queries';

/**
 * The signed-in user's new_request_count, live: the server pushes the count over graphql-ws whenever
 * a request arrives, is accepted or declined, or is shared internally (every open tab updates).
 */
export function useNewRequestCount(): number {
  const { user } = useSession();
  const [live, setLive] = useState<number | null>(null);
  useSubscription(NewRequestCountChangedDocument, {
    onData: ({ data }) => {
      const count = data.data?.newRequestCountChanged;
      if (typeof count === 'number') setLive(count);
    },
  });
  return live ?? user.newRequestCount;
}
