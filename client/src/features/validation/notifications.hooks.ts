/**
 * The user's notifications on the client (spec §3 Notification), fetched again when a validation decision
 * about one of the user's items arrives, and marking them read. NotificationsButton only renders. The
 * writes are quiet: a failure leaves the list as it was.
 */
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { NotificationMarkReadDocument, NotificationsDocument, NotificationsMarkAllReadDocument, ValidationStatusUpdatedDocument } from './validation.queries';

export function useNotifications() {
  const { data, refetch } = useQuery(NotificationsDocument);
  const [markRead] = useMutation(NotificationMarkReadDocument);
  const [markAll] = useMutation(NotificationsMarkAllReadDocument);
  // A validation decision about one of the user's items brings a new notification.
  useSubscription(ValidationStatusUpdatedDocument, { onData: () => void refetch().catch(() => undefined) });
  return {
    notifications: data?.notifications ?? [],
    markRead: (id: string) => void markRead({ variables: { id } }).catch(() => undefined),
    /** Marks them all read, then fetches the list again. */
    markAllRead: () => void markAll().then(() => refetch()).catch(() => undefined),
  };
}
