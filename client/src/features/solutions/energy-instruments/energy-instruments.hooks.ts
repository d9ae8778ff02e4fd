/**
 * A solution's contractual energy instruments (issue #31, scope 2 market-based): the GraphQL documents
 * and the writes, in one module. EnergyInstrumentsCard only renders. The server keeps the whole list
 * (replace-all), so every change sends the list as it should be.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../../gql';
import type { EnergyInstrumentInput } from '../../../gql/graphql';
import { useTrackedWrites, type WriteReport } from '../tracked-writes';

export const SolutionEnergyInstrumentFields = graphql(`
  fragment SolutionEnergyInstrumentFields on SolutionEnergyInstrument {
    id
    type
    kwh
    factorG
    note
  }
`);

export const SolutionEnergyInstrumentsDocument = graphql(`
  query SolutionEnergyInstruments($projectId: ID!, $solutionId: ID!) {
    solutionEnergyInstruments(projectId: $projectId, solutionId: $solutionId) {
      ...SolutionEnergyInstrumentFields
    }
  }
`);

export const SolutionEnergyInstrumentsSetDocument = graphql(`
  mutation SolutionEnergyInstrumentsSet($projectId: ID!, $solutionId: ID!, $input: EnergyInstrumentsInput!) {
    solutionEnergyInstrumentsSet(projectId: $projectId, solutionId: $solutionId, input: $input) {
      ...SolutionEnergyInstrumentFields
    }
  }
`);

export interface InstrumentEntry {
  id: string;
  type: string;
  kwh: number;
  factorG?: number | null;
  note?: string | null;
}

const asInput = (i: InstrumentEntry): EnergyInstrumentInput => ({ type: i.type, kwh: i.kwh, factorG: i.factorG ?? null, note: i.note ?? null });

/** The instruments of a solution, adding and removing one (each a replace-all write of the new list). */
export function useEnergyInstruments(solutionId: string, { projectId, ...report }: WriteReport & { projectId: string }) {
  const { t } = useLingui();
  const { data, error } = useQuery(SolutionEnergyInstrumentsDocument, { variables: { projectId, solutionId } });
  const [set, { loading: saving }] = useMutation(SolutionEnergyInstrumentsSetDocument, {
    update(cache, result) {
      const list = result.data?.solutionEnergyInstrumentsSet;
      if (list) cache.writeQuery({ query: SolutionEnergyInstrumentsDocument, variables: { projectId, solutionId }, data: { solutionEnergyInstruments: list } });
    },
  });
  const { flags, run } = useTrackedWrites(report);
  const entries = data?.solutionEnergyInstruments as InstrumentEntry[] | undefined;
  const write = (key: string, list: InstrumentEntry[], success: string) =>
    run(key, () => set({ variables: { projectId, solutionId, input: { instruments: list.map(asInput) } } }), success);
  return {
    entries,
    error,
    saving,
    flags,
    add: (entry: Omit<InstrumentEntry, 'id'>) => write('new', [...(entries ?? []), { ...entry, id: 'new' }], t`Energy instrument added`),
    remove: (id: string) => write(id, (entries ?? []).filter((e) => e.id !== id), t`Energy instrument removed`),
  };
}
