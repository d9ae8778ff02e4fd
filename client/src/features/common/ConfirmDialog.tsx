import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Destructive actions get a red confirm button. */
  destructive?: boolean;
  onConfirm(): Promise<unknown> | unknown;
  onClose(): void;
}

/**
 * A yes/no question before an action. Focus starts on Cancel, so that Enter on a destructive
 * question never confirms by accident; the confirm button is `confirm-yes`.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>{t`Cancel`}</Button>
        <Button onClick={confirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'} data-testid="confirm-yes">
          {confirmLabel ?? t`Yes`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
