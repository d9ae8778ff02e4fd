import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useMemo } from 'react';
import { VAT_COUNTRIES } from '../../../../shared/reference/vat';
import { translateUnknown } from '../../app/messages';

/**
 * A country code field bound to Formik: suggests the countries the product knows (names in the UI
 * language), and accepts any other code typed by hand.
 */
export function CountryField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { i18n } = useLingui();
  const [field, meta, helpers] = useField<string>(name);
  const names = useMemo(() => {
    let display: Intl.DisplayNames | null = null;
    try {
      display = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    } catch {
      display = null;
    }
    return new Map(VAT_COUNTRIES.map((c) => [c.code, display?.of(c.code) ?? c.country]));
  }, [i18n.locale]);
  const options = useMemo(() => [...names.keys()].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b, i18n.locale)), [names, i18n.locale]);
  const error = meta.touched && meta.error ? translateUnknown(meta.error) : undefined;
  return (
    <Autocomplete
      freeSolo
      autoSelect
      options={options}
      value={field.value || null}
      disabled={disabled}
      getOptionLabel={(code) => (names.has(code) ? `${names.get(code)} (${code})` : code)}
      onChange={(_e, value) => void helpers.setValue((value ?? '').toUpperCase())}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => <TextField {...params} id={name} name={name} label={label} margin="normal" error={!!error} helperText={error} />}
    />
  );
}
