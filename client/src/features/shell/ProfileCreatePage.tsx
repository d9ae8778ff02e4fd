import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router';
import { profileSchema } from '../../../../shared/validation';
import { useSession } from '../../app/session';
import { FormikField } from '../auth';
import { useProfileCreate } from './profile.hooks';

/** /users/profile/create (spec/platform-and-shell.md §2, §3 Profile): a user without a profile fills it in, then goes to the root. */
export function ProfileCreatePage() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const { saveProfile } = useProfileCreate();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Card>
        <CardContent>
          <Typography variant="h1" component="h1" gutterBottom>{t`Create your profile`}</Typography>
          <Typography color="text.secondary"><Trans>Tell us who you are before you start. Your name and title appear on your reports.</Trans></Typography>
          <Formik
            initialValues={{ ...nameParts(user.name), ...(user.profile ? { firstname: user.profile.firstname ?? '', lastname: user.profile.lastname ?? '' } : {}), title: '', phone: '' }}
            validationSchema={profileSchema}
            onSubmit={async (v, helpers) => {
              const result = await saveProfile(v);
              if (result.ok) {
                void navigate('/', { replace: true });
              } else {
                helpers.setErrors(result.fieldErrors);
                helpers.setStatus({ error: result.message });
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate>
                {status?.error && <Alert severity="error" sx={{ mt: 1 }}>{status.error}</Alert>}
                <FormikField name="firstname" label={t`First name`} autoComplete="given-name" required />
                <FormikField name="lastname" label={t`Last name`} autoComplete="family-name" required />
                <FormikField name="title" label={t`Job title`} autoComplete="organization-title" />
                <FormikField name="phone" label={t`Phone`} autoComplete="tel" type="tel" />
                <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>{t`Save profile`}</Button>
              </Form>
            )}
          </Formik>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * The name given at registration as first and last name (the last word is the last name), so the
 * profile form does not ask for it a second time (issue #34 point 11); the user may still change both.
 */
export function nameParts(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstname: words[0] ?? '', lastname: '' };
  return { firstname: words.slice(0, -1).join(' '), lastname: words[words.length - 1] };
}
