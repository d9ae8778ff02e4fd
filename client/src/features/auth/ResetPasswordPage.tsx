import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../../shared/validation';
import { AuthLayout } from './AuthLayout';
import { useResetPassword } from './auth.hooks';
import { FormikField } from './FormikField';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { resetPassword } = useResetPassword();
  return (
    <AuthLayout title={t`Choose a new password`}>
      <Formik
        initialValues={{ token: params.get('token') ?? '', email: params.get('email') ?? '', password: '', passwordConfirmation: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (v, helpers) => {
          const result = await resetPassword(v);
          if (result.ok) void navigate('/login?reset=1', { replace: true });
          else helpers.setStatus(result.message);
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
