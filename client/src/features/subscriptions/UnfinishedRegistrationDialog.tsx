import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { PartnerSubscriptionStateDocument } from './subscriptions.queries';

/**
 * The account is made before the payment step, so a partner admin who left there has no plan at all
 * and silently works on the free plan. Reminded on each sign-in until a plan is chosen (issue #34 point 11).
 */
export function UnfinishedRegistrationDialog() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const admin = user.isPartnerAdmin && !user.isSuperAdmin;
  // Asked of the server, not of the session: the plan may have been taken a moment ago (registration success).
  const { data } = useQuery(PartnerSubscriptionStateDocument, { fetchPolicy: 'network-only', skip: !admin });
  const [dismissed, setDismissed] = useState(false);
  const noPlan = !!data && data.partnerSubscription.subscription == null;
  // Not over the pages that come first (the profile form, the success page) or where the plan is chosen.
  const elsewhere = ['/registration-success', '/partner-admin', '/users/profile/create'].some((p) => location.pathname.startsWith(p));
  const open = admin && noPlan && !dismissed && !elsewhere;
  const setOpen = (value: boolean) => setDismissed(!value);
  if (!open) return null;
  return (
    <Dialog open onClose={() => setOpen(false)} aria-labelledby="unfinished-registration-title" data-testid="unfinished-registration">
      <DialogTitle id="unfinished-registration-title">{t`Finish your registration`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t`Your account is ready, but no plan was chosen at the payment step, so you are on the free plan. Choose a plan to open the project manager, the comparative-solution app and the reports.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t`Later`}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            setOpen(false);
            void navigate('/partner-admin?template=subscriptions');
          }}
        >
          {t`Choose a plan`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
