// The buyer's tie rule in the live room (issue 29): two suppliers bid equal offers, and the bid
// receipts, the pushes to each supplier and to the owner, the stored positions, GetTender, the
// result (winner, savings) and the end notices all agree, under each of the three rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Messages, TenderStatus, fillMessage, type TieRule } from '@tendermark/shared';
import { notifications, savings, tenderSuppliers } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  withFreshToken,
} from './factories.ts';
import { eventsNamed, joinTender, settle, type Recorder } from './sockets.ts';

const MINUTE = 60_000;

type Standing = { position: number; tiedWith?: number };
type Expected = {
  /** Alice bids 90 first, Bob matches it, Carol stays at 95. */
  alice: Standing;
  bob: Standing;
  carol: Standing;
  /** What each is told at the end. */
  aliceEnd: string;
  bobEnd: string;
  ownerEnd: (names: { alice: string; bob: string }) => string;
};

const name = 'Office paper';
const tied = (position: number): Standing => ({ position, tiedWith: 1 });

const EXPECTED: Record<TieRule, Expected> = {
  earlierWins: {
    alice: { position: 1 },
    bob: { position: 2 },
    carol: { position: 3 },
    aliceEnd: fillMessage(Messages.auctionEndedWinnerText, { name }),
    bobEnd: fillMessage(Messages.auctionEndedPositionText, { name, position: 2 }),
    ownerEnd: ({ alice }) =>
      fillMessage(Messages.auctionEndedOwnerWinnerText, { name, winner: alice }),
  },
  shareBetter: {
    alice: tied(1),
    bob: tied(1),
    carol: { position: 3 },
    aliceEnd: fillMessage(Messages.auctionEndedTiedText, { name }),
    bobEnd: fillMessage(Messages.auctionEndedTiedText, { name }),
    ownerEnd: ({ alice, bob }) =>
      fillMessage(Messages.auctionEndedOwnerTiedText, { name, winners: `${alice}, ${bob}` }),
  },
  shareWorse: {
    alice: tied(2),
    bob: tied(2),
    carol: { position: 3 },
    aliceEnd: fillMessage(Messages.auctionEndedTiedText, { name }),
    bobEnd: fillMessage(Messages.auctionEndedTiedText, { name }),
    ownerEnd: ({ alice, bob }) =>
      fillMessage(Messages.auctionEndedOwnerTiedText, { name, winners: `${alice}, ${bob}` }),
  },
};

/** The own position a supplier was last pushed, as it was pushed. */
function lastOwnPush(recorder: Recorder) {
  const pushes = eventsNamed(recorder, 'updateSuppliersPositions') as Array<{
    positions: Array<{ userName: string } & Standing>;
  }>;
  const { userName: _name, ...standing } = pushes.at(-1)!.positions[0];
  return standing;
}

