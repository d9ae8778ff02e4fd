import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { DEFAULT_KWH_PRICE } from '../../../../../shared/constants';
import { defaultCurrencyForCountry } from '../../../../../shared/format/currency';
import { CURRENCY_CODES } from '../../../../../shared/reference/currencies';
import { projectSchema } from '../../../../../shared/validation';
import { useSession } from '../../../app/session';
import type { ClientFieldsFragment, ProjectFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { CountryField } from '../../common/CountryField';
import { decimalForInput, projectValuesForSchema, toProjectInput, type ProjectFormValues } from '../project-form';
import { useProjectCreate } from '../project-writes.hooks';
import { ClientListDocument } from '../projects-queries';
import { ClientCreateDialog } from './ClientCreateDialog';

const NEW_CLIENT = '__new__';

interface ProjectCreateDialogProps {
  open: boolean;
  namespace: string;
  /** Pre-selects a client (the client page). */
  clientId?: string;
  onClose(): void;
  onCreated(project: ProjectFieldsFragment): void;
}

/** "New project": name, client (or a new one inline), description, kWh price, currency, investment. */
export function ProjectCreateDialog({ open, namespace, clientId, onClose, onCreated }: ProjectCreateDialogProps) {
  const { t, i18n } = useLingui();
  const { create } = useProjectCreate(namespace);
  const [clientDialogOpen, setClientDialogOpen] = useState(false);
  const initialValues: ProjectFormValues = {
    name: '',
    clientId: clientId ?? '',
    description: '',
    kwhPrice: decimalForInput(DEFAULT_KWH_PRICE, i18n.locale),
    currency: '',
    investment: '',
    address: '',
    city: '',
    zip: '',
    country: '',
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="project-create-title" maxWidth="sm" fullWidth>
      <Formik<ProjectFormValues>
        initialValues={initialValues}
        validate={(values) => yupErrors(projectSchema, projectValuesForSchema(values, namespace))}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          const result = await create(toProjectInput(values, namespace, { includeClient: true }));
          if (!result.ok) {
            helpers.setErrors(result.fieldErrors);
            helpers.setStatus(result.message);
          } else if (result.saved) {
            onCreated(result.saved);
          }
        }}
      >
        {({ isSubmitting, status, setFieldValue }) => (
          <>
            <Form noValidate>
              <DialogTitle id="project-create-title">{t`New project`}</DialogTitle>
              <DialogContent>
                {status && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{status}</Alert>}
                <ProjectCreateFields onNewClient={() => setClientDialogOpen(true)} />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="project-create-submit">
                  {isSubmitting ? t`Creating…` : t`Create project`}
                </Button>
              </DialogActions>
            </Form>
            {/* Outside the <form>: the inline client dialog has a form of its own. */}
            <ClientCreateDialog
              open={clientDialogOpen}
              onClose={() => setClientDialogOpen(false)}
              onCreated={(client: ClientFieldsFragment) => {
                setClientDialogOpen(false);
                void setFieldValue('clientId', client.id);
              }}
            />
          </>
        )}
      </Formik>
    </Dialog>
  );
}

function ProjectCreateFields({ onNewClient }: { onNewClient(): void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { values, setFieldValue } = useFormikContext<ProjectFormValues>();
  const { data, loading } = useQuery(ClientListDocument);
  const clients = data?.clients ?? [];
  const selected = clients.find((c) => c.id === values.clientId);
  // The server picks the currency from the client's (else the partner's) country when none is chosen.
  const defaultCountry = selected?.country || user.partner.countryCode || '';
  const defaultCurrency = defaultCurrencyForCountry(defaultCountry);

  return (
    <>
      {/* Own ids: the dialog opens over pages whose forms have name and client fields of their own. */}
      <FormikField id="project-create-name" name="name" label={t`Project name`} required autoFocus />
      <FormikField
        id="project-create-client"
        name="clientId"
        label={t`Client`}
        select
        required
        disabled={loading && !data}
        helperText={!loading && clients.length === 0 ? t`No clients yet: create the first one.` : undefined}
        onChange={(e) => {
          if (e.target.value === NEW_CLIENT) onNewClient();
          else void setFieldValue('clientId', e.target.value);
        }}
      >
        {clients.map((c) => (
          <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
        ))}
        <MenuItem value={NEW_CLIENT} sx={{ color: 'primary.main', fontWeight: 600 }} data-testid="project-create-new-client">
          <ListItemIcon sx={{ color: 'inherit' }}><AddIcon fontSize="small" /></ListItemIcon>
          <Trans>New client…</Trans>
        </MenuItem>
      </FormikField>
      <FormikField name="description" label={t`Description`} multiline minRows={2} helperText={t`Leave empty to use the standard assessment description.`} />
      {/* The country decides the residual mix and the grid path (issue #47, point 4): asked, defaulting to the client's, else the partner's. */}
      <CountryField name="country" label={t`Country`} />
      {!values.country && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }} data-testid="project-country-default">
          {t`Empty: the client's country, else your company's (${defaultCountry || '–'}).`}
        </Typography>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormikField name="kwhPrice" label={t`kWh price`} slotProps={{ htmlInput: { inputMode: 'decimal' } }} helperText={t`Comma or dot, e.g. 1,35`} />
        <FormikField name="currency" label={t`Currency`} select helperText={t`Default: ${defaultCurrency}`} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value=""><em><Trans>Default ({defaultCurrency})</Trans></em></MenuItem>
          {CURRENCY_CODES.map((code) => (
            <MenuItem key={code} value={code}>{code}</MenuItem>
          ))}
        </FormikField>
        <FormikField
          name="investment"
          label={t`Investment`}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{values.currency || defaultCurrency}</InputAdornment> } }}
        />
      </Box>
    </>
  );
}
