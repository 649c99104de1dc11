/**
 * Counts the statements the app sends to its database while some requests run: each a round trip
 * with its own parse and plan (bench/reads). Not the check of a login session, which a user's first
 * request in 30 s makes (live-sessions.ts).
 */
import pg from 'pg';
import { vi } from 'vitest';
import type { TestApp } from '../helper.ts';

/** The driver client under Drizzle: a pg Pool or a PGlite instance, both asked through query(). */
type DriverClient = { query(...args: unknown[]): Promise<unknown> };

/** A statement's text, from either driver's query() arguments. */
const textOf = (argument: unknown) =>
  typeof argument === 'string' ? argument : ((argument as { text?: string }).text ?? '');

/**
 * Runs `run` and counts its statements: PGlite's query(), or with PostgreSQL each pooled
 * connection's query() (a pool's own query() goes through one; GetMyTenders takes a connection
 * and asks it directly).
 */
export async function countStatements<T>(
  app: TestApp,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const client = (app.ctx.db as unknown as { $client: DriverClient }).$client;
  const spy =
    'waitReady' in client ? vi.spyOn(client, 'query') : vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await run();
    const calls = spy.mock.calls as unknown[][];
    const statements = calls.filter(([first]) => !textOf(first).includes('refresh_tokens')).length;
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}
