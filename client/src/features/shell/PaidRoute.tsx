import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isLockedFor, type Capability } from '../../../../shared/subscriptions/paid';
import { useSession } from '../../app/session';

/**
 * Paid areas (spec §2 "(paid)"): a screen of a capability that the paid declaration
 * (shared/subscriptions/paid.ts, the one the server checks) makes paid for the user's partner type
 * shows free-plan users the upgrade dialog instead.
 */
export function PaidRoute({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  if (!isLockedFor(user, capability)) return <>{children}</>;
  // A paid partner's user without a seat (spec §4 Partner users): a seat, not an upgrade, is missing.
  if (!user.freeSubscription && !user.hasSeat && !user.isSuperAdmin) {
    return (
      <Dialog open onClose={() => void navigate('/')} aria-labelledby="no-seat-title">
        <DialogTitle id="no-seat-title">{t`No seat assigned`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`This part of the product needs a seat of your organisation's subscription. Ask a partner admin to assign one to you.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate('/')}>{t`Not now`}</Button>
          {user.isPartnerAdmin && (
            <Button variant="contained" onClick={() => navigate('/partner-admin?template=users')}>{t`Manage seats`}</Button>
          )}
        </DialogActions>
      </Dialog>
    );
  }
  return (
    // Escape (or a click beside it) is "Not now" (issue #47, point 11): the area stays closed either way.
    <Dialog open onClose={() => void navigate('/')} aria-labelledby="upgrade-title">
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
