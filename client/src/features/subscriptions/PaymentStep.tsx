import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DEFAULT_PLAN_INTERVAL, type PlanInterval } from '../../../../shared/subscriptions/plans';
import { PlanPicker, type PlanChoice } from './PlanPicker';
import { usePaymentCheckout } from './subscriptions.hooks';
import { SubscriptionPlansDocument } from './subscriptions.queries';

/** How a plan was taken at the payment step. */
export type PaidBy = 'card' | 'invoice' | 'free';

/**
 * The payment step (registration, re-subscribing): a plan and interval, then card (Stripe Checkout:
 * the browser leaves for the card provider's page) or invoice. A free plan takes no card.
 */
export function PaymentStep({ returnTo, onPaid, partnerType }: {
  returnTo: 'register' | 'admin';
  /** How the plan was taken: the success page says what happens next (an invoice is e-mailed, not "paid"). */
  onPaid: (how: PaidBy) => void;
  partnerType?: string | null;
}) {
  const { t } = useLingui();
  const { data, loading } = useQuery(SubscriptionPlansDocument);
  const [interval, setInterval] = useState<PlanInterval>(DEFAULT_PLAN_INTERVAL);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'card' | 'invoice' | null>(null);
  const { payByCard, payByInvoice } = usePaymentCheckout(returnTo);
  const plans = data?.subscriptionPlans ?? [];
  const plan = plans.find((p) => p.id === choice?.subscription);

  const pay = async (how: 'card' | 'invoice') => {
    if (!choice) return;
    setErrors([]);
    setBusy(how);
    const input = { subscription: choice.subscription, price: choice.price };
    try {
      if (how === 'card') {
        const result = await payByCard(input);
        if (!result.ok) setErrors(result.errors);
        // Amount 0 needs no card: nothing to redirect to.
        else if (result.redirectUrl) window.location.assign(result.redirectUrl);
        else onPaid(plan?.free ? 'free' : 'card');
      } else {
        const result = await payByInvoice(input);
        if (result.ok) onPaid(plan?.free ? 'free' : 'invoice');
        else setErrors(result.errors);
      }
    } finally {
      setBusy(null);
    }
  };

  if (loading && !data) return <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress aria-label={t`Loading`} /></Box>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t`Choose your subscription. You can change it later in partner admin.`}</Typography>
      <PlanPicker plans={plans} value={choice} interval={interval} onInterval={setInterval} onChange={setChoice} partnerType={partnerType} />
      {errors.length > 0 && (
        <Alert severity="error" role="alert" data-testid="checkout-errors">
          {errors.map((e) => <div key={e}>{e}</div>)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
        {!plan && <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} data-testid="choose-plan-hint">{t`Choose a plan above to continue.`}</Typography>}
        {plan?.free ? (
          <Button variant="contained" disabled={!!busy} onClick={() => void pay('invoice')}>{t`Start for free`}</Button>
        ) : (
          <>
            <Button variant="outlined" disabled={!plan || !!busy} onClick={() => void pay('invoice')}>{busy === 'invoice' ? t`Working…` : t`Pay by invoice`}</Button>
            <Button variant="contained" disabled={!plan || !!busy} onClick={() => void pay('card')}>{busy === 'card' ? t`Working…` : t`Pay by card`}</Button>
          </>
        )}
      </Box>
    </Box>
  );
}
