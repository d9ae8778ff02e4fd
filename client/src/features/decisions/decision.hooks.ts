/** The decision screen's call (issue #32): the project's decisions for a projection length and grid change. */
import { useQuery } from '@apollo/client/react';
import { graphQLErrorInfo } from '../../app/errors';
import type { ProjectDecisionQuery } from '../../gql/graphql';
import { ProjectDecisionDocument } from './decision.queries';

export type GroupDecisionData = ProjectDecisionQuery['projectDecision']['groups'][number];

export type ProjectDecisionData = ProjectDecisionQuery['projectDecision'];

/** `skip`: no call (the report asks only for the comparative report). `failed`: the call ended in an error. */
export function useProjectDecision(projectId: string, years: number, gridChangePercent: number | null, skip = false) {
  const { data, loading, error } = useQuery(ProjectDecisionDocument, { variables: { projectId, years, gridChangePercent }, fetchPolicy: 'cache-and-network', skip });
  return {
    decision: data?.projectDecision ?? null,
    loading: loading && !data,
    failed: error != null,
    errorText: error ? graphQLErrorInfo(error).message : null,
  };
}
