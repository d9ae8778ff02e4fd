/**
 * How a message of the one catalogue (shared/errors) becomes a Lingui message: the same function serves
 * the extraction (client/lingui-shared-messages.ts writes the entries of the .po catalogues) and the
 * app (client/src/app/messages.ts looks the translation up), so a message is written once, in
 * shared/errors, and the two always agree on its id.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Catalogue entries kept under an explicit Lingui id. Spec §9: "Company not found" is shown as
 * CLIENT_DETAILS_SYSTEM_CVR_LOOKUP_ERROR.
 */
const EXPLICIT_IDS: Readonly<Record<string, string>> = {
  'clients.cvrNotFound': 'CLIENT_DETAILS_SYSTEM_CVR_LOOKUP_ERROR',
};

/**
 * A catalogue text as an ICU MessageFormat message (what Lingui parses): `{name}` placeholders stay;
 * any other braces are literal text in the catalogue and are quoted with apostrophes (ICU's escape).
 */
export function icuMessage(text: string): string {
  return text.replace(/\{(?!\w+\})[^{}]*\}/g, (braces) => `'${braces}'`);
}

/**
 * The Lingui descriptor of a catalogue message: its ICU message and its id, the explicit one or the
 * hash Lingui derives from the message (what `msg({ message })` compiles to; @lingui/message-utils).
 */
export function messageDescriptor(key: string, text: string): { id: string; message: string } {
  const message = icuMessage(text);
  return { id: EXPLICIT_IDS[key] ?? generateMessageId(message), message };
}
