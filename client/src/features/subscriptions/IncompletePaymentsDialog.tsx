import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PartnerSubscriptionStateDocument } from './subscriptions.queries';

/** Shown to partner admins on load when a payment of the subscription is incomplete (spec §2). */
export function IncompletePaymentsDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data } = useQuery(PartnerSubscriptionStateDocument, { fetchPolicy: 'network-only' });
  const [dismissed, setDismissed] = useState(false);
  // What the partner owed when the app loaded: a payment failing later is shown where it happens.
  const [onLoad, setOnLoad] = useState<typeof sub | undefined>(undefined);
  const sub = data?.partnerSubscription.subscription;
  useEffect(() => {
    if (data && onLoad === undefined) setOnLoad(sub ?? null);
  }, [data, onLoad, sub]);
  if (!onLoad?.incompletePayments || dismissed) return null;
  const url = onLoad.incompletePaymentUrl;
  return (
    <Dialog open onClose={() => setDismissed(true)} aria-labelledby="incomplete-payments-title">
      <DialogTitle id="incomplete-payments-title">{t`Incomplete payment`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`A payment of your subscription could not be completed. Please pay the open invoice or change your payment method.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDismissed(true)}>{t`Later`}</Button>
        {url && <Button href={url}>{t`Pay now`}</Button>}
        <Button variant="contained" onClick={() => { setDismissed(true); void navigate('/partner-admin?template=subscriptions'); }}>{t`Manage subscription`}</Button>
      </DialogActions>
    </Dialog>
  );
}
