import { useMutation } from '@apollo/client/react';
import { resetSession } from '../../app/apollo';
import { activateLocale, LOCALE_STORAGE_KEY } from '../../app/i18n';
import { LoginDocument } from '../../app/session-queries';

/**
 * Signing in (spec/platform-and-shell.md §2). A module of its own: the login page is the first page a
 * visitor loads, so this hook imports nothing the other auth pages need, and the error texts load only
 * when a sign-in fails (bench/bundle-size.ts).
 */
export function useLogin() {
  const [login] = useMutation(LoginDocument);
  return {
    /**
     * Signs in, starts a fresh session and switches to the user's language; resolves to whether it
     * worked, with the server's message when not.
     */
    login: async (input: { email: string; password: string }): Promise<{ ok: true } | { ok: false; message: string }> => {
      try {
        const { data } = await login({ variables: { input } });
        await resetSession();
        const locale = data?.login.locale;
        if (locale) {
          localStorage.setItem(LOCALE_STORAGE_KEY, locale);
          await activateLocale(locale);
        }
        return { ok: true };
      } catch (e) {
        const { graphQLErrorInfo } = await import('../../app/errors');
        return { ok: false, message: graphQLErrorInfo(e).message };
      }
    },
  };
}
