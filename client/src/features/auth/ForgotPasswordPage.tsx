import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Formik } from 'formik';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordSchema } from '../../../../shared/validation';
import { AuthLayout } from './AuthLayout';
import { useForgotPassword } from './auth.hooks';
import { FormikField } from './FormikField';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { sendResetLink } = useForgotPassword();
  return (
    <AuthLayout title={t`Forgot your password?`}>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async (values, helpers) => {
          const result = await sendResetLink(values.email);
          helpers.setStatus(result.ok ? { ok: result.text } : { error: result.message });
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            {status?.ok && <Alert severity="success" role="status">{status.ok}</Alert>}
            {status?.error && <Alert severity="error" role="alert">{status.error}</Alert>}
            <FormikField name="email" type="email" label={t`E-mail`} autoComplete="email" autoFocus required />
            <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>{t`Send reset link`}</Button>
          </Form>
        )}
      </Formik>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login"><Trans>Back to sign in</Trans></Link>
      </Box>
    </AuthLayout>
  );
}
