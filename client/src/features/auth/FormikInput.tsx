import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'formik';

interface FormikInputProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * FormikField's look (an outlined text field bound to Formik) without TextField, whose `select`
 * support brings Select, Menu, Popover and Modal: the sign-in page is the first page and its
 * JavaScript budget is tight (bench/bundle-size.ts).
 */
export function FormikInput({ name, label, type, autoComplete, autoFocus, required }: FormikInputProps) {
  const [field, meta] = useField(name);
  // Shown as given: the form's validate translates its errors (the message catalogue is not on the first page).
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FormControl fullWidth margin="normal" required={required} error={!!error} variant="outlined">
      <InputLabel htmlFor={name}>{label}</InputLabel>
      <OutlinedInput {...field} value={field.value ?? ''} id={name} type={type} label={label} autoComplete={autoComplete} autoFocus={autoFocus} aria-describedby={error ? `${name}-helper-text` : undefined} />
      {error && <FormHelperText id={`${name}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
  );
}
