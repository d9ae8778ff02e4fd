import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useSession } from '../../app/session';

/** The local flag that dismisses the buyers' welcome dialog for good (spec §1), per user of the browser. */
export const buyerWelcomeKey = (userId: string | number) => `buyer_welcome_dismissed_${userId}`;

/** Buyers see a one-time welcome on the home page (spec §1, §2 "/ home; buyers see the welcome dialog"). */
export function BuyerWelcomeDialog() {
  const { t } = useLingui();
  const { user } = useSession();
  const [open, setOpen] = useState(() => user.partner.type === 'buyer' && localStorage.getItem(buyerWelcomeKey(user.id)) !== '1');
  const close = () => {
    localStorage.setItem(buyerWelcomeKey(user.id), '1');
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
