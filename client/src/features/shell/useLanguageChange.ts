import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALE_STORAGE_KEY } from '../../app/i18n';
import { UserLanguageUpdateDocument } from '../../app/session-queries';

/**
 * Choosing and saving the user's language (spec §4 Language change), for the shell's dialog and the
 * settings page alike: saves with the language mutation, remembers it, then reloads the page in it; a
 * failure sets `failed` (UI_LANGUAGE_UPDATE_ERROR).
 */
export function useLanguageChange() {
  const { i18n } = useLingui();
  const [choice, setChoice] = useState(i18n.locale);
  const [save, { loading }] = useMutation(UserLanguageUpdateDocument);
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    setFailed(false);
    try {
      await save({ variables: { language: choice } });
      localStorage.setItem(LOCALE_STORAGE_KEY, choice);
      window.location.reload();
    } catch {
      setFailed(true);
    }
  };

  return { current: i18n.locale, choice, setChoice, submit, saving: loading, failed };
}
