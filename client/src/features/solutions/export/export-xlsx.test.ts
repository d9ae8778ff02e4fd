import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { buildExportWorkbook, exportFileName, NUMBER_FORMATS, safeSheetName, type ExportData, type ExportFigures } from './export-xlsx';

const figures = (totalKwh: number, rating: string | null = 'C'): ExportFigures => ({
  itemCount: 2,
  itKwh: totalKwh * 0.8,
  upsKwh: totalKwh * 0.05,
  coolingKwh: totalKwh * 0.15,
  totalKwh,
  dcie: 80,
  pue: 1.25,
  co2EmissionKg: totalKwh * 0.1433,
  operationalCost: totalKwh * 1.35,
  investment: 0,
  rating,
});

const columns = Object.fromEntries(
  ['group', 'state', 'counted', 'primary', 'solution', 'type', 'solutions', 'items', 'itKwh', 'upsKwh', 'coolingKwh', 'totalKwh', 'dcie', 'pue', 'co2Kg', 'operationalCost', 'investment', 'rating', 'manufacturer', 'model', 'partNumber', 'category', 'amount', 'hours', 'unitKwh', 'refurbishment'].map((k) => [k, k.toUpperCase()]),
) as ExportData['texts']['columns'];

const data: ExportData = {
  projectName: 'Data centre consolidation 2027',
  clientName: 'Fjordby Municipality',
  generatedAt: '21 Nov 2026',
  currency: 'DKK',
  saving: { ...figures(4000, null), itemCount: null, dcie: null, pue: null },
  groups: [
    {
      name: 'Current rooms',
      state: 'Baseline',
      counted: true,
      primary: false,
      figures: figures(12000, 'G'),
      solutions: [
        {
          name: 'Room A',
          type: 'Data centre',
          figures: figures(12000, 'G'),
          items: [{ manufacturer: 'Dell', modelName: 'PowerEdge R6515', partNumber: '', category: 'Server', amount: 4, hours: 'Own modes', refurbishment: null, unitKwh: 1782.2, itKwh: 7128.7 }],
        },
      ],
    },
    { name: 'Consolidated', state: 'Comparative', counted: true, primary: true, figures: figures(8000, 'A'), solutions: [] },
  ],
  texts: {
    title: 'Solutions — Data centre consolidation 2027',
    client: 'Client',
    generated: 'Generated',
    currencyNote: 'Amounts in DKK',
    sheets: { summary: 'Summary', solutions: 'Solutions', items: 'Items' },
    columns,
    yes: 'Yes',
    no: 'No',
    saving: 'Saving: Current − Consolidated',
  },
};

type StyledCell = XLSX.CellObject & { s?: { font?: { bold?: boolean; color?: { rgb: string } }; fill?: { fgColor?: { rgb: string } }; numFmt?: string } };

describe('solutions export', () => {
  const book = buildExportWorkbook(data);
  const summary = book.Sheets.Summary;
  const cell = (ws: XLSX.WorkSheet, ref: string) => ws[ref] as StyledCell;

  it('has the summary, solutions and items sheets', () => {
    expect(book.SheetNames).toEqual(['Summary', 'Solutions', 'Items']);
  });

  it('styles the header row bold on a coloured fill', () => {
    const header = cell(summary, 'A6');
    expect(header.v).toBe('GROUP');
    expect(header.s?.font?.bold).toBe(true);
    expect(header.s?.fill?.fgColor?.rgb).toMatch(/^[0-9A-F]{6}$/);
    expect(cell(summary, 'A1').s?.font?.bold).toBe(true);
  });

  it('formats kWh, CO2e and money columns', () => {
    const headers = XLSX.utils.sheet_to_json<string[]>(summary, { header: 1 })[5];
    const row = 7;
    const at = (title: string) => cell(summary, XLSX.utils.encode_cell({ r: row - 1, c: headers.indexOf(title) }));
    expect(at('TOTALKWH').v).toBe(12000);
    expect(at('TOTALKWH').z).toBe(NUMBER_FORMATS.kwh);
    expect(at('CO2KG').s?.numFmt).toBe(NUMBER_FORMATS.co2);
    expect(at('OPERATIONALCOST (DKK)').s?.numFmt).toBe(NUMBER_FORMATS.money);
  });

  it('colours the rating cell with its class colour', () => {
    const headers = XLSX.utils.sheet_to_json<string[]>(summary, { header: 1 })[5];
    const rating = cell(summary, XLSX.utils.encode_cell({ r: 6, c: headers.indexOf('RATING') }));
    expect(rating.v).toBe('G');
    expect(rating.s?.fill?.fgColor?.rgb).toBe('B71C1C');
  });

  it('ends the summary with the saving of the primary proposal against the baseline (never a sum of both), and sets widths and filters', () => {
    const rows = XLSX.utils.sheet_to_json<unknown[]>(summary, { header: 1 });
    const headers = rows[5] as string[];
    expect(rows[rows.length - 1][0]).toBe('Saving: Current − Consolidated');
    expect(rows[rows.length - 1][headers.indexOf('TOTALKWH')]).toBe(4000);
    expect(rows.some((r) => r[0] === 'Project total')).toBe(false);
    expect(summary['!cols']?.length).toBe(16);
    expect(summary['!autofilter']?.ref).toBe('A6:P9');
  });

  it('lists every item with its energy', () => {
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Items);
    expect(rows).toEqual([{ GROUP: 'Current rooms', SOLUTION: 'Room A', MANUFACTURER: 'Dell', MODEL: 'PowerEdge R6515', PARTNUMBER: '', CATEGORY: 'Server', AMOUNT: 4, HOURS: 'Own modes', UNITKWH: 1782.2, ITKWH: 7128.7 }]);
  });

  it('writes a file that reads back with its values', () => {
    const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', cellStyles: true }) as ArrayBuffer;
    const back = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    expect(XLSX.utils.sheet_to_json<unknown[]>(back.Sheets.Solutions, { header: 1 })[1].slice(0, 3)).toEqual(['Current rooms', 'Room A', 'Data centre']);
  });

  it('makes safe sheet and file names', () => {
    expect(safeSheetName('Løsninger: [alle]/2027?')).toBe('Løsninger   alle  2027 ');
    expect(exportFileName('Data centre / 2027 "new"', new Date('2026-11-21T10:00:00Z'))).toBe('Data-centre-2027-new-solutions-2026-11-21.xlsx');
  });
});
