/**
 * One table, two files: every tender export (bids, ranking, comparison) is built as an
 * ExportTable and written here as .xlsx (exceljs: real numbers with the tender currency's format,
 * dates as dates, a bold frozen header) or as .csv (RFC 4180).
 */
import type ExcelJS from 'exceljs';

/** exceljs, loaded on the first .xlsx export: importing it costs about 0.25 s of CPU at start. */
let excelModule: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => (excelModule ??= import('exceljs').then((loaded) => loaded.default));

/** How a number reads: money in the tender currency, a plain value, a whole number, a score. */
export type NumberKind = 'money' | 'number' | 'integer' | 'score';
export type ColumnKind = 'text' | 'date' | 'boolean' | NumberKind;

export type ExportColumn = {
  header: string;
  kind: ColumnKind;
  /** Width in characters. */
  width: number;
};

export type ExportValue = string | number | boolean | Date | null;
/** A number whose format is not its column's: a criterion's value in a column of bid values. */
export type TypedNumber = { value: number; kind: NumberKind };
export type ExportCell = ExportValue | TypedNumber;

export type ExportTable = {
  /** The worksheet's name (at most 31 characters, none of []:*?/\). */
  sheetName: string;
  /** ISO 4217 code of the tender: the format of every money cell. */
  currency: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
};

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** RFC 4180 registers text/csv with its optional header parameter; the body is UTF-8. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

const isTyped = (cell: ExportCell): cell is TypedNumber =>
  typeof cell === 'object' && cell !== null && !(cell instanceof Date);

/**
 * The Excel format of money in a currency: its code as the symbol ("[$EUR] #,##0.00"), with the
 * currency's own number of decimals (JPY none, BHD three). A code that is not three letters is
 * left out rather than written into the format.
 */
export function currencyFormat(currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : '';
  let decimals = 2;
  if (code)
    try {
      decimals =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      // An unknown code keeps two decimals.
    }
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  return code ? `[$${code}] ${number};-[$${code}] ${number}` : `${number};-${number}`;
}

function numberFormat(kind: ColumnKind, currency: string): string | undefined {
  switch (kind) {
    case 'money':
      return currencyFormat(currency);
    case 'number':
      return '#,##0.####';
    case 'integer':
      return '0';
    case 'score':
      return '0.0000';
    case 'date':
      return 'yyyy-mm-dd hh:mm:ss';
    default:
      return undefined;
  }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** The table as an .xlsx workbook of one sheet; `createdAt` is the workbook's creation time. */
export async function tableToXlsx(table: ExportTable, createdAt: Date): Promise<Buffer> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  workbook.creator = 'Tendermark';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  const sheet = workbook.addWorksheet(sheetNameOf(table.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column) => {
    const numFmt = numberFormat(column.kind, table.currency);
    return { header: column.header, width: column.width, ...(numFmt && { style: { numFmt } }) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (isTyped(cell) ? cell.value : cell)));
    cells.forEach((cell, index) => {
      if (isTyped(cell)) row.getCell(index + 1).numFmt = numberFormat(cell.kind, table.currency)!;
    });
  }
  if (table.columns.length > 0)
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: table.columns.length },
    };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before one)
 * gets a leading apostrophe, as OWASP advises for CSV: names and texts come from users.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A field as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, quote or newline. */
function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (isTyped(cell)) return String(cell.value);
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  const text = cell instanceof Date ? cell.toISOString() : neutralizeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The table as RFC 4180 CSV: a header line, CRLF after every record, numbers with a dot and no
 * grouping, dates in ISO 8601 UTC. No byte-order mark: the .xlsx is the file for Excel, the CSV
 * is for programs, and a BOM becomes part of the first header's name in many CSV readers.
 */
export function tableToCsv(table: ExportTable): string {
  return [table.columns.map((column) => column.header), ...table.rows]
    .map((cells) => `${cells.map(csvField).join(',')}\r\n`)
    .join('');
}

/** The table in the requested format, as a file body with its content type. */
export async function writeTable(
  table: ExportTable,
  format: 'xlsx' | 'csv',
  createdAt: Date,
): Promise<{ body: Buffer | string; contentType: string }> {
  return format === 'xlsx'
    ? { body: await tableToXlsx(table, createdAt), contentType: XLSX_CONTENT_TYPE }
    : { body: tableToCsv(table), contentType: CSV_CONTENT_TYPE };
}
