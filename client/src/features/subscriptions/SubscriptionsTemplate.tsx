import { planName } from './plan-format';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatDate } from '../common/format-date';
import { useNotice } from '../common/useNotice';
import { FinishUp } from './FinishUp';
import { ChangePlanDialog } from './ChangePlanDialog';
import { usePartnerSubscription } from './subscriptions.hooks';

/**
 * The partner admin's subscription page (?template=subscriptions; spec/platform-and-shell.md §2, §4):
 * the plan and its state, change plan (wizard), cancel and resume, seats, payment methods, and the
 * returns from Stripe's pages (session_id after a card checkout, setup_session_id after a new card).
 */
export function SubscriptionsTemplate() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { refresh } = useSession();
  // The plan changed: the session's paid flags are read again before the root opens.
  const toRoot = () => void Promise.resolve(refresh()).finally(() => navigate('/', { replace: true }));
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch, cancelSubscription, resumeSubscription, changeSeats: changeSeatCount, addPaymentMethod, attachPaymentMethod } = usePartnerSubscription();
  const { notify, noticeElement } = useNotice();
  const [wizard, setWizard] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [seatError, setSeatError] = useState(false);
  const sessionId = params.get('session_id');
  const setupSessionId = params.get('setup_session_id');
  const attached = useRef(false);

  // Back from Stripe's page for a new card: attach it, once.
  useEffect(() => {
    if (!setupSessionId || attached.current) return;
    attached.current = true;
    attachPaymentMethod(setupSessionId).then(
      () => {
        notify(t`Payment method added`);
        void refetch();
      },
      (e: unknown) => notify(graphQLErrorInfo(e).message, 'error'),
    );
    setParams({ template: 'subscriptions' }, { replace: true });
  }, [setupSessionId, attachPaymentMethod, notify, refetch, setParams, t]);

  if (sessionId) {
    return <Paper variant="outlined" sx={{ p: 3 }}><FinishUp sessionId={sessionId} onDone={toRoot} /></Paper>;
  }
  if (error) return <Alert severity="error">{graphQLErrorInfo(error).message}</Alert>;
  if (loading && !data) return <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t`Loading`} /></Box>;
  const overview = data!.partnerSubscription;
  const sub = overview.subscription;
  const paid = !!sub && !sub.free && sub.active;
  const cancelled = paid && !!sub.endsAt;

  const run = async (fn: () => Promise<unknown>, ok: string, failure?: string) => {
    try {
      await fn();
      notify(ok);
      await Promise.all([refetch(), refresh()]);
    } catch (e) {
      notify(failure ?? graphQLErrorInfo(e).message, 'error');
    }
  };

  const changeSeats = async (delta: 1 | -1) => {
    try {
      const r = await changeSeatCount(sub!.id, delta);
      if (!r.data!.subscriptionSeatsChange.changed) return setSeatError(true);
      notify(delta > 0 ? t`The seat was added. Instructions follow by e-mail.` : t`The seat was removed.`);
      await refetch();
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };

  const newCard = async () => {
    try {
      const r = await addPaymentMethod();
      const url = r.data?.paymentMethodAdd.redirectUrl;
      if (url) window.location.assign(url);
    } catch (e) {
      notify(graphQLErrorInfo(e).message, 'error');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!!sub?.incompletePayments && (
        <Alert severity="warning" action={sub.incompletePaymentUrl ? <Button color="inherit" href={sub.incompletePaymentUrl}>{t`Pay now`}</Button> : undefined}>
          {t`A payment of your subscription is incomplete.`}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="subscription-card">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2" component="h2">{sub ? planName(i18n, sub) : t`No subscription`}</Typography>
          {sub && (
            <Chip
              size="small"
              color={paid ? (cancelled ? 'warning' : 'success') : 'default'}
              label={sub.free ? t`Free plan` : cancelled ? t`Cancelled` : sub.active ? t`Active` : t`Inactive`}
            />
          )}
        </Box>
        {sub && !sub.free && (
          <Typography color="text.secondary">
            {sub.interval === 'month' ? t`Billed monthly` : t`Billed yearly`}
            {' · '}
            {sub.paymentMethod === 'invoice' ? t`Paid by invoice` : t`Paid by card`}
          </Typography>
        )}
        {cancelled && <Typography data-testid="subscription-ends">{t`Ends on ${formatDate(sub.endsAt as string, i18n.locale)}`}</Typography>}
        {sub && !sub.free && <Typography data-testid="seat-count">{t`${overview.seatsUsed} of ${sub.quantity} seats in use`}</Typography>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="contained" onClick={() => setWizard(true)}>{paid ? t`Change plan` : t`Choose a plan`}</Button>
          {paid && !cancelled && <Button color="error" onClick={() => setConfirmCancel(true)}>{t`Cancel subscription`}</Button>}
          {cancelled && (
            <Button onClick={() => void run(() => resumeSubscription(sub.id), t`Subscription was updated`, t`Error canceling subscription`)}>{t`Resume subscription`}</Button>
          )}
          {paid && <Button onClick={() => void changeSeats(1)}>{t`Buy a seat`}</Button>}
          {paid && <Button onClick={() => void changeSeats(-1)} disabled={sub.quantity <= Math.max(1, overview.seatsUsed)}>{t`Remove a seat`}</Button>}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="h3" component="h2">{t`Payment methods`}</Typography>
        {data!.paymentMethods.length === 0 ? (
          <Typography color="text.secondary">{overview.cardPaymentConfigured ? t`No card on file.` : t`Card payment is not configured.`}</Typography>
        ) : (
          data!.paymentMethods.map((pm) => (
            <Typography key={pm.id}>{t`${pm.brand} ending in ${pm.last4}, expires ${pm.expMonth}/${pm.expYear}`}{pm.isDefault ? ` · ${t`Default`}` : ''}</Typography>
          ))
        )}
        {overview.cardPaymentConfigured && <Box><Button onClick={() => void newCard()}>{t`Add a card`}</Button></Box>}
      </Paper>

      {wizard && (
        <ChangePlanDialog
          overview={overview}
          hasCard={data!.paymentMethods.length > 0}
          onClose={() => setWizard(false)}
          onChangeCard={() => void newCard()}
          onDone={toRoot}
        />
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={t`Cancel subscription`}
        confirmLabel={t`Cancel subscription`}
        destructive
        onClose={() => setConfirmCancel(false)}
        onConfirm={async () => {
          setConfirmCancel(false);
          await run(() => cancelSubscription(sub!.id), t`Subscription was updated`, t`Error canceling subscription`);
        }}
      >
        {t`The subscription ends at the end of the current period. You can resume it until then.`}
      </ConfirmDialog>
      <Dialog open={seatError} onClose={() => setSeatError(false)} aria-labelledby="seat-error-title">
        <DialogTitle id="seat-error-title">{t`Error adding seat`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`There is no valid payment source on your subscription. Please add a new payment method.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSeatError(false)}>{t`Close`}</Button>
          {overview.cardPaymentConfigured && <Button variant="contained" onClick={() => void newCard()}>{t`Add a card`}</Button>}
        </DialogActions>
      </Dialog>
      {!overview.cardPaymentConfigured && <Typography variant="body2" color="text.secondary">{t`Invoices are sent by e-mail.`} <Link href="#/partner-admin?template=invoices">{t`See invoices`}</Link></Typography>}
      {noticeElement}
    </Box>
  );
}
