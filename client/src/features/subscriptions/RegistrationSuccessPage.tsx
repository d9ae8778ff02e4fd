import { useLingui } from '@lingui/react/macro';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REGISTRATION_SUCCESS_COUNTDOWN_S, SHOW_WELCOME_MESSAGE_KEY } from '../../../../shared/subscriptions/plans';
import { useCountdown } from './Countdown';

/**
 * /registration-success (spec/platform-and-shell.md §2): the payment went through; counts down 10
 * seconds to the root and stores show_welcome_message, so the start page welcomes the new partner.
 */
export function RegistrationSuccessPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    localStorage.setItem(SHOW_WELCOME_MESSAGE_KEY, '1');
  }, []);
  const left = useCountdown(REGISTRATION_SUCCESS_COUNTDOWN_S, () => void navigate('/', { replace: true }));
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h1" component="h1">{t`Payment successful`}</Typography>
      <Typography>{t`Thank you. Your subscription is ready.`}</Typography>
      <Typography role="timer" aria-live="polite" data-testid="registration-countdown">{t`You will be taken to the start page in ${left ?? 0} seconds.`}</Typography>
      <Button variant="contained" onClick={() => navigate('/', { replace: true })}>{t`Go to the start page`}</Button>
    </Box>
  );
}
