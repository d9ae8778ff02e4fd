import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import { translateText } from '../../app/messages';
import type { ResetPasswordInput } from '../../gql/graphql';
import { EmailVerifyDocument, ForgotPasswordDocument, ResetPasswordDocument } from './auth-queries';

/** A write's answer for a page: success, or the server's message. */
export type AuthResult = { ok: true } | { ok: false; message: string };

/** Asking for a reset link (spec §2 Forgot password). */
export function useForgotPassword() {
  const [forgot] = useMutation(ForgotPasswordDocument);
  return {
    /** Resolves to the server's answer (translated) or its error. */
    sendResetLink: async (email: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> => {
      try {
        const { data } = await forgot({ variables: { email } });
        return { ok: true, text: translateText(data?.forgotPassword.message ?? '') };
      } catch (e) {
        return { ok: false, message: graphQLErrorInfo(e).message };
      }
    },
  };
}

/** Choosing a new password with the link's token (spec §2 Reset password). */
export function useResetPassword() {
  const [reset] = useMutation(ResetPasswordDocument);
  return {
    resetPassword: async (input: ResetPasswordInput): Promise<AuthResult> => {
      try {
        await reset({ variables: { input } });
        return { ok: true };
      } catch (e) {
        return { ok: false, message: graphQLErrorInfo(e).message };
      }
    },
  };
}

/**
 * Verifies the e-mail address with the link's token as soon as the page opens (spec §4 Email
 * verification): `done` once the server answered, with its message when it refused.
 */
export function useEmailVerification(token: string) {
  const [verify] = useMutation(EmailVerifyDocument);
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false });
  useEffect(() => {
    verify({ variables: { token } }).then(
      () => setState({ done: true }),
      (e: unknown) => setState({ done: true, error: graphQLErrorInfo(e).message }),
    );
  }, [verify, token]);
  return state;
}
