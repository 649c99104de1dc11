import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import { buildApp } from '../../src/app.ts';
import { notifications, savings } from '../../src/db/schema/index.ts';
import { startClock } from '../../src/jobs/clock-loop.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { freshDatabase, testConfig, type TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  appsOnOneDatabase,
  createRoom,
  get,
  buildRoomApp,
  readTender,
  setTender,
  withFreshToken,
} from './factories.ts';
import { eventsNamed, joinTender, listen, openRecorder, settle, type Recorder } from './sockets.ts';

const MINUTE = 60_000;

/** Reminders come from their own loop, which may tick during the test; events.test.ts covers them. */
const reminderTitles = new Set<string>([
  Messages.auctionStartsSoonTitle,
  Messages.proposalDeadlineNearTitle,
]);

async function transitionNoticeTitles(app: TestApp, userId: string) {
  const rows = await app.ctx.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows
    .map((row) => row.title)
    .filter((title) => !reminderTitles.has(title))
    .sort();
}

describe('the tender clock on two processes sharing one database', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let recorders: Recorder[];
  // Building two apps on a fresh database is setup, not what the test times: with other work on
  // the two cores it took most of a test's 30 s (the test timed out once at a load of 15).
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock);
  });
  afterAll(async () => {
    recorders?.forEach((recorder) => recorder.socket.disconnect());
    await cluster.dispose();
  });

  it('moves a tender to RFP_ENDED, SUBMITTED and ENDED exactly once each', async () => {
    const [first, second] = cluster.apps;
    const room = await createRoom(first, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 5,
      startInMinutes: 10,
      durationMinutes: 15,
    });
    const cheap = await addSupplier(first, room);
    const dear = await addSupplier(first, room);
    await acceptedItemBid(first, cheap, room.tenderId, room.itemIds[0], 90);
    await acceptedItemBid(second, dear, room.tenderId, room.itemIds[0], 95);

    const urls = await Promise.all(cluster.apps.map((app) => listen(app)));
    recorders = await Promise.all(urls.map((url) => openRecorder(url, room.owner.token)));
    for (const recorder of recorders)
      expect(await joinTender(recorder, room.tenderId)).toMatchObject({ ok: true });
    // Either process may have made a move; each is pushed by the process that made it.
    const statusPushes = () =>
      recorders
        .flatMap(
          (recorder) => eventsNamed(recorder, 'updateTenderStatus') as Array<{ status: number }>,
        )
        .sort((a, b) => a.status - b.status);

    const runEverywhereTwice = async () => {
      await Promise.all(cluster.apps.map((app) => runDueTransitions(app.ctx)));
      await Promise.all(cluster.apps.map((app) => runDueTransitions(app.ctx)));
    };
    await runEverywhereTwice();
    expect((await readTender(first, room.tenderId)).status).toBe(TenderStatus.SCHEDULED);

    clock.advance(5 * MINUTE);
    await runEverywhereTwice();
    expect((await readTender(first, room.tenderId)).status).toBe(TenderStatus.RFP_ENDED);

    clock.advance(5 * MINUTE);
    await runEverywhereTwice();
    expect((await readTender(first, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    await acceptedItemBid(second, dear, room.tenderId, room.itemIds[0], 85);

    clock.advance(15 * MINUTE);
    await runEverywhereTwice();
    const ended = await readTender(first, room.tenderId);
    expect(ended).toMatchObject({ status: TenderStatus.ENDED, winnerSupplierId: dear.entryId });
    expect(ended.endedAt?.toISOString()).toBe(clock.now().toISOString());

    await settle(() => statusPushes().length >= 3);
    expect(statusPushes()).toEqual([
      expect.objectContaining({ tenderId: room.tenderId, status: TenderStatus.RFP_ENDED }),
      expect.objectContaining({ status: TenderStatus.SUBMITTED }),
      expect.objectContaining({ status: TenderStatus.ENDED, endDate: ended.endDate.toISOString() }),
    ]);
    const finalPositions = recorders.flatMap((recorder) =>
      eventsNamed(recorder, 'updateSuppliersPositions'),
    );
    expect(finalPositions).toContainEqual(
      expect.objectContaining({
        positions: expect.arrayContaining([
          expect.objectContaining({ userName: dear.user.userName, position: 1, total: 850 }),
          expect.objectContaining({ userName: cheap.user.userName, position: 2, total: 900 }),
        ]),
      }),
    );

    for (const user of [room.owner, cheap, dear])
      expect(await transitionNoticeTitles(first, user.user.id)).toEqual([
        'Auction ended',
        'Auction started',
      ]);
    const saved = await first.ctx.db
      .select()
      .from(savings)
      .where(eq(savings.tenderId, room.tenderId));
    expect(
      saved
        .map(({ userId, isOwner, amount, currency }) => ({ userId, isOwner, amount, currency }))
        .sort((a, b) => Number(b.isOwner) - Number(a.isOwner)),
    ).toEqual([
      { userId: room.owner.user.id, isOwner: true, amount: 150, currency: 'EUR' },
      { userId: dear.user.id, isOwner: false, amount: 150, currency: 'EUR' },
    ]);

    const [owner, loser, winner] = await Promise.all(
      [room.owner, cheap, dear].map((user) => withFreshToken(first, user)),
    );
    const ownerResult = await get(
      first,
      owner,
      `/api/tender/GetAuctionResult?tenderId=${room.tenderId}`,
    );
    expect(ownerResult.json()).toMatchObject({
      tenderStatus: TenderStatus.ENDED,
      winner: { userName: dear.user.userName, isMe: false },
      expectedTotal: 1000,
      winningTotal: 850,
      savings: 150,
      finalRanking: [
        { userName: dear.user.userName, position: 1, total: 850 },
        { userName: cheap.user.userName, position: 2, total: 900 },
      ],
    });
    const loserResult = (
      await get(second, loser, `/api/tender/GetAuctionResult?tenderId=${room.tenderId}`)
    ).json();
    expect(loserResult.winner).toEqual({ isMe: false });
    expect(loserResult.finalRanking).toEqual([{ userName: cheap.user.userName, position: 2 }]);
    const winnerSavings = (await get(second, winner, '/api/account/GetMySavings')).json();
    expect(winnerSavings).toEqual([
      {
        tenderId: room.tenderId,
        currency: 'EUR',
        date: ended.endDate.toISOString(),
        amount: 150,
        tenderName: 'Office paper',
        isOwner: false,
      },
    ]);
  });
});

