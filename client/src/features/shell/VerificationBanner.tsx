import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { EmailVerificationResendDocument } from '../auth';

/**
 * The banner for users whose e-mail address is not verified (spec §4 Email verification): resend the
 * link; the server refuses a resend within 5 minutes of the last and says how many minutes remain.
 */
export function VerificationBanner() {
  const { t } = useLingui();
  const { user } = useSession();
  const [resend, { loading }] = useMutation(EmailVerificationResendDocument);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
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
          disabled={loading}
          data-testid="verification-resend"
          onClick={async () => {
            try {
              await resend();
              setNotice({ ok: true, text: t`A new verification link has been sent to your e-mail address.` });
            } catch (e) {
              setNotice({ ok: false, text: graphQLErrorInfo(e).message });
            }
          }}
        >
          {t`Resend verification e-mail`}
        </Button>
      }
    >
      {notice ? notice.text : <Trans>Please verify your e-mail address {user.email}: open the link we sent you.</Trans>}
    </Alert>
  );
}
