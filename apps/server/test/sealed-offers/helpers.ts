/** Sealed offers' test data: a sealed tender in its proposal phase, offers, and the clock's tick. */
import { TenderStatus, type TSealedOfferReceipt } from '@tendermark/shared';
import { runDueFormatSteps } from '../../src/jobs/format-steps.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { bearer, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { createRoom, type Room, type RoomSpec } from '../auction/factories.ts';

export const SECRET = 'sealed-offer-test-secret-'.padEnd(48, 's');

/** Two items (10 and 3 pieces) and one criterion besides the price (1 to 10, highest wins). */
export function createSealedRoom(app: TestApp, spec: RoomSpec = {}): Promise<Room> {
  return createRoom(app, {
    auctionFormat: 'sealed',
    status: TenderStatus.SCHEDULED,
    proposalEndInMinutes: 30,
    startInMinutes: 40,
    items: [
      { unitPrice: 100, quantity: 10 },
      { unitPrice: 50, quantity: 3 },
    ],
    criteria: [{ weight: 0.2, winningThreshold: 1, minBid: 1, maxBid: 10 }],
    ...spec,
  });
}

export type OfferValues = { items: number[]; criteria?: number[] };

export function offerBody(room: Room, values: OfferValues) {
  return {
    tenderId: room.tenderId,
    itemsBids: values.items.map((value, index) => ({ id: room.itemIds[index], value })),
    criteriaBids: (values.criteria ?? []).map((value, index) => ({
      id: room.criterionIds[index],
      value,
    })),
  };
}

export function submitOffer(app: TestApp, user: CreatedUser, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/tendersupplier/SubmitSealedOffer',
    headers: bearer(user.token),
    payload: body as object,
  });
}

/** An offer that must be taken; returns its receipt. */
export async function sealedOffer(
  app: TestApp,
  user: CreatedUser,
  room: Room,
  values: OfferValues,
): Promise<TSealedOfferReceipt> {
  const reply = await submitOffer(app, user, offerBody(room, values));
  if (reply.statusCode !== 200) throw new Error(`offer refused: ${reply.body}`);
  return reply.json();
}

/** One tick of the clock loop's work (jobs/clock-loop.ts runOnce, without the demo bidders). */
export async function clockTick(app: TestApp): Promise<void> {
  await runDueTransitions(app.ctx);
  await runDueFormatSteps(app.ctx);
}

/** Every number anywhere in a JSON value. */
export function numbersIn(value: unknown, found: number[] = []): number[] {
  if (typeof value === 'number') found.push(value);
  else if (Array.isArray(value)) for (const each of value) numbersIn(each, found);
  else if (value && typeof value === 'object')
    for (const each of Object.values(value)) numbersIn(each, found);
  return found;
}
