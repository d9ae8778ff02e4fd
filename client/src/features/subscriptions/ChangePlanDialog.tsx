import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { CARD_ERROR_MS, DEFAULT_PLAN_INTERVAL, PLAN_CHANGE_COUNTDOWN_S, RESUBSCRIBE_COUNTDOWN_S, type PlanInterval } from '../../../../shared/subscriptions/plans';
import type { PartnerSubscriptionQuery, PaymentResultFieldsFragment } from '../../gql/graphql';
import { useCountdown } from './Countdown';
import { choiceFor, PlanPicker, type PlanChoice } from './PlanPicker';
import { checkoutErrors, usePlanCheckout } from './subscriptions.hooks';

type Overview = PartnerSubscriptionQuery['partnerSubscription'];
type Stage = 'subscription' | 'price' | 'payment';
type Method = 'card' | 'new-card' | 'invoice';

/**
 * The change-subscription wizard (spec/platform-and-shell.md §4): subscription, then price, then
 * payment; a free plan skips the price. The payment result: success ("Subscription was updated", a
 * 6-second countdown to the root; 10 seconds after re-subscribing by invoice), requires_action (the
 * card must be confirmed on the card provider's page) or requires_payment_method (declined: the
 * provider's message for 5 seconds and a prompt to change the payment method).
 */
