import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphQLErrorInfo } from '../../app/errors';
import type { PasswordChangeInput, UserSettingsInput } from '../../gql/graphql';
import { EmailVerificationResendDocument, PasswordChangeDocument } from '../auth';
import { MySettingsDocument, UserSettingsUpdateDocument } from './profile-queries';

/** A notice shown in place: the success text, or the server's message. */
export interface PlaceNotice {
  ok: boolean;
  text: string;
}

/**
 * Sending a new verification link (spec §4 Email verification), for the banner and the settings page:
 * `notice` says it was sent, or the server's refusal (a resend within 5 minutes of the last says how
 * many minutes remain).
 */
export function useVerificationResend() {
  const { t } = useLingui();
  const [resend, { loading }] = useMutation(EmailVerificationResendDocument);
  const [notice, setNotice] = useState<PlaceNotice | null>(null);
  return {
    notice,
    resending: loading,
    resendVerification: async (): Promise<boolean> => {
      try {
        await resend();
        setNotice({ ok: true, text: t`A new verification link has been sent to your e-mail address.` });
        return true;
      } catch (e) {
        setNotice({ ok: false, text: graphQLErrorInfo(e).message });
        return false;
      }
    },
  };
}

/** Changing the password on /users/settings. */
export function usePasswordChange() {
  const { t } = useLingui();
  const [changePassword] = useMutation(PasswordChangeDocument);
  return {
    /** Resolves to the success text, or the server's first message per field and its message. */
    changePassword: async (input: PasswordChangeInput): Promise<{ ok: true; text: string } | { ok: false; fieldErrors: Record<string, string>; message: string }> => {
      try {
        await changePassword({ variables: { input } });
        return { ok: true, text: t`Your password has been changed.` };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        return { ok: false, fieldErrors: Object.fromEntries(Object.entries(info.fieldErrors).map(([k, m]) => [k, m[0]])), message: info.message };
      }
    },
  };
}

/** The notification preferences (GET/PUT /user/settings): each change saves at once and says so in `notice`. */
export function useNotificationSettings() {
  const { t } = useLingui();
  const { data, loading } = useQuery(MySettingsDocument);
  // The settings have no id: the reply is written over the query's cached answer.
  const [update] = useMutation(UserSettingsUpdateDocument, {
    update: (cache, { data: reply }) => {
      if (reply) cache.writeQuery({ query: MySettingsDocument, data: { mySettings: reply.userSettingsUpdate } });
    },
  });
  const [notice, setNotice] = useState<PlaceNotice | null>(null);
  return {
    settings: data?.mySettings,
    loading,
    notice,
    /** Saves one preference, e.g. `{ notifyNewRequests: true }`. */
    saveNotification: async (input: UserSettingsInput): Promise<boolean> => {
      try {
        await update({ variables: { input } });
        setNotice({ ok: true, text: t`Notification settings saved.` });
        return true;
      } catch (err) {
        setNotice({ ok: false, text: graphQLErrorInfo(err).message });
        return false;
      }
    },
  };
}
