import type { TypePolicies } from '@apollo/client';
import { projectListPolicy } from '../features/sidebar/project-list-pages';

/** The Apollo cache's type policies (the app's client and the component tests' cache share them). */
export const typePolicies: TypePolicies = {
  // A queued product and a requested item may share an id: an entry is its kind and id.
  ValidationQueueEntry: { keyFields: ['kind', 'id'] },
  // The sidebar's list loads page by page into one entry.
  Query: { fields: { projectList: projectListPolicy } },
};
