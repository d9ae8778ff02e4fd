import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LOCALES } from '../../../../shared/constants';
import { LOCALE_NAMES } from '../../app/i18n';
import { useLanguageChange } from './useLanguageChange';

/** Language dialog (spec §2, §4): saves with PUT language, switches, then reloads the page. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const { choice, setChoice, submit, saving, failed } = useLanguageChange();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="language-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="language-dialog-title">{t`Choose language`}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{t`The language could not be saved.`}</Alert>}
        <RadioGroup value={choice} onChange={(e) => setChoice(e.target.value)} aria-label={t`Language`}>
          {LOCALES.map((l) => (
            <FormControlLabel key={l} value={l} control={<Radio />} label={`${LOCALE_NAMES[l]} (${l})`} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>{t`Save`}</Button>
      </DialogActions>
    </Dialog>
  );
}
