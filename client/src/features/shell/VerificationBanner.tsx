import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useVerificationResend } from './settings.hooks';

/**
 * The banner for users whose e-mail address is not verified (spec §4 Email verification): resend the
 * link; the server refuses a resend within 5 minutes of the last and says how many minutes remain.
 */
export function VerificationBanner() {
  const { t } = useLingui();
  const { user } = useSession();
  const { notice, resending, resendVerification } = useVerificationResend();
  const [hidden, setHidden] = useState(false);
  if (user.emailVerified || hidden) return null;
  return (
    <Alert
      severity={notice && !notice.ok ? 'warning' : 'info'}
      data-testid="verification-banner"
      className="report-no-print"
      sx={{ mb: 2 }}
      onClose={() => setHidden(true)}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resending}
          data-testid="verification-resend"
          onClick={() => void resendVerification()}
        >
          {t`Resend verification e-mail`}
        </Button>
      }
    >
      {notice ? notice.text : <Trans>Please verify your e-mail address {user.email}: open the link we sent you.</Trans>}
    </Alert>
  );
}
