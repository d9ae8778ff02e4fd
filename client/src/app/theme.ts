import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The screens' colours (spec §9 "light navy and green tones"; buyers get purple, spec §1), chosen to
 * pass WCAG 2.1 AA contrast (issue #34, point 12; e2e/accessibility.spec.ts): text and links in the
 * primary colour and white text on primary buttons have at least 4.5:1 on their backgrounds, in light
 * mode a darker blue (#1565c0, 5.8:1 on white) and in dark mode a lighter one (#64b5f6, dark text on
 * it). The reports keep their own colours: the report options' #2196f3 / #ff5722 (reports/charts).
 * Menus, dialogs and drawers follow the user's "reduce motion" setting (`prefers-reduced-motion`):
 * they appear in place instead of growing or sliding in. The browser tests run with that setting,
 * so a click never lands on a menu that is still growing (a menu item's mouse-down and mouse-up fell
 * on two different items on a slow machine, and the click was lost).
 */
export function buildTheme(options: { dark: boolean; buyer: boolean }): Theme {
  const focusRing = options.dark ? '#90caf9' : options.buyer ? '#6a1b9a' : '#0d47a1';
  return createTheme({
    motion: { reducedMotion: 'system' },
    palette: {
      mode: options.dark ? 'dark' : 'light',
      primary: {
        main: options.dark ? (options.buyer ? '#ce93d8' : '#64b5f6') : options.buyer ? '#7b1fa2' : '#1565c0',
        // In dark mode a hovered contained button takes the dark shade under its dark text: MUI's darkened
        // #64b5f6 (#467eac) gave 4.41:1; these a lighter shade, at least 5.3:1.
        ...(options.dark ? { dark: options.buyer ? '#ba68c8' : '#42a5f5' } : {}),
      },
      secondary: { main: options.dark ? (options.buyer ? '#e1bee7' : '#ff8a65') : options.buyer ? '#8e24aa' : '#bf360c' },
      success: { main: options.dark ? '#66bb6a' : '#2e7d32' },
      ...(options.dark ? {} : { warning: { main: '#b45309' } }),
      // MUI's light info blue (#0288d1) reads at 3.85:1 on white (the EED report's "Obligation unknown" badge); this at 4.8:1.
      ...(options.dark ? {} : { info: { main: '#0277bd' } }),
      ...(options.dark ? {} : { background: { default: '#f4f6f8', paper: '#ffffff' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      // Open Sans before the system's fallbacks: the PDF renderer's bundled browser ships it, so a report
      // is laid out in the same font on every machine (a system DejaVu Sans, wider, cut table columns).
      fontFamily: '"Roboto", "Open Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      // A heading of one long word ("Validierungswarteschlange") breaks on a phone instead of widening the page (issue #47).
      h1: { fontSize: '1.75rem', fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto' },
      h2: { fontSize: '1.4rem', fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto' },
      h3: { fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { styleOverrides: { root: { border: '1px solid rgba(0,0,0,0.08)' } } },
      // A focus ring a keyboard user sees on every control (WCAG 2.4.7; issue #47, point 6: sidebar links,
      // report cards and tabs showed a faint grey): 2 px in the primary colour, outside the control.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2, borderRadius: 2 } } } },
    },
  });
}

export const DARK_MODE_STORAGE_KEY = 'darkMode';
