/**
 * An ended auction to compare and award: two items and a delivery criterion; Alice has the lowest
 * total and the lowest bid on item 1, Bob the best score (position 1, thanks to delivery) and the
 * lowest bid on item 2; Carol took part but never bid; Dave bid and was blocked.
 */
import { eq } from 'drizzle-orm';
import { SupplierStatus, TenderStatus, type TAwardTenderBodyInput } from '@tendermark/shared';
import { tenderSuppliers } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import type { manualClock } from '../../src/lib/clock.ts';
import { bearer, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  bidCriterion,
  createRoom,
  readTender,
  type Room,
} from '../auction/factories.ts';

const MINUTE = 60_000;

export type ManualClock = ReturnType<typeof manualClock>;

export type Supplier = CreatedUser & { entryId: string };
export type EndedAuction = Room & {
  alice: Supplier;
  bob: Supplier;
  carol: Supplier;
  dave: Supplier;
  deliveryId: string;
};

async function criterionBid(app: TestApp, user: Supplier, room: Room, id: string, bid: number) {
  const reply = await bidCriterion(app, user, room.tenderId, id, bid);
  if (reply.statusCode !== 200) throw new Error(`criterion bid refused: ${reply.body}`);
}

/** The auction, run to its end by the clock (starting value 100 × 10 + 50 × 4 = 1200). */
export async function endedAuction(app: TestApp, clock: ManualClock): Promise<EndedAuction> {
  const room = await createRoom(app, {
    startInMinutes: -30,
    durationMinutes: 31,
    items: [
      { name: 'Paper A4', unitPrice: 100, quantity: 10 },
      { name: 'Toner', unitPrice: 50, quantity: 4 },
    ],
    criteria: [{ name: 'Delivery days', weight: 0.2, minBid: 0, maxBid: 100 }],
  });
  const [alice, bob, carol, dave] = [
    await addSupplier(app, room, { email: `alice-${room.tenderId.slice(0, 8)}@award.test` }),
    await addSupplier(app, room, { email: `bob-${room.tenderId.slice(0, 8)}@award.test` }),
    await addSupplier(app, room, { email: `carol-${room.tenderId.slice(0, 8)}@award.test` }),
    await addSupplier(app, room, { email: `dave-${room.tenderId.slice(0, 8)}@award.test` }),
  ];
  const [paper, toner] = room.itemIds;
  const [delivery] = room.criterionIds;
  await acceptedItemBid(app, alice, room.tenderId, paper, 90);
  await acceptedItemBid(app, alice, room.tenderId, toner, 48);
  await criterionBid(app, alice, room, delivery, 10);
  await acceptedItemBid(app, bob, room.tenderId, paper, 95);
  await acceptedItemBid(app, bob, room.tenderId, toner, 40);
  await criterionBid(app, bob, room, delivery, 5);
  await acceptedItemBid(app, dave, room.tenderId, paper, 99);
  await app.ctx.db
    .update(tenderSuppliers)
    .set({ status: SupplierStatus.BLOCKED, statusBeforeBlock: SupplierStatus.ACCEPTED })
    .where(eq(tenderSuppliers.id, dave.entryId));
  clock.advance(2 * MINUTE);
  await runDueTransitions(app.ctx);
  if ((await readTender(app, room.tenderId)).status !== TenderStatus.ENDED)
    throw new Error('the auction did not end');
  return { ...room, alice, bob, carol, dave, deliveryId: delivery };
}

type Caller = { token: string };

export function getComparison(app: TestApp, caller: Caller, tenderId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/tender/GetTenderComparison?tenderId=${tenderId}`,
    headers: bearer(caller.token),
  });
}

export function award(app: TestApp, caller: Caller, tenderId: string, body: TAwardTenderBodyInput) {
  return app.inject({
    method: 'POST',
    url: `/api/tender/AwardTender?tenderId=${tenderId}`,
    headers: bearer(caller.token),
    payload: body,
  });
}

/** CloseWithoutAward, CancelAward (with a reason) or FinalizeAward (without). */
export function awardStep(
  app: TestApp,
  caller: Caller,
  tenderId: string,
  step: 'CloseWithoutAward' | 'CancelAward' | 'FinalizeAward',
  reason?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/tender/${step}?tenderId=${tenderId}`,
    headers: bearer(caller.token),
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}

export function getTender(app: TestApp, caller: Caller, tenderId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/tender/GetTender?id=${tenderId}`,
    headers: bearer(caller.token),
  });
}
