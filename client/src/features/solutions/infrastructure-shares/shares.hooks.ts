import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { shareInput } from '../solution-rules';
import { useTrackedWrites, type WriteReport } from '../tracked-writes';
import { CategoryShareCreateDocument, CategoryShareDeleteDocument, CategorySharesDeleteDocument, CategorySharesDocument, CategorySharesRestoreDocument, CategoryShareUpdateDocument } from './infrastructure-share.queries';

/**
 * A solution's category infrastructure shares (spec §3–§5; M2) and their writes: add, change (percent
 * and/or categories), delete (soft), delete all and restore. Percent values are entered in percent and
 * sent as fractions (`shareInput`). Each write shows a save flag (`flags`: 'new' for the add form, 'all'
 * for the bulk actions, else the share's id), reports its success or the server's error, and resolves
 * to whether it worked. SharesCard only renders.
 */
export function useShares(solutionId: string, { projectId, ...report }: WriteReport & { projectId: string }) {
  const { t } = useLingui();
  const { data, error } = useQuery(CategorySharesDocument, { variables: { projectId, solutionId } });
  const [create] = useMutation(CategoryShareCreateDocument);
  const [update] = useMutation(CategoryShareUpdateDocument);
  const [remove] = useMutation(CategoryShareDeleteDocument);
  const [removeAll] = useMutation(CategorySharesDeleteDocument);
  const [restore] = useMutation(CategorySharesRestoreDocument);
  const { flags, run } = useTrackedWrites(report);

  return {
    shares: data?.categoryInfrastructureShares,
    error,
    flags,
    add: (percent: string, categoryIds: string[]) => run('new', () => create({ variables: { projectId, solutionId, input: shareInput(percent, categoryIds) } }), t`Share added`),
    /** An empty `percent` leaves the saved percentage; `categoryIds` (when given) replace the share's categories. */
    save: (id: string, percent: string, categoryIds?: string[]) => run(id, () => update({ variables: { projectId, solutionId, id, input: shareInput(percent, categoryIds) } })),
    remove: (id: string) => run(id, () => remove({ variables: { projectId, solutionId, id } }), t`Share deleted. “Restore deleted” brings it back.`),
    removeAll: () => run('all', () => removeAll({ variables: { projectId, solutionId } }), t`Shares deleted`),
    restore: () => run('all', () => restore({ variables: { projectId, solutionId } }), t`Shares restored`),
  };
}
