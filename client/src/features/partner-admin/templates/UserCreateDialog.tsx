import { useMutation } from '@apollo/client/react';
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
import { graphQLErrorInfo } from '../../../app/errors';
import { FormikField } from '../../auth';
import { firstFieldErrors, yupErrors } from '../../common/yup-formik';
import { PartnerUserCreateDocument } from '../partner-admin.queries';

type Values = {
  name: string;
  email: string;
  isCollaborator: boolean;
};

/** Create a colleague (POST /partner/admin/users/create): the server's errors are shown per field. */
export function UserCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(name: string): Promise<void> | void }) {
  const { t } = useLingui();
  const [create] = useMutation(PartnerUserCreateDocument);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-create-title">
      <Formik<Values>
        initialValues={{ name: '', email: '', isCollaborator: false }}
        validate={(v) => yupErrors<Values>(partnerUserCreateSchema, v)}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            await create({ variables: { input: { name: values.name.trim(), email: values.email.trim(), isCollaborator: values.isCollaborator } } });
            helpers.resetForm();
            await onCreated(values.name.trim());
          } catch (e) {
            const info = graphQLErrorInfo(e);
            const fields = firstFieldErrors(info.fieldErrors);
            if (Object.keys(fields).length) helpers.setErrors(fields);
            else setFailure(info.message);
          }
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
