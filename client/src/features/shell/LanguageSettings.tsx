import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { LOCALES } from '../../../../shared/constants';
import { LOCALE_NAMES } from '../../app/i18n';
import { useLanguageChange } from './useLanguageChange';

/**
 * The language part of /users/settings (spec §4 Language change): saves with PUT /user/settings/language,
 * switches and reloads the page; a failure shows the language error (UI_LANGUAGE_UPDATE_ERROR).
 */
export function LanguageSettings() {
  const { t } = useLingui();
  const { current, choice, setChoice, submit, saving, failed } = useLanguageChange();

  return (
    <Card data-testid="language-settings">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>{t`Language`}</Typography>
        {failed && <Alert severity="error" sx={{ mb: 1 }}>{t`The language could not be saved.`}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControl size="small" sx={{ minWidth: 240 }}>
            <InputLabel id="settings-language-label">{t`Language`}</InputLabel>
            <Select labelId="settings-language-label" label={t`Language`} value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="settings-language">
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l}>{`${LOCALE_NAMES[l]} (${l})`}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="contained" onClick={submit} disabled={saving || choice === current} data-testid="settings-language-save">{t`Save`}</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
