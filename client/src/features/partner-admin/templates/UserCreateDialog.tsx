import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Alert from '@mui/material/Alert';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { partnerUserCreateSchema } from '../../../../../shared/validation/partner-admin';
import { FormikField } from '../../auth';
import { yupErrors } from '../../common/yup-formik';
import { useUserCreate, type UserCreateValues as Values } from '../partner-users.hooks';

/** Create a colleague (POST /partner/admin/users/create): the server's errors are shown per field. */
export function UserCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(name: string): Promise<void> | void }) {
  const { t } = useLingui();
  const { createUser } = useUserCreate();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-create-title">
      <Formik<Values>
        initialValues={{ name: '', email: '', isCollaborator: false }}
        validate={(v) => yupErrors<Values>(partnerUserCreateSchema, v)}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          const result = await createUser(values, async (name) => {
            helpers.resetForm();
            await onCreated(name);
          });
          if (result.ok) return;
          if (Object.keys(result.fields).length) helpers.setErrors(result.fields);
          else setFailure(result.message);
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate>
            <DialogTitle id="user-create-title">{t`Add user`}</DialogTitle>
            <DialogContent>
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormikField name="name" label={t`Name`} autoFocus required />
              <FormikField name="email" type="email" label={t`E-mail`} required />
              <FormControlLabel
                control={<Checkbox checked={values.isCollaborator} onChange={(_e, c) => void setFieldValue('isCollaborator', c)} />}
                label={t`Collaborator (sees the organisation's projects)`}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>{t`Cancel`}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="user-create-submit">{t`Invite`}</Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
