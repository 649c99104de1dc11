import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages, SupplierStatus, TenderStatus, fillMessage } from '@tendermark/shared';
import { sealedOffers, tenderBids } from '../../src/db/schema/index.ts';
import { verifyBidChain } from '../../src/modules/auction/bid-chain.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { addSupplier, createRoom, get, readTender, setTender } from '../auction/factories.ts';
import {
  SECRET,
  createSealedRoom,
  offerBody,
  sealedOffer,
  submitOffer,
  type OfferValues,
} from './helpers.ts';

const GOOD: OfferValues = { items: [87.65, 43.21], criteria: [7.5] };

describe('submitting a sealed offer', () => {
  const clock = manualClock(new Date('2031-03-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock, config: { sealedOfferSecret: SECRET } });
  });
  afterAll(() => app.dispose());

  it('takes the whole offer until the deadline and answers a receipt without prices', async () => {
    const room = await createSealedRoom(app);
    const supplier = await addSupplier(app, room);
    const reply = await submitOffer(app, supplier, offerBody(room, GOOD));
    expect(reply.statusCode).toBe(200);
    const receipt = reply.json();
    const tender = await readTender(app, room.tenderId);
    expect(receipt).toEqual({
      tenderId: room.tenderId,
      submitted: true,
      submittedAt: clock.now().toISOString(),
      seq: 1,
      hash: tender.bidHash,
      opensAt: tender.proposalEndDate.toISOString(),
      openedAt: null,
    });
    const [entry] = await app.ctx.db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, room.tenderId));
    expect(entry).toMatchObject({ action: 'sealed', value: 0, targetId: room.tenderId, seq: 1 });
    expect(entry.sealedDigest).toMatch(/^[0-9a-f]{64}$/);

    const status = await get(
      app,
      supplier,
      `/api/tendersupplier/GetSealedOfferStatus?tenderId=${room.tenderId}`,
    );
    expect(status.json()).toEqual(receipt);
  });

  it('replaces an earlier offer, each submission a chain entry, and keeps one sealed row', async () => {
    const room = await createSealedRoom(app);
    const supplier = await addSupplier(app, room);
    await sealedOffer(app, supplier, room, GOOD);
    clock.advance(60_000);
    const second = await sealedOffer(app, supplier, room, { items: [80, 40], criteria: [9] });
    expect(second.seq).toBe(2);
    const rows = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seq: 2, submittedAt: clock.now(), openedAt: null });
    const tender = await readTender(app, room.tenderId);
    expect(
      await verifyBidChain(app.ctx.db, room.tenderId, { seq: tender.bidSeq, hash: tender.bidHash }),
    ).toMatchObject({ valid: true, count: 2 });

    const count = await get(
      app,
      room.owner,
      `/api/tender/GetSealedOffers?tenderId=${room.tenderId}`,
    );
    expect(count.json()).toEqual({
      tenderId: room.tenderId,
      count: 1,
      opensAt: tender.proposalEndDate.toISOString(),
      openedAt: null,
      openedBy: null,
    });
  });

  it('refuses an offer that misses an item or a criterion value (400 sealedOfferIncomplete)', async () => {
    const room = await createSealedRoom(app);
    const supplier = await addSupplier(app, room);
    const missingItem = await submitOffer(
      app,
      supplier,
      offerBody(room, { items: [87.65], criteria: [5] }),
    );
    expect(missingItem.statusCode).toBe(400);
    expect(missingItem.json()).toMatchObject({ message: Messages.sealedOfferIncomplete });
    const missingCriterion = await submitOffer(app, supplier, offerBody(room, { items: [1, 2] }));
    expect(missingCriterion.statusCode).toBe(400);
    expect(missingCriterion.json()).toMatchObject({ error: 'sealed_offer_incomplete' });
    const rows = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    expect(rows).toEqual([]);
    expect((await readTender(app, room.tenderId)).bidSeq).toBe(0);
  });

  it('refuses values out of range, a zero price, a line given twice and unknown ids', async () => {
    const room = await createSealedRoom(app);
    const supplier = await addSupplier(app, room);
    const outOfRange = await submitOffer(
      app,
      supplier,
      offerBody(room, { items: [1, 2], criteria: [11] }),
    );
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(
      fillMessage(Messages.bidOutOfRange, { min: '1.00', max: '10.00' }),
    );
    const zero = await submitOffer(
      app,
      supplier,
      offerBody(room, { items: [0, 2], criteria: [5] }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(Messages.bidMustBePositive);
    const body = offerBody(room, GOOD);
    const twice = await submitOffer(app, supplier, {
      ...body,
      itemsBids: [...body.itemsBids, body.itemsBids[0]],
    });
    expect(twice.statusCode).toBe(400);
    const priceCriterion = await submitOffer(app, supplier, {
      ...body,
      criteriaBids: [...body.criteriaBids, { id: room.priceCriterionId, value: 3 }],
    });
    expect(priceCriterion.statusCode).toBe(400);
    const unknown = await submitOffer(app, supplier, {
      ...body,
      itemsBids: [...body.itemsBids, { id: crypto.randomUUID(), value: 3 }],
    });
    expect(unknown.statusCode).toBe(404);
    const negative = await submitOffer(app, supplier, {
      ...body,
      itemsBids: [{ id: room.itemIds[0], value: -1 }, body.itemsBids[1]],
    });
    expect(negative.statusCode).toBe(400);
  });

  it('refuses an offer once the deadline has passed, even before the clock moved the tender (409)', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 1 });
    const supplier = await addSupplier(app, room);
    clock.advance(60_000);
    const late = await submitOffer(app, supplier, offerBody(room, GOOD));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: Messages.proposalPhaseOver });
    await setTender(app, room.tenderId, { status: TenderStatus.RFP_ENDED });
    expect((await submitOffer(app, supplier, offerBody(room, GOOD))).statusCode).toBe(409);
    await setTender(app, room.tenderId, { status: TenderStatus.FREEZE });
    const frozen = await submitOffer(app, supplier, offerBody(room, GOOD));
    expect(frozen.json()).toMatchObject({ message: Messages.tenderFrozen });
  });

  it('refuses the owner, strangers, invited and blocked suppliers, and other formats', async () => {
    const room = await createSealedRoom(app);
    const body = offerBody(room, GOOD);
    const own = await submitOffer(app, room.owner, body);
    expect(own.statusCode).toBe(403);
    const stranger = await createUser(app);
    expect((await submitOffer(app, stranger, body)).statusCode).toBe(404);
    await setTender(app, room.tenderId, { isPublic: true });
    const publicReader = await submitOffer(app, stranger, body);
    expect(publicReader.statusCode).toBe(403);
    expect(publicReader.json()).toMatchObject({ message: Messages.notAuctionParticipant });
    const invited = await addSupplier(app, room, { status: SupplierStatus.INVITED });
    expect((await submitOffer(app, invited, body)).statusCode).toBe(403);
    const blocked = await addSupplier(app, room, { status: SupplierStatus.BLOCKED });
    expect((await submitOffer(app, blocked, body)).statusCode).toBe(403);
    expect(
      (await get(app, stranger, `/api/tender/GetSealedOffers?tenderId=${room.tenderId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          app,
          room.owner,
          `/api/tendersupplier/GetSealedOfferStatus?tenderId=${room.tenderId}`,
        )
      ).statusCode,
    ).toBe(403);

    const english = await createRoom(app, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 30,
    });
    const bidder = await addSupplier(app, english);
    const wrong = await submitOffer(app, bidder, offerBody(english, { items: [90] }));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ message: Messages.wrongAuctionFormat });
  });

  it('answers a supplier without an offer that nothing is in', async () => {
    const room = await createSealedRoom(app);
    const supplier = await addSupplier(app, room);
    const status = await get(
      app,
      supplier,
      `/api/tendersupplier/GetSealedOfferStatus?tenderId=${room.tenderId}`,
    );
    expect(status.json()).toMatchObject({ submitted: false, seq: null, hash: null });
  });
});
