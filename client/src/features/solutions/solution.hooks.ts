/**
 * One solution on the client (spec §3, §4): its details and summary, create, clone, delete, the details
 * form's update, and UPS and cooling. SolutionPanel, SolutionCreateDialog, SolutionDetailsForm and the
 * infrastructure pickers only render. Each write reports its success or the server's error and says
 * whether it worked. (The group card's clone and delete are in groups/groups.hooks.ts.)
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import type { SolutionCreateInput, SolutionUpdateInput } from '../../gql/graphql';
import { firstFieldErrors } from '../common/yup-formik';
import { useTrackedWrites, type WriteReport } from './tracked-writes';
import { SolutionCloneDocument, SolutionCoolingUpdateDocument, SolutionCreateDocument, SolutionDeleteDocument, SolutionDetailsDocument, SolutionUpdateDocument, SolutionUpsUpdateDocument } from './solution.queries';
import { SolutionSummaryDocument } from './summaries/summary.queries';

type Scope = WriteReport & { projectId: string };

/** The solution's details, and its summary (whose categories cover all its items, not only the page shown). */
export function useSolutionDetails(projectId: string, solutionId: string) {
  const { data, error } = useQuery(SolutionDetailsDocument, { variables: { projectId, id: solutionId } });
  const { data: summary } = useQuery(SolutionSummaryDocument, { variables: { projectId, id: solutionId } });
  return { solution: data?.solution?.id === solutionId ? data.solution : undefined, error, summary: summary?.solutionSummary };
}

export function useSolutionWrites({ projectId, notify, fail, changed }: Scope) {
  const { t } = useLingui();
  const [create, { loading: creating }] = useMutation(SolutionCreateDocument);
  const [clone] = useMutation(SolutionCloneDocument);
  const [remove] = useMutation(SolutionDeleteDocument);
  return {
    creating,
    /** The new solution's id, or null when the server refused (its error is shown). */
    create: async (groupId: string, input: SolutionCreateInput): Promise<{ ok: boolean; id?: string }> => {
      try {
        const r = await create({ variables: { projectId, groupId, input } });
        notify(t`Solution created`);
        changed();
        return { ok: true, id: r.data?.solutionCreate.id };
      } catch (e) {
        fail(e);
        return { ok: false };
      }
    },
    clone: async (solutionId: string): Promise<{ ok: boolean; id?: string }> => {
      try {
        const r = await clone({ variables: { projectId, id: solutionId } });
        notify(t`Solution cloned`);
        changed();
        return { ok: true, id: r.data?.solutionClone.id };
      } catch {
        // Spec §8: a failed solution clone says only that an error occurred.
        notify(t`An error occurred. Please try again later.`, 'error');
        return { ok: false };
      }
    },
    remove: async (solutionId: string): Promise<boolean> => {
      try {
        await remove({ variables: { projectId, id: solutionId } });
        notify(t`Solution deleted`);
        changed();
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
  };
}

/**
 * The details form's save: "Solution updated", or the server's field errors for the form (the server
 * names fields as the form does), or its message when it names no field.
 */
export function useSolutionUpdate(solutionId: string, { projectId, notify, changed }: Pick<Scope, 'projectId' | 'notify' | 'changed'>) {
  const { t } = useLingui();
  const [update] = useMutation(SolutionUpdateDocument);
  return async (input: SolutionUpdateInput): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> => {
    try {
      await update({ variables: { projectId, id: solutionId, input } });
      notify(t`Solution updated`);
      changed();
      return { ok: true };
    } catch (e) {
      const info = graphQLErrorInfo(e);
      const fieldErrors = firstFieldErrors(info.fieldErrors);
      if (!Object.keys(fieldErrors).length) notify(info.message, 'error');
      return { ok: false, fieldErrors };
    }
  };
}

/**
 * UPS or cooling of a data-centre solution: a preset, or a custom value (efficiency in %, or COP).
 * `flags[kind]` is the picker's save flag.
 */
export function useInfrastructureWrite(kind: 'ups' | 'cooling', solutionId: string, { projectId, ...report }: Scope) {
  const [setUps] = useMutation(SolutionUpsUpdateDocument);
  const [setCooling] = useMutation(SolutionCoolingUpdateDocument);
  const { flags, run } = useTrackedWrites(report);
  return {
    flags,
    save: (presetId: string, value?: number) =>
      run(kind, () =>
        kind === 'ups'
          ? setUps({ variables: { projectId, id: solutionId, upsId: presetId, input: value === undefined ? null : { efficiency: value } } })
          : setCooling({ variables: { projectId, id: solutionId, coolingId: presetId, input: value === undefined ? null : { cop: value } } }),
      ),
  };
}
