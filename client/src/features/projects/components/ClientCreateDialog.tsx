import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { clientSchema } from '../../../../../shared/validation';
import { useSession } from '../../../app/session';
import type { ClientFieldsFragment } from '../../../gql/graphql';
import { EMPTY_CLIENT, toClientInput, type ClientFormValues } from '../project-form';
import { useClientCreate } from '../clients.hooks';
import { ClientFormFields } from './ClientFormFields';
import { CompanyRegistryLookup } from './CompanyRegistryLookup';

/** "New client": the clientSchema fields; calls back with the created client. */
export function ClientCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(client: ClientFieldsFragment): void }) {
  const { t } = useLingui();
  const { create } = useClientCreate();
  const { user } = useSession();
  // The country decides the project's residual mix and grid path (issue #47, point 4): asked, defaulting to the partner's.
  const initialValues: ClientFormValues = { ...EMPTY_CLIENT, country: user.partner.countryCode ?? '' };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="client-create-title" maxWidth="sm" fullWidth>
      <Formik<ClientFormValues>
        initialValues={initialValues}
        validationSchema={clientSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          const result = await create(toClientInput(values));
          if (!result.ok) {
            helpers.setErrors(result.fieldErrors);
            helpers.setStatus(result.message);
          } else if (result.saved) {
            helpers.resetForm();
            onCreated(result.saved);
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
