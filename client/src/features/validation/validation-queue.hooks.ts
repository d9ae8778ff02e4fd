/**
 * The super admin's validation queue on the client (spec §3): the queue, accept and reject, and the
 * entry dialog's save and accept. ValidationQueuePage only renders. Each write shows its notice or the
 * server's error and resolves to whether it worked.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { categoryName, withCategoryNames } from '../common/category-names';
import { graphQLErrorInfo } from '../../app/errors';
import type { ValidationEntryInput, ValidationQueueQuery } from '../../gql/graphql';
import { CategoryAdminDocument, ValidationEntryAcceptDocument, ValidationEntryEditDocument, ValidationEntryRejectDocument, ValidationQueueDocument } from './validation.queries';

export type ValidationEntry = ValidationQueueQuery['validationQueue'][number];
type Notify = (text: string, severity?: 'success' | 'error') => void;

/** The queue (read only for a super admin), and accepting or rejecting an entry as it stands. */
export function useValidationQueue(enabled: boolean, notify: Notify) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { data, loading, error, refetch } = useQuery(ValidationQueueDocument, { skip: !enabled });
  // Category names in the user's language (issue #47, Translations), as on the solutions screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the locale, which i18n's identity does not show
  const entries = useMemo(() => withCategoryNames(i18n, data?.validationQueue ?? []), [i18n, locale, data]);
  const [accept] = useMutation(ValidationEntryAcceptDocument);
  const [reject] = useMutation(ValidationEntryRejectDocument);
  return {
    entries,
    loading,
    error,
    reload: () => void refetch().catch(() => undefined),
    decide: async (entry: ValidationEntry, action: 'accept' | 'reject'): Promise<boolean> => {
      try {
        const input = { kind: entry.kind, id: entry.id };
        if (action === 'accept') await accept({ variables: { input } });
        else await reject({ variables: { input } });
        notify(action === 'accept' ? t`Item accepted` : t`Item rejected`);
        await refetch();
        return true;
      } catch (e) {
        notify(graphQLErrorInfo(e).message, 'error');
        return false;
      }
    },
  };
}

/**
 * The entry dialog: the categories to pick from, and saving the edited entry or accepting it as edited.
 * `onDone` gets the success text, `onError` the server's message.
 */
export function useEntryEdit(onDone: (text: string) => void, onError: (text: string) => void) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { data } = useQuery(CategoryAdminDocument);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the locale, which i18n's identity does not show
  const categories = useMemo(() => (data?.adminCategories ?? []).map((c) => ({ ...c, name: categoryName(i18n, c.id, c.name) })), [i18n, locale, data]);
  const [edit] = useMutation(ValidationEntryEditDocument);
  const [accept] = useMutation(ValidationEntryAcceptDocument);
  return {
    categories,
    run: async (action: 'save' | 'accept', input: ValidationEntryInput): Promise<boolean> => {
      try {
        if (action === 'save') await edit({ variables: { input } });
        else await accept({ variables: { input } });
        onDone(action === 'save' ? t`Item saved` : t`Item accepted`);
        return true;
      } catch (e) {
        onError(graphQLErrorInfo(e).message);
        return false;
      }
    },
  };
}
