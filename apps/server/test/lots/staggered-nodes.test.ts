import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenderLots } from '../../src/db/schema/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { acceptedItemBid, addSupplier } from '../auction/factories.ts';
import { eventsNamed, joinTender, settle } from '../auction/sockets.ts';
import { hasTwoNodeServices, twoListeningNodes } from '../auction/two-nodes.ts';
import { MINUTE, SECOND, startedStaggeredRoom } from './staggered-fixtures.ts';

/** Two server processes on one database, their rooms joined through Redis (DESIGN §4). */
describe.runIf(hasTwoNodeServices)('staggered lots on two nodes', () => {
  const nodes = twoListeningNodes(systemClock);

  it('a lot’s overtime taken on one node reaches a member on the other', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await startedStaggeredRoom(nodeA, { autoExtendMinutes: 2 });
    const [alice, bob] = [await addSupplier(nodeA, room), await addSupplier(nodeA, room)];
    const itemId = room.itemIds[0];
    // The first lot is in its final half minute (the system clock runs: its end is set from now).
    const endDate = new Date(Math.ceil((Date.now() + 30 * SECOND) / SECOND) * SECOND);
    await nodeA.ctx.db.update(tenderLots).set({ endDate }).where(eq(tenderLots.itemId, itemId));
    const aliceSocket = await nodeB.openRecorder(alice.token);
    expect((await joinTender(aliceSocket, room.tenderId)).ok).toBe(true);
    // The other node's adapter subscribes to the new socket's rooms in the background.
    await settle(() => true, { extraMs: 200 });

    await acceptedItemBid(nodeA, bob, room.tenderId, itemId, 95);
    const prolonged = () =>
      (eventsNamed(aliceSocket, 'lotUpdate') as { lot: { prolongedMinutes: number } }[]).filter(
        (push) => push.lot.prolongedMinutes > 0,
      );
    await settle(() => prolonged().length > 0);
    expect(prolonged()).toEqual([
      {
        tenderId: room.tenderId,
        lot: expect.objectContaining({
          itemId,
          state: 'open',
          endDate: new Date(endDate.getTime() + 2 * MINUTE).toISOString(),
          prolongedMinutes: 2,
        }),
        overtimeMinutes: 2,
      },
    ]);
  });
});
