import { useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REGISTRATION_SUCCESS_COUNTDOWN_S, SHOW_WELCOME_MESSAGE_KEY } from '../../../../shared/subscriptions/plans';
import { useCountdown } from './Countdown';

/**
 * /registration-success (spec/platform-and-shell.md §2): the plan is taken; counts down 10 seconds to
 * the root and stores show_welcome_message, so the start page welcomes the new partner. `?by=` says how
 * (card, invoice, free): an invoice is not a payment yet, so it says the subscription started and where
 * the invoice is (issue #34 point 11). It promises no e-mail (issue #47, point 8: none was sent): the
 * payment provider mails invoices only where one is configured, and partner admin lists them always.
 */
export function RegistrationSuccessPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const by = params.get('by');
  const title = by === 'invoice' ? t`Your subscription has started` : by === 'free' ? t`Your free account is ready` : t`Payment successful`;
  const text =
    by === 'invoice'
      ? t`Thank you. You pay by invoice: your invoices are listed in partner admin under Invoices, where you can also change the billing details.`
      : by === 'free'
        ? t`Thank you. You can choose a paid plan at any time in partner admin.`
        : t`Thank you. Your subscription is ready.`;
  useEffect(() => {
    localStorage.setItem(SHOW_WELCOME_MESSAGE_KEY, '1');
  }, []);
  const left = useCountdown(REGISTRATION_SUCCESS_COUNTDOWN_S, () => void navigate('/', { replace: true }));
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h1" component="h1">{title}</Typography>
      <Typography>{text}</Typography>
      <Typography role="timer" aria-live="polite" data-testid="registration-countdown">{t`You will be taken to the start page in ${left ?? 0} seconds.`}</Typography>
      <Button variant="contained" onClick={() => navigate('/', { replace: true })}>{t`Go to the start page`}</Button>
    </Box>
  );
}
