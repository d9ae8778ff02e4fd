/**
 * CSV cells for every CSV file the product writes (figures export, EED report).
 *
 * - RFC 4180 §2 (https://www.rfc-editor.org/rfc/rfc4180): a field with a comma, quote or line break is
 *   quoted, its quotes doubled.
 * - OWASP "CSV Injection" (https://owasp.org/www-community/attacks/CSV_Injection): a text cell that
 *   begins with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to Excel and LibreOffice
 *   even inside quotes, so it is prefixed with a single quote. Numbers stay numbers: a negative
 *   saving is `-12.5`, not text (issue #45, point 5).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: text neutralised against formula injection, then quoted where RFC 4180 needs it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Lines of cells as a CSV text, CRLF line ends (RFC 4180 §2.1), with a final line end. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
