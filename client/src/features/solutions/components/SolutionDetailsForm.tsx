import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { Form, Formik } from 'formik';
import { solutionUpdateSchema } from '../../../../../shared/validation/solutions';
import { translateMessage } from '../../../app/messages';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { parseLocaleNumber, solutionUpdateInput, type SolutionFormValues } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useSolutionUpdate } from '../solution.hooks';

function valuesOf(s: SolutionDetailFieldsFragment, locale: string): SolutionFormValues {
  const num = (n: number | null | undefined) => (n == null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(n));
  return {
    name: s.name,
    description: s.description ?? '',
    renewableEnergy: num(s.renewableEnergy),
    co2FactorGram: num(s.co2FactorGram),
    kwhPrice: num(s.kwhPrice),
    refurbishmentImpactPercentage: num(s.refurbishmentImpactPercentage),
  };
}

/** Validates with the shared yup schema (numbers parsed from the user's notation first). */
async function validate(v: SolutionFormValues) {
  // The form's names are the schema's (the domain's): only the numbers are parsed first.
  const parsed: Record<keyof SolutionFormValues, unknown> = {
    name: v.name,
    description: v.description,
    renewableEnergy: v.renewableEnergy.trim() === '' ? '' : (parseLocaleNumber(v.renewableEnergy) ?? v.renewableEnergy),
    co2FactorGram: v.co2FactorGram.trim() === '' ? undefined : (parseLocaleNumber(v.co2FactorGram) ?? v.co2FactorGram),
    kwhPrice: v.kwhPrice,
    refurbishmentImpactPercentage: v.refurbishmentImpactPercentage.trim() === '' ? '' : (parseLocaleNumber(v.refurbishmentImpactPercentage) ?? v.refurbishmentImpactPercentage),
  };
  const errors = await yupErrors<Record<string, string>>(solutionUpdateSchema, parsed);
  if (!v.name.trim()) errors.name = translateMessage({ key: 'validation.nameRequired' });
  return errors;
}

/** Name, description, renewable share, CO2 factor, kWh price and refurbishment of the solution. */
export function SolutionDetailsForm({ solution, disabled }: { solution: SolutionDetailFieldsFragment; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const screen = useSolutionsScreen();
  const { currency } = screen;
  const update = useSolutionUpdate(solution.id, screen);
  const initial = valuesOf(solution, i18n.locale);

  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validate={validate}
      onSubmit={async (v, helpers) => {
        const r = await update(solutionUpdateInput(v));
        // The server names fields as the form does (the domain's names).
        if (!r.ok && Object.keys(r.fieldErrors).length) helpers.setErrors(r.fieldErrors);
      }}
    >
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t`Solution details`}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, '& .MuiFormControl-root': { m: 0 } }}>
            <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2', md: 'span 2' } }}>
              <FormikField name="name" label={t`Name`} size="small" disabled={disabled} required slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'solution-name' } }} />
            </Box>
            <FormikField name="renewableEnergy" label={t`Renewable energy`} size="small" disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'solution-renewable' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} />
            <FormikField name="co2FactorGram" label={t`CO2 factor`} size="small" disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'solution-co2' }, input: { endAdornment: <InputAdornment position="end">g/kWh</InputAdornment> } }} />
            <FormikField name="kwhPrice" label={t`kWh price`} size="small" disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'solution-kwh-price' }, input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } }} />
            <FormikField
              name="refurbishmentImpactPercentage"
              label={t`Refurbishment`}
              size="small"
              disabled={disabled}
              helperText={t`Empty for new equipment`}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'solution-refurbishment' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            />
            <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2', md: 'span 2' } }}>
              <FormikField name="description" label={t`Description`} size="small" disabled={disabled} multiline minRows={1} maxRows={6} slotProps={{ htmlInput: { maxLength: 4000 } }} />
            </Box>
          </Box>
          {!disabled && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
              <Button size="small" onClick={() => resetForm()} disabled={!dirty || isSubmitting}>{t`Discard`}</Button>
              <Button size="small" type="submit" variant="contained" disabled={!dirty || isSubmitting} data-testid="solution-save">{t`Save changes`}</Button>
            </Box>
          )}
        </Form>
      )}
    </Formik>
  );
}
