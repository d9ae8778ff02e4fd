import { useMutation, useQuery } from '@apollo/client/react';
import {
  PartnerAdminUsersDocument,
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
