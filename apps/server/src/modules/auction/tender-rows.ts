/** SQL over several tenders at once, and their raw rows grouped back by tender. */
import type { ScriptRow } from '../../db/scripted-transaction.ts';

/** Ids as a PostgreSQL array literal, for `= ANY(…::uuid[])` (validated UUIDs). */
export const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Rows grouped by their tender_id column, in order. */
export function byTender<T>(rows: ScriptRow[], map: (row: ScriptRow) => T): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const tenderId = String(row.tender_id);
    let group = groups.get(tenderId);
    if (!group) groups.set(tenderId, (group = []));
    group.push(map(row));
  }
  return groups;
}
