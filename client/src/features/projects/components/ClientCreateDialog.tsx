import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { clientSchema } from '../../../../../shared/validation';
import { graphQLErrorInfo } from '../../../app/errors';
import type { ClientFieldsFragment } from '../../../gql/graphql';
import { firstFieldErrors } from '../../common/yup-formik';
import { EMPTY_CLIENT, toClientInput, type ClientFormValues } from '../project-form';
import { ClientCreateDocument, ClientListDocument } from '../projects-queries';
import { ClientFormFields } from './ClientFormFields';
import { CompanyRegistryLookup } from './CompanyRegistryLookup';

/** "New client": the clientSchema fields; calls back with the created client. */
export function ClientCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(client: ClientFieldsFragment): void }) {
  const { t } = useLingui();
  const [createClient] = useMutation(ClientCreateDocument, { refetchQueries: [ClientListDocument] });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="client-create-title" maxWidth="sm" fullWidth>
      <Formik<ClientFormValues>
        initialValues={EMPTY_CLIENT}
        validationSchema={clientSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          try {
            const { data } = await createClient({ variables: { input: toClientInput(values) } });
            if (data) {
              helpers.resetForm();
              onCreated(data.clientCreate);
            }
          } catch (e) {
            const info = graphQLErrorInfo(e);
            helpers.setErrors(firstFieldErrors(info.fieldErrors));
            helpers.setStatus(info.message);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <DialogTitle id="client-create-title">{t`New client`}</DialogTitle>
            <DialogContent>
              {status && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{status}</Alert>}
              <CompanyRegistryLookup />
              <ClientFormFields autoFocus />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="client-create-submit">
                {isSubmitting ? t`Creating…` : t`Create client`}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
