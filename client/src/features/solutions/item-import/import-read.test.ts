import * as XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, gridFromSheet, parseCsv, readImportBytes } from './import-read';

const bytes = (text: string) => new TextEncoder().encode(text);

function xlsxBytes(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Items');
  return new Uint8Array(XLSX.write(book, { bookType, type: 'array' }) as ArrayBuffer);
}

describe('csv', () => {
  it('detects comma, semicolon and tab', () => {
    expect(detectDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(detectDelimiter('a;b;"c,d"\n')).toBe(';');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
  });

  it('parses quoted fields with delimiters, quotes and line breaks', () => {
    expect(parseCsv('brand,model\r\n"Dell, Inc.","Power""Edge""\nR6515"\n', ',')).toEqual([
      ['brand', 'model'],
      ['Dell, Inc.', 'Power"Edge"\nR6515'],
    ]);
  });

  it('reads a Danish semicolon file with a BOM', () => {
    const result = readImportBytes(bytes('\uFEFFMærke;Model;Varenummer;Antal\nDell;PowerEdge R6515;;4\n'), 'csv');
    expect(result).toEqual({ ok: true, data: { headers: ['Mærke', 'Model', 'Varenummer', 'Antal'], rows: [['Dell', 'PowerEdge R6515', '', '4']] } });
  });

  it('refuses binary content named .csv', () => {
    expect(readImportBytes(new Uint8Array([0x41, 0x00, 0x42, 0x0a]), 'csv')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readImportBytes(xlsxBytes([['a'], ['b']]), 'csv')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('calls a broken csv unreadable instead of guessing (a quote never closed)', () => {
    expect(readImportBytes(bytes('brand,model\nDell,"R6515\nHP,DL380\n'), 'csv')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('counts more than 250 non-empty rows, however many empty rows lie between', () => {
    const text = ['brand,model,mpn', ...Array.from({ length: 400 }, (_, i) => `Dell,M${i},P${i}\n,,`)].join('\n');
    expect(readImportBytes(bytes(text), 'csv')).toEqual({ ok: false, problem: 'rows' });
  });

  it('counts more than 250 non-empty rows', () => {
    const text = ['brand,model,mpn', ...Array.from({ length: 400 }, (_, i) => `Dell,M${i},P${i}`)].join('\n');
    expect(readImportBytes(bytes(text), 'csv')).toEqual({ ok: false, problem: 'rows' });
  });
});

describe('xlsx and xls', () => {
  const rows = [
    ['brand_name', 'model_name', 'manufacturer_part_number', 'amount'],
    ['Dell', 'PowerEdge R6515', '', 4],
    ['HPE', 'ProLiant DL380', 'P20174', null],
  ];

  it('reads the first sheet of an xlsx file', () => {
    expect(readImportBytes(xlsxBytes(rows), 'xlsx')).toEqual({
      ok: true,
      data: { headers: rows[0], rows: [['Dell', 'PowerEdge R6515', '', '4'], ['HPE', 'ProLiant DL380', 'P20174', '']] },
    });
  });

  it('reads an xls (BIFF8) file', () => {
    const result = readImportBytes(xlsxBytes(rows, 'biff8'), 'xls');
    expect(result.ok && result.data.rows[0]).toEqual(['Dell', 'PowerEdge R6515', '', '4']);
  });

  it('reads cell values only, never formulas', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['brand_name', 'model_name'], ['Dell', 'X']]);
    sheet.B2 = { t: 's', v: 'Cached', f: 'HYPERLINK("http://evil.example","x")' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const result = readImportBytes(new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer), 'xlsx');
    expect(result.ok && result.data.rows[0]).toEqual(['Dell', 'Cached']);
  });

  it('refuses a file whose content is not what its extension says', () => {
    expect(readImportBytes(bytes('brand,model\nDell,X\n'), 'xlsx')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readImportBytes(xlsxBytes(rows), 'xls')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses a corrupt zip without throwing', () => {
    const broken = xlsxBytes(rows).slice(0, 200);
    expect(readImportBytes(broken, 'xlsx')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('builds rows from the cells present, not from the declared range (a hostile !ref)', () => {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    sheet['!ref'] = 'A1:XFD1048576';
    // Walking the declared 1,048,576 × 16,384 cells would not return before the test's timeout (its speed is in `npm run bench`, limits).
    expect(gridFromSheet(sheet)).toEqual([rows[0], ['Dell', 'PowerEdge R6515', '', 4], ['HPE', 'ProLiant DL380', 'P20174']]);
  });

  it('refuses more than 250 non-empty rows', () => {
    const many = [rows[0], ...Array.from({ length: 251 }, (_, i) => ['Dell', `M${i}`, '', 1])];
    expect(readImportBytes(xlsxBytes(many), 'xlsx')).toEqual({ ok: false, problem: 'rows' });
  });
});
