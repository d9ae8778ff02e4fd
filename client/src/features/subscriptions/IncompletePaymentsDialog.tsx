import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PartnerSubscriptionStateDocument } from './subscriptions.queries';

/** Shown to partner admins on load when a payment of the subscription is incomplete (spec §2). */
export function IncompletePaymentsDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data } = useQuery(PartnerSubscriptionStateDocument);
  const [dismissed, setDismissed] = useState(false);
  const sub = data?.partnerSubscription.subscription;
  if (!sub?.incompletePayments || dismissed) return null;
  return (
    <Dialog open onClose={() => setDismissed(true)} aria-labelledby="incomplete-payments-title">
      <DialogTitle id="incomplete-payments-title">{t`Incomplete payment`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`A payment of your subscription could not be completed. Please pay the open invoice or change your payment method.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDismissed(true)}>{t`Later`}</Button>
        {sub.incompletePaymentUrl && <Button href={sub.incompletePaymentUrl}>{t`Pay now`}</Button>}
        <Button variant="contained" onClick={() => { setDismissed(true); void navigate('/partner-admin?template=subscriptions'); }}>{t`Manage subscription`}</Button>
      </DialogActions>
    </Dialog>
  );
}
