import { Trans, useLingui } from '@lingui/react/macro';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';

/** Spec §6: a non-owner's project action ends in this dialog, and closing it goes to /404. */
export function UnauthorizedDialog({ open }: { open: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const close = () => navigate('/404', { replace: true });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="unauthorized-title" aria-describedby="unauthorized-text" maxWidth="xs" fullWidth data-testid="unauthorized-dialog">
      <DialogTitle id="unauthorized-title">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <LockOutlined color="error" aria-hidden />
          {t`Unauthorized`}
        </Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="unauthorized-text">
          <Trans>You are not the owner of this project. Please contact the owner of this project to get access.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={close} autoFocus>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
