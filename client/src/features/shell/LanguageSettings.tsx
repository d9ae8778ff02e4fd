import { useMutation } from '@apollo/client/react';
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
import { useState } from 'react';
import { LOCALES } from '../../../../shared/constants';
import { LOCALE_NAMES, LOCALE_STORAGE_KEY } from '../../app/i18n';
import { UserLanguageUpdateDocument } from '../../app/session-queries';

/**
 * The language part of /users/settings (spec §4 Language change): saves with PUT /user/settings/language,
 * switches and reloads the page; a failure shows the language error (UI_LANGUAGE_UPDATE_ERROR).
 */
export function LanguageSettings() {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState(i18n.locale);
  const [save, { loading }] = useMutation(UserLanguageUpdateDocument);
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    setFailed(false);
    try {
      await save({ variables: { language: choice } });
      localStorage.setItem(LOCALE_STORAGE_KEY, choice);
      window.location.reload();
    } catch {
      setFailed(true);
    }
  };

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
          <Button variant="contained" onClick={submit} disabled={loading || choice === i18n.locale} data-testid="settings-language-save">{t`Save`}</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
