// Clock lots under concurrency (issue 30): many suppliers acting in the same instant through two
// processes on one database, and the round closed by both processes at once, give one consistent
// outcome and a valid chain. On PostgreSQL when TEST_DATABASE_URL is set (PGlite otherwise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { lotMembers, tenderBids } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { verifyBidChain } from '../../src/modules/auction/bid-chain.ts';
import { closeDueRounds } from '../../src/modules/lots/rounds.ts';
import { appsOnOneDatabase, readTender } from '../auction/factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptLevelCall,
  acceptOfferCall,
  atSecond,
  dropOutCall,
  lotRow,
  startedClockRoom,
  type ClockRoom,
} from './lot-fixtures.ts';

const clock = manualClock(new Date('2031-05-04T09:00:00Z'));
let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
let apps: TestApp[];
beforeAll(async () => {
  cluster = await appsOnOneDatabase(2, clock, { runClock: false });
  apps = cluster.apps;
});
afterAll(async () => {
  await cluster.dispose();
});

/** The app of the i-th request: the two processes take turns. */
const appOf = (index: number) => apps[index % apps.length];

async function expectChainValid(room: ClockRoom, count: number) {
  const tender = await readTender(apps[0], room.tenderId);
  const report = await verifyBidChain(apps[0].ctx.db, room.tenderId, {
    seq: tender.bidSeq,
    hash: tender.bidHash,
  });
  expect(report).toMatchObject({ valid: true, count });
}

async function chainActions(room: ClockRoom) {
  const rows = await apps[0].ctx.db
    .select({ action: tenderBids.action })
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, room.tenderId));
  return rows.reduce<Record<string, number>>(
    (counts, row) => ({ ...counts, [row.action]: (counts[row.action] ?? 0) + 1 }),
    {},
  );
}

describe('a Japanese round with many suppliers acting at once', () => {
  it('takes every acceptance and drop-out once, and one close of the round from two processes', async () => {
    const room = await startedClockRoom(apps[0], clock, { format: 'japanese', suppliers: 32 });
    const { suppliers } = room;
    const [alice, bob] = suppliers;
    atSecond(clock, room, 30);
    // 22 accept (the first four twice over), 10 drop out, all at the same instant.
    const requests = [
      ...suppliers
        .slice(0, 22)
        .map((supplier, index) => () => acceptLevelCall(appOf(index), supplier, room, 0)),
      ...suppliers
        .slice(0, 4)
        .map((supplier, index) => () => acceptLevelCall(appOf(index + 1), supplier, room, 0)),
      ...suppliers
        .slice(22)
        .map((supplier, index) => () => dropOutCall(appOf(index), supplier, room)),
    ];
    const replies = await Promise.all(requests.map((request) => request()));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(32);
    expect(
      replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json().error),
    ).toEqual(Array(4).fill('level_already_accepted'));
    expect(await chainActions(room)).toEqual({ accept: 22, drop: 10 });
    expect(await lotRow(apps[0], room.itemIds[0])).toMatchObject({ round: 0, remaining: 22 });
    await expectChainValid(room, 32);

    // The round is closed by both processes at once: once.
    atSecond(clock, room, 60);
    await Promise.all(apps.map((app) => closeDueRounds(app.ctx)));
    expect(await lotRow(apps[0], room.itemIds[0])).toMatchObject({
      state: 'open',
      round: 1,
      level: 95,
      remaining: 22,
    });
    // Round 1: only Alice and Bob accept; the others let it pass.
    atSecond(clock, room, 70);
    await Promise.all([
      acceptLevelCall(apps[0], alice, room, 1),
      acceptLevelCall(apps[1], bob, room, 1),
    ]);
    atSecond(clock, room, 120);
    await Promise.all(apps.map((app) => closeDueRounds(app.ctx)));
    expect(await lotRow(apps[0], room.itemIds[0])).toMatchObject({ round: 2, remaining: 2 });
    const stillIn = await apps[0].ctx.db
      .select({ supplierId: lotMembers.supplierId })
      .from(lotMembers)
      .where(and(eq(lotMembers.itemId, room.itemIds[0]), isNull(lotMembers.droppedRound)));
    expect(stillIn.map((member) => member.supplierId).sort()).toEqual(
      [alice.entryId, bob.entryId].sort(),
    );
    // Round 2: Bob alone accepts, and the lot is his.
    atSecond(clock, room, 130);
    expect((await acceptLevelCall(apps[1], bob, room, 2)).statusCode).toBe(200);
    atSecond(clock, room, 180);
    await Promise.all(apps.map((app) => closeDueRounds(app.ctx)));
    expect(await lotRow(apps[0], room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'won',
      winnerSupplierId: bob.entryId,
      finalLevel: 90,
    });
    await expectChainValid(room, 35);
  });
});

describe('a Dutch offer accepted by many at once', () => {
  it('goes to exactly one supplier; the others are told it was taken first', async () => {
    const room = await startedClockRoom(apps[0], clock, { format: 'dutch', suppliers: 20 });
    atSecond(clock, room, 10);
    const replies = await Promise.all(
      room.suppliers.map((supplier, index) => acceptOfferCall(appOf(index), supplier, room, 50)),
    );
    const won = replies.filter((reply) => reply.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(
      replies.filter((reply) => reply.statusCode !== 200).map((reply) => reply.json().error),
    ).toEqual(Array(19).fill('lot_taken_first'));
    const winner = room.suppliers[replies.indexOf(won[0])];
    expect(await lotRow(apps[0], room.itemIds[0])).toMatchObject({
      state: 'closed',
      outcome: 'won',
      winnerSupplierId: winner.entryId,
      finalLevel: 50,
    });
    expect(await chainActions(room)).toEqual({ accept: 1 });
    await expectChainValid(room, 1);
  });
});
