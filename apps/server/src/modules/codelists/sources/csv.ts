/** A small RFC 4180 CSV reader (quoted fields, doubled quotes, commas and newlines in quotes). */

/** Rows of the text as objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  return rows.map((cells) =>
    Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ''])),
  );
}

/** One field and the separator after it: a comma, a line break or the end of the text. */
const FIELD = /("(?:[^"]|"")*"|[^,\r\n"]*)(,|\r?\n|$)/y;

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  FIELD.lastIndex = 0;
  while (FIELD.lastIndex < text.length) {
    const start = FIELD.lastIndex;
    const match = FIELD.exec(text);
    if (!match || FIELD.lastIndex === start) throw new Error(`Malformed CSV at offset ${start}`);
    const [, raw = '', separator] = match;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (separator !== ',') {
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push([...row, '']);
  return rows;
}
