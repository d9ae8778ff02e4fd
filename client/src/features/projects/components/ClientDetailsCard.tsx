import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { clientSchema } from '../../../../../shared/validation';
import { useSession } from '../../../app/session';
import type { ClientFieldsFragment } from '../../../gql/graphql';
import { clientFormValues, toClientInput, type ClientFormValues } from '../project-form';
import { useClientUpdate } from '../clients.hooks';
import { ClientFormFields } from './ClientFormFields';
import { FormSync } from './FormSync';

/** The client's details, editable with clientSchema by users with manage_clients (saved with clientUpdate). */
export function ClientDetailsCard({ client, notify }: { client: ClientFieldsFragment; notify(text: string, severity?: 'success' | 'error'): void }) {
  const { t } = useLingui();
  const { hasPermission } = useSession();
  const canEdit = hasPermission('manage_clients');
  const { save } = useClientUpdate(client.id, notify);
  const initial = clientFormValues(client);
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2">{t`Client details`}</Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <Trans>You can see this client's details, but you do not have permission to change them.</Trans>
          </Alert>
        )}
        <Formik<ClientFormValues>
          initialValues={initial}
          validationSchema={clientSchema}
          onSubmit={async (values, helpers) => {
            const result = await save(toClientInput(values));
            if (!result.ok) {
              if (result.fieldErrors) helpers.setErrors(result.fieldErrors);
            } else if (result.saved) {
              helpers.resetForm({ values: clientFormValues(result.saved) });
            }
          }}
        >
          {({ dirty, isSubmitting, resetForm }) => (
            <Form noValidate aria-label={t`Client details`}>
              <FormSync values={initial} />
              <ClientFormFields disabled={!canEdit} />
              {canEdit && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
                  <Button onClick={() => resetForm()} disabled={!dirty || isSubmitting}>{t`Discard changes`}</Button>
                  <Button type="submit" variant="contained" disabled={!dirty || isSubmitting} data-testid="client-save">
                    {isSubmitting ? t`Saving…` : t`Save`}
                  </Button>
                </Box>
              )}
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
