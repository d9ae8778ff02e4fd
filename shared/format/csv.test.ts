import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('#csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Dell, Inc.', '"Dell, Inc."'],
    ['plain', 'plain'],
  ])('neutralises and quotes the text %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('keeps numbers, booleans and empties as they are (a negative saving stays a number)', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvText([['a', 1], ['=b', -2]])).toBe("a,1\r\n'=b,-2\r\n");
  });
});
