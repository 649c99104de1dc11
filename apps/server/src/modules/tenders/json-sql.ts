/**
 * Reads of many small lookups in one statement: each lookup a scalar subquery (a value, a JSON
 * object or a JSON array of rows), all of them one `select` without FROM. One round trip, one
 * parse and one plan instead of one per lookup (bench/README.md, bench/reads).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

const KEY = /^[A-Za-z]\w*$/;

/** json_build_object of named values; the names are this code's constants, written into the text. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`jsonObject: unexpected key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows `from` (a FROM list with its WHERE) as a JSON array of objects in `orderBy` order; [] for none. */
export function jsonRows<Row>(query: {
  fields: Record<string, SQLWrapper>;
  from: SQL;
  orderBy: SQL;
}): SQL<Row[]> {
  return sql<Row[]>`coalesce((
    select json_agg(${jsonObject(query.fields)} order by ${query.orderBy}) from ${query.from}
  ), '[]'::json)`;
}

/** Named scalar subqueries read in one statement: one row, a property per name. */
export async function selectValues<Row extends Record<string, unknown>>(
  db: DbExecutor,
  values: { [Name in keyof Row]: SQL<Row[Name]> },
): Promise<Row> {
  const list = Object.entries(values as Record<string, SQL>).map(
    ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(list, sql`, `)}`)) as unknown as {
    rows: Row[];
  };
  return result.rows[0];
}