describe.each(Object.keys(EXPECTED) as TieRule[])('equal offers under %s', (tieRule) => {
  const expected = EXPECTED[tieRule];
  const clock = manualClock(new Date('2030-07-01T08:00:00Z'));
  let app: LiveApp;
  let room: Awaited<ReturnType<typeof createRoom>>;
  let alice: CreatedUser & { entryId: string };
  let bob: CreatedUser & { entryId: string };
  let carol: CreatedUser & { entryId: string };
  let sockets: { owner: Recorder; alice: Recorder; bob: Recorder };
  let bobReceipt: Awaited<ReturnType<typeof acceptedItemBid>>;

  beforeAll(async () => {
    app = await listening(await buildRoomApp({ clock }));
    room = await createRoom(app, { tieRule, durationMinutes: 30 });
    [alice, bob, carol] = [
      await addSupplier(app, room),
      await addSupplier(app, room),
      await addSupplier(app, room),
    ];
    const joined = async (user: CreatedUser) => {
      const recorder = await app.openRecorder(user.token);
      expect((await joinTender(recorder, room.tenderId)).ok).toBe(true);
      return recorder;
    };
    sockets = {
      owner: await joined(room.owner),
      alice: await joined(alice),
      bob: await joined(bob),
    };
    const itemId = room.itemIds[0];
    await acceptedItemBid(app, carol, room.tenderId, itemId, 95);
    await acceptedItemBid(app, alice, room.tenderId, itemId, 90);
    bobReceipt = await acceptedItemBid(app, bob, room.tenderId, itemId, 90);
    await settle(() => eventsNamed(sockets.owner, 'updateSuppliersPositions').length >= 3);
  });
  afterAll(() => app.dispose());

  it('answers the second equal bid with its position under the rule', () => {
    expect({ position: bobReceipt.position, tiedWith: bobReceipt.tiedWith }).toEqual({
      tiedWith: undefined,
      ...expected.bob,
    });
  });

  it('pushes each supplier its own standing, the one who was matched too', () => {
    expect(lastOwnPush(sockets.alice)).toEqual(expected.alice);
    expect(lastOwnPush(sockets.bob)).toEqual(expected.bob);
    const ownerPushes = eventsNamed(sockets.owner, 'updateSuppliersPositions') as Array<{
      positions: Array<{ userName: string } & Standing>;
    }>;
    const ranking = ownerPushes.at(-1)!.positions.map(({ userName, position, tiedWith }) => ({
      userName,
      position,
      ...(tiedWith !== undefined && { tiedWith }),
    }));
    expect(ranking).toEqual(
      expect.arrayContaining([
        { userName: alice.user.userName, ...expected.alice },
        { userName: bob.user.userName, ...expected.bob },
        { userName: carol.user.userName, ...expected.carol },
      ]),
    );
  });

  it('stores the positions it pushed, and GetTender shows each supplier its own', async () => {
    const stored = await app.ctx.db
      .select({ id: tenderSuppliers.id, position: tenderSuppliers.overallPosition })
      .from(tenderSuppliers)
      .where(eq(tenderSuppliers.tenderId, room.tenderId));
    const positionOf = (entryId: string) => stored.find((row) => row.id === entryId)?.position;
    expect([alice, bob, carol].map((user) => positionOf(user.entryId))).toEqual([
      expected.alice.position,
      expected.bob.position,
      expected.carol.position,
    ]);
    for (const [user, standing] of [
      [alice, expected.alice],
      [bob, expected.bob],
      [carol, expected.carol],
    ] as const) {
      const tender = (await get(app, user, `/api/tender/GetTender?id=${room.tenderId}`)).json();
      expect(tender.tieRule).toBe(tieRule);
      const [own] = tender.suppliers;
      expect({ position: own.overallPosition, tiedWith: own.tiedWith }).toEqual({
        tiedWith: undefined,
        ...standing,
      });
    }
  });

  it('ends with the earlier of the tied offers recorded as winner, and tells each what happened', async () => {
    clock.advance(30 * MINUTE);
    await runDueTransitions(app.ctx);
    const ended = await readTender(app, room.tenderId);
    expect(ended.status).toBe(TenderStatus.ENDED);
    expect(ended.winnerSupplierId).toBe(alice.entryId);
    const saved = await app.ctx.db
      .select({ userId: savings.userId, amount: savings.amount })
      .from(savings)
      .where(eq(savings.tenderId, room.tenderId));
    expect(saved).toEqual(
      expect.arrayContaining([
        { userId: room.owner.user.id, amount: 100 },
        { userId: alice.user.id, amount: 100 },
      ]),
    );
    expect(saved).toHaveLength(2);

    const [owner, asAlice, asBob] = await Promise.all(
      [room.owner, alice, bob].map((user) => withFreshToken(app, user)),
    );
    const resultUrl = `/api/tender/GetAuctionResult?tenderId=${room.tenderId}`;
    const ownerResult = (await get(app, owner, resultUrl)).json();
    expect(ownerResult).toMatchObject({
      winner: { userName: alice.user.userName, isMe: false },
      winningTotal: 900,
      savings: 100,
    });
    expect(
      ownerResult.finalRanking.map((entry: { userName: string } & Standing) => [
        entry.userName,
        entry.position,
        entry.tiedWith,
      ]),
    ).toEqual(
      [
        [alice, expected.alice],
        [bob, expected.bob],
        [carol, expected.carol],
      ].map(([user, standing]) => [
        (user as CreatedUser).user.userName,
        (standing as Standing).position,
        (standing as Standing).tiedWith,
      ]),
    );
    const aliceResult = (await get(app, asAlice, resultUrl)).json();
    expect(aliceResult.winner).toEqual({ isMe: true });
    expect(aliceResult.finalRanking).toEqual([
      { userName: alice.user.userName, ...expected.alice },
    ]);
    const bobResult = (await get(app, asBob, resultUrl)).json();
    expect(bobResult.winner).toEqual({ isMe: false });
    expect(bobResult.finalRanking).toEqual([{ userName: bob.user.userName, ...expected.bob }]);

    const endNotice = async (userId: string) => {
      const [notice] = await app.ctx.db
        .select({ text: notifications.text })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.title, Messages.auctionEndedTitle),
          ),
        );
      return notice?.text;
    };
    expect(await endNotice(alice.user.id)).toBe(expected.aliceEnd);
    expect(await endNotice(bob.user.id)).toBe(expected.bobEnd);
    expect(await endNotice(room.owner.user.id)).toBe(
      expected.ownerEnd({ alice: alice.user.userName, bob: bob.user.userName }),
    );

    // The end's final standings reach each supplier as the result states them.
    await settle(() =>
      eventsNamed(sockets.bob, 'updateTenderStatus').some(
        (push) => (push as { status: number }).status === TenderStatus.ENDED,
      ),
    );
    expect(lastOwnPush(sockets.alice)).toEqual(expected.alice);
    expect(lastOwnPush(sockets.bob)).toEqual(expected.bob);
  });
});
