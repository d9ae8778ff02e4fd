/**
 * A client's writes on the client (spec §4 Clients): "New client" (the dialog shows a failure itself) and
 * saving the client's details ("Client updated" or the server's message). ClientCreateDialog and
 * ClientDetailsCard only render.
 */
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { ClientFieldsFragment, ClientInput } from '../../gql/graphql';
import { formWriteFailure, type DetailsSave, type FormWrite } from './project-writes.hooks';
import { ClientCreateDocument, ClientListDocument, ClientUpdateDocument } from './projects-queries';

/** Creates a client; the client lists are fetched again. */
export function useClientCreate() {
  const [createClient] = useMutation(ClientCreateDocument, { refetchQueries: [ClientListDocument] });
  return {
    create: async (input: ClientInput): Promise<FormWrite<ClientFieldsFragment>> => {
      try {
        const { data } = await createClient({ variables: { input } });
        return { ok: true, saved: data?.clientCreate };
      } catch (e) {
        return formWriteFailure(e);
      }
    },
  };
}

/** Saves the client's details, with a notice either way; a failure also answers the field errors for the form. */
export function useClientUpdate(clientId: string, notify: (text: string, severity?: 'success' | 'error') => void) {
  const { t } = useLingui();
  const [updateClient] = useMutation(ClientUpdateDocument);
  return {
    save: async (input: ClientInput): Promise<DetailsSave<ClientFieldsFragment>> => {
      try {
        const { data } = await updateClient({ variables: { id: clientId, input } });
        notify(t`Client updated`);
        return { ok: true, saved: data?.clientUpdate };
      } catch (e) {
        const { fieldErrors, message } = formWriteFailure(e);
        notify(message, 'error');
        return { ok: false, fieldErrors };
      }
    },
  };
}
