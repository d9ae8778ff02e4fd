import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CHECKOUT_SUCCESS_REDIRECT_MS } from '../../../../shared/subscriptions/plans';
import { useCountdown } from './Countdown';
import { useCheckoutCompletion } from './subscriptions.hooks';

/**
 * The return from Stripe Checkout (a URL with session_id): confirms the session with the server, then
 * counts down (spec §9: checkout success redirect 3000 ms) and calls onDone.
 */
export function FinishUp({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const { t } = useLingui();
  const state = useCheckoutCompletion(sessionId);
  const left = useCountdown(state === 'done' ? CHECKOUT_SUCCESS_REDIRECT_MS / 1000 : null, onDone);
  if (Array.isArray(state)) return <Alert severity="error" role="alert">{state.map((e) => <div key={e}>{e}</div>)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', py: 3 }} data-testid="finish-up">
      <CircularProgress aria-label={t`Finishing up`} />
      <Typography variant="h3" component="p">{t`Finishing up your registration…`}</Typography>
      {state === 'done' && <Typography role="timer" aria-live="polite">{t`Payment received. Continuing in ${left ?? 0} seconds.`}</Typography>}
    </Box>
  );
}
