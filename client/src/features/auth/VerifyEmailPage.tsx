import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import { AuthLayout } from './AuthLayout';
import { EmailVerifyDocument } from './auth-queries';

export function VerifyEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [verify] = useMutation(EmailVerifyDocument);
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false });
  useEffect(() => {
    verify({ variables: { token: params.get('token') ?? '' } }).then(
      () => setState({ done: true }),
      (e) => setState({ done: true, error: graphQLErrorInfo(e).message }),
    );
  }, [verify, params]);
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
