import { useMutation, useQuery } from '@apollo/client/react';
import { SubsidiaryCreateDocument, SubsidiaryDeleteDocument, SubsidiaryListDocument, SubsidiaryUpdateDocument } from './partner-admin.queries';

/** The partner's subsidiaries (spec §4 Subsidiaries): the list, and saving (new when no id) or deleting one. */
export function useSubsidiaries() {
  const list = useQuery(SubsidiaryListDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(SubsidiaryCreateDocument);
  const [update] = useMutation(SubsidiaryUpdateDocument);
  const [remove] = useMutation(SubsidiaryDeleteDocument);
  return {
    ...list,
    /** Renames subsidiary `id`, or creates one when `id` is empty. */
    saveSubsidiary: (id: string | null | undefined, name: string) =>
      id ? update({ variables: { id, input: { name } } }) : create({ variables: { input: { name } } }),
    deleteSubsidiary: (id: string) => remove({ variables: { id } }),
  };
}
