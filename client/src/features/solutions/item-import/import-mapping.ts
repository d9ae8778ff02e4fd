/**
 * The item import's checks and column mapping as pure functions (spec/project-areas.md §3 Import row,
 * §4 import flow, §5, §9): one csv, xls or xlsx file; at most 250 non-empty rows; brand_name,
 * model_name and manufacturer_part_number must be mapped, amount is optional (default 1).
 * Reading the file itself is in import-read.ts (run in a worker, see import-worker.ts).
 */
import { IMPORT_MAX_ROWS } from '../../../../../shared/validation/solutions';

export { IMPORT_MAX_ROWS };
export const IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];
/** Larger files are refused before they are read (250 rows fit in far less). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Columns read per row; anything to the right is ignored. */
export const IMPORT_MAX_COLUMNS = 50;

/** Problems found before or while reading a file; the dialog turns each into its text. */
export type FileProblem = 'multiple' | 'type' | 'rows' | 'size' | 'unreadable' | 'empty';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isImportExtension(ext: string): ext is ImportExtension {
  return (IMPORT_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Checks what was dropped or chosen (spec §5): exactly one file, of type csv, xls or xlsx, of a sane
 * size. Null when it may be read.
 */
export function checkFiles(files: ReadonlyArray<{ name: string; size: number }>): FileProblem | null {
  if (files.length !== 1) return files.length > 1 ? 'multiple' : 'empty';
  const [file] = files;
  if (!isImportExtension(extensionOf(file.name))) return 'type';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** A file's content: the header row and the non-empty rows below it, all as trimmed text. */
export interface SheetData {
  headers: string[];
  rows: string[][];
}

export type ReadResult = { ok: true; data: SheetData } | { ok: false; problem: FileProblem };

/** Cleans one cell: text without control characters, trimmed, bounded. */
export function cleanCell(value: unknown): string {
  if (value == null) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value : '';
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim().slice(0, 500);
}

/**
 * The header row and the data rows of a grid of cells: empty rows are skipped, the first non-empty
 * row is the header; more than 250 non-empty data rows is a problem (spec §5).
 */
export function sheetFromGrid(grid: ReadonlyArray<ReadonlyArray<unknown>>): ReadResult {
  const rows = grid.map((r) => r.slice(0, IMPORT_MAX_COLUMNS).map(cleanCell)).filter((r) => r.some((c) => c !== ''));
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  const [headers, ...data] = rows;
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'rows' };
  if (data.length === 0) return { ok: false, problem: 'empty' };
  const width = Math.max(headers.length, ...data.map((r) => r.length));
  const pad = (r: string[]) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill('')];
  return { ok: true, data: { headers: pad(headers).map((h, i) => h || `#${i + 1}`), rows: data.map(pad) } };
}

// ---- column mapping ----------------------------------------------------------------------------

export const IMPORT_FIELDS = ['brand_name', 'model_name', 'manufacturer_part_number', 'amount'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['brand_name', 'model_name', 'manufacturer_part_number'];

/** Field → column index; null when not mapped. */
export type ColumnMapping = Record<ImportField, number | null>;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9æøå]+/g, '');

/** Header spellings recognised for each field (English and Danish exports). */
const SYNONYMS: Record<ImportField, string[]> = {
  brand_name: ['brandname', 'brand', 'manufacturer', 'manufacturername', 'make', 'vendor', 'producent', 'fabrikant', 'mærke'],
  model_name: ['modelname', 'model', 'product', 'productname', 'modelnavn', 'produkt', 'produktnavn', 'name'],
  manufacturer_part_number: ['manufacturerpartnumber', 'mpn', 'partnumber', 'partno', 'pn', 'sku', 'varenummer', 'varenr', 'productnumber'],
  amount: ['amount', 'quantity', 'qty', 'count', 'units', 'antal', 'mængde', 'stk'],
};

