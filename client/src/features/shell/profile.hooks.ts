import { useMutation } from '@apollo/client/react';
import { graphQLErrorInfo } from '../../app/errors';
import { useSession } from '../../app/session';
import { ProfileSaveDocument } from './profile-queries';

/** The form's values: title and phone may stay empty. */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  title: string;
  phone: string;
}

/** Creating the user's profile (spec/platform-and-shell.md §3 Profile); the session is read again after. */
export function useProfileCreate() {
  const { refresh } = useSession();
  const [save] = useMutation(ProfileSaveDocument);
  return {
    /** Resolves to whether it worked, else the server's first message per field and its message. */
    saveProfile: async (v: ProfileValues): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string>; message: string }> => {
      try {
        await save({ variables: { input: { firstname: v.firstname, lastname: v.lastname, title: v.title || null, phone: v.phone || null } } });
        await refresh();
        return { ok: true };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        return { ok: false, fieldErrors: Object.fromEntries(Object.entries(info.fieldErrors).map(([k, m]) => [k, m[0]])), message: info.message };
      }
    },
  };
}
