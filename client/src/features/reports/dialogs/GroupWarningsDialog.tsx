import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { groupWarningCodes, groupWarningText } from './report-dialog-texts';
import { solutionsPath } from '../../solutions';

export interface GroupWarningsDialogProps {
  open: boolean;
  onClose(): void;
  /** The project, for the "Go to solutions" link. */
  projectId: string;
  /** The app namespace of the project (project-manager or buyers), for the link. */
  namespace?: string;
  /**
   * The groups with warnings; each warning is a code of shared/calc/warnings.ts (M9). With the item
   * count and whether a share is invalid only the true causes are named (groupWarningCodes).
   */
  groups: readonly { id: string; name: string; warnings: readonly string[]; itemCount?: number; categoryInfrastructureShareInvalid?: boolean }[];
}

/**
 * The alert 'Group has warnings!' (spec/project-areas.md §2, §5, M9): per group its warnings as
 * friendly texts (an unknown code as sent), with a link to the solutions screen where they are fixed.
 */
export function GroupWarningsDialog({ open, onClose, projectId, namespace = 'project-manager', groups }: GroupWarningsDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const shown = groups.filter((g) => g.warnings.length);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-testid="group-warnings-dialog">
      <DialogTitle id={`${id}-title`}>{t`Group has warnings!`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 1 }}>
          {t`The report cannot show correct figures until these warnings are fixed on the solutions screen.`}
        </DialogContentText>
        {shown.map((g) => (
          <Box key={g.id} component="section" aria-labelledby={`${id}-group-${g.id}`} sx={{ mt: 2 }} data-testid={`group-warnings-${g.id}`}>
            <Typography id={`${id}-group-${g.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{g.name}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {groupWarningCodes(g).map((w) => (
                <Typography component="li" variant="body2" key={w}>{groupWarningText(i18n, w)}</Typography>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t`Close`}</Button>
        <Button component={RouterLink} to={solutionsPath(encodeURIComponent(projectId), undefined, namespace)} variant="contained" autoFocus data-testid="group-warnings-solutions">
          {t`Go to solutions`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
