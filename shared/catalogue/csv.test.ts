import { describe, expect, it } from 'vitest';
import { CsvStreamParser, CsvSyntaxError, parseCsv } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('#parseCsv', () => {
  it.each([
    ['plain fields', 'a,b,c\n1,2,3\n', [['a', 'b', 'c'], ['1', '2', '3']]],
    ['a comma inside quotes', 'a,"b,c",d', [['a', 'b,c', 'd']]],
    ['doubled quotes as one quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['empty fields', ',,\n"",x,', [['', '', ''], ['', 'x', '']]],
    ['CRLF line ends', 'a,b\r\n1,2\r\n', [['a', 'b'], ['1', '2']]],
    ['CR-only line ends', 'a,b\r1,2', [['a', 'b'], ['1', '2']]],
    ['no final line break', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['a byte-order mark', '\uFEFFa,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['blank lines', 'a\n\n\nb\n\n', [['a'], ['b']]],
    ['a quote inside an unquoted field (kept as text)', 'a 5" disk,b', [['a 5" disk', 'b']]],
  ])('reads %s', (_, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('keeps line breaks inside quoted fields and numbers records by their first line', () => {
    const records = parseCsv('h1,h2\n"two\r\nlines",x\nlast,y\n');
    expect(records.map((r) => r.fields)).toEqual([['h1', 'h2'], ['two\r\nlines', 'x'], ['last', 'y']]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('returns no records for an empty string', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it('rejects a quote that is never closed, naming the line where it opened', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(/line 2: a quoted field is never closed/);
  });

  it('rejects text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote/);
  });

  it('reads another separator when told, commas then being text (a Danish semicolon file)', () => {
    expect(parseCsv('mærke;model\r\n"Dell; Inc.";R6515, rev. 2\r\n', { delimiter: ';' }).map((r) => r.fields)).toEqual([
      ['mærke', 'model'],
      ['Dell; Inc.', 'R6515, rev. 2'],
    ]);
    expect(parseCsv('a\tb\n"x"\ty', { delimiter: '\t' }).map((r) => r.fields)).toEqual([['a', 'b'], ['x', 'y']]);
    expect(() => parseCsv('"a";b', { delimiter: ',' })).toThrow(/after a closing quote/);
    expect(() => parseCsv('a', { delimiter: '"' })).toThrow(/delimiter/);
  });
});

describe('#CsvStreamParser', () => {
  const samples = [
    'h1,h2\n"two\r\nlines",x\nlast,y\n',
    '\uFEFFa,"b,""c"""\r\n1,2\r\n\r\n3,"x\ny"\r',
    'a 5" disk,b\n"",\n,,\n"q"\n',
  ];
  it.each(samples)('reads %j the same in pieces of any size as in one piece', (text) => {
    const whole = parseCsv(text);
    for (let size = 1; size <= text.length; size++) {
      const p = new CsvStreamParser();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...p.push(text.slice(i, i + size)));
      got.push(...p.end());
      expect(got, `pieces of ${size}`).toEqual(whole);
    }
  });

  it('reports an unclosed quote at the end and text after a closing quote across pieces', () => {
    const p = new CsvStreamParser();
    p.push('a,b\n1,"op');
    p.push('en\n');
    expect(() => p.end()).toThrow(/line 2: a quoted field is never closed/);
    const q = new CsvStreamParser();
    q.push('"a"');
    expect(() => q.push('b,c')).toThrow(/after a closing quote/);
  });
});
