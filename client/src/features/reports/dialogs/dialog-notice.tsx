import type { ReactNode } from 'react';
import { useNotice, type NoticeSeverity } from '../../common/useNotice';

/** How a dialog reports a success: the page's `notify` of useNotice fits as is. */
export type OnNotice = (text: string, severity?: NoticeSeverity) => void;

/**
 * The notice of a report dialog: the page's `onNotice` when given (so that the message outlives the
 * dialog, even when the page unmounts it on close), else a snackbar of the dialog's own, which the
 * dialog renders beside its Dialog (shown while the dialog component stays mounted).
 */
export function useDialogNotice(onNotice: OnNotice | undefined): { notify: OnNotice; noticeElement: ReactNode } {
  const own = useNotice();
  return onNotice ? { notify: onNotice, noticeElement: null } : own;
}
