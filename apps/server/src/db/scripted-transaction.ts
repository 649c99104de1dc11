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
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { forgetPreparedOn, preparedNamesOn } from './prepared-statements.ts';

export type ScriptRow = Record<string, unknown>;

/**
 * A statement that a PostgreSQL connection plans once: PREPAREd in the script the first time the
 * connection runs it, EXECUTEd with literal arguments after. Simple-protocol scripts have no plan
 * cache, and parsing and planning the bidding engine's statements was about half of PostgreSQL's
 * CPU per flush. `build` makes the statement from its arguments: values, or placeholders for the
 * PREPARE (constants belong in the text, not among the arguments).
 */
export type PreparedStatement = {
  name: string;
  build(args: Record<string, unknown>): SQL;
  args: Record<string, unknown>;
};

export type ScriptStatement = SQL | PreparedStatement;

export const prepared =
  <Name extends string>(name: string, build: (args: Record<Name, unknown>) => SQL) =>
  (args: Record<Name, unknown>): PreparedStatement => ({
    name,
    build: build as PreparedStatement['build'],
    args,
  });

/** The statement with its arguments in place, for drivers that run it as it is. */
export const withArguments = (statement: ScriptStatement): SQL =>
  'build' in statement ? statement.build(statement.args) : statement;

/** Runs statements in order and resolves with each statement's rows. */
export type StatementReader = (statements: ScriptStatement[]) => Promise<ScriptRow[][]>;

/** The work of one scripted transaction: steps through `run`, then what to write with COMMIT. */
export type ScriptedWork<T> = (steps: {
  run: StatementReader;
}) => Promise<{ value: T; commitWith: ScriptStatement[] }>;

export type ScriptedTransaction = <T>(work: ScriptedWork<T>) => Promise<T>;

const dialect = new PgDialect();

export const renderInline = (statement: SQL): string =>
  dialect.sqlToQuery(statement.inlineParams()).sql;

type Definition = { prepare: string; argumentNames: string[] };
const definitions = new Map<string, Definition>();

function definitionOf(statement: PreparedStatement): Definition {
  let definition = definitions.get(statement.name);
  if (!definition) {
    const names = Object.keys(statement.args);
    const query = dialect.sqlToQuery(
      statement.build(Object.fromEntries(names.map((name) => [name, sql.placeholder(name)]))),
    );
    const argumentNames = query.params.map((param) => {
      if (!(param instanceof Placeholder))
        throw new Error(`${statement.name}: only arguments may be parameters`);
      return String(param.name);
    });
    definition = { prepare: `PREPARE ${statement.name} AS ${query.sql}`, argumentNames };
    definitions.set(statement.name, definition);
  }
  return definition;
}

/**
 * The transaction's first statements. Left to choose, PostgreSQL keeps re-planning the prepared
 * statements per call (custom plans, as if unprepared); their generic plans are index lookups by
 * id, and forcing them took a fifth off PostgreSQL's CPU per bid. LOCAL: the pooled connection's
 * other queries are not affected.
 */
const OPENING = ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'];

/** The script text of statements on a connection: prepared ones EXECUTEd, PREPAREd first if new. */
function renderFor(client: pg.PoolClient, statements: ScriptStatement[]): string[] {
  const names = preparedNamesOn(client);
  const texts: string[] = [];
  for (const statement of statements) {
    if (!('build' in statement)) {
      texts.push(renderInline(statement));
      continue;
    }
    const definition = definitionOf(statement);
    if (!names.has(statement.name)) {
      texts.push(definition.prepare);
      names.add(statement.name);
    }
    const args = definition.argumentNames.map((name) => sql`${statement.args[name]}`);
    texts.push(renderInline(sql`EXECUTE ${sql.raw(statement.name)}(${sql.join(args, sql`, `)})`));
  }
  return texts;
}

/** PostgreSQL: one pooled connection, BEGIN sent with the first step and COMMIT with the last. */
export function pgScriptedTransaction(pool: pg.Pool): ScriptedTransaction {
  return async (work) => {
    const client = await pool.connect();
    let begun = false;
    let broken: Error | undefined;
    const send = async (statements: ScriptStatement[], commit: boolean): Promise<ScriptRow[][]> => {
      const opening = begun ? [] : OPENING;
      const closing = commit ? ['COMMIT'] : [];
      const texts = renderFor(client, statements);
      const text = [...opening, ...texts, ...closing].join(';\n');
      begun = true;
      const reply = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(reply) ? reply : [reply];
      // A PREPARE answers too, with no rows: keep the results of the EXECUTEs and plain statements.
      return results
        .slice(opening.length, results.length - closing.length)
        .filter((result) => result.command !== 'PREPARE')
        .map((result) => result.rows as ScriptRow[]);
    };
    try {
      const { value, commitWith } = await work({ run: (statements) => send(statements, false) });
      await send(commitWith, true);
      return value;
    } catch (error) {
      // Which PREPAREs of the failed script took effect is not known: start the connection over.
      forgetPreparedOn(client);
      await client
        .query(begun ? 'ROLLBACK; DEALLOCATE ALL' : 'DEALLOCATE ALL')
        .catch((rollbackError: Error) => {
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
          : (
              await tx.exec(
                statements.map((statement) => renderInline(withArguments(statement))).join(';\n'),
              )
            ).map((result) => result.rows as ScriptRow[]);
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
      rows.push(
        ((await db.execute(withArguments(statement))) as unknown as { rows: ScriptRow[] }).rows,
      );
    return rows;
  };

/** A numeric column of a raw row (numeric arrives as text, float8 as a number). */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
