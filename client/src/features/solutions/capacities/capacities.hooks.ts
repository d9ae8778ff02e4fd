/**
 * A solution's capacities on the client (spec §3, §4; M4), in one module: the GraphQL documents and the
 * writes. CapacitiesCard only renders. Adding a field to capacities on the client touches this module
 * (the fragment) and the card (where it shows).
 *
 * The server refuses queries above a cost of 5000 (a list without a literal `limit` counts 20), so
 * nested lists carry literal limits.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../../gql';
import { useTrackedWrites, type WriteReport } from '../tracked-writes';

export const SolutionCapacityFields = graphql(`
  fragment SolutionCapacityFields on SolutionCapacity {
    id
    amount
    capacityId
    deletedAt
    capacity {
      id
      name
      unit
      categoryId
    }
  }
`);

export const SolutionCapacitiesDocument = graphql(`
  query SolutionCapacities($projectId: ID!, $solutionId: ID!) {
    solutionCapacities(projectId: $projectId, solutionId: $solutionId) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityAddDocument = graphql(`
  mutation CapacityAdd($projectId: ID!, $solutionId: ID!, $input: CapacityInput!) {
    capacityAdd(projectId: $projectId, solutionId: $solutionId, input: $input) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityUpdateDocument = graphql(`
  mutation CapacityUpdate($projectId: ID!, $solutionId: ID!, $id: ID!, $input: CapacityInput!) {
    capacityUpdate(projectId: $projectId, solutionId: $solutionId, id: $id, input: $input) {
      ...SolutionCapacityFields
    }
  }
`);

export const CapacityDeleteDocument = graphql(`
  mutation CapacityDelete($projectId: ID!, $solutionId: ID!, $id: ID!) {
    capacityDelete(projectId: $projectId, solutionId: $solutionId, id: $id)
  }
`);

export const CapacitiesDeleteDocument = graphql(`
  mutation CapacitiesDelete($projectId: ID!, $solutionId: ID!) {
    capacitiesDelete(projectId: $projectId, solutionId: $solutionId)
  }
`);

export const CapacitiesRestoreDocument = graphql(`
  mutation CapacitiesRestore($projectId: ID!, $solutionId: ID!) {
    capacitiesRestore(projectId: $projectId, solutionId: $solutionId) {
      ...SolutionCapacityFields
    }
  }
`);

/**
 * A solution's capacity links and their writes: add, change an amount, delete (soft), delete all and
 * restore. Each write shows a save flag (`flags`: 'new' for the add form, 'all' for the bulk actions,
 * else the entry's id), reports its success or the server's error, and resolves to whether it worked.
 */
export function useCapacities(solutionId: string, { projectId, ...report }: WriteReport & { projectId: string }) {
  const { t } = useLingui();
  const { data, error } = useQuery(SolutionCapacitiesDocument, { variables: { projectId, solutionId } });
  const [add, { loading: adding }] = useMutation(CapacityAddDocument);
  const [update] = useMutation(CapacityUpdateDocument);
  const [remove] = useMutation(CapacityDeleteDocument);
  const [removeAll] = useMutation(CapacitiesDeleteDocument);
  const [restore] = useMutation(CapacitiesRestoreDocument);
  const { flags, run } = useTrackedWrites(report);

  return {
    entries: data?.solutionCapacities,
    error,
    adding,
    flags,
    add: (capacityId: string, amount: number) => run('new', () => add({ variables: { projectId, solutionId, input: { capacityId, amount } } }), t`Capacity added`),
    setAmount: (id: string, amount: number) => run(id, () => update({ variables: { projectId, solutionId, id, input: { amount } } })),
    remove: (id: string) => run(id, () => remove({ variables: { projectId, solutionId, id } }), t`Capacity deleted. “Restore deleted” brings it back.`),
    removeAll: () => run('all', () => removeAll({ variables: { projectId, solutionId } }), t`Capacities deleted`),
    restore: () => run('all', () => restore({ variables: { projectId, solutionId } }), t`Capacities restored`),
  };
}

export type Capacities = ReturnType<typeof useCapacities>;
