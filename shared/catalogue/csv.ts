/**
 * A small RFC 4180 CSV reader: comma separator, fields optionally in double quotes, a doubled quote inside
 * quotes is one quote, quoted fields may hold commas and line breaks, records end with CRLF, LF or CR.
 * It takes a string (no file access) so that it runs the same in the browser, the server and tests.
 */

export interface CsvRecord {
  /** 1-based physical line on which the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Splits CSV text into records. A leading byte-order mark is dropped; records that are entirely empty
 * (blank lines) are left out. Throws {@link CsvSyntaxError} for a quote that is never closed or for text
 * after a closing quote, since either means the file is not what it claims to be.
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current record has any content (so that blank lines are skipped).
  let started = false;

  const endRecord = () => {
    fields.push(field);
    if (started || fields.length > 1 || field !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' && field === '') {
      // Quoted field.
      started = true;
      const openedOn = line;
      i += 1;
      let closed = false;
      while (i < src.length) {
        const c = src[i];
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        if (c === '\r') {
          // Keep the line break as written, but count it once.
          if (src[i + 1] === '\n') {
            field += '\r\n';
            i += 2;
          } else {
            field += '\r';
            i += 1;
          }
          line += 1;
          continue;
        }
        if (c === '\n') line += 1;
        field += c;
        i += 1;
      }
      if (!closed) throw new CsvSyntaxError('a quoted field is never closed', openedOn);
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(`unexpected character ${JSON.stringify(next)} after a closing quote`, line);
      }
      continue;
    }
    if (ch === ',') {
      started = true;
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    // A quote inside an unquoted field is kept as text (lenient, as most exporters expect).
    started = true;
    field += ch;
    i += 1;
  }
  if (started || field !== '' || fields.length > 0) endRecord();
  return records;
}
