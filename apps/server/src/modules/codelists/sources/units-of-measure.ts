/** Units of measure: the active codes of UN/CEFACT Recommendation 20 (see src/data/README.md). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from './csv.ts';

const REC20_CSV = path.join(import.meta.dirname, '../../../data/unece-rec20-units-of-measure.csv');

/** Status X = deleted, D = deprecated; blank (or a change marker) = active. */
const INACTIVE_STATUSES = new Set(['X', 'D']);

/** The units buyers use most, in the order pickers show them; the first is the default. */
export const COMMON_UNIT_CODES = [
  'C62', // piece
  'KGM', // kilogram
  'TNE', // tonne
  'MTR', // metre
  'MTK', // square metre
  'MTQ', // cubic metre
  'LTR', // litre
  'HUR', // hour
  'DAY', // day
  'WEE', // week
  'MON', // month
  'ANN', // year
  'SET', // set
  'PR', // pair
  'LO', // lot
  'LS', // lump sum
  'E48', // service unit
  'KWH', // kilowatt hour
  'MWH', // megawatt hour
  'GRM', // gram
  'KMT', // kilometre
  'CMT', // centimetre
  'MMT', // millimetre
] as const;
export const DEFAULT_UNIT_CODE = COMMON_UNIT_CODES[0];

/** Rec 20 calls C62 "one (unit)"; in trade (e.g. EN 16931 e-invoices) it stands for pieces. */
const RENAMED_UNITS: Record<string, { name: string; symbol: string }> = {
  C62: { name: 'piece', symbol: 'pcs' },
};

/** Units that are not among the common ones sort after them, by name. */
export const UNCOMMON_UNIT_SORT_ORDER = 1000;

export type UnitOfMeasurementRow = {
  code: string;
  name: string;
  symbol: string | null;
  sortOrder: number;
};

export function loadUnitsOfMeasurement(): UnitOfMeasurementRow[] {
  const commonCodes: readonly string[] = COMMON_UNIT_CODES;
  return parseCsv(readFileSync(REC20_CSV, 'utf8'))
    .filter((row) => row.CommonCode && !INACTIVE_STATUSES.has(row.Status))
    .map((row) => {
      const position = commonCodes.indexOf(row.CommonCode);
      const renamed = RENAMED_UNITS[row.CommonCode];
      return {
        code: row.CommonCode,
        name: renamed?.name ?? row.Name.trim(),
        symbol: renamed?.symbol ?? (row.Symbol.trim() || null),
        sortOrder: position >= 0 ? position + 1 : UNCOMMON_UNIT_SORT_ORDER,
      };
    });
}
