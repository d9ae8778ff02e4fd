import type { MessageKey, MessageParams } from '../../../../shared/errors';
import { MESSAGE_TEXT, translateMessage } from '../../app/messages';

/** A stored notification in the reader's language: by its catalogue key, else the server's English text. */
export function notificationText(n: { message: string; messageKey?: string | null; messageParams?: unknown }): string {
  if (!n.messageKey || !(n.messageKey in MESSAGE_TEXT)) return n.message;
  return translateMessage({ key: n.messageKey as MessageKey, params: (n.messageParams ?? undefined) as MessageParams | undefined });
}
