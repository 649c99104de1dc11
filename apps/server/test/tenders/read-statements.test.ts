/**
 * What one tender read costs the database: the number of statements GetTender and GetMyTenders
 * send (each a round trip with its own parse and plan; bench/README.md, bench/reads).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders, users } from '../../src/db/schema/index.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { countStatements } from '../support/statement-count.ts';
import { acceptedSupplier, buildSupplierSuite } from '../suppliers/helpers.ts';
import { addSupplier, createRoom } from '../auction/factories.ts';
import { call } from './helpers.ts';

/** Statements the app sends while `request` runs, after the reply was checked to be a 200. */
async function statementsOf(
  app: TestApp,
  request: () => Promise<{ statusCode: number; body: string }>,
): Promise<number> {
  const { result: reply, statements } = await countStatements(app, request);
  expect(reply.statusCode, reply.body).toBe(200);
  return statements;
}

describe('statements per tender read', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    // Without the app's loops (clock, mail): a round of theirs within a read was counted with it
    // (8 statements instead of 1, once, under load).
    ({ app, owner, tenderId } = await buildSupplierSuite({}, { runClock: false }));
    supplier = await acceptedSupplier(app, owner, tenderId);
  });
  afterAll(() => app.dispose());

  const getTender = (user: CreatedUser) => () =>
    call(app, user, 'GET', `/api/tender/GetTender?id=${tenderId}`);

  // The first read of a tender: the row with its key, the viewer's part and the tender's shared
  // part (tender-dto.ts's tenderFacts), one statement (it was 12 and 13, then 5 and 4). The next
  // read of the unchanged tender, and any viewer's read while the tender's shared part is kept:
  // the check only (reply-cache.ts). After a change: the check, then the statement with the new
  // shared part; the next viewer makes their reply from that part.
  it('GetTender: 1 statement for a first read, 1 from kept parts, 2 for the first read after a change', async () => {
    const room = await createRoom(app, { owner });
    const bidder = await addSupplier(app, room);
    // In the tender's currency (EUR): no conversion, whose rates are statements of their own.
    for (const user of [owner, bidder])
      await app.ctx.db
        .update(users)
        .set({ defaultCurrency: 'EUR' })
        .where(eq(users.id, user.user.id));
    const read = (user: CreatedUser) => () =>
      call(app, user, 'GET', `/api/tender/GetTender?id=${room.tenderId}`);
    expect(await statementsOf(app, read(owner))).toBe(1);
    expect(await statementsOf(app, read(owner))).toBe(1);
    expect(await statementsOf(app, read(bidder))).toBe(1);
    expect(await statementsOf(app, read(bidder))).toBe(1);
    await app.ctx.db.update(tenders).set({ name: 'Renamed' }).where(eq(tenders.id, room.tenderId));
    expect(await statementsOf(app, read(bidder))).toBe(2);
    expect(await statementsOf(app, read(owner))).toBe(1);
  });

  it('GetTender as an invited supplier reads its tender in at most 2 statements, then 1', async () => {
    expect(await statementsOf(app, getTender(supplier))).toBeLessThanOrEqual(2);
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
