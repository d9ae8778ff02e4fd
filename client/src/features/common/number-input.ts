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

/**
 * As {@link numericText}, for the few fields that take a negative number (a yearly change of the grid
 * factor, issue #32): one leading minus sign (also the typographic "−") is kept.
 */
export function signedNumericText(text: string): string {
  const trimmed = text.trimStart();
  const negative = trimmed.startsWith('-') || trimmed.startsWith('\u2212');
  return (negative ? '-' : '') + numericText(negative ? trimmed.slice(1) : trimmed);
}

/**
 * Reads a signed decimal typed with a comma or a dot ("-2,5", "3.1", "−1"): null for empty or other text.
 * Group separators are not accepted: the fields using it hold small percentages.
 */
export function parseSignedDecimal(text: string): number | null {
  const t = text.trim().replace('\u2212', '-');
  if (!/^-?\d+([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}
