/**
 * Sealed offers under concurrency (issue 30): many suppliers submitting in the same instant all
 * get in, one chain entry each, and two processes opening the same tender at once open it once.
 * Meant for real PostgreSQL (TEST_DATABASE_URL); on PGlite the same checks run serialized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import {
  notifications,
  sealedOffers,
  tenderAuditLog,
  tenderBids,
} from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { verifyBidChain } from '../../src/modules/auction/bid-chain.ts';
import { openDueSealedOffers } from '../../src/modules/sealed-offers/opening.ts';
import { addSupplier, appsOnOneDatabase, readTender } from '../auction/factories.ts';
import { SECRET, createSealedRoom, offerBody, submitOffer } from './helpers.ts';

const SUPPLIERS = 30;
const MINUTE = 60_000;

describe('sealed offers on two processes sharing one database', () => {
  const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, {
      runClock: false,
      config: { sealedOfferSecret: SECRET },
    });
  });
  afterAll(() => cluster.dispose());

  it(`takes ${SUPPLIERS} offers sent at once, then opens them exactly once when both open at once`, async () => {
    const [first, second] = cluster.apps;
    const room = await createSealedRoom(first, { proposalEndInMinutes: 10 });
    const suppliers = [];
    for (let index = 0; index < SUPPLIERS; index += 1)
      suppliers.push(await addSupplier(first, room));

    const replies = await Promise.all(
      suppliers.map((supplier, index) =>
        submitOffer(
          index % 2 === 0 ? first : second,
          supplier,
          offerBody(room, { items: [90 - index, 40 + index / 10], criteria: [5] }),
        ),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(SUPPLIERS).fill(200));
    const seqs = replies.map((reply) => reply.json().seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: SUPPLIERS }, (_, index) => index + 1));
    const stored = await first.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    expect(stored).toHaveLength(SUPPLIERS);
    let tender = await readTender(first, room.tenderId);
    expect(
      await verifyBidChain(first.ctx.db, room.tenderId, {
        seq: tender.bidSeq,
        hash: tender.bidHash,
      }),
    ).toEqual({ valid: true, count: SUPPLIERS, headHash: tender.bidHash });

    clock.advance(10 * MINUTE);
    const opened = await Promise.all([
      openDueSealedOffers(first.ctx),
      openDueSealedOffers(second.ctx),
      openDueSealedOffers(first.ctx),
      openDueSealedOffers(second.ctx),
    ]);
    expect(opened.flat()).toEqual([room.tenderId]);

    tender = await readTender(first, room.tenderId);
    expect(tender.status).toBe(TenderStatus.ENDED);
    // Equal criterion values, prices falling with the index: the last offer is the cheapest.
    expect(tender.winnerSupplierId).toBe(suppliers.at(-1)!.entryId);
    const openEntries = await first.ctx.db
      .select({ seq: tenderBids.seq })
      .from(tenderBids)
      .where(and(eq(tenderBids.tenderId, room.tenderId), eq(tenderBids.action, 'open')));
    expect(openEntries).toHaveLength(SUPPLIERS * 3);
    expect(
      await verifyBidChain(first.ctx.db, room.tenderId, {
        seq: tender.bidSeq,
        hash: tender.bidHash,
      }),
    ).toMatchObject({ valid: true, count: SUPPLIERS * 4 });
    const openings = await first.ctx.db
      .select()
      .from(tenderAuditLog)
      .where(
        and(eq(tenderAuditLog.tenderId, room.tenderId), eq(tenderAuditLog.action, 'offers-opened')),
      );
    expect(openings).toHaveLength(1);
    const ownerEnds = await first.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, room.owner.user.id),
          eq(notifications.title, Messages.auctionEndedTitle),
        ),
      );
    expect(ownerEnds).toHaveLength(1);
  });

  it('refuses an offer sent at the deadline while another process opens the tender', async () => {
    const [first, second] = cluster.apps;
    const room = await createSealedRoom(first, { proposalEndInMinutes: 1 });
    const supplier = await addSupplier(first, room);
    clock.advance(MINUTE);
    const [reply] = await Promise.all([
      submitOffer(first, supplier, offerBody(room, { items: [90, 40], criteria: [5] })),
      openDueSealedOffers(second.ctx),
    ]);
    // At the deadline the offer is late whichever runs first, and the opening holds nothing after it.
    expect(reply.statusCode).toBe(409);
    const tender = await readTender(first, room.tenderId);
    expect(tender).toMatchObject({ status: TenderStatus.ENDED, bidSeq: 0 });
  });
});
