import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { isValidHexColor } from '../../../../../shared/report-themes';

/** Theme colour changes wait this long before they are applied (spec/platform-and-shell.md §9). */
export const COLOUR_DEBOUNCE_MS = 300;

/** #abc → #aabbcc, for the native colour input (which only takes #rrggbb). */
function sixDigits(colour: string): string {
  return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
}

interface ColourFieldProps {
  label: string;
  /** The applied (saved) colour. */
  value: string;
  disabled: boolean;
  testId: string;
  onApply(colour: string): void;
}

/**
 * A colour as text with a native picker beside it. Typing is applied 300 ms after the last change,
 * and only when it is '#' + 3 or 6 hex digits; anything else is not applied and only logs a console
 * warning (spec §5).
 */
function ColourField({ label, value, disabled, testId, onApply }: ColourFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const apply = useRef(onApply);
  apply.current = onApply;

  useEffect(() => {
    applied.current = value;
    setText((current) => (current.toLowerCase() === value.toLowerCase() ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.toLowerCase() === applied.current.toLowerCase()) return;
    const timer = setTimeout(() => {
      if (isValidHexColor(text)) {
        applied.current = text.toLowerCase();
        apply.current(text.toLowerCase());
      } else {
        console.warn(`Report options: "${text}" is not a colour of the form # followed by 3 or 6 hex digits; it is not applied.`);
      }
    }, COLOUR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value.trim())}
      helperText={t`For example #2196f3`}
      size="small"
      sx={{ width: 220 }}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t`Pick ${label}`}
                disabled={disabled}
                value={sixDigits(isValidHexColor(text) ? text : value)}
                onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: disabled ? 'default' : 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface CustomColoursProps {
  enabled: boolean;
  primary: string;
  secondary: string;
  /** Free plan: the custom theme is a paid theme. */
  locked: boolean;
  busy: boolean;
  onToggle(on: boolean): void;
  onApply(colours: { customPrimaryColor?: string; customSecondaryColor?: string }): void;
}

/** The custom theme: a switch and the two colours (spec §4: off returns to the default theme). */
export function CustomColours({ enabled, primary, secondary, locked, busy, onToggle, onApply }: CustomColoursProps) {
  const { t } = useLingui();
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={locked || busy} onChange={(e) => onToggle(e.target.checked)} data-testid="custom-theme-switch" />}
        label={t`Custom theme`}
      />
      {enabled && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1.5 }}>
          <ColourField label={t`Primary colour`} value={primary} disabled={locked} testId="custom-primary" onApply={(c) => onApply({ customPrimaryColor: c })} />
          <ColourField label={t`Secondary colour`} value={secondary} disabled={locked} testId="custom-secondary" onApply={(c) => onApply({ customSecondaryColor: c })} />
        </Box>
      )}
    </Box>
  );
}
