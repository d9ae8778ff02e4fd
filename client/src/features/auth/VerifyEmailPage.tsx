import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { useEmailVerification } from './auth.hooks';

export function VerifyEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const state = useEmailVerification(params.get('token') ?? '');
  return (
    <AuthLayout title={t`E-mail verification`}>
      {!state.done && <Box sx={{ textAlign: 'center' }}><CircularProgress aria-label={t`Loading`} /></Box>}
      {state.done && !state.error && <Alert severity="success"><Trans>Your e-mail address is verified.</Trans></Alert>}
      {state.error && <Alert severity="error">{state.error}</Alert>}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/"><Trans>Continue</Trans></Link>
      </Box>
    </AuthLayout>
  );
}
