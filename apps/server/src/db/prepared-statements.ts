/**
 * Statements PREPAREd on PostgreSQL's pooled connections. One record of what each connection
 * holds, for every module that prepares (the scripted transactions, GetMyTenders' page): a
 * scripted transaction that fails runs DEALLOCATE ALL on its connection, and every name that
 * connection held must be forgotten with it, not only the transaction's own.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** The names PREPAREd on a pooled connection (pg-pool keeps a connection's client object). */
export function preparedNamesOn(connection: pg.PoolClient): Set<string> {
  let names = preparedOn.get(connection);
  if (!names) preparedOn.set(connection, (names = new Set()));
  return names;
}

/** After DEALLOCATE ALL, or a failure that leaves unknown which PREPAREs took effect. */
export function forgetPreparedOn(connection: pg.PoolClient): void {
  preparedOn.delete(connection);
}

/** A statement with `$1`… parameters, and the name it is PREPAREd under. */
export type NamedStatement = { name: string; text: string };

/**
 * Runs a statement with its generic plan, in one round trip: PREPAREd once per connection, then
 * EXECUTEd in the same simple-protocol message as a SET LOCAL of plan_cache_mode, which lasts only
 * for that message's implicit transaction, so no other statement of the pooled connection is
 * affected. PostgreSQL would otherwise plan it on every call when its estimates make the generic
 * plan look dearer than it runs. The values are written as literals (escaped), since a
 * simple-protocol message has no parameters. PGlite (one connection, no plan cost worth saving)
 * runs the statement as it is.
 */
export async function genericPlanQuery<Row>(
  /** The app's Drizzle database (client.ts's `Database`, which imports this module's users). */
  db: object,
  statement: NamedStatement,
  values: Array<string | number>,
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('waitReady' in client) return (await client.query<Row>(statement.text, values)).rows;
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    const prepared = preparedNamesOn(connection);
    const literals = values.map((value) =>
      typeof value === 'number' ? String(Math.trunc(value)) : connection.escapeLiteral(value),
    );
    const prepare = prepared.has(statement.name)
      ? ''
      : `prepare ${statement.name} as ${statement.text};\n`;
    const results = (await connection.query(
      `${prepare}set local plan_cache_mode = force_generic_plan;
       execute ${statement.name}(${literals.join(', ')})`,
    )) as unknown as Array<pg.QueryResult<Row & pg.QueryResultRow>>;
    prepared.add(statement.name);
    return results[results.length - 1].rows;
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection whose statement failed is closed rather than reused: what it holds is unknown.
    connection.release(broken);
  }
}
