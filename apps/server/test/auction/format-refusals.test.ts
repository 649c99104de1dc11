import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TenderStatus, type AuctionFormat } from '@tendermark/shared';
import type { TestApp } from '../helper.ts';
import { addSupplier, bidCriterion, bidItem, buildRoomApp, createRoom } from './factories.ts';

const criteria = [{ name: 'Warranty', weight: 0.2, winningThreshold: 1, minBid: 0, maxBid: 60 }];

/** A tender of the format in the proposal phase (taking initial offers) or live. */
const phases = {
  proposal: {
    status: TenderStatus.SCHEDULED,
    proposalEndInMinutes: 10,
    startInMinutes: 20,
  },
  live: { status: TenderStatus.SUBMITTED },
} as const;

describe('ordinary bids in the formats that take none (issue 30)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp();
  });
  afterAll(async () => app.dispose());

  async function bidsOn(format: AuctionFormat, phase: keyof typeof phases) {
    const room = await createRoom(app, { ...phases[phase], auctionFormat: format, criteria });
    const supplier = await addSupplier(app, room);
    return [
      await bidItem(app, supplier, room.tenderId, room.itemIds[0], 90),
      await bidCriterion(app, supplier, room.tenderId, room.criterionIds[0], 12),
    ];
  }

  for (const format of ['japanese', 'dutch'] as const)
    for (const phase of ['proposal', 'live'] as const)
      it(`refuses item and criterion bids on a ${format} tender (${phase}): the clock takes acceptances`, async () => {
        for (const reply of await bidsOn(format, phase)) {
          expect(reply.statusCode).toBe(409);
          expect(reply.json()).toEqual({
            error: 'wrong_auction_format',
            message: Messages.wrongAuctionFormat,
          });
        }
      });

  for (const phase of ['proposal', 'live'] as const)
    it(`refuses item and criterion bids on a sealed tender (${phase}): it takes whole sealed offers`, async () => {
      for (const reply of await bidsOn('sealed', phase)) {
        expect(reply.statusCode).toBe(409);
        expect(reply.json()).toEqual({
          error: 'sealed_offers_only',
          message: Messages.sealedOffersOnly,
        });
      }
    });

  it('takes bids on an English tender as before, in both phases', async () => {
    for (const phase of ['proposal', 'live'] as const)
      for (const reply of await bidsOn('english', phase)) expect(reply.statusCode).toBe(200);
  });
});
