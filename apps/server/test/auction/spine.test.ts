import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import { notifications, outboxMails, savings } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  acceptedItemBid,
  addSupplier,
  bidItem,
  buildRoomApp,
  createRoom,
  readTender,
} from './factories.ts';
import { eventsNamed, joinTender, settle } from './sockets.ts';

const MINUTE = 60_000;

/** The auction's side of the event spine: what commits with a change, and what follows it. */
describe('the auction on the event spine', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildRoomApp({ clock }));
  });
  afterAll(() => app.dispose());

  async function stored(users: CreatedUser[]) {
    const ids = users.map((user) => user.user.id);
    const emails = users.map((user) => user.user.email);
    const notices = await app.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, ids),
          eq(notifications.title, Messages.auctionEndedTitle),
        ),
      );
    const mails = await app.ctx.db
      .select({ to: outboxMails.to })
      .from(outboxMails)
      .where(and(inArray(outboxMails.to, emails), eq(outboxMails.template, 'auctionEnded')));
    return {
      notices: notices.map((row) => row.userId).sort(),
      mails: mails.map((row) => row.to).sort(),
    };
  }

  it("writes the end's notifications and result mails in the end's own transaction", async () => {
    const room = await createRoom(app, { startInMinutes: -30, durationMinutes: 60 });
    const supplier = await addSupplier(app, room);
    await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 90);
    const told = [room.owner, supplier];
    const atCommit: Awaited<ReturnType<typeof stored>>[] = [];
    // Runs as soon as the end commits, before anything else may write.
    app.ctx.events.on('auctionEnded', 'test: what the commit of the end holds', async () => {
      atCommit.push(await stored(told));
    });
    clock.advance(31 * MINUTE);

    // The result mails fail to queue after the notices were written: the end rolls back whole.
    const { mailer } = app.ctx;
    app.ctx.mailer = {
      ...mailer,
      queueToUser: async () => {
        throw new Error('outbox refused');
      },
    };
    try {
      await expect(runDueTransitions(app.ctx)).rejects.toThrow('outbox refused');
    } finally {
      app.ctx.mailer = mailer;
    }
    expect((await readTender(app, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    expect(await stored(told)).toEqual({ notices: [], mails: [] });
    expect(
      await app.ctx.db.select().from(savings).where(eq(savings.tenderId, room.tenderId)),
    ).toEqual([]);
    expect(atCommit).toEqual([]);

    const report = await runDueTransitions(app.ctx);
    expect(report.ended).toEqual([room.tenderId]);
    const everyone = {
      notices: told.map((user) => user.user.id).sort(),
      mails: told.map((user) => user.user.email).sort(),
    };
    expect(atCommit).toEqual([everyone]);
    expect(await stored(told)).toEqual(everyone);
  });

  it('a throwing subscriber of the batch event holds up neither the receipts nor the pushes', async () => {
    const room = await createRoom(app);
    const [alice, bob] = [await addSupplier(app, room), await addSupplier(app, room)];
    const owner = await app.openRecorder(room.owner.token);
    const bobSocket = await app.openRecorder(bob.token);
    for (const recorder of [owner, bobSocket])
      expect((await joinTender(recorder, room.tenderId)).ok).toBe(true);
    let calls = 0;
    app.ctx.events.on('bidsAccepted', 'test: fails the first time', () => {
      calls += 1;
      if (calls === 1) throw new Error('subscriber broken');
    });
    const later: number[] = [];
    app.ctx.events.on('bidsAccepted', 'test: subscribed after it', ({ pushes }) => {
      later.push(pushes.room.seq);
    });

    const reply = await bidItem(app, alice, room.tenderId, room.itemIds[0], 95);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ accepted: true, seq: 1, position: 1 });
    await settle(
      () =>
        eventsNamed(owner, 'updateSuppliersItemBid').length === 1 &&
        eventsNamed(bobSocket, 'updateItemBestBid').length === 1,
    );
    expect(eventsNamed(bobSocket, 'updateItemBestBid')).toEqual([
      { tenderId: room.tenderId, itemId: room.itemIds[0], bestBid: 95, seq: 1 },
    ]);
    // The failed subscriber is tried again; the one after it ran at once.
    await app.ctx.events.idle();
    expect(calls).toBe(2);
    expect(later).toEqual([1]);

    // The engine goes on with the next batch.
    expect((await acceptedItemBid(app, bob, room.tenderId, room.itemIds[0], 90)).seq).toBe(2);
    await settle(() => eventsNamed(owner, 'updateSuppliersItemBid').length === 2);
    expect(later).toEqual([1, 2]);
  });
});