/** A first guess of the mapping from the header names; each column is used once. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = { brand_name: null, model_name: null, manufacturer_part_number: null, amount: null };
  const used = new Set<number>();
  const normalized = headers.map(norm);
  for (const field of IMPORT_FIELDS) {
    for (const synonym of SYNONYMS[field]) {
      const i = normalized.findIndex((h, idx) => h === synonym && !used.has(idx));
      if (i >= 0) {
        mapping[field] = i;
        used.add(i);
        break;
      }
    }
  }
  return mapping;
}

export interface ImportRowValues {
  /** 0-based position among the data rows (the check answers with it). */
  line: number;
  brandName: string;
  modelName: string;
  manufacturerPartNumber: string;
  amount: number;
}

export type MappingResult =
  | { ok: true; rows: ImportRowValues[] }
  | { ok: false; reason: 'unmapped'; fields: ImportField[] }
  | { ok: false; reason: 'duplicate'; fields: ImportField[] }
  | { ok: false; reason: 'amount'; lines: number[] }
  | { ok: false; reason: 'identity'; lines: number[] };

const LIMITS = { brandName: 120, modelName: 255, manufacturerPartNumber: 120 } as const;

/** An amount cell: empty is 1 (spec §3); otherwise a whole number from 1 to 1,000,000. */
export function parseImportAmount(cell: string): number | null {
  const text = cell.trim().replace(/\s/g, '');
  if (text === '') return 1;
  if (!/^\d+([.,]0+)?$/.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return n >= 1 && n <= 1_000_000 ? n : null;
}

/**
 * Applies a mapping (spec §5): the three identifying columns must be mapped (each to its own column);
 * amount defaults to 1. A row needs a model name or a part number; bad amounts are named by line.
 */
export function applyMapping(data: SheetData, mapping: ColumnMapping): MappingResult {
  const unmapped = REQUIRED_IMPORT_FIELDS.filter((f) => mapping[f] == null || mapping[f]! < 0 || mapping[f]! >= data.headers.length);
  if (unmapped.length) return { ok: false, reason: 'unmapped', fields: unmapped };
  const seen = new Map<number, ImportField>();
  const duplicate: ImportField[] = [];
  for (const f of IMPORT_FIELDS) {
    const col = mapping[f];
    if (col == null) continue;
    if (seen.has(col)) duplicate.push(f);
    else seen.set(col, f);
  }
  if (duplicate.length) return { ok: false, reason: 'duplicate', fields: duplicate };
  const cell = (row: string[], field: ImportField) => (mapping[field] == null ? '' : (row[mapping[field]!] ?? ''));
  const badAmount: number[] = [];
  const noIdentity: number[] = [];
  const rows = data.rows.map((row, line) => {
    const amount = parseImportAmount(cell(row, 'amount'));
    if (amount === null) badAmount.push(line + 1);
    const values: ImportRowValues = {
      line,
      brandName: cell(row, 'brand_name').slice(0, LIMITS.brandName),
      modelName: cell(row, 'model_name').slice(0, LIMITS.modelName),
      manufacturerPartNumber: cell(row, 'manufacturer_part_number').slice(0, LIMITS.manufacturerPartNumber),
      amount: amount ?? 1,
    };
    if (!values.modelName && !values.manufacturerPartNumber) noIdentity.push(line + 1);
    return values;
  });
  if (badAmount.length) return { ok: false, reason: 'amount', lines: badAmount };
  if (noIdentity.length) return { ok: false, reason: 'identity', lines: noIdentity };
  return { ok: true, rows };
}

// ---- selection after the check -------------------------------------------------------------------

export interface CheckedRow {
  index: number;
  available: boolean;
  selected: boolean;
}

/** Found rows start selected when available; missing rows start unselected (spec §4, §5). */
export function initialSelection(found: readonly CheckedRow[], _missing: readonly CheckedRow[]): { found: Set<number>; missing: Set<number> } {
  return {
    found: new Set(found.filter((r) => r.available && r.selected).map((r) => r.index)),
    missing: new Set<number>(),
  };
}

/** Whether a missing row may be selected: only with request_import_items (spec §5). */
export function missingSelectable(row: CheckedRow, canRequest: boolean): boolean {
  return canRequest && row.available;
}

/** Whether anything is selected to import or request (otherwise 'no items selected', spec §5). */
export function hasSelection(selection: { found: ReadonlySet<number>; missing: ReadonlySet<number> }): boolean {
  return selection.found.size + selection.missing.size > 0;
}
