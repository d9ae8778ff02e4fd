import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { importRowSchema } from '../../../../../shared/validation/solutions';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { parseAmount } from '../solution-rules';
import { useSolutionsScreen } from '../solutions-context';
import { useItemRequest } from './items.hooks';

interface Values {
  brandName: string;
  modelName: string;
  manufacturerPartNumber: string;
  amount: string;
  modes: string;
}

/** A manual request for a product that is not in the catalogue (needs request_import_items). */
export function ItemRequestDialog({ solution, initialModel, onClose }: { solution: SolutionDetailFieldsFragment; initialModel: string; onClose(): void }) {
  const { t } = useLingui();
  const id = useId();
  const request = useItemRequest(solution.id, useSolutionsScreen());
  const initial: Values = { brandName: '', modelName: initialModel.trim(), manufacturerPartNumber: '', amount: '1', modes: '' };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <Formik
        initialValues={initial}
        validate={async (v) => {
          const errors = (await yupErrors(importRowSchema, { ...v, amount: parseAmount(v.amount) ?? v.amount })) as Record<string, string>;
          if (!v.brandName.trim()) errors.brandName = t`Enter the brand`;
          if (!v.modelName.trim()) errors.modelName = t`Enter the model name`;
          if (parseAmount(v.amount) === null) errors.amount = t`At least 1`;
          return errors;
        }}
        onSubmit={async (v) => {
          const ok = await request({
            brandName: v.brandName.trim(),
            modelName: v.modelName.trim(),
            manufacturerPartNumber: v.manufacturerPartNumber.trim() || undefined,
            amount: parseAmount(v.amount) ?? 1,
            modes: v.modes.split(',').map((m) => m.trim()).filter(Boolean),
          });
          if (ok) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>{t`Request an item`}</DialogTitle>
            <DialogContent>
              <Alert severity="info" sx={{ mb: 1 }}>
                {t`We add the product to the catalogue with its measured data and tell you when it is there. Until then it does not count in the figures.`}
              </Alert>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '& .MuiFormControl-root': { m: 0 }, mt: 1 }}>
                <FormikField name="brandName" label={t`Brand`} size="small" required slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'request-brand' } }} />
                <FormikField name="manufacturerPartNumber" label={t`Manufacturer part number`} size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
                <Box sx={{ gridColumn: { sm: 'span 2' } }}>
                  <FormikField name="modelName" label={t`Model name`} size="small" required slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'request-model' } }} />
                </Box>
                <FormikField name="amount" label={t`Amount`} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
                <FormikField name="modes" label={t`Modes (optional)`} size="small" helperText={t`Separated by commas, e.g. On, Idle, Off`} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                {t`The request is for “${solution.name}”.`}
              </Typography>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="request-submit">{t`Send request`}</Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
