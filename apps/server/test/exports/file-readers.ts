/**
 * Readers of the exported files, written from their specifications so that the tests do not
 * trust the code that wrote them: RFC 4180 CSV, RFC 5545 iCalendar, and .xlsx through exceljs.
 */
import ExcelJS from 'exceljs';

/**
 * RFC 4180: records end in CRLF, fields are separated by commas, a quoted field may hold commas,
 * CRLF and doubled quotes. Throws on anything else (a bare LF, a quote inside an unquoted field).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const fail = (why: string) => {
    throw new Error(`not RFC 4180 at ${index}: ${why}`);
  };
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) fail('unterminated quote');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
    } else {
      while (index < text.length && !/[,\r\n]/.test(text[index])) {
        if (text[index] === '"') fail('quote in an unquoted field');
        field += text[index];
        index += 1;
      }
    }
    record.push(field);
    if (text[index] === ',') {
      index += 1;
      continue;
    }
    if (text.startsWith('\r\n', index)) {
      index += 2;
      records.push(record);
      record = [];
      continue;
    }
    if (index < text.length) fail('a line ends without CRLF');
  }
  if (record.length > 0) records.push(record);
  return records;
}

/** The records as objects keyed by the header line's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column]])));
}

export type IcsEvent = Record<string, string>;

/** The VEVENTs of an iCalendar text (lines unfolded, parameters dropped from the names). */
export function parseIcs(text: string): { calendar: Record<string, string>; events: IcsEvent[] } {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar lines end in CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  let current: IcsEvent | undefined;
  let depth = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0];
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      depth += 1;
      if (value === 'VEVENT') current = {};
      continue;
    }
    if (name === 'END') {
      depth -= 1;
      if (value === 'VEVENT' && current) events.push(current);
      if (value === 'VEVENT') current = undefined;
      continue;
    }
    // Properties of a VALARM inside the event are not the event's.
    if (current && depth === 2) current[name] = value;
    else if (!current && depth === 1) calendar[name] = value;
  }
  return { calendar, events };
}

/** The first worksheet of an .xlsx file. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The header row's names, by column number. */
export function headerIndex(sheet: ExcelJS.Worksheet): Map<string, number> {
  const index = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => index.set(String(cell.value), column));
  return index;
}
