/**
 * What one tender read costs the database: the number of statements GetTender and GetMyTenders
 * send (each a round trip with its own parse and plan; bench/README.md, bench/reads).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { acceptedSupplier, buildSupplierSuite } from '../suppliers/helpers.ts';
import { call } from './helpers.ts';

/** The driver client under Drizzle: a pg Pool or a PGlite instance, both asked through query(). */
type DriverClient = { query(...args: unknown[]): Promise<unknown> };

/**
 * Counts round trips: PGlite's query(), or with PostgreSQL each pooled connection's query() (a
 * pool's own query() goes through one; GetMyTenders takes a connection and asks it directly).
 */
const spyOnStatements = (client: DriverClient) =>
  'waitReady' in client ? vi.spyOn(client, 'query') : vi.spyOn(pg.Client.prototype, 'query');

/** Statements the app sends while `request` runs, after the reply was checked to be a 200. */
async function statementsOf(
  app: TestApp,
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<number> {
  const client = (app.ctx.db as unknown as { $client: DriverClient }).$client;
  const spy = spyOnStatements(client);
  try {
    const reply = await request();
    expect(reply.statusCode, reply.body).toBe(200);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('statements per tender read', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
    supplier = await acceptedSupplier(app, owner, tenderId);
  });
  afterAll(() => app.dispose());

  const getTender = (user: CreatedUser) => () =>
    call(app, user, 'GET', `/api/tender/GetTender?id=${tenderId}`);

  // The first read: the tender row with its cache key and the viewer's part; parts, summaries,
  // files, announcements, counts and favourite; the entries (three statements of
  // suppliers/entry-dto.ts for the owner, two for a supplier). It was 12 and 13 statements.
  // The next read of the unchanged tender: the first statement only (reply-cache.ts).
  it('GetTender as the owner takes at most 5 statements, then 1 while nothing changed', async () => {
    expect(await statementsOf(app, getTender(owner))).toBeLessThanOrEqual(5);
    expect(await statementsOf(app, getTender(owner))).toBe(1);
  });

  it('GetTender as a supplier takes at most 4 statements, then 1 while nothing changed', async () => {
    expect(await statementsOf(app, getTender(supplier))).toBeLessThanOrEqual(4);
    expect(await statementsOf(app, getTender(supplier))).toBe(1);
  });

  // One message: the page with its count (my-tenders-page.ts); with PostgreSQL the statement's
  // PREPARE travels with its first EXECUTE.
  it('GetMyTenders takes 1 round trip, the page with its count', async () => {
    const list = () => call(app, owner, 'GET', '/api/tender/GetMyTenders?pageNo=1');
    expect(await statementsOf(app, list)).toBe(1);
    expect(await statementsOf(app, list)).toBe(1);
  });
});
