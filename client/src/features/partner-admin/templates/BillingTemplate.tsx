import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { LOCALES } from '../../../../../shared/constants';
import { TAX_ID_TYPES } from '../../../../../shared/reference/vat';
import { billingSchema } from '../../../../../shared/validation/partner-admin';
import { graphQLErrorInfo } from '../../../app/errors';
import { FormikField } from '../../auth';
import { useNotice } from '../../common/useNotice';
import { yupErrors } from '../../common/yup-formik';
import { useBillingDetails, type BillingValues as Values } from '../company.hooks';

/** Billing details (PUT /partner/admin/{id}/billing-details), with the country table's VAT and tax-id type. */
export function BillingTemplate() {
  const { t, i18n } = useLingui();
  const { notify, noticeElement } = useNotice();
  const { data, loading, error, vatCountries, saveBilling } = useBillingDetails(notify);
  const [failure, setFailure] = useState<string | null>(null);
  const c = data?.partnerCompany;
  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading || !c) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;
  const list = [...vatCountries].sort((a, b) => a.country.localeCompare(b.country, i18n.locale));
  const b = c.billing;
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Formik<Values>
        initialValues={{
          name: b.name ?? c.name,
          address: b.address ?? c.address ?? '',
          city: b.city ?? c.city ?? '',
          zip: b.zip ?? c.zip ?? '',
          vatNo: b.vatNo ?? c.vatNo ?? '',
          countryCode: b.countryCode ?? c.countryCode ?? '',
          email: b.email ?? '',
          invoiceLanguage: b.invoiceLanguage ?? i18n.locale,
          taxId: b.taxId ?? c.vatNo ?? '',
          taxIdType: b.taxIdType ?? '',
        }}
        validate={(v) => yupErrors<Values>(billingSchema, v)}
        onSubmit={async (v, helpers) => {
          setFailure(null);
          const result = await saveBilling(c.id, v);
          if (!result.ok) {
            helpers.setErrors(result.fields);
            setFailure(result.message);
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate>
            {failure && <Alert severity="error" data-testid="save-error">{failure}</Alert>}
            <FormikField name="name" label={t`Invoice to (name)`} required />
            <FormikField name="address" label={t`Address`} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
              <FormikField name="zip" label={t`Postcode`} />
              <FormikField name="city" label={t`City`} />
            </Box>
            <FormikField name="vatNo" label={t`VAT number`} />
            <FormikField
              name="countryCode"
              select
              label={t`Country`}
              required
              onChange={(e) => {
                const code = e.target.value;
                void setFieldValue('countryCode', code);
                const entry = list.find((x) => x.code === code);
                if (entry && !values.taxIdType) void setFieldValue('taxIdType', entry.taxIdType);
              }}
            >
              {list.map((x) => (
                <MenuItem key={x.code} value={x.code}>{t`${x.country} (VAT ${percent.format(x.vatPercent)} %)`}</MenuItem>
              ))}
            </FormikField>
            <FormikField name="email" type="email" label={t`Invoice e-mail`} required />
            <FormikField name="invoiceLanguage" select label={t`Invoice language`} required>
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l}>{l}</MenuItem>
              ))}
            </FormikField>
            <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 2 }}>
              <FormikField name="taxId" label={t`Tax id`} />
              <FormikField name="taxIdType" select label={t`Tax id type`}>
                <MenuItem value="">{t`None`}</MenuItem>
                {TAX_ID_TYPES.map((x) => (
                  <MenuItem key={x} value={x}>{x}</MenuItem>
                ))}
              </FormikField>
            </Box>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }} data-testid="billing-save">{t`Save`}</Button>
          </Form>
        )}
      </Formik>
      {noticeElement}
    </Paper>
  );
}
