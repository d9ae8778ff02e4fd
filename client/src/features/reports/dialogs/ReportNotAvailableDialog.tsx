import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { reportReasonText, type ReportReasonLike } from './report-dialog-texts';

export interface ReportNotAvailableDialogProps {
  open: boolean;
  onClose(): void;
  /**
   * Why the report cannot be printed: the texts of `availability.errors.*ErrorReason`, or the entries
   * of `availability.reasons` ({ code, message, groupName }), which are translated by their code.
   */
  reasons: readonly (string | ReportReasonLike)[];
  /** Where the reasons are fixed (the project's solutions screen): a "Go to solutions" link. */
  fixPath?: string;
}

/**
 * The alert 'Report type not available!' (spec/project-areas.md §2): the reasons as a list, or a
 * default message when there are none.
 */
export function ReportNotAvailableDialog({ open, onClose, reasons, fixPath }: ReportNotAvailableDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-testid="report-not-available-dialog">
      <DialogTitle id={`${id}-title`}>{t`Report type not available!`}</DialogTitle>
      <DialogContent>
        {reasons.length ? (
          <Box component="ul" id={`${id}-text`} sx={{ m: 0, pl: 2.5 }} data-testid="report-not-available-reasons">
            {reasons.map((r, i) => (
              <DialogContentText component="li" key={i}>{reportReasonText(i18n, r)}</DialogContentText>
            ))}
          </Box>
        ) : (
          <DialogContentText id={`${id}-text`}>
            {t`This report type cannot be generated for the project yet. Add a baseline group with items and at least one active comparative group.`}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant={fixPath ? 'text' : 'contained'} autoFocus={!fixPath}>{t`Close`}</Button>
        {fixPath && (
          <Button component={RouterLink} to={fixPath} variant="contained" autoFocus data-testid="report-not-available-fix">
            {t`Go to solutions`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
