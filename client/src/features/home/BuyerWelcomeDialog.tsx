import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useBuyerWelcomeDismiss } from './buyer-welcome.hooks';

/** The local flag that dismissed the buyers' welcome in this browser before the account kept it; still honoured. */
export const buyerWelcomeKey = (userId: string | number) => `buyer_welcome_dismissed_${userId}`;

/**
 * Buyers see a one-time welcome on the home page (spec §1, §2 "/ home; buyers see the welcome dialog"),
 * once per account, not per browser (issue #47, point 11): dismissing it marks the account
 * (me.buyerWelcomeDismissed), so another browser or device does not show it again.
 */
export function BuyerWelcomeDialog() {
  const { t } = useLingui();
  const { user } = useSession();
  const dismiss = useBuyerWelcomeDismiss(user.id);
  const [open, setOpen] = useState(() => user.partner.type === 'buyer' && !user.buyerWelcomeDismissed && localStorage.getItem(buyerWelcomeKey(user.id)) !== '1');
  const close = () => {
    localStorage.setItem(buyerWelcomeKey(user.id), '1');
    dismiss();
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="buyer-welcome-title" data-testid="buyer-welcome">
      <DialogTitle id="buyer-welcome-title">{t`Welcome to GreenIT Assess for buyers`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t`Describe the IT you have today in a project group, then send requests with your questions to sellers.`}</DialogContentText>
        <DialogContentText>{t`Their answers arrive as solutions you can compare side by side, with energy, CO2 and life-cycle figures calculated the same way for everyone.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus data-testid="buyer-welcome-close">{t`Get started`}</Button>
      </DialogActions>
    </Dialog>
  );
}
