import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  currencyFormat,
  neutralizeFormula,
  tableToCsv,
  tableToXlsx,
  type ExportTable,
} from '../../src/modules/exports/table-writer.ts';
import { firstSheet, parseCsv } from './file-readers.ts';

const table: ExportTable = {
  sheetName: 'Bids: [all]',
  currency: 'EUR',
  columns: [
    { header: 'Supplier', kind: 'text', width: 20 },
    { header: 'Time (UTC)', kind: 'date', width: 20 },
    { header: 'Value', kind: 'money', width: 12 },
    { header: 'Withdrawn', kind: 'boolean', width: 10 },
  ],
  rows: [
    ['Acme, "the best"\nLtd', new Date('2030-05-01T08:25:10Z'), 1234.5, false],
    ['=HYPERLINK("http://evil.test","x")', new Date('2030-05-01T08:26:00Z'), -7, true],
    ['+1 555', null, { value: 14, kind: 'number' }, false],
    ['-2+3', null, 0, false],
    ['@SUM(A1)', null, null, false],
    ['\tcmd', null, null, false],
    ['\rcmd', null, null, false],
  ],
};

describe('the export table writer', () => {
  it('writes CSV by RFC 4180: CRLF records, quoted fields with doubled quotes, no BOM', () => {
    const csv = tableToCsv(table);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.startsWith('Supplier,Time (UTC),Value,Withdrawn\r\n')).toBe(true);
    expect(csv).toContain('"Acme, ""the best""\nLtd",2030-05-01T08:25:10.000Z,1234.5,false\r\n');
    const records = parseCsv(csv);
    expect(records).toHaveLength(8);
    expect(records[1][0]).toBe('Acme, "the best"\nLtd');
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers numbers', () => {
    const records = parseCsv(tableToCsv(table));
    expect(records.slice(2).map((record) => record[0])).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1 555",
      "'-2+3",
      "'@SUM(A1)",
      "'\tcmd",
      "'\rcmd",
    ]);
    expect(records[2][2]).toBe('-7');
    expect(records[3][2]).toBe('14');
    expect(neutralizeFormula('Acme')).toBe('Acme');
    expect(neutralizeFormula('a=b')).toBe('a=b');
  });

  it('writes .xlsx numbers as numbers in the currency format, dates as dates, text as text', async () => {
    const sheet = await firstSheet(await tableToXlsx(table, new Date('2030-05-01T09:00:00Z')));
    expect(sheet.name).toBe('Bids   all ');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(20);
    const value = sheet.getCell('C2');
    expect(value.type).toBe(ExcelJS.ValueType.Number);
    expect(value.value).toBe(1234.5);
    expect(value.numFmt).toContain('EUR');
    expect(sheet.getCell('C3').value).toBe(-7);
    // A criterion's value in the money column keeps a plain number format.
    expect(sheet.getCell('C4').value).toBe(14);
    expect(sheet.getCell('C4').numFmt).not.toContain('EUR');
    const time = sheet.getCell('B2');
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect((time.value as Date).toISOString()).toBe('2030-05-01T08:25:10.000Z');
    const formula = sheet.getCell('A3');
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil.test","x")');
    expect(sheet.getCell('D3').value).toBe(true);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('uses each currency’s own decimals in its format', () => {
    expect(currencyFormat('USD')).toBe('[$USD] #,##0.00;-[$USD] #,##0.00');
    expect(currencyFormat('JPY')).toBe('[$JPY] #,##0;-[$JPY] #,##0');
    expect(currencyFormat('BHD')).toContain('#,##0.000');
    expect(currencyFormat('"; evil')).toBe('#,##0.00;-#,##0.00');
  });
});
