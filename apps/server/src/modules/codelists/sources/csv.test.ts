import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv.ts';

describe('parseCsvRows', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines"\r\nx,,z\n';
    expect(parseCsvRows(text)).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', '', 'z'],
    ]);
  });

  it('keeps an empty last field and a last row without a line break', () => {
    expect(parseCsvRows('a,b,\nc,d')).toEqual([
      ['a', 'b', ''],
      ['c', 'd'],
    ]);
  });

  it('rejects a stray quote inside an unquoted field', () => {
    expect(() => parseCsvRows('a,b"c\n')).toThrow(/Malformed CSV/);
  });
});

describe('parseCsv', () => {
  it('keys each row by the header', () => {
    expect(parseCsv('Status,CommonCode\nX,BX\n,C62\n')).toEqual([
      { Status: 'X', CommonCode: 'BX' },
      { Status: '', CommonCode: 'C62' },
    ]);
  });
});
