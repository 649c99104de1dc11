/**
 * Transactions sent as SQL scripts: the statements of each step travel in one round trip, with
 * BEGIN folded into the first step and COMMIT into the last. The bidding engine runs on them: a
 * batch of bids costs two round trips to PostgreSQL instead of five, and under load every round
 * trip also waits for a turn of a busy event loop, so the lock on the tender is held that much
 * shorter. Several statements in one message need the simple query protocol, which has no bind
 * parameters: statements are drizzle `sql` templates rendered with their values inlined as
 * escaped literals (numbers, validated ids, hashes, JSON), never hand-concatenated text.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

export type ScriptRow = Record<string, unknown>;

/** Runs statements in order and resolves with each statement's rows. */
export type StatementReader = (statements: SQL[]) => Promise<ScriptRow[][]>;

/** The work of one scripted transaction: steps through `run`, then what to write with COMMIT. */
export type ScriptedWork<T> = (steps: {
  run: StatementReader;
}) => Promise<{ value: T; commitWith: SQL[] }>;

export type ScriptedTransaction = <T>(work: ScriptedWork<T>) => Promise<T>;

const dialect = new PgDialect();

export const renderInline = (statement: SQL): string =>
  dialect.sqlToQuery(statement.inlineParams()).sql;

/** PostgreSQL: one pooled connection, BEGIN sent with the first step and COMMIT with the last. */
export function pgScriptedTransaction(pool: pg.Pool): ScriptedTransaction {
  return async (work) => {
    const client = await pool.connect();
    let begun = false;
    let broken: Error | undefined;
    const send = async (statements: SQL[], commit: boolean): Promise<ScriptRow[][]> => {
      const opening = begun ? [] : ['BEGIN'];
      const closing = commit ? ['COMMIT'] : [];
      const text = [...opening, ...statements.map(renderInline), ...closing].join(';\n');
      begun = true;
      const reply = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(reply) ? reply : [reply];
      return results
        .slice(opening.length, results.length - closing.length)
        .map((result) => result.rows as ScriptRow[]);
    };
    try {
      const { value, commitWith } = await work({ run: (statements) => send(statements, false) });
      await send(commitWith, true);
      return value;
    } catch (error) {
      if (begun)
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** PGlite runs in this process, so round trips cost nothing: its own transaction wraps the steps. */
export function pgliteScriptedTransaction(client: PGlite): ScriptedTransaction {
  return (work) =>
    client.transaction(async (tx) => {
      const run: StatementReader = async (statements) =>
        statements.length === 0
          ? []
          : (await tx.exec(statements.map(renderInline).join(';\n'))).map(
              (result) => result.rows as ScriptRow[],
            );
      const { value, commitWith } = await work({ run });
      await run(commitWith);
      return value;
    });
}

/** The same statements through a drizzle database or transaction, one at a time. */
export const executorReader =
  (db: { execute(statement: SQL): PromiseLike<unknown> }): StatementReader =>
  async (statements) => {
    const rows: ScriptRow[][] = [];
    // Both drivers (pg and PGlite) answer a raw query with { rows }.
    for (const statement of statements)
      rows.push(((await db.execute(statement)) as unknown as { rows: ScriptRow[] }).rows);
    return rows;
  };

/** A numeric column of a raw row (numeric arrives as text, float8 as a number). */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
