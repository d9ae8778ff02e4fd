import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../../shared/validation';
import { graphQLErrorInfo } from '../../app/errors';
import { AuthLayout } from './AuthLayout';
import { ResetPasswordDocument } from './auth-queries';
import { FormikField } from './FormikField';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [reset] = useMutation(ResetPasswordDocument);
  return (
    <AuthLayout title={t`Choose a new password`}>
      <Formik
        initialValues={{ token: params.get('token') ?? '', email: params.get('email') ?? '', password: '', passwordConfirmation: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (v, helpers) => {
          try {
            await reset({ variables: { input: v } });
            void navigate('/login?reset=1', { replace: true });
          } catch (e) {
            helpers.setStatus(graphQLErrorInfo(e).message);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            {status && <Alert severity="error" role="alert">{status}</Alert>}
            <FormikField name="email" type="email" label={t`E-mail`} autoComplete="email" required />
            <FormikField name="password" type="password" label={t`New password`} autoComplete="new-password" required />
            <FormikField name="passwordConfirmation" type="password" label={t`Confirm password`} autoComplete="new-password" required />
            <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>{t`Reset password`}</Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
