import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { solutionGroupHeadingsSchema } from '../../../../../shared/validation/solutions';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { useSolutionsScreen } from '../solutions-context';
import { useGroupHeadings } from './groups.hooks';
import type { Group } from './group-rows';

/** The group's headings in the baseline, LCA and refurbishment reports. */
export function GroupHeadingsDialog({ group, onClose }: { group: Group; onClose(): void }) {
  const { t } = useLingui();
  const id = useId();
  const { group: g, save } = useGroupHeadings(group.id, useSolutionsScreen());
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t`Report headings`}</DialogTitle>
      {!g ? (
        <DialogContent>
          <Skeleton height={220} />
        </DialogContent>
      ) : (
        <Formik
          initialValues={{ baselineHeading: g.baselineHeading ?? '', lcaHeading: g.lcaHeading ?? '', refurbishmentHeading: g.refurbishmentHeading ?? '' }}
          validate={(v) => yupErrors(solutionGroupHeadingsSchema, v)}
          onSubmit={async (v) => {
            const ok = await save({ baselineHeading: v.baselineHeading.trim() || null, lcaHeading: v.lcaHeading.trim() || null, refurbishmentHeading: v.refurbishmentHeading.trim() || null });
            if (ok) onClose();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <DialogContent sx={{ pt: 0 }}>
                <DialogContentText>{t`How “${group.name}” is titled in the reports. Leave a field empty to use the group's name.`}</DialogContentText>
                <FormikField name="baselineHeading" label={t`Baseline report heading`} slotProps={{ htmlInput: { maxLength: 255 } }} />
                <FormikField name="lcaHeading" label={t`LCA report heading`} slotProps={{ htmlInput: { maxLength: 255 } }} />
                <FormikField name="refurbishmentHeading" label={t`Refurbishment report heading`} slotProps={{ htmlInput: { maxLength: 255 } }} />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>{t`Save`}</Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
