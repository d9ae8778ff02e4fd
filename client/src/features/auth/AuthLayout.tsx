import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { activateLocale, LOCALE_NAMES, LOCALE_STORAGE_KEY, LOCALES } from '../../app/i18n';
import { Logo } from '../common/Logo';

/**
 * The language of the signed-out pages, visible before anyone signs in (issue #47: a Danish newcomer
 * was handled in English with no way to change it). It starts from the browser's language
 * (i18n.initialLocale); a choice is remembered and is the language a new account is registered in.
 */
function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Language`}
      value={i18n.locale}
      onChange={(e) => {
        localStorage.setItem(LOCALE_STORAGE_KEY, e.target.value);
        void activateLocale(e.target.value);
      }}
      sx={{ minWidth: 200, bgcolor: 'background.paper', borderRadius: 1 }}
      slotProps={{ htmlInput: { 'data-testid': 'auth-language' } }}
    >
      {LOCALES.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The frame of the signed-out pages: no user or subscription data is loaded here. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(135deg, #e3f2fd 0%, #e8f5e9 100%)', position: 'relative' }}>
      <Box sx={{ position: { xs: 'static', sm: 'absolute' }, top: 16, right: 16, justifySelf: 'end' }}>
        <LanguageSwitch />
      </Box>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3, boxShadow: '0 10px 40px rgba(0,0,0,0.08)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Logo size={40} />
        </Box>
        <Typography variant="h1" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
