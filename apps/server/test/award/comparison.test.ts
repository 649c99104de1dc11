import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardMessages, type TTenderComparison } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { tenderComparison } from '../../src/modules/award/comparison-service.ts';
import { createUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { addSupplier, buildRoomApp, createRoom } from '../auction/factories.ts';
import { endedAuction, getComparison, type EndedAuction } from './setup.ts';

describe('the comparison of an ended tender', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  let app: TestApp;
  let auction: EndedAuction;
  let comparison: TTenderComparison;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    auction = await endedAuction(app, clock);
    const reply = await getComparison(app, auction.owner, auction.tenderId);
    expect(reply.statusCode).toBe(200);
    comparison = reply.json();
  });
  afterAll(() => app.dispose());

  const rowOf = (supplier: { entryId: string }) =>
    comparison.rows.find((row) => row.supplierId === supplier.entryId)!;

  it('has a row per supplier with an offer, best position first, and says why the others have none', () => {
    expect(comparison.rows.map((row) => row.userName)).toEqual([
      auction.bob.user.userName,
      auction.alice.user.userName,
    ]);
    expect(comparison.excluded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ supplierId: auction.carol.entryId, reason: 'noBid' }),
        expect.objectContaining({ supplierId: auction.dave.entryId, reason: 'blocked' }),
      ]),
    );
    expect(comparison.excluded).toHaveLength(2);
  });

  it('gives each row its final prices, totals, savings against the starting value and the stored position', () => {
    expect(comparison.startingTotal).toBe(1200);
    expect(rowOf(auction.alice)).toMatchObject({
      position: 2,
      isBestRanked: false,
      total: 1092,
      isBestTotal: true,
      savings: 108,
      savingsPercent: 9,
      items: [
        { unitPrice: 90, lineTotal: 900, isBest: true },
        { unitPrice: 48, lineTotal: 192, isBest: false },
      ],
    });
    expect(rowOf(auction.bob)).toMatchObject({
      position: 1,
      isBestRanked: true,
      total: 1110,
      isBestTotal: false,
      savings: 90,
      items: [
        { unitPrice: 95, lineTotal: 950, isBest: false },
        { unitPrice: 40, lineTotal: 160, isBest: true },
      ],
    });
    expect(comparison.items.map((item) => [item.name, item.bestSupplierIds])).toEqual([
      ['Paper A4', [auction.alice.entryId]],
      ['Toner', [auction.bob.entryId]],
    ]);
  });

  it("gives each criterion's value and its weighted share of the score, which add up to the score", () => {
    const [price, delivery] = comparison.criteria;
    expect(price).toMatchObject({ isPrice: true, weight: 0.8, bestValue: 1092, lowestWins: true });
    expect(delivery).toMatchObject({ name: 'Delivery days', weight: 0.2, bestValue: 5 });
    expect(delivery.bestSupplierIds).toEqual([auction.bob.entryId]);
    const alice = rowOf(auction.alice);
    expect(alice.criteria).toEqual([
      { criterionId: price.criterionId, value: 1092, weightedScore: 0.8, isBest: true },
      { criterionId: delivery.criterionId, value: 10, weightedScore: 0.1, isBest: false },
    ]);
    const bob = rowOf(auction.bob);
    expect(bob.criteria[0].weightedScore).toBeCloseTo(0.8 * (1092 / 1110), 4);
    expect(bob.criteria[1]).toMatchObject({ value: 5, weightedScore: 0.2, isBest: true });
    for (const row of [alice, bob])
      expect(row.score).toBeCloseTo(
        row.criteria.reduce((sum, cell) => sum + cell.weightedScore!, 0),
        3,
      );
  });

  it('starts as pending award, and is the same object the exports read', async () => {
    expect(comparison.award).toMatchObject({ state: 'pending', lines: [], isFinal: false });
    expect(await tenderComparison(app.ctx, auction.tenderId)).toEqual(comparison);
  });

  it('is for the owner only: 403 for a participant, 404 for anyone else', async () => {
    expect((await getComparison(app, auction.alice, auction.tenderId)).statusCode).toBe(403);
    const stranger = await createUser(app);
    expect((await getComparison(app, stranger, auction.tenderId)).statusCode).toBe(404);
  });

  it('is refused before the auction has ended (409)', async () => {
    const running = await createRoom(app);
    await addSupplier(app, running);
    const reply = await getComparison(app, running.owner, running.tenderId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(AwardMessages.notEnded);
  });
});
