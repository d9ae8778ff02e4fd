import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';

/** Paid areas (spec §2 "(paid)"): free-plan users see the upgrade dialog instead. */
export function PaidRoute({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  if (user.paidSubscription) return <>{children}</>;
  return (
    <Dialog open aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title">{t`Upgrade your subscription`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`This part of the product needs a paid subscription.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate('/')}>{t`Not now`}</Button>
        <Button variant="contained" onClick={() => navigate('/partner-admin?template=subscriptions')} disabled={!user.isPartnerAdmin}>
          {t`See plans`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
