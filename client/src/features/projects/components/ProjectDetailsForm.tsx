import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { CURRENCY_CODES } from '../../../../../shared/reference/currencies';
import { projectUpdateSchema } from '../../../../../shared/validation';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { CountryField } from '../../common/CountryField';
import { yupErrors } from '../../common/yup-formik';
import { projectFormValues, projectValuesForSchema, toProjectInput, type ProjectFormValues } from '../project-form';
import { useProjectUpdate } from '../project-writes.hooks';
import { FormSync } from './FormSync';

interface ProjectDetailsFormProps {
  project: ProjectFieldsFragment;
  namespace: string;
  canEdit: boolean;
  notify(text: string, severity?: 'success' | 'error'): void;
  /** Shows the Unauthorized dialog for NOT_OWNER; returns false for other errors. */
  onNotOwner(error: unknown): boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 0.8, p: 0 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/** The project's editable fields with Save; "Project updated" on success (spec §8 "updated", said in full). */
export function ProjectDetailsForm({ project, namespace, canEdit, notify, onNotOwner }: ProjectDetailsFormProps) {
  const { t, i18n } = useLingui();
  const { save } = useProjectUpdate(project.id, { notify, onNotOwner });
  const initial = projectFormValues(project, i18n.locale);
  const currencies: string[] = CURRENCY_CODES.includes(project.currency as (typeof CURRENCY_CODES)[number]) ? [...CURRENCY_CODES] : [project.currency, ...CURRENCY_CODES];

  return (
    // overflow visible: the Save bar is sticky, which a clipping ancestor would defeat.
    <Card sx={{ overflow: 'visible' }}>
      <Formik<ProjectFormValues>
        initialValues={initial}
        validate={(values) => yupErrors(projectUpdateSchema, projectValuesForSchema(values, namespace))}
        onSubmit={async (values, helpers) => {
          const result = await save(toProjectInput(values, namespace, { includeClient: false }));
          if (!result.ok) {
            if (result.fieldErrors) helpers.setErrors(result.fieldErrors);
          } else if (result.saved) {
            helpers.resetForm({ values: projectFormValues(result.saved, i18n.locale) });
          }
        }}
      >
        {({ dirty, isSubmitting, resetForm, values: { currency } }) => (
          <Form noValidate aria-label={t`Project details`}>
            <FormSync values={initial} />
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              {!canEdit && (
                <Alert severity="info">
                  <Trans>You can see this project, but only its owner and users allowed to manage projects can change it.</Trans>
                </Alert>
              )}
              <Section title={t`General`}>
                <FormikField name="name" label={t`Project name`} required disabled={!canEdit} slotProps={{ htmlInput: { 'data-testid': 'project-name-input' } }} />
                <FormikField name="description" label={t`Description`} multiline minRows={3} disabled={!canEdit} />
              </Section>
              <Divider />
              <Section title={t`Energy and economy`}>
                <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                  <FormikField
                    name="kwhPrice"
                    label={t`kWh price`}
                    disabled={!canEdit}
                    helperText={t`Comma or dot, e.g. 1,35`}
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{t`${currency}/kWh`}</InputAdornment> } }}
                  />
                  <FormikField name="currency" label={t`Currency`} select disabled={!canEdit}>
                    {currencies.map((code) => (
                      <MenuItem key={code} value={code}>{code}</MenuItem>
                    ))}
                  </FormikField>
                  <FormikField
                    name="investment"
                    label={t`Investment`}
                    disabled={!canEdit}
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } }}
                  />
                </Box>
              </Section>
              <Divider />
              <Section title={t`Location`}>
                <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <FormikField name="address" label={t`Address`} disabled={!canEdit} autoComplete="off" />
                  </Box>
                  <FormikField name="city" label={t`City`} disabled={!canEdit} autoComplete="off" />
                  <FormikField name="zip" label={t`Postcode`} disabled={!canEdit} autoComplete="off" />
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <CountryField name="country" label={t`Country`} disabled={!canEdit} />
                  </Box>
                </Box>
              </Section>
            </CardContent>
            {canEdit && (
              <Box
                sx={{
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'flex-end',
                  gap: 1,
                  px: 2,
                  py: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  borderBottomLeftRadius: 8,
                  borderBottomRightRadius: 8,
                }}
              >
                {dirty && <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>{t`Unsaved changes`}</Typography>}
                <Button onClick={() => resetForm()} disabled={!dirty || isSubmitting}>{t`Discard changes`}</Button>
                <Button type="submit" variant="contained" disabled={!dirty || isSubmitting} data-testid="project-save">
                  {isSubmitting ? t`Saving…` : t`Save`}
                </Button>
              </Box>
            )}
          </Form>
        )}
      </Formik>
    </Card>
  );
}
