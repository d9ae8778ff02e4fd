import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Material-style theme: primary #2196f3, secondary #ff5722; buyers get purple (spec §1).
 * Menus, dialogs and drawers follow the user's "reduce motion" setting (`prefers-reduced-motion`):
 * they appear in place instead of growing or sliding in. The browser tests run with that setting,
 * so a click never lands on a menu that is still growing (a menu item's mouse-down and mouse-up fell
 * on two different items on a slow machine, and the click was lost).
 */
export function buildTheme(options: { dark: boolean; buyer: boolean }): Theme {
  return createTheme({
    motion: { reducedMotion: 'system' },
    palette: {
      mode: options.dark ? 'dark' : 'light',
      primary: { main: options.buyer ? '#7b1fa2' : '#2196f3' },
      secondary: { main: options.buyer ? '#ab47bc' : '#ff5722' },
      success: { main: '#2e7d32' },
      ...(options.dark ? {} : { background: { default: '#f4f6f8', paper: '#ffffff' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      // Open Sans before the system's fallbacks: the PDF renderer's bundled browser ships it, so a report
      // is laid out in the same font on every machine (a system DejaVu Sans, wider, cut table columns).
      fontFamily: '"Roboto", "Open Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
      h3: { fontSize: '1.15rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { styleOverrides: { root: { border: '1px solid rgba(0,0,0,0.08)' } } },
    },
  });
}

export const DARK_MODE_STORAGE_KEY = 'darkMode';
