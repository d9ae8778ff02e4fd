/**
 * The project's groups, solutions and items with their figures as a styled xlsx (sheetjs-style): a
 * bold coloured header row, number formats for kWh, CO2e and money, column widths and filters.
 * The texts come in translated; this module only lays them out. Loaded on demand (it pulls in sheetjs).
 */
import { XLSX } from './sheetjs';
import { RATING_COLOURS } from '../rating';

export interface ExportFigures {
  /** null on the saving row. */
  itemCount: number | null;
  itKwh: number;
  upsKwh: number;
  coolingKwh: number;
  totalKwh: number;
  dcie: number | null;
  pue: number | null;
  co2EmissionKg: number;
  operationalCost: number;
  investment: number;
  rating: string | null;
}

export interface ExportItem {
  manufacturer: string;
  modelName: string;
  partNumber: string;
  category: string;
  amount: number;
  hours: string;
  refurbishment: number | null;
  unitKwh: number;
  itKwh: number;
}

export interface ExportSolution {
  name: string;
  type: string;
  figures: ExportFigures | null;
  items: ExportItem[];
}

export interface ExportGroup {
  name: string;
  state: string;
  counted: boolean;
  primary: boolean;
  figures: ExportFigures | null;
  solutions: ExportSolution[];
}

/** Every text the workbook shows, already translated. */
export interface ExportTexts {
  title: string;
  client: string;
  generated: string;
  currencyNote: string;
  sheets: { summary: string; solutions: string; items: string };
  columns: {
    group: string;
    state: string;
    counted: string;
    primary: string;
    solution: string;
    type: string;
    solutions: string;
    items: string;
    itKwh: string;
    upsKwh: string;
    coolingKwh: string;
    totalKwh: string;
    dcie: string;
    pue: string;
    co2Kg: string;
    operationalCost: string;
    investment: string;
    rating: string;
    manufacturer: string;
    model: string;
    partNumber: string;
    category: string;
    amount: string;
    hours: string;
    unitKwh: string;
    refurbishment: string;
  };
  yes: string;
  no: string;
  /** The label of the last summary row: the saving of the primary proposal against the baseline. */
  saving: string;
}

export interface ExportData {
  projectName: string;
  clientName: string;
  generatedAt: string;
  currency: string;
  /**
   * `baseline − primary` per figure (shared baselineVersusPrimary; investment: baseline − primary, so a
   * proposal that costs more shows a negative number); null without a baseline and a comparative group.
   * A sum of the baseline and its alternatives means nothing, so the sheet never shows one.
   */
  saving: ExportFigures | null;
  groups: ExportGroup[];
  texts: ExportTexts;
}

/** Excel number formats by kind of column. */
export const NUMBER_FORMATS = {
  kwh: '#,##0',
  co2: '#,##0.0',
  money: '#,##0.00',
  percent: '0',
  ratio: '0.00',
  count: '#,##0',
} as const;
type Kind = keyof typeof NUMBER_FORMATS | 'text' | 'rating';

const HEADER_FILL = '1F4E79';
const TOTAL_FILL = 'E8EEF5';
const BORDER = { style: 'thin', color: { rgb: 'B7C4D1' } } as const;

interface Column {
  header: string;
  kind: Kind;
  width: number;
}

type Cell = string | number | null;
/** A cell with a sheetjs-style style object (its typings describe only part of it). */
type StyledCell = Omit<XLSX.CellObject, 's'> & { s?: Record<string, unknown> };

function figureCells(f: ExportFigures | null): Cell[] {
  if (!f) return Array<Cell>(11).fill(null);
  return [f.itemCount, f.itKwh, f.upsKwh, f.coolingKwh, f.totalKwh, f.dcie, f.pue, f.co2EmissionKg, f.operationalCost, f.investment, f.rating];
}

function figureColumns(t: ExportTexts, currency: string): Column[] {
  const c = t.columns;
  return [
    { header: c.items, kind: 'count', width: 8 },
    { header: c.itKwh, kind: 'kwh', width: 13 },
    { header: c.upsKwh, kind: 'kwh', width: 13 },
    { header: c.coolingKwh, kind: 'kwh', width: 13 },
    { header: c.totalKwh, kind: 'kwh', width: 14 },
    { header: c.dcie, kind: 'percent', width: 9 },
    { header: c.pue, kind: 'ratio', width: 8 },
    { header: c.co2Kg, kind: 'co2', width: 13 },
    { header: `${c.operationalCost} (${currency})`, kind: 'money', width: 18 },
    { header: `${c.investment} (${currency})`, kind: 'money', width: 16 },
    { header: c.rating, kind: 'rating', width: 8 },
  ];
}

