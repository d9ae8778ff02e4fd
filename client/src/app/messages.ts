/**
 * The client's side of the one message catalogue (shared/errors): every key the server or a shared
 * schema can send is translated from the catalogue itself, so a new message is written once, in
 * shared/errors. Its translations live in the .po catalogues: `npm run i18n:extract` adds it there
 * (client/lingui-shared-messages.ts), the translation check (npm test) holds every locale to every
 * text, and a test holds every key to a translated entry in each locale.
 */
import type { MessageDescriptor } from '@lingui/core';
import { MESSAGES, type Message, type MessageKey } from '../../../shared/errors';
import { i18n } from './i18n';
import { messageDescriptor } from './message-descriptors';

/**
 * Every catalogue key's Lingui descriptor, made from shared/errors itself (message-descriptors.ts):
 * the extraction writes the same ids into the .po catalogues (lingui-shared-messages.ts).
 */
export const MESSAGE_TEXT = Object.fromEntries(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [key, messageDescriptor(key, text)]),
) as Record<MessageKey, MessageDescriptor>;

/** Messages whose number parameters are years: written without a thousands separator (2100, not 2.100). */
const YEAR_PARAMS: Partial<Record<string, readonly string[]>> = { 'eedReports.yearRange': ['min', 'max'] };

/**
 * A message's parameters as the user reads them (issue #47, point 5): numbers in the active language's
 * format, as every other number on screen ('99.999.999' in Danish, '99,999,999' in English), years
 * without grouping; other values as sent.
 */
export function formatMessageParams(key: string, params: Message['params']): Record<string, unknown> {
  const years = YEAR_PARAMS[key] ?? [];
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) =>
      typeof value === 'number' && Number.isFinite(value)
        ? [name, i18n.number(value, { maximumFractionDigits: 6, useGrouping: !years.includes(name) && name !== 'year' })]
        : [name, value],
    ),
  );
}

/** A keyed message in the active language (its parameters filled in, numbers formatted). */
export function translateMessage(m: Message): string {
  const descriptor: MessageDescriptor | undefined = (MESSAGE_TEXT as Record<string, MessageDescriptor>)[m.key];
  if (!descriptor) return m.key;
  // Not `i18n._({...descriptor})`: the extractor would read that call as a message of its own.
  const translate = i18n._.bind(i18n);
  return translate(descriptor.id ?? '', formatMessageParams(m.key, m.params), { message: descriptor.message });
}

/** English text → key, for the catalogue's texts without placeholders (REST replies carry only text). */
const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).filter(([, text]) => !/\{\w+\}/.test(text)).map(([key, text]) => [text, key]),
);

/**
 * A text the server sent (a REST reply), translated when it is one of the catalogue's texts; otherwise
 * as sent (the fallback of house style rule 5).
 */
export function translateText(text: string): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? translateMessage({ key }) : text;
}

/** A value from the server or a shared schema that should be a keyed message: translated, else the fallback. */
export function translateUnknown(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return translateText(value);
  if (typeof value === 'object' && value !== null && typeof (value as Message).key === 'string' && (value as Message).key in MESSAGES) return translateMessage(value as Message);
  return fallback;
}
