import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { nextPath } from './next-path';
import { AuthLayout } from './AuthLayout';
import { FormikInput } from './FormikInput';
import { useLogin } from './login.hooks';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The shared sign-in schema (yup) and the message catalogue load with the first validation, not with
 * the first page (bench/bundle-size.ts); the errors come back translated.
 */
async function validateLogin(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  const [{ loginSchema }, { translateUnknown }] = await Promise.all([import('../../../../shared/validation'), import('../../app/messages')]);
  return validateYupSchema(values, loginSchema).then(
    () => ({}),
    (err: unknown) => {
      const errors = yupToFormErrors<LoginValues>(err);
      return {
        ...(errors.email ? { email: translateUnknown(errors.email) } : {}),
        ...(errors.password ? { password: translateUnknown(errors.password) } : {}),
      };
    },
  );
}

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { login } = useLogin();

  return (
    <AuthLayout title={t`Sign in`}>
      {params.get('loggedOut') && <Alert severity="success" sx={{ mb: 2 }}><Trans>Successfully logged out</Trans></Alert>}
      {params.get('expired') && <Alert severity="warning" sx={{ mb: 2 }}><Trans>Your session has expired. Please log in again.</Trans></Alert>}
      {params.get('reset') && <Alert severity="success" sx={{ mb: 2 }}><Trans>Your password has been reset.</Trans></Alert>}
      <Formik
        initialValues={{ email: '', password: '' }}
        validate={validateLogin}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          const result = await login(values);
          if (result.ok) void navigate(nextPath(params), { replace: true });
          else helpers.setStatus(result.message);
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            {status && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{status}</Alert>}
            <FormikInput name="email" type="email" label={t`E-mail`} autoComplete="email" autoFocus required />
            <FormikInput name="password" type="password" label={t`Password`} autoComplete="current-password" required />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
              {isSubmitting ? t`Signing in…` : t`Sign in`}
            </Button>
          </Form>
        )}
      </Formik>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Link component={RouterLink} to="/forgot-password"><Trans>Forgot your password?</Trans></Link>
        <Link component={RouterLink} to="/register"><Trans>Create an account</Trans></Link>
      </Box>
    </AuthLayout>
  );
}