describe('the clock after a restart that missed the moments', () => {
  it('takes a tender straight to ENDED and settles it exactly once', async () => {
    const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
    const database = await freshDatabase();
    // The test runs the transitions itself: the app's own clock loop would race it to the end and
    // could still be writing the notification when the test reads it.
    const start = () =>
      buildApp(testConfig(), { database: database.handle, clock, logger: false, runClock: false });
    const before = await start();
    await before.ready();
    const asTestApp = Object.assign(before, { dispose: async () => {} });
    const running = await createRoom(asTestApp, { startInMinutes: -30, durationMinutes: 60 });
    const missed = await createRoom(asTestApp, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 10,
      startInMinutes: 20,
      durationMinutes: 30,
    });
    const supplier = await addSupplier(asTestApp, running);
    await acceptedItemBid(asTestApp, supplier, running.tenderId, running.itemIds[0], 80);
    const idle = await addSupplier(asTestApp, missed);
    await before.close();

    clock.advance(3 * 60 * MINUTE);
    const after = await start();
    await after.ready();
    try {
      await runDueTransitions(after.ctx);
      await runDueTransitions(after.ctx);
      const tenderIds = [running.tenderId, missed.tenderId];
      for (const tenderId of tenderIds)
        expect((await readTender(asTestApp, tenderId)).status).toBe(TenderStatus.ENDED);
      const saved = await after.ctx.db
        .select()
        .from(savings)
        .where(inArray(savings.tenderId, tenderIds));
      expect(saved.map((row) => [row.userId, row.amount]).sort()).toEqual(
        [
          [running.owner.user.id, 200],
          [supplier.user.id, 200],
        ].sort(),
      );
      // Caught up in one pass: the participant hears of the end, not of a start long gone.
      const titles = await after.ctx.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, idle.user.id));
      expect(titles.map((row) => row.title)).toEqual(['Auction ended']);
    } finally {
      await after.close();
      await database.drop();
    }
  });
});

describe('a clock that is started with the app', () => {
  let app: TestApp | undefined;
  afterAll(async () => app?.close());

  it('ends a due auction by itself within about a second', async () => {
    const database = await freshDatabase();
    const built = await buildApp(testConfig(), { database: database.handle, logger: false });
    app = Object.assign(built, { dispose: async () => {} });
    await app.ready();
    const room = await createRoom(app, { startInMinutes: -60, durationMinutes: 60 });
    const deadline = Date.now() + 5000;
    while ((await readTender(app, room.tenderId)).status !== TenderStatus.ENDED) {
      if (Date.now() > deadline) throw new Error('the clock did not end the auction');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await app.close();
    app = undefined;
    await database.drop();
  });
});

describe('the precise wake-up', () => {
  it('ends an auction at its instant, long before the next regular tick', async () => {
    const app = await buildRoomApp();
    const room = await createRoom(app, { startInMinutes: -60, durationMinutes: 60 });
    // On a loaded machine the first tick may end after the instant: the clock then looks again
    // after a one-second pause, still long before the regular tick.
    const endDate = new Date(Date.now() + 1500);
    await setTender(app, room.tenderId, { endDate });
    const loop = startClock(app.ctx, { log: app.log, tickMs: 60_000 });
    try {
      const deadline = Date.now() + 8000;
      while ((await readTender(app, room.tenderId)).status !== TenderStatus.ENDED) {
        if (Date.now() > deadline) throw new Error('the precise timer did not fire');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(Date.now()).toBeGreaterThanOrEqual(endDate.getTime());
    } finally {
      await loop.stop();
      await app.dispose();
    }
  });
});
