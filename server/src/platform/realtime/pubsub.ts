/**
 * The in-process publish/subscribe that type-graphql subscriptions read (typed topics, house style).
 * One process serves the app, so an in-memory bus suffices; a Redis-backed bus can replace it.
 */
import { createPubSub } from '@graphql-yoga/subscription';

export const Topic = {
  ProjectUpdated: 'PROJECT_UPDATED',
  SolutionGroupUpdated: 'SOLUTION_GROUP_UPDATED',
  NewRequestCountChanged: 'NEW_REQUEST_COUNT_CHANGED',
} as const;

/** A user's count of new (pending) requests changed: every open tab of theirs updates its badge. */
export interface NewRequestCountChangedPayload {
  userId: number;
  count: number;
}

export interface ProjectUpdatedPayload {
  projectId: number;
  partnerId: number;
  /** The project's owner (who may see it: features/projects/project-access.ts). */
  ownerId: number;
  /** Users outside the partner who can see the project through a share. */
  subscriberIds: number[];
  action: 'created' | 'updated' | 'archived' | 'shared' | 'unshared' | 'owner_changed' | 'note';
  byUserId: number;
}

/** A solution group, a solution or an item of a project changed: open solutions screens refetch. */
export interface SolutionGroupUpdatedPayload {
  projectId: number;
  partnerId: number;
  /** The project's owner (who may see it: features/projects/project-access.ts). */
  ownerId: number;
  /** Users outside the partner who can see the project through a share. */
  subscriberIds: number[];
  /** The groups whose content or totals changed (empty when only the list changed). */
  groupIds: number[];
  action: 'group' | 'solution' | 'item' | 'capacity' | 'share' | 'reorder' | 'deleted';
  byUserId: number;
}

export const pubSub = createPubSub<{
  [Topic.ProjectUpdated]: [ProjectUpdatedPayload];
  [Topic.SolutionGroupUpdated]: [SolutionGroupUpdatedPayload];
  [Topic.NewRequestCountChanged]: [NewRequestCountChangedPayload];
}>();
