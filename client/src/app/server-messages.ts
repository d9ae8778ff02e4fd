/**
 * Texts the server may return (shared validation messages, spec texts, service messages), declared
 * here so that Lingui extracts and translates them. A server text is shown translated when it is one
 * of these, else as sent (the fallback of house style rule 5).
 */
import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';

export const SERVER_MESSAGES: MessageDescriptor[] = [
  msg`Your session has expired. Please log in again.`,
  msg`You do not have permission to perform this action.`,
  msg`An error occurred. Please try again later.`,
  msg`You are not the owner of this project. Please contact the owner of this project to get access.`,
  msg`Successfully logged out`,
  msg`You must delete projects before deleting the group`,
  msg`User already registered`,
  msg`No active subscription`,
  msg`These credentials do not match our records.`,
  msg`CSRF token mismatch.`,
  msg`Not found.`,
  msg`Client not found.`,
  msg`Project not found.`,
  msg`Note not found.`,
  msg`Share not found.`,
  msg`Unknown application namespace.`,
  msg`If an account exists for that e-mail address, we have e-mailed a password reset link.`,
  msg`No user with that e-mail address was found.`,
  msg`Password updated.`,
  msg`Your password has been reset.`,
  msg`Your e-mail address is already verified.`,
  msg`This password reset token is invalid.`,
  msg`This verification link is invalid or has already been used.`,
  msg`The provided password does not match your current password.`,
  msg`The selected user is not a user of this partner.`,
  msg`The project owner already has access.`,
  msg`The client id field is required.`,
  msg`The client id must be a number.`,
  msg`The company name field is required.`,
  msg`The country field is required.`,
  msg`The country must be a country code.`,
  msg`The currency must be a 3-letter code.`,
  msg`The current password field is required.`,
  msg`The email field is required.`,
  msg`The email must be a valid email address.`,
  msg`The investment must be a number.`,
  msg`The investment must be at least 0.`,
  msg`The kWh price must be a number such as 1.35 or 1,35.`,
  msg`The language field is required.`,
  msg`The name field is required.`,
  msg`The name may not be greater than 160 characters.`,
  msg`The note field is required.`,
  msg`The old kWh must be a number.`,
  msg`The partner type must be buyer or seller.`,
  msg`The password confirmation does not match.`,
  msg`The password confirmation field is required.`,
  msg`The password field is required.`,
  msg`The password must be at least 8 characters.`,
  msg`The selected language is invalid.`,
  msg`The token field is required.`,
  msg`The search must be at least 4 characters.`,
  msg`The request body must be a JSON object.`,
  msg`The given data was invalid.`,
  msg`The request body is not valid JSON.`,
];

const known = new Set(SERVER_MESSAGES.map((m) => m.id));

/** Translates a text the server sent when the catalogue knows it; otherwise returns it unchanged. */
export function translateServerText(text: string): string {
  const id = generateMessageId(text);
  return known.has(id) ? i18n._(id) : text;
}
