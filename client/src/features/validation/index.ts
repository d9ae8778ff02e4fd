export { ItemValidationStatus } from './ItemValidationStatus';
export { AdminNotices } from './AdminNotices';
export { NotificationsButton } from './NotificationsButton';
