/**
 * Runs a step in one server process at a time, for start-up work that checks and then writes
 * (seeding once): on PostgreSQL a session advisory lock held on one dedicated connection of the
 * pool while the step runs, so that nodes starting together on one database take turns; the lock
 * goes with the connection if the process dies. PGlite serves one process, so there the steps of
 * that process take turns in memory.
 */
import pg from 'pg';
import type { Database } from '../client.ts';

const queues = new WeakMap<object, Promise<unknown>>();

/** One step after the other per database handle (PGlite: the only process on its data folder). */
async function inTurn<T>(key: object, step: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(step, step);
  queues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

/** Runs `step` while holding the advisory lock named `name` (any string; hashed to a key). */
export async function exclusively<T>(
  db: Database,
  name: string,
  step: () => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return inTurn(db, step);
  const connection = await client.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [name]);
  } catch (error) {
    connection.release(error as Error);
    throw error;
  }
  try {
    return await step();
  } finally {
    try {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
      connection.release();
    } catch (error) {
      // A connection that may still hold the lock is closed rather than given back to the pool.
      connection.release(error as Error);
    }
  }
}
