import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import type {
  EffectiveReportOptionsFieldsFragment,
  FrontPageImagesFieldsFragment,
  PartnerReportOptionsInput,
  ReportOptionsFieldsFragment,
} from '../../gql/graphql';
import { loadWithRetry } from './load-with-retry';
import {
  FrontPageImageDeleteDocument,
  PartnerReportOptionsDocument,
  PartnerReportOptionsUpdateDocument,
  ReportOptionsResetDocument,
  ReportOptionsUpdateDocument,
  UserReportOptionsDocument,
} from './report-options-queries';

export type ReportOptionsScope = 'user' | 'partner';

export interface PanelData {
  /** The saved row: the user's own (null when none) or the partner's. */
  options: ReportOptionsFieldsFragment | null;
  /** What the signed-in user's reports use. */
  effective: EffectiveReportOptionsFieldsFragment;
  images: FrontPageImagesFieldsFragment;
}

export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';
type Notify = (text: string, severity?: NoticeSeverity) => void;

/** Loads the options, retrying up to 5 times 500 ms apart with a console warning (spec §4, §8). */
export function useReportOptionsData(scope: ReportOptionsScope) {
  const client = useApolloClient();
  const [state, setState] = useState<{ data: PanelData | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await loadWithRetry<PanelData>(
          async () => {
            if (scope === 'partner') {
              const { data } = await client.query({ query: PartnerReportOptionsDocument, fetchPolicy: 'network-only' });
              if (!data) throw new Error('no data');
              return { options: data.partnerReportOptions, effective: data.effectiveReportOptions, images: data.frontPageImages };
            }
            const { data } = await client.query({ query: UserReportOptionsDocument, fetchPolicy: 'network-only' });
            if (!data) throw new Error('no data');
            return { options: data.reportOptions ?? null, effective: data.effectiveReportOptions, images: data.frontPageImages };
          },
          { signal, onRetry: (attempt, error) => console.warn(`Report options could not be loaded (attempt ${attempt}); retrying in 500 ms.`, error) },
        );
        if (!signal?.aborted) setState({ data, loading: false, failed: false });
      } catch {
        if (!signal?.aborted) setState((s) => ({ ...s, loading: false, failed: true }));
      }
    },
    [client, scope],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  return { ...state, reload: () => reload() };
}

/** The message for a failed save: the server's reason where it names one, else the general text. */
function saveErrorText(error: unknown, fallback: string): string {
  const info = graphQLErrorInfo(error);
  if (info.code === 'VALIDATION' || info.code === 'FORBIDDEN' || info.code === 'UNAUTHENTICATED') return info.message;
  return fallback;
}

/**
 * The report options' writes (spec/platform-and-shell.md §5): save a change, reset the saved options
 * and delete an uploaded front-page image; each says what happened through `notify` and reloads.
 */
export function useReportOptionsActions(scope: ReportOptionsScope, reload: () => Promise<void>, notify: Notify) {
  const { t } = useLingui();
  const [updateUser] = useMutation(ReportOptionsUpdateDocument);
  const [updatePartner] = useMutation(PartnerReportOptionsUpdateDocument);
  const [resetOptions] = useMutation(ReportOptionsResetDocument);
  const [deleteImage] = useMutation(FrontPageImageDeleteDocument);
  const [saving, setSaving] = useState(false);

  /** Runs a save or reset while the panel shows it is busy: says `success` and reloads, or says why it failed. */
  const run = useCallback(
    async (work: () => Promise<unknown>, success: string, failure: string) => {
      setSaving(true);
      try {
        await work();
        notify(success);
        await reload();
      } catch (error) {
        notify(saveErrorText(error, failure), 'error');
      } finally {
        setSaving(false);
      }
    },
    [notify, reload],
  );

  const save = useCallback(
    (input: PartnerReportOptionsInput) =>
      run(
        () => {
          if (scope === 'partner') return updatePartner({ variables: { input } });
          const { overrideUsersFrontPageImages: _partnerOnly, ...own } = input;
          return updateUser({ variables: { input: own } });
        },
        t`Report options updated`,
        t`The report options could not be updated.`,
      ),
    [run, scope, updatePartner, updateUser, t],
  );

  const reset = async (options: ReportOptionsFieldsFragment | null) => {
    // Spec §5: with neither user_id nor user_type there is nothing saved to reset.
    if (!options || (!options.userId && !options.userType)) {
      notify(t`There are no saved report options to reset; the defaults already apply.`, 'info');
      return;
    }
    await run(() => resetOptions({ variables: { input: { userType: options.userType } } }), t`Report options reset`, t`The report options could not be reset.`);
  };

  const deleteFrontPageImage = async (url: string) => {
    try {
      const { data: result } = await deleteImage({ variables: { imageUrl: url } });
      if (result?.frontPageImageDelete.revertedToDefaults) {
        notify(t`The last uploaded image was deleted; report options that used uploaded images are back on the default images.`, 'info');
      } else notify(t`Image deleted`);
      await reload();
    } catch (error) {
      notify(saveErrorText(error, t`The image could not be deleted.`), 'error');
    }
  };

  return { saving, save, reset, deleteFrontPageImage };
}
