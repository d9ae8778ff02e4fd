import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Takes new server values into a form that the user has not touched (e.g. after a live update);
 * a form with unsaved edits keeps them.
 */
export function FormSync<T>({ values }: { values: T }) {
  const { dirty, isSubmitting, resetForm } = useFormikContext<T>();
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!dirty && !isSubmitting) resetForm({ values });
    // `key` stands for `values`: only a change of content should reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
