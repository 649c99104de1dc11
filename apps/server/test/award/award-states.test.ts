import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AwardMessages } from '@tendermark/shared';
import { tenderAuditLog, tenderAwards } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  readTender,
} from '../auction/factories.ts';
import { award, awardStep, endedAuction, type EndedAuction } from './setup.ts';

/** The award's states and transitions: pending → awarded → (cancelled → pending) | final; not awarded. */
describe('awarding an ended tender', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
  });
  afterAll(() => app.dispose());

  const fresh = () => endedAuction(app, clock);
  const whole = (supplier: { entryId: string }) => ({ lines: [{ supplierId: supplier.entryId }] });
  const items = (
    auction: EndedAuction,
    first: { entryId: string },
    second: { entryId: string },
  ) => ({
    lines: [
      { itemId: auction.itemIds[0], supplierId: first.entryId },
      { itemId: auction.itemIds[1], supplierId: second.entryId },
    ],
  });
  const awardRows = (tenderId: string) =>
    app.ctx.db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, tenderId));
  const history = async (tenderId: string) =>
    (
      await app.ctx.db
        .select({ action: tenderAuditLog.action, changes: tenderAuditLog.changes })
        .from(tenderAuditLog)
        .where(eq(tenderAuditLog.tenderId, tenderId))
        .orderBy(tenderAuditLog.id)
    ).filter((entry) => entry.action.includes('award'));

  it('awards the whole tender to the best-ranked offer without a reason', async () => {
    const auction = await fresh();
    const reply = await award(app, auction.owner, auction.tenderId, whole(auction.bob));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      state: 'awarded',
      isFinal: false,
      reason: null,
      total: 1110,
      lines: [{ itemId: null, supplierId: auction.bob.entryId, amount: 1110 }],
    });
    const tender = await readTender(app, auction.tenderId);
    expect(tender).toMatchObject({ awardStatus: 'awarded', awardReason: null, awardFinalAt: null });
    expect(tender.awardDecidedAt).toEqual(clock.now());
    expect(await awardRows(auction.tenderId)).toEqual([
      expect.objectContaining({
        itemId: null,
        supplierId: auction.bob.entryId,
        amount: 1110,
        awardedById: auction.owner.user.id,
        canceledAt: null,
      }),
    ]);
    expect(await history(auction.tenderId)).toEqual([
      {
        action: 'awarded',
        changes: expect.objectContaining({
          total: 1110,
          names: [expect.stringContaining('Whole tender')],
        }),
      },
    ]);
  });

  it('requires a reason to award the whole tender to an offer that is not best-ranked', async () => {
    const auction = await fresh();
    const refused = await award(app, auction.owner, auction.tenderId, whole(auction.alice));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'reason_required',
      message: AwardMessages.reasonRequired,
    });
    expect(await awardRows(auction.tenderId)).toEqual([]);
    const reply = await award(app, auction.owner, auction.tenderId, {
      ...whole(auction.alice),
      reason: 'Lowest total; delivery time is not critical',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      reason: 'Lowest total; delivery time is not critical',
      lines: [{ supplierId: auction.alice.entryId, amount: 1092 }],
    });
    expect((await history(auction.tenderId))[0].changes).toMatchObject({
      reason: 'Lowest total; delivery time is not critical',
    });
  });

  it('awards items to suppliers: each to its lowest bid needs no reason, another choice does', async () => {
    const auction = await fresh();
    const cheapest = await award(app, auction.owner, auction.tenderId, {
      ...items(auction, auction.alice, auction.bob),
      shareRanks: true,
    });
    expect(cheapest.statusCode).toBe(200);
    expect(cheapest.json()).toMatchObject({
      state: 'awarded',
      sharesRanks: true,
      total: 1060,
      lines: [
        {
          itemId: auction.itemIds[0],
          itemName: 'Paper A4',
          supplierId: auction.alice.entryId,
          amount: 900,
        },
        {
          itemId: auction.itemIds[1],
          itemName: 'Toner',
          supplierId: auction.bob.entryId,
          amount: 160,
        },
      ],
    });

    const other = await fresh();
    // Toner to Alice: neither the lowest bid on it nor the best-ranked offer.
    const refused = await award(
      app,
      other.owner,
      other.tenderId,
      items(other, other.bob, other.alice),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('reason_required');
    const reasoned = await award(app, other.owner, other.tenderId, {
      ...items(other, other.bob, other.alice),
      reason: 'Toner compatible with our printers',
    });
    expect(reasoned.statusCode).toBe(200);
    // Paper A4 to Bob needs no reason of its own: Bob is the best-ranked offer.
    const partial = await fresh();
    const bobsPaper = await award(app, partial.owner, partial.tenderId, {
      lines: [{ itemId: partial.itemIds[0], supplierId: partial.bob.entryId }],
    });
    expect(bobsPaper.statusCode).toBe(200);
  });

  it('refuses lines that cannot be awarded (400) and stores nothing', async () => {
    const auction = await fresh();
    const [paper, toner] = auction.itemIds;
    const cases: [unknown, string][] = [
      [
        { lines: [{ itemId: auction.priceCriterionId, supplierId: auction.bob.entryId }] },
        AwardMessages.unknownItem,
      ],
      [
        {
          lines: [
            { itemId: paper, supplierId: auction.bob.entryId },
            { itemId: paper, supplierId: auction.alice.entryId },
          ],
        },
        AwardMessages.duplicateItem,
      ],
      [
        {
          lines: [
            { supplierId: auction.bob.entryId },
            { itemId: toner, supplierId: auction.bob.entryId },
          ],
        },
        AwardMessages.mixedLines,
      ],
      [whole(auction.carol), AwardMessages.notParticipating],
      [whole(auction.dave), AwardMessages.notParticipating],
      [
        { lines: [{ itemId: paper, supplierId: auction.dave.entryId }] },
        AwardMessages.notParticipating,
      ],
      [whole({ entryId: 'not-an-id' }), AwardMessages.notParticipating],
    ];
    for (const [body, message] of cases) {
      const reply = await award(app, auction.owner, auction.tenderId, body as never);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const empty = await award(app, auction.owner, auction.tenderId, { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(await awardRows(auction.tenderId)).toEqual([]);
    expect((await readTender(app, auction.tenderId)).awardStatus).toBeNull();
  });

  it('refuses the whole tender to an incomplete offer, and an item without a bid (400)', async () => {
    const room = await createRoom(app, {
      startInMinutes: -30,
      durationMinutes: 31,
      items: [
        { unitPrice: 10, quantity: 1 },
        { unitPrice: 10, quantity: 1 },
      ],
    });
    const eve = await addSupplier(app, room);
    await acceptedItemBid(app, eve, room.tenderId, room.itemIds[0], 9);
    clock.advance(2 * 60_000);
    await runDueTransitions(app.ctx);
    const incomplete = await award(app, room.owner, room.tenderId, whole(eve));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(AwardMessages.incompleteOffer);
    const noBid = await award(app, room.owner, room.tenderId, {
      lines: [{ itemId: room.itemIds[1], supplierId: eve.entryId }],
    });
    expect(noBid.statusCode).toBe(400);
    expect(noBid.json().message).toBe(AwardMessages.noBidOnItem);
    const paper = await award(app, room.owner, room.tenderId, {
      lines: [{ itemId: room.itemIds[0], supplierId: eve.entryId }],
    });
    expect(paper.statusCode).toBe(200);
  });

  it('cancels an award that is not final with a reason, and the tender can be awarded again', async () => {
    const auction = await fresh();
    await award(app, auction.owner, auction.tenderId, whole(auction.bob));
    const missingReason = await awardStep(app, auction.owner, auction.tenderId, 'CancelAward', ' ');
    expect(missingReason.statusCode).toBe(400);
    clock.advance(60_000);
    const canceled = await awardStep(
      app,
      auction.owner,
      auction.tenderId,
      'CancelAward',
      'Bob cannot deliver this quarter',
    );
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ state: 'pending', lines: [], reason: null });
    expect(await awardRows(auction.tenderId)).toEqual([
      expect.objectContaining({
        supplierId: auction.bob.entryId,
        canceledAt: clock.now(),
        cancelReason: 'Bob cannot deliver this quarter',
      }),
    ]);
    expect((await readTender(app, auction.tenderId)).awardStatus).toBeNull();
    const again = await award(app, auction.owner, auction.tenderId, {
      ...whole(auction.alice),
      reason: 'Second best after the cancellation',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().lines).toEqual([
      expect.objectContaining({ supplierId: auction.alice.entryId }),
    ]);
    expect((await history(auction.tenderId)).map((entry) => entry.action)).toEqual([
      'awarded',
      'award-canceled',
      'awarded',
    ]);
    expect((await history(auction.tenderId))[1].changes).toMatchObject({
      reason: 'Bob cannot deliver this quarter',
    });
  });

  it('makes an award final, after which it cannot be cancelled nor made final again (409)', async () => {
    const auction = await fresh();
    await award(app, auction.owner, auction.tenderId, whole(auction.bob));
    const final = await awardStep(app, auction.owner, auction.tenderId, 'FinalizeAward');
    expect(final.statusCode).toBe(200);
    expect(final.json()).toMatchObject({
      state: 'awarded',
      isFinal: true,
      finalAt: clock.now().toISOString(),
    });
    const cancel = await awardStep(app, auction.owner, auction.tenderId, 'CancelAward', 'Too late');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(AwardMessages.isFinal);
    const twice = await awardStep(app, auction.owner, auction.tenderId, 'FinalizeAward');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AwardMessages.alreadyFinal);
    expect((await history(auction.tenderId)).map((entry) => entry.action)).toEqual([
      'awarded',
      'award-final',
    ]);
  });

  it('closes a tender without award with a reason: final at once, nothing else follows (409)', async () => {
    const auction = await fresh();
    const noReason = await awardStep(app, auction.owner, auction.tenderId, 'CloseWithoutAward', '');
    expect(noReason.statusCode).toBe(400);
    const closed = await awardStep(
      app,
      auction.owner,
      auction.tenderId,
      'CloseWithoutAward',
      'Budget withdrawn',
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      state: 'notAwarded',
      isFinal: true,
      reason: 'Budget withdrawn',
    });
    for (const reply of [
      await award(app, auction.owner, auction.tenderId, whole(auction.bob)),
      await awardStep(app, auction.owner, auction.tenderId, 'CancelAward', 'Oops'),
      await awardStep(app, auction.owner, auction.tenderId, 'FinalizeAward'),
      await awardStep(app, auction.owner, auction.tenderId, 'CloseWithoutAward', 'Again'),
    ]) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(AwardMessages.closedWithoutAward);
    }
    expect(await history(auction.tenderId)).toEqual([
      { action: 'not-awarded', changes: { reason: 'Budget withdrawn' } },
    ]);
  });

  it('answers 409 in the wrong state: awarded twice, nothing to cancel or finalize, not ended', async () => {
    const auction = await fresh();
    const cancel = await awardStep(app, auction.owner, auction.tenderId, 'CancelAward', 'Nothing');
    expect(cancel.json()).toMatchObject({ message: AwardMessages.nothingToCancel });
    expect(cancel.statusCode).toBe(409);
    const finalize = await awardStep(app, auction.owner, auction.tenderId, 'FinalizeAward');
    expect(finalize.statusCode).toBe(409);
    expect(finalize.json().message).toBe(AwardMessages.nothingToFinalize);
    await award(app, auction.owner, auction.tenderId, whole(auction.bob));
    const twice = await award(app, auction.owner, auction.tenderId, whole(auction.bob));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AwardMessages.alreadyAwarded);
    const close = await awardStep(app, auction.owner, auction.tenderId, 'CloseWithoutAward', 'No');
    expect(close.statusCode).toBe(409);

    const running = await createRoom(app);
    const supplier = await addSupplier(app, running);
    const early = await award(app, running.owner, running.tenderId, whole(supplier));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(AwardMessages.notEnded);
    const earlyClose = await awardStep(
      app,
      running.owner,
      running.tenderId,
      'CloseWithoutAward',
      'x',
    );
    expect(earlyClose.statusCode).toBe(409);
  });

  it('is the owner’s: a participant gets 403, anyone else 404, and nothing changes', async () => {
    const auction = await fresh();
    const stranger = await createUser(app);
    for (const [caller, status] of [
      [auction.bob, 403],
      [stranger, 404],
    ] as const) {
      expect((await award(app, caller, auction.tenderId, whole(auction.bob))).statusCode).toBe(
        status,
      );
      for (const step of ['CloseWithoutAward', 'CancelAward'] as const)
        expect((await awardStep(app, caller, auction.tenderId, step, 'Mine')).statusCode).toBe(
          status,
        );
      expect((await awardStep(app, caller, auction.tenderId, 'FinalizeAward')).statusCode).toBe(
        status,
      );
    }
    expect(await awardRows(auction.tenderId)).toEqual([]);
  });

  it('awards once when two awards arrive at the same time (the tender row is locked)', async () => {
    const auction = await fresh();
    const replies = await Promise.all([
      award(app, auction.owner, auction.tenderId, whole(auction.bob)),
      award(app, auction.owner, auction.tenderId, items(auction, auction.alice, auction.bob)),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const rows = await awardRows(auction.tenderId);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json();
    expect(rows).toHaveLength(winner.lines.length);
    expect(
      await app.ctx.db
        .select()
        .from(tenderAuditLog)
        .where(
          and(eq(tenderAuditLog.tenderId, auction.tenderId), eq(tenderAuditLog.action, 'awarded')),
        ),
    ).toHaveLength(1);
  });
});
