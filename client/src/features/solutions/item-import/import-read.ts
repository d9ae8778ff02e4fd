/**
 * Reads an import file in the browser (spec/project-areas.md §2 "Item import dialog", §5): csv by the
 * product's CSV reader (shared/catalogue/csv.ts), xls and xlsx by sheetjs-style. The content must be
 * what the extension says (a zip for xlsx, an OLE container for xls, text for csv); anything else is "unreadable" and
 * nothing is imported. Only cell values are read (no formulas, styles or HTML), at most 50 columns,
 * from the first sheet. Runs in a worker (import-worker.ts) so that a hostile file can neither
 * freeze the page nor reach its objects.
 */
import { CsvStreamParser } from '../../../../../shared/catalogue/csv';
import { XLSX } from '../export/sheetjs';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, sheetFromGrid, type ImportExtension, type ReadResult } from './import-mapping';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Text of a csv file: UTF-8 (with or without BOM), else Windows-1252; null for binary content. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of a csv text: the most frequent of , ; and tab in its first line (outside quotes). */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return count > 0 ? best : ',';
}

/**
 * The rows of a csv text, read by the product's one CSV reader (shared/catalogue/csv.ts) with the file's
 * delimiter. Stops early once more non-empty lines than an import may hold have been read, so that a
 * huge file costs no more than that. A broken file (a quote never closed, text after a closing quote)
 * throws, and the dialog calls it unreadable.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const parser = new CsvStreamParser({ delimiter });
  const rows: string[][] = [];
  let nonEmpty = 0;
  const CHUNK = 64 * 1024;
  for (let at = 0; at < text.length; at += CHUNK) {
    for (const record of parser.push(text.slice(at, at + CHUNK))) {
      rows.push(record.fields.slice(0, IMPORT_MAX_COLUMNS));
      if (record.fields.some((c) => c.trim() !== '')) nonEmpty++;
      // Header + 250 rows + one to tell that there are more.
      if (nonEmpty > IMPORT_MAX_ROWS + 1) return rows;
    }
  }
  for (const record of parser.end()) rows.push(record.fields.slice(0, IMPORT_MAX_COLUMNS));
  return rows;
}

/** The cells of a worksheet as rows, built from the cells present (never from the declared range). */
export function gridFromSheet(sheet: XLSX.WorkSheet): unknown[][] {
  const byRow = new Map<number, unknown[]>();
  for (const key of Object.keys(sheet)) {
    if (key.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(key);
    if (!(r >= 0) || !(c >= 0) || c >= IMPORT_MAX_COLUMNS) continue;
    const cell = sheet[key] as XLSX.CellObject | undefined;
    if (!cell || cell.t === 'e' || cell.v == null) continue;
    const row = byRow.get(r) ?? [];
    row[c] = cell.t === 'd' ? (cell.w ?? String(cell.v)) : cell.v;
    byRow.set(r, row);
  }
  return [...byRow.keys()].sort((a, b) => a - b).map((r) => Array.from(byRow.get(r)!, (v) => v ?? ''));
}

/** Reads a file's bytes as the given type; never throws. */
export function readImportBytes(bytes: Uint8Array, ext: ImportExtension): ReadResult {
  try {
    if (ext === 'csv') {
      if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) return { ok: false, problem: 'unreadable' };
      const text = decodeText(bytes);
      if (text === null) return { ok: false, problem: 'unreadable' };
      return sheetFromGrid(parseCsv(text.replace(/^\uFEFF/, '')));
    }
    if (ext === 'xlsx' && !startsWith(bytes, ZIP)) return { ok: false, problem: 'unreadable' };
    if (ext === 'xls' && !startsWith(bytes, OLE)) return { ok: false, problem: 'unreadable' };
    const book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, cellStyles: false, cellText: true, bookVBA: false, WTF: false });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) return { ok: false, problem: 'unreadable' };
    return sheetFromGrid(gridFromSheet(sheet));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
