import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTender } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import type { TestApp } from '../helper.ts';
import { addSupplier, buildRoomApp, createRoom } from '../auction/factories.ts';
import { award, awardStep, endedAuction, getTender, type EndedAuction } from './setup.ts';

/** The award on the tender pages (GetTender): everything for the owner, own lines for a supplier. */
describe('the award as each viewer reads it', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  let app: TestApp;
  let auction: EndedAuction;
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    auction = await endedAuction(app, clock);
  });
  afterAll(() => app.dispose());

  const tenderOf = async (caller: { token: string }, tenderId = auction.tenderId) => {
    const reply = await getTender(app, caller, tenderId);
    expect(reply.statusCode).toBe(200);
    return reply.json<TTender>();
  };

  it('shows a pending award on an ended tender, and none before the end', async () => {
    expect((await tenderOf(auction.owner)).award).toMatchObject({ state: 'pending', lines: [] });
    expect((await tenderOf(auction.carol)).award).toMatchObject({ state: 'pending', lines: [] });
    const running = await createRoom(app);
    const supplier = await addSupplier(app, running);
    expect((await tenderOf(running.owner, running.tenderId)).award).toBeUndefined();
    expect((await tenderOf(supplier, running.tenderId)).award).toBeUndefined();
  });

  it('shows the owner every line and the reason, a supplier only their own lines and never the reason', async () => {
    const reply = await award(app, auction.owner, auction.tenderId, {
      lines: [
        { itemId: auction.itemIds[0], supplierId: auction.bob.entryId },
        { itemId: auction.itemIds[1], supplierId: auction.alice.entryId },
      ],
      reason: 'Toner compatible with our printers',
      shareRanks: true,
    });
    expect(reply.statusCode).toBe(200);
    const owner = await tenderOf(auction.owner);
    expect(owner.award).toMatchObject({
      state: 'awarded',
      reason: 'Toner compatible with our printers',
      total: 1142,
      lines: [
        { itemName: 'Paper A4', supplierId: auction.bob.entryId, amount: 950 },
        { itemName: 'Toner', supplierId: auction.alice.entryId, amount: 192 },
      ],
    });

    const alice = await tenderOf(auction.alice);
    expect(alice.award).toEqual({
      state: 'awarded',
      isFinal: false,
      decidedAt: clock.now().toISOString(),
      finalAt: null,
      reason: null,
      sharesRanks: true,
      lines: [
        expect.objectContaining({
          itemName: 'Toner',
          supplierId: auction.alice.entryId,
          amount: 192,
        }),
      ],
      total: 192,
      myRank: 2,
    });
    // Nothing of Bob's line reaches Alice: not his entry, his name nor his amount.
    const shown = JSON.stringify(alice.award);
    expect(shown).not.toContain(auction.bob.entryId);
    expect(shown).not.toContain(auction.bob.user.userName);
    // As a JSON number: the digits may well stand inside a random id (CI met "…241950").
    expect(shown).not.toMatch(/[:,[]950(\.0+)?[,\]}]/);

    const bob = await tenderOf(auction.bob);
    expect(bob.award?.lines).toEqual([
      expect.objectContaining({ itemName: 'Paper A4', supplierId: auction.bob.entryId }),
    ]);
    expect(bob.award?.myRank).toBe(1);
    const carol = await tenderOf(auction.carol);
    expect(carol.award).toMatchObject({ state: 'awarded', lines: [], total: null, myRank: null });
    expect(JSON.stringify(carol.award)).not.toContain('Toner compatible');
  });

  it('tells no rank when the buyer does not share ranks, and shows the reason of a closing without award', async () => {
    const other = await endedAuction(app, clock);
    await award(app, other.owner, other.tenderId, { lines: [{ supplierId: other.bob.entryId }] });
    expect((await tenderOf(other.alice, other.tenderId)).award).not.toHaveProperty('myRank');
    const closed = await endedAuction(app, clock);
    await awardStep(app, closed.owner, closed.tenderId, 'CloseWithoutAward', 'Budget withdrawn');
    expect((await tenderOf(closed.alice, closed.tenderId)).award).toMatchObject({
      state: 'notAwarded',
      isFinal: true,
      reason: 'Budget withdrawn',
      lines: [],
    });
  });
});
