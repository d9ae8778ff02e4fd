import { useLingui } from '@lingui/react/macro';
import Check from '@mui/icons-material/Check';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isPaidTheme, NAMED_REPORT_THEMES, REPORT_THEMES, type NamedReportTheme } from '../../../../../shared/report-themes';
import { THEME_LABELS } from '../report-options-messages';

interface ThemePickerProps {
  value: string;
  /** Free plan: paid themes are shown but disabled. */
  paid: boolean;
  disabled?: boolean;
  onChange(theme: NamedReportTheme): void;
}

/** The named themes as colour swatches (a radio group); paid ones are locked on the free plan. */
export function ThemePicker({ value, paid, disabled, onChange }: ThemePickerProps) {
  const { t, i18n } = useLingui();
  return (
    <Box role="radiogroup" aria-label={t`Theme`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
      {NAMED_REPORT_THEMES.map((theme) => {
        const colours = REPORT_THEMES[theme];
        const locked = isPaidTheme(theme) && !paid;
        const selected = value === theme;
        const label = i18n._(THEME_LABELS[theme]);
        const swatch = (
          <ButtonBase
            role="radio"
            aria-checked={selected}
            aria-label={label}
            disabled={disabled || locked}
            onClick={() => !selected && onChange(theme)}
            data-testid={`theme-${theme}`}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              borderRadius: 1.5,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              p: 1,
              opacity: locked ? 0.5 : 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box sx={{ display: 'flex', height: 36, borderRadius: 1, overflow: 'hidden', position: 'relative' }}>
              <Box sx={{ flex: 2, bgcolor: colours.primary }} />
              <Box sx={{ flex: 1, bgcolor: colours.secondary }} />
              {selected && <Check sx={{ position: 'absolute', right: 4, top: 6, color: '#fff', filter: 'drop-shadow(0 0 2px rgba(0,0,0,.6))' }} />}
              {locked && <Lock fontSize="small" sx={{ position: 'absolute', right: 4, top: 8, color: '#fff' }} />}
            </Box>
            <Typography variant="body2" sx={{ mt: 0.75, fontWeight: selected ? 600 : 400 }}>{label}</Typography>
          </ButtonBase>
        );
        return locked ? (
          <Tooltip key={theme} title={t`Needs a paid subscription`}>
            <span>{swatch}</span>
          </Tooltip>
        ) : (
          <Box key={theme}>{swatch}</Box>
        );
      })}
    </Box>
  );
}
