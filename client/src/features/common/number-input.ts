/**
 * What a number field keeps of what is typed or pasted (issue #34, point 10; spec: number inputs prevent
 * invalid input): digits, the decimal and group separators of the supported locales ("." "," and the
 * spaces and apostrophe some locales group with). Letters and signs never reach the field, so "abc"
 * cannot be entered; what is left is still parsed and range-checked by the field's own rule.
 */
const NOT_NUMERIC = /[^\d.,'\s\u00a0\u202f]/g;

export function numericText(text: string): string {
  return text.replace(NOT_NUMERIC, '');
}
