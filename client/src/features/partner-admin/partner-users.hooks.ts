import { useMutation, useQuery } from '@apollo/client/react';
import { graphQLErrorInfo } from '../../app/errors';
import { firstFieldErrors } from '../common/yup-formik';
import {
  PartnerAdminUsersDocument,
  PartnerUserCreateDocument,
  PartnerUserAdminGrantDocument,
  PartnerUserAdminRemoveDocument,
  PartnerUserDeleteDocument,
  PartnerUserSeatAssignDocument,
  PartnerUserSeatReleaseDocument,
  SubsidiaryListDocument,
  UserSubsidiaryClearDocument,
  UserSubsidiarySetDocument,
} from './partner-admin.queries';

/**
 * The partner's users and seats (spec §4 Partner users): the list with the seat count, the subsidiaries
 * a user may belong to, and the writes on one user. Each write answers when the server has; the caller
 * says what happened and reloads (`refetch`).
 */
export function usePartnerUsers() {
  const list = useQuery(PartnerAdminUsersDocument, { fetchPolicy: 'cache-and-network' });
  const { data: subsidiaryData } = useQuery(SubsidiaryListDocument);
  const [assign] = useMutation(PartnerUserSeatAssignDocument);
  const [release] = useMutation(PartnerUserSeatReleaseDocument);
  const [grant] = useMutation(PartnerUserAdminGrantDocument);
  const [revoke] = useMutation(PartnerUserAdminRemoveDocument);
  const [remove] = useMutation(PartnerUserDeleteDocument);
  const [joinSubsidiary] = useMutation(UserSubsidiarySetDocument);
  const [leaveSubsidiary] = useMutation(UserSubsidiaryClearDocument);
  return {
    ...list,
    subsidiaries: subsidiaryData?.subsidiaries ?? [],
    assignSeat: (userId: string) => assign({ variables: { id: userId } }),
    releaseSeat: (userId: string) => release({ variables: { id: userId } }),
    setPartnerAdmin: (userId: string, admin: boolean) => (admin ? grant : revoke)({ variables: { id: userId } }),
    /** Deletes the user; their projects go to `transferTo`. */
    deleteUser: (userId: string, transferTo: string) => remove({ variables: { id: userId, transferTo } }),
    /** Puts the user in a subsidiary, or in none with ''. */
    setSubsidiary: (userId: string, subsidiaryId: string) =>
      subsidiaryId ? joinSubsidiary({ variables: { id: subsidiaryId, userId } }) : leaveSubsidiary({ variables: { userId } }),
  };
}

/** A new colleague as the form has it (a type, not an interface: `yupErrors` takes it as a record). */
export type UserCreateValues = {
  name: string;
  email: string;
  isCollaborator: boolean;
};

/** Creating a colleague (POST /partner/admin/users/create); the server e-mails the invitation. */
export function useUserCreate() {
  const [create] = useMutation(PartnerUserCreateDocument);
  return {
    /**
     * Creates the user (name and e-mail trimmed), then runs `then` with the name; a failure of either
     * resolves to the server's first message per field, else its message.
     */
    createUser: async (values: UserCreateValues, then: (name: string) => Promise<void> | void): Promise<{ ok: true } | { ok: false; fields: Record<string, string>; message: string }> => {
      try {
        await create({ variables: { input: { name: values.name.trim(), email: values.email.trim(), isCollaborator: values.isCollaborator } } });
        await then(values.name.trim());
        return { ok: true };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        return { ok: false, fields: firstFieldErrors(info.fieldErrors), message: info.message };
      }
    },
  };
}
