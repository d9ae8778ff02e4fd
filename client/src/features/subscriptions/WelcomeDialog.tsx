import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { SHOW_WELCOME_MESSAGE_KEY } from '../../../../shared/subscriptions/plans';

/** The welcome message after registration and payment (the flag /registration-success stores), shown once. */
export function WelcomeDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(() => localStorage.getItem(SHOW_WELCOME_MESSAGE_KEY) === '1');
  const close = () => {
    localStorage.removeItem(SHOW_WELCOME_MESSAGE_KEY);
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="welcome-title">
      <DialogTitle id="welcome-title">{t`Welcome to GreenIT Assess`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`Your account and subscription are ready. Start with a client and a project from the navigation on the left.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>{t`Get started`}</Button>
      </DialogActions>
    </Dialog>
  );
}
