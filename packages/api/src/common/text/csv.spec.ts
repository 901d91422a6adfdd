import { describe, expect, it } from '@jest/globals';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells and lines', () => {
  it('quotes a cell with a comma, quote or line break and doubles its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Nguyen, Alex')).toBe('"Nguyen, Alex"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      // A carriage return also makes the cell quoted.
      expect(csvCell(`${lead}1+1`).replace(/^"/, '').startsWith(`'${lead}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c', null, true])).toBe('a,"b,c",,true\r\n');
  });
});
