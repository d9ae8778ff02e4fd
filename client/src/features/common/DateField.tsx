import { useLingui } from '@lingui/react/macro';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { dateInputPlaceholder, formatDateInput, parseDateInput } from '../../../../shared/format/date-input';

type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** An ISO date (YYYY-MM-DD), or whatever the user typed that is not a date yet. */
  value: string;
  /** Called with the ISO date, or with the typed text when it is not a date (the form's schema then says why). */
  onChange(value: string): void;
  /** The earliest date the calendar offers (ISO). */
  min?: string;
  inputTestId?: string;
};

/**
 * A date typed and shown in the user's own format (dd/mm/yyyy in en-GB, dd.mm.yyyy in Danish and German),
 * with the browser's calendar behind the button: the browser's own date input would show the browser's
 * format instead of the app's language (issue #34 point 7). The value given back is an ISO date.
 */
export function DateField({ value, onChange, min, inputTestId, onBlur, slotProps, ...props }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [text, setText] = useState(() => formatDateInput(value, locale) || value);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (reset, a saved request) is shown in the user's format.
  useEffect(() => {
    setText((current) => (parseDateInput(current, locale) === value ? current : formatDateInput(value, locale) || value));
  }, [value, locale]);

  const placeholder = dateInputPlaceholder(locale, { day: t({ message: 'dd', comment: 'Day letters in a date placeholder such as dd/mm/yyyy' }), month: t({ message: 'mm', comment: 'Month letters in a date placeholder such as dd/mm/yyyy' }), year: t({ message: 'yyyy', comment: 'Year letters in a date placeholder such as dd/mm/yyyy' }) });
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
    // showPicker is missing in older browsers and in jsdom: the typed field alone still works there.
    if (typeof input.showPicker === 'function') input.showPicker();
  };

  return (
    <TextField
      {...props}
      value={text}
      placeholder={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        const iso = parseDateInput(e.target.value, locale);
        onChange(iso ?? e.target.value.trim());
      }}
      onBlur={(e) => {
        const iso = parseDateInput(text, locale);
        if (iso) setText(formatDateInput(iso, locale));
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-description': t`Format: ${placeholder}`, 'data-testid': inputTestId },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              {/* The browser's calendar, opened by the button; its choice is shown in the user's format. */}
              <input
                ref={picker}
                type="date"
                min={min}
                tabIndex={-1}
                aria-hidden
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
                onChange={(e) => {
                  if (!e.target.value) return;
                  setText(formatDateInput(e.target.value, locale));
                  onChange(e.target.value);
                }}
              />
              <IconButton size="small" edge="end" onClick={openPicker} aria-label={t`Choose a date`}>
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
