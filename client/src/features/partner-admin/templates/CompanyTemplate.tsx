import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { companySchema } from '../../../../../shared/validation/partner-admin';
import { graphQLErrorInfo } from '../../../app/errors';
import { FormikField } from '../../auth';
import { useNotice } from '../../common/useNotice';
import { yupErrors } from '../../common/yup-formik';
import { useCompanyDetails, type CompanyValues as Values } from '../company.hooks';

/** The company's details (PUT /partner/admin/{id}). */
export function CompanyTemplate() {
  const { t } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, saveCompany } = useCompanyDetails(notify);
  const [failure, setFailure] = useState<string | null>(null);
  const c = data?.partnerCompany;
  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading || !c) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Formik<Values>
        initialValues={{ name: c.name, address: c.address ?? '', city: c.city ?? '', zip: c.zip ?? '', vatNo: c.vatNo ?? '' }}
        validate={(v) => yupErrors<Values>(companySchema, v)}
        onSubmit={async (v, helpers) => {
          setFailure(null);
          const result = await saveCompany(c.id, v);
          if (!result.ok) {
            helpers.setErrors(result.fields);
            setFailure(result.message);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {failure && <Alert severity="error" data-testid="save-error">{failure}</Alert>}
            <FormikField name="name" label={t`Company name`} required />
            <FormikField name="address" label={t`Address`} />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 2 }}>
              <FormikField name="zip" label={t`Postcode`} />
              <FormikField name="city" label={t`City`} />
            </Box>
            <FormikField name="vatNo" label={t`VAT number`} />
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }} data-testid="company-save">{t`Save`}</Button>
          </Form>
        )}
      </Formik>
      {noticeElement}
    </Paper>
  );
}