export function ChangePlanDialog({ overview, hasCard, onClose, onChangeCard, onDone }: {
  overview: Overview;
  hasCard: boolean;
  onClose: () => void;
  onChangeCard: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const sub = overview.subscription;
  // Whether the partner pays as the wizard opens (the overview is refreshed by the change itself).
  const [paying] = useState(() => !!sub && !sub.free && sub.active);
  const [stage, setStage] = useState<Stage>('subscription');
  const [interval, setInterval] = useState<PlanInterval>((sub?.interval as PlanInterval | null) ?? DEFAULT_PLAN_INTERVAL);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [method, setMethod] = useState<Method>(sub?.paymentMethod === 'invoice' || !overview.cardPaymentConfigured ? 'invoice' : hasCard ? 'card' : 'new-card');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PaymentResultFieldsFragment | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const { changePlan, checkoutByCard, checkoutByInvoice } = usePlanCheckout();
  const left = useCountdown(countdown, onDone);
  const plan = overview.plans.find((p) => p.id === choice?.subscription);

  // Card errors are cleared after 5 s (spec §9).
  useEffect(() => {
    if (!cardError) return;
    const id = setTimeout(() => setCardError(null), CARD_ERROR_MS);
    return () => clearTimeout(id);
  }, [cardError]);

  const submit = async () => {
    if (!choice) return;
    setErrors([]);
    setBusy(true);
    try {
      const input = { subscription: choice.subscription, price: choice.price };
      let r: PaymentResultFieldsFragment;
      if (plan?.free || method === 'card' || (method === 'invoice' && paying)) {
        // The card on file, invoicing of a running subscription, or the free plan: a plan change.
        const res = await changePlan({ id: sub?.id ?? null, input: { ...input, paymentMethod: method === 'invoice' ? 'invoice' : 'card' } });
        r = res.data!.subscriptionChange;
      } else if (method === 'invoice') {
        // Re-subscribing by invoice: 10 seconds, then the root.
        const res = await checkoutByInvoice({ input });
        setResult(res.data!.checkoutInvoice);
        setCountdown(RESUBSCRIBE_COUNTDOWN_S);
        return;
      } else {
        const res = await checkoutByCard({ input, returnTo: 'admin' });
        r = res.data!.checkoutCard;
      }
      // Paying with a new card: the card provider's Checkout page.
      if (r.status === 'success' && r.redirectUrl) return window.location.assign(r.redirectUrl);
      setResult(r);
      if (r.status === 'success') setCountdown(PLAN_CHANGE_COUNTDOWN_S);
      if (r.status === 'requires_payment_method' && r.message) setCardError(r.message);
    } catch (e) {
      setErrors(checkoutErrors(e));
    } finally {
      setBusy(false);
    }
  };

  // On a phone the step names go under their numbers, so the three fit the dialog's width (issue #47, point 8).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const steps = [t`Subscription`, t`Price`, t`Payment`];
  const active = stage === 'subscription' ? 0 : stage === 'price' ? 1 : 2;
  return (
    <Dialog open onClose={busy || countdown !== null ? undefined : onClose} aria-labelledby="change-plan-title" maxWidth="md" fullWidth>
      <DialogTitle id="change-plan-title">{paying ? t`Change plan` : t`Choose a plan`}</DialogTitle>
      {/* minmax(0, 1fr): the one column is the dialog's width, not its widest content's (a phone cut the plan cards on the right). */}
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Stepper activeStep={active} alternativeLabel={narrow}>
          {steps.map((label) => <Step key={label}><StepLabel>{label}</StepLabel></Step>)}
        </Stepper>
        {result?.status === 'success' ? (
          <Alert severity="success" role="status" data-testid="payment-result">
            {t`Subscription was updated`} · {t`You will be taken to the start page in ${left ?? 0} seconds.`}
          </Alert>
        ) : result?.status === 'requires_action' ? (
          <Alert severity="warning" role="alert" data-testid="payment-result" action={result.redirectUrl ? <Button color="inherit" href={result.redirectUrl}>{t`Confirm payment`}</Button> : undefined}>
            {t`Your card needs to be confirmed before the payment goes through.`}
          </Alert>
        ) : result?.status === 'requires_payment_method' ? (
          <Alert severity="error" role="alert" data-testid="payment-result" action={<Button color="inherit" onClick={onChangeCard}>{t`Change payment method`}</Button>}>
            <div>{t`Your card was declined. Please change your payment method.`}</div>
            {cardError && <div data-testid="card-error">{cardError}</div>}
          </Alert>
        ) : (
          <>
            {stage === 'subscription' && (
              <PlanPicker plans={overview.plans} value={choice} interval={interval} onInterval={setInterval} onChange={setChoice} showInterval={false} />
            )}
            {stage === 'price' && plan && (
              <PlanPicker plans={[plan]} value={choice} interval={interval} onInterval={setInterval} onChange={setChoice} />
            )}
            {stage === 'payment' && plan && (
              plan.free ? (
                <Typography>{t`You switch to the free plan. Paid areas close at once.`}</Typography>
              ) : (
                <RadioGroup value={method} onChange={(e) => setMethod(e.target.value as Method)} aria-label={t`Payment method`}>
                  {overview.cardPaymentConfigured && hasCard && <FormControlLabel value="card" control={<Radio />} label={t`The card on file`} />}
                  {overview.cardPaymentConfigured && <FormControlLabel value="new-card" control={<Radio />} label={t`A new card`} />}
                  <FormControlLabel value="invoice" control={<Radio />} label={t`Invoice`} />
                  {!overview.cardPaymentConfigured && <Typography variant="body2" color="text.secondary">{t`Card payment is not configured.`}</Typography>}
                </RadioGroup>
              )
            )}
            {errors.length > 0 && <Alert severity="error" role="alert">{errors.map((e) => <div key={e}>{e}</div>)}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {countdown === null && <Button onClick={onClose} disabled={busy}>{t`Close`}</Button>}
        {!result && stage !== 'subscription' && <Button onClick={() => setStage(stage === 'payment' && !plan?.free ? 'price' : 'subscription')} disabled={busy}>{t`Back`}</Button>}
        {!result && stage !== 'payment' && (
          <Button
            variant="contained"
            disabled={!plan}
            onClick={() => {
              if (stage === 'subscription' && plan) setChoice(choiceFor(plan, interval));
              setStage(stage === 'subscription' && !plan?.free ? 'price' : 'payment');
            }}
          >
            {t`Next`}
          </Button>
        )}
        {!result && stage === 'payment' && (
          <Button variant="contained" onClick={() => void submit()} disabled={busy || !plan} data-testid="confirm-plan">
            {busy ? t`Working…` : t`Confirm`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
