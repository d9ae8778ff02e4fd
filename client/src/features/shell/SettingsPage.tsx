import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { passwordChangeSchema } from '../../../../shared/validation';
import { usePreferences } from '../../app/preferences';
import { useSession } from '../../app/session';
import { FormikField } from '../auth';
import { LanguageSettings } from './LanguageSettings';
import { NotificationSettings } from './NotificationSettings';
import { usePasswordChange, useVerificationResend } from './settings.hooks';

/** /users/settings: appearance, notification preferences, password change and e-mail verification. */
export function SettingsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const { dark, setDark } = usePreferences();
  const { changePassword } = usePasswordChange();
  const { notice: verifyNotice, resending, resendVerification } = useVerificationResend();

  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">{t`Settings`}</Typography>
      <Card>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>{t`Appearance`}</Typography>
          <FormControlLabel control={<Switch checked={dark} onChange={(e) => setDark(e.target.checked)} />} label={t`Dark mode`} />
        </CardContent>
      </Card>
      <LanguageSettings />
      <NotificationSettings />
      <Card>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>{t`E-mail address`}</Typography>
          <Typography sx={{ mb: 1 }}>{user.email}</Typography>
          {user.emailVerified ? (
            <Alert severity="success"><Trans>Your e-mail address is verified.</Trans></Alert>
          ) : (
            <>
              {verifyNotice && <Alert severity={verifyNotice.ok ? 'success' : 'warning'} sx={{ mb: 1 }}>{verifyNotice.text}</Alert>}
              <Button
                variant="outlined"
                disabled={resending}
                onClick={() => void resendVerification()}
              >
                {t`Resend verification e-mail`}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h3" component="h2">{t`Change password`}</Typography>
          <Formik
            initialValues={{ currentPassword: '', password: '', passwordConfirmation: '' }}
            validationSchema={passwordChangeSchema}
            onSubmit={async (v, helpers) => {
              const result = await changePassword(v);
              if (result.ok) {
                helpers.resetForm();
                helpers.setStatus({ ok: result.text });
              } else {
                helpers.setErrors(result.fieldErrors);
                helpers.setStatus({ error: result.message });
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate>
                {status?.ok && <Alert severity="success" sx={{ mt: 1 }}>{status.ok}</Alert>}
                {status?.error && <Alert severity="error" sx={{ mt: 1 }}>{status.error}</Alert>}
                <FormikField name="currentPassword" type="password" label={t`Current password`} autoComplete="current-password" />
                <FormikField name="password" type="password" label={t`New password`} autoComplete="new-password" />
                <FormikField name="passwordConfirmation" type="password" label={t`Confirm password`} autoComplete="new-password" />
                <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 1 }}>{t`Change password`}</Button>
              </Form>
            )}
          </Formik>
        </CardContent>
      </Card>
    </Box>
  );
}
