import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { FormikField } from '../../auth';
import { CountryField } from '../../common/CountryField';

/** The clientSchema fields, laid out in two columns from the small breakpoint up. */
export function ClientFormFields({ autoFocus, disabled }: { autoFocus?: boolean; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormikField name="name" label={t`Client name`} required autoFocus={autoFocus} disabled={disabled} autoComplete="organization" />
      </Box>
      <FormikField name="address" label={t`Address`} disabled={disabled} autoComplete="address-line1" />
      <FormikField name="address2" label={t`Address line 2`} disabled={disabled} autoComplete="address-line2" />
      <FormikField name="zip" label={t`Postcode`} disabled={disabled} autoComplete="postal-code" />
      <FormikField name="city" label={t`City`} disabled={disabled} autoComplete="address-level2" />
      <CountryField name="country" label={t`Country`} disabled={disabled} />
      <FormikField name="vatNo" label={t`VAT number`} disabled={disabled} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormikField name="description" label={t`Description`} multiline minRows={2} disabled={disabled} />
      </Box>
    </Box>
  );
}
