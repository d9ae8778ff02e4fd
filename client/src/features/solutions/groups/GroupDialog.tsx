import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { yupErrors } from '../../common/yup-formik';
import { FormikField } from '../../auth';
import { solutionGroupCreateSchema } from '../../../../../shared/validation/solutions';
import { useSolutionsScreen } from '../solutions-context';
import { useGroupSave } from './groups.hooks';
import type { Group } from './group-rows';

interface GroupDialogProps {
  /** The group to rename; a new group when absent. */
  group?: Group;
  groups: Group[];
  onClose(): void;
  onCreated?(id: string): void;
}

type State = 'baseline' | 'comparative' | 'inactive';

/** Create a group, or rename one and change its state (baseline, comparative or inactive). */
export function GroupDialog({ group, groups, onClose, onCreated }: GroupDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const { create, update } = useGroupSave(useSolutionsScreen());
  const otherBaseline = groups.some((g) => g.state === 'baseline' && g.id !== group?.id);
  const requested = !!group?.requested;
  const initial = { name: group?.name ?? '', state: (group && !requested ? group.state : otherBaseline ? 'comparative' : 'baseline') as State };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <Formik
        initialValues={initial}
        validate={(v) => yupErrors(solutionGroupCreateSchema, v)}
        onSubmit={async (v, helpers) => {
          const r = group ? await update(group.id, { name: v.name.trim(), ...(requested ? {} : { state: v.state }) }) : await create({ name: v.name.trim(), state: v.state });
          if (!r.ok) {
            if (r.fieldErrors) helpers.setErrors(r.fieldErrors);
            return;
          }
          if (r.id) onCreated?.(r.id);
          onClose();
        }}
      >
        {({ values, setFieldValue, isSubmitting, errors }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>{group ? t`Edit group` : t`New group`}</DialogTitle>
            <DialogContent>
              <FormikField name="name" label={t`Group name`} autoFocus required slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'group-name-input' } }} />
              {requested ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t`A requested group keeps its state.`}</Typography>
              ) : (
                <FormControl sx={{ mt: 2 }} error={!!errors.state}>
                  <FormLabel id={`${id}-state`}>{t`State`}</FormLabel>
                  <RadioGroup aria-labelledby={`${id}-state`} value={values.state} onChange={(_e, v) => void setFieldValue('state', v)}>
                    <FormControlLabel value="baseline" disabled={otherBaseline} control={<Radio />} label={t`Baseline — the current situation`} data-testid="group-state-baseline" />
                    <FormControlLabel value="comparative" control={<Radio />} label={t`Comparative — an alternative`} data-testid="group-state-comparative" />
                    <FormControlLabel value="inactive" control={<Radio />} label={t`Inactive — kept, not compared`} data-testid="group-state-inactive" />
                  </RadioGroup>
                  {otherBaseline && <FormHelperText>{t`The project has a baseline group already.`}</FormHelperText>}
                  {errors.state && <FormHelperText>{errors.state}</FormHelperText>}
                </FormControl>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="group-submit">
                {group ? t`Save` : t`Create group`}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
