import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { translateUnknown } from '../../app/messages';

/** A Material text field bound to Formik, showing the field's error once touched (or from the server). */
export function FormikField({ name, ...props }: TextFieldProps & { name: string }) {
  const [field, meta] = useField(name);
  const error = meta.touched && meta.error ? translateUnknown(meta.error) : undefined;
  return <TextField {...field} value={field.value ?? ''} {...props} id={props.id ?? name} error={!!error} helperText={error ?? props.helperText} fullWidth margin="normal" />;
}
