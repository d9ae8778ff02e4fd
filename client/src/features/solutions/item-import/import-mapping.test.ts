import { describe, expect, it } from 'vitest';
import { applyMapping, checkFiles, guessMapping, hasSelection, initialSelection, missingSelectable, parseImportAmount, sheetFromGrid } from './import-mapping';

describe('file checks', () => {
  const file = (name: string, size = 100) => ({ name, size });

  it('accepts one csv, xls or xlsx file', () => {
    for (const name of ['items.csv', 'items.XLS', 'Items list.xlsx']) expect(checkFiles([file(name)])).toBeNull();
  });

  it('refuses more than one file', () => {
    expect(checkFiles([file('a.csv'), file('b.csv')])).toBe('multiple');
  });

  it('refuses other types', () => {
    for (const name of ['notes.txt', 'items.csv.exe', 'items', 'sheet.ods']) expect(checkFiles([file(name)])).toBe('type');
  });

  it('refuses a file too large to be a 250-row list, and an empty one', () => {
    expect(checkFiles([file('big.xlsx', 6 * 1024 * 1024)])).toBe('size');
    expect(checkFiles([file('empty.csv', 0)])).toBe('empty');
  });
});

describe('rows of a sheet', () => {
  const header = ['Brand', 'Model', 'MPN', 'Qty'];
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ['Dell', `Model ${i}`, `P-${i}`, '1']);

  it('takes the first non-empty row as headers and skips empty rows', () => {
    const result = sheetFromGrid([[], ['', ''], header, ['Dell', 'R6515', '', ''], [' ', ''], ['HPE', 'DL380', 'P1', '2']]);
    expect(result).toEqual({ ok: true, data: { headers: header, rows: [['Dell', 'R6515', '', ''], ['HPE', 'DL380', 'P1', '2']] } });
  });

  it('accepts 250 non-empty rows and refuses 251', () => {
    expect(sheetFromGrid([header, ...rows(250)]).ok).toBe(true);
    expect(sheetFromGrid([header, ...rows(251)])).toEqual({ ok: false, problem: 'rows' });
  });

  it('does not count empty rows towards the 250', () => {
    const grid = [header, ...rows(250).flatMap((r) => [r, ['', '', '', '']])];
    expect(sheetFromGrid(grid).ok).toBe(true);
  });

  it('strips control characters and bounds cell text', () => {
    const result = sheetFromGrid([header, ['De\u0000ll\u0007', 'x'.repeat(900), '', '']]);
    expect(result.ok && result.data.rows[0][0]).toBe('Dell');
    expect(result.ok && result.data.rows[0][1].length).toBe(500);
  });

  it('says empty when there are headers but no rows', () => {
    expect(sheetFromGrid([header])).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('column mapping', () => {
  const data = {
    headers: ['Manufacturer', 'Model name', 'Manufacturer part number', 'Quantity', 'Notes'],
    rows: [
      ['Dell', 'PowerEdge R6515', '', '4', 'rack 1'],
      ['HPE', 'ProLiant DL380', 'P20174', '', ''],
    ],
  };

  it('guesses the columns from their headers', () => {
    expect(guessMapping(data.headers)).toEqual({ brand_name: 0, model_name: 1, manufacturer_part_number: 2, amount: 3 });
    expect(guessMapping(['brand_name', 'model_name', 'manufacturer_part_number'])).toEqual({ brand_name: 0, model_name: 1, manufacturer_part_number: 2, amount: null });
  });

  it('maps rows, with amount 1 when the cell is empty', () => {
    const result = applyMapping(data, guessMapping(data.headers));
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 0, brandName: 'Dell', modelName: 'PowerEdge R6515', manufacturerPartNumber: '', amount: 4 },
        { line: 1, brandName: 'HPE', modelName: 'ProLiant DL380', manufacturerPartNumber: 'P20174', amount: 1 },
      ],
    });
  });

  it('defaults every amount to 1 when no amount column is mapped', () => {
    const result = applyMapping(data, { brand_name: 0, model_name: 1, manufacturer_part_number: 2, amount: null });
    expect(result.ok && result.rows.map((r) => r.amount)).toEqual([1, 1]);
  });

  it('fails when brand, model or part number is not mapped', () => {
    expect(applyMapping(data, { brand_name: 0, model_name: null, manufacturer_part_number: null, amount: 3 })).toEqual({ ok: false, reason: 'unmapped', fields: ['model_name', 'manufacturer_part_number'] });
  });

  it('fails when two fields share a column', () => {
    expect(applyMapping(data, { brand_name: 0, model_name: 1, manufacturer_part_number: 1, amount: null })).toEqual({ ok: false, reason: 'duplicate', fields: ['manufacturer_part_number'] });
  });

  it('names the lines with an amount that is not a whole number of at least 1', () => {
    const bad = { ...data, rows: [['Dell', 'R6515', '', 'four', ''], ['Dell', 'R6525', '', '0', ''], ['Dell', 'R7515', '', '2,0', '']] };
    expect(applyMapping(bad, guessMapping(bad.headers))).toEqual({ ok: false, reason: 'amount', lines: [1, 2] });
  });

  it('names the lines with neither model name nor part number', () => {
    const bad = { ...data, rows: [['Dell', '', '', '1', '']] };
    expect(applyMapping(bad, guessMapping(bad.headers))).toEqual({ ok: false, reason: 'identity', lines: [1] });
  });

  it('parses amounts', () => {
    expect(parseImportAmount('')).toBe(1);
    expect(parseImportAmount(' 12 ')).toBe(12);
    expect(parseImportAmount('3.0')).toBe(3);
    expect(parseImportAmount('-2')).toBeNull();
    expect(parseImportAmount('1.5')).toBeNull();
  });
});

describe('selection after the check', () => {
  const found = [
    { index: 0, available: true, selected: true },
    { index: 1, available: false, selected: false },
  ];
  const missing = [{ index: 2, available: true, selected: false }];

  it('preselects the available found items and no missing ones', () => {
    const s = initialSelection(found, missing);
    expect([...s.found]).toEqual([0]);
    expect([...s.missing]).toEqual([]);
  });

  it('lets missing items be selected only with request_import_items', () => {
    expect(missingSelectable(missing[0], true)).toBe(true);
    expect(missingSelectable(missing[0], false)).toBe(false);
  });

  it('knows when nothing is selected', () => {
    expect(hasSelection({ found: new Set(), missing: new Set() })).toBe(false);
    expect(hasSelection({ found: new Set(), missing: new Set([2]) })).toBe(true);
  });
});
