import { CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { buildTheme, DARK_MODE_STORAGE_KEY } from './theme';

interface Preferences {
  dark: boolean;
  setDark(dark: boolean): void;
  buyer: boolean;
  setBuyer(buyer: boolean): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}

/** Theme preferences: the dark-mode flag is stored locally (spec §1); buyers get the purple theme. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [dark, setDarkState] = useState(() => localStorage.getItem(DARK_MODE_STORAGE_KEY) === '1');
  const [buyer, setBuyer] = useState(false);
  const theme = useMemo(() => buildTheme({ dark, buyer }), [dark, buyer]);
  const setDark = (value: boolean) => {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, value ? '1' : '0');
    setDarkState(value);
  };
  return (
    <PreferencesContext.Provider value={{ dark, setDark, buyer, setBuyer }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PreferencesContext.Provider>
  );
}
