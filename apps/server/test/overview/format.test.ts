import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { build, type TestApp } from '../helper.ts';
import { addSupplier, createRoom, get, withFreshToken } from '../auction/factories.ts';
import { SECRET, clockTick, createSealedRoom, sealedOffer } from '../sealed-offers/helpers.ts';
import { pdfPages } from './pdf-text.ts';

const MINUTE = 60_000;

describe('the auction overview names the format (issue 30)', () => {
  const clock = manualClock(new Date('2031-07-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock, config: { sealedOfferSecret: SECRET } });
  });
  afterAll(() => app.dispose());

  it('says a sealed tender’s offers opened at the deadline, in JSON and in the PDF', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 5 });
    const supplier = await addSupplier(app, room);
    await sealedOffer(app, supplier, room, { items: [90, 40], criteria: [5] });
    await sealedOffer(app, supplier, room, { items: [88, 39], criteria: [6] });
    clock.advance(5 * MINUTE);
    await clockTick(app);

    const owner = await withFreshToken(app, room.owner);
    const reply = await get(app, owner, `/api/tender/GetAuctionOverview?id=${room.tenderId}`);
    expect(reply.statusCode).toBe(200);
    const overview = reply.json();
    expect(overview).toMatchObject({
      tenderStatus: TenderStatus.ENDED,
      auctionFormat: 'sealed',
      sealedOpenedAt: clock.now().toISOString(),
    });
    // The opened values only: the two submissions' receipts (value 0) are not offers.
    expect(
      overview.bidHistory.bids.map((bid: { value: number; phase: string }) => bid.value),
    ).toEqual([88, 39, 6]);
    expect(overview.bidHistory.totalCount).toBe(3);

    const pdf = await get(app, owner, `/api/tender/ExportAuctionOverviewPdf?id=${room.tenderId}`);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Sealed offers');
    expect(text).toContain('Offers opened');
    expect(text).toContain('2031-07-01 09:05 UTC, by the clock');
    expect(text).not.toContain('Auction start');
  });

  it('names the open auction of an ended English tender', async () => {
    const room = await createRoom(app, { status: TenderStatus.ENDED });
    const reply = await get(app, room.owner, `/api/tender/GetAuctionOverview?id=${room.tenderId}`);
    expect(reply.json()).toMatchObject({ auctionFormat: 'english', sealedOpenedAt: null });
    const pdf = await get(
      app,
      room.owner,
      `/api/tender/ExportAuctionOverviewPdf?id=${room.tenderId}`,
    );
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Open auction (English)');
    expect(text).toContain('Auction start');
  });
});