/** A sheet with a styled header row at `headerRow` (0-based), typed cells, widths and a filter. */
function table(columns: Column[], rows: Cell[][], options: { preamble?: Cell[][]; totalRows?: Set<number> } = {}): XLSX.WorkSheet {
  const preamble = options.preamble ?? [];
  const headerRow = preamble.length;
  const aoa: Cell[][] = [...preamble, columns.map((c) => c.header), ...rows];
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  const cell = (r: number, c: number) => ws[XLSX.utils.encode_cell({ r, c })] as StyledCell | undefined;
  for (let r = 0; r < preamble.length; r++) {
    const first = cell(r, 0);
    if (first) first.s = { font: { bold: r === 0, sz: r === 0 ? 14 : 11, color: { rgb: r === 0 ? HEADER_FILL : '444444' } } };
  }
  columns.forEach((col, c) => {
    const h = cell(headerRow, c);
    if (h)
      h.s = {
        font: { bold: true, color: { rgb: 'FFFFFF' } },
        fill: { patternType: 'solid', fgColor: { rgb: HEADER_FILL } },
        alignment: { vertical: 'center', horizontal: col.kind === 'text' ? 'left' : 'center', wrapText: true },
        border: { bottom: BORDER },
      };
    rows.forEach((_row, i) => {
      const r = headerRow + 1 + i;
      const x = cell(r, c);
      if (!x) return;
      const total = options.totalRows?.has(i);
      const style: Record<string, unknown> = { border: { bottom: BORDER }, ...(total ? { font: { bold: true }, fill: { patternType: 'solid', fgColor: { rgb: TOTAL_FILL } } } : {}) };
      if (col.kind !== 'text' && col.kind !== 'rating' && typeof x.v === 'number') {
        const fmt = NUMBER_FORMATS[col.kind];
        x.z = fmt;
        style.numFmt = fmt;
      }
      if (col.kind === 'rating' && typeof x.v === 'string' && RATING_COLOURS[x.v]) {
        const colour = RATING_COLOURS[x.v];
        style.fill = { patternType: 'solid', fgColor: { rgb: colour.bg.slice(1).toUpperCase() } };
        style.font = { bold: true, color: { rgb: colour.fg.slice(1).toUpperCase() } };
        style.alignment = { horizontal: 'center' };
      }
      x.s = style;
    });
  });
  ws['!cols'] = columns.map((c) => ({ wch: c.width }));
  ws['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: headerRow, c: 0 }, e: { r: headerRow + rows.length, c: columns.length - 1 } }) };
  return ws;
}

/** The workbook: Summary (groups and the saving of the primary proposal against the baseline), Solutions, Items. */
export function buildExportWorkbook(data: ExportData): XLSX.WorkBook {
  const t = data.texts;
  const c = t.columns;
  const preamble: Cell[][] = [[t.title], [`${t.client}: ${data.clientName}`], [`${t.generated}: ${data.generatedAt}`], [t.currencyNote], []];

  const summaryColumns: Column[] = [
    { header: c.group, kind: 'text', width: 28 },
    { header: c.state, kind: 'text', width: 14 },
    { header: c.counted, kind: 'text', width: 10 },
    { header: c.primary, kind: 'text', width: 9 },
    { header: c.solutions, kind: 'count', width: 10 },
    ...figureColumns(t, data.currency),
  ];
  const summaryRows: Cell[][] = data.groups.map((g) => [g.name, g.state, g.counted ? t.yes : t.no, g.primary ? t.yes : t.no, g.solutions.length, ...figureCells(g.figures)]);
  if (data.saving) summaryRows.push([t.saving, null, null, null, null, ...figureCells(data.saving)]);
  const summary = table(summaryColumns, summaryRows, { preamble, totalRows: data.saving ? new Set([summaryRows.length - 1]) : new Set<number>() });

  const solutionColumns: Column[] = [
    { header: c.group, kind: 'text', width: 28 },
    { header: c.solution, kind: 'text', width: 28 },
    { header: c.type, kind: 'text', width: 18 },
    ...figureColumns(t, data.currency),
  ];
  const solutionRows: Cell[][] = data.groups.flatMap((g) => g.solutions.map((s) => [g.name, s.name, s.type, ...figureCells(s.figures)]));
  const solutions = table(solutionColumns, solutionRows);

  const itemColumns: Column[] = [
    { header: c.group, kind: 'text', width: 24 },
    { header: c.solution, kind: 'text', width: 24 },
    { header: c.manufacturer, kind: 'text', width: 16 },
    { header: c.model, kind: 'text', width: 28 },
    { header: c.partNumber, kind: 'text', width: 18 },
    { header: c.category, kind: 'text', width: 22 },
    { header: c.amount, kind: 'count', width: 9 },
    { header: c.hours, kind: 'text', width: 26 },
    { header: c.unitKwh, kind: 'kwh', width: 14 },
    { header: c.itKwh, kind: 'kwh', width: 14 },
    { header: c.refurbishment, kind: 'percent', width: 13 },
  ];
  const itemRows: Cell[][] = data.groups.flatMap((g) =>
    g.solutions.flatMap((s) => s.items.map((i) => [g.name, s.name, i.manufacturer, i.modelName, i.partNumber, i.category, i.amount, i.hours, i.unitKwh, i.itKwh, i.refurbishment])),
  );
  const items = table(itemColumns, itemRows);

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, summary, safeSheetName(t.sheets.summary));
  XLSX.utils.book_append_sheet(book, solutions, safeSheetName(t.sheets.solutions));
  XLSX.utils.book_append_sheet(book, items, safeSheetName(t.sheets.items));
  return book;
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';
}

/** A file name from the project's name (letters, digits, dashes). */
export function exportFileName(projectName: string, date: Date): string {
  const base = projectName.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'project';
  return `${base}-solutions-${date.toISOString().slice(0, 10)}.xlsx`;
}

/** Writes the workbook and hands it to the browser as a download. */
export function downloadWorkbook(book: XLSX.WorkBook, fileName: string): void {
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', cellStyles: true }) as ArrayBuffer;
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
