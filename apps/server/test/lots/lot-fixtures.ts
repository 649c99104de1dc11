/**
 * Test data for clock lots (issue 30): a Japanese or Dutch tender started by the clock (so its lots
 * and members are written as in production), its suppliers, the lot calls over HTTP with a token
 * issued at the test clock's now, and a tick of the clock (the transitions, then the rounds).
 */
import { eq } from 'drizzle-orm';
import {
  TenderStatus,
  type AuctionFormat,
  type TFormatRules,
  type TLotReceipt,
  type TLotsReply,
  type TieRule,
} from '@tendermark/shared';
import { tenderLots } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import type { manualClock } from '../../src/lib/clock.ts';
import { closeDueRounds } from '../../src/modules/lots/rounds.ts';
import { bearer, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  createRoom,
  withFreshToken,
  type ItemSpec,
  type Room,
} from '../auction/factories.ts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export type TestClock = ReturnType<typeof manualClock>;

export type Supplier = CreatedUser & { entryId: string };

export type ClockRoom = Room & { suppliers: Supplier[]; startAt: Date };

/**
 * A tender of the format whose auction starts one minute from the clock's now; the clock is moved
 * to the start and the start transition run, so the lots exist.
 */
export async function startedClockRoom(
  app: TestApp,
  clock: TestClock,
  spec: {
    format: AuctionFormat;
    rules?: Partial<TFormatRules>;
    suppliers?: number;
    items?: ItemSpec[];
    tieRule?: TieRule;
    durationMinutes?: number;
    /** The start tick comes this late after the start date. */
    lateSeconds?: number;
  },
): Promise<ClockRoom> {
  const room = await createRoom(app, {
    status: TenderStatus.RFP_ENDED,
    proposalEndInMinutes: -5,
    startInMinutes: 1,
    durationMinutes: spec.durationMinutes ?? 60,
    auctionFormat: spec.format,
    formatRules: { roundSeconds: 60, ...spec.rules },
    tieRule: spec.tieRule,
    items: spec.items ?? [{ unitPrice: 100, quantity: 10, bidStep: 5 }],
  });
  const suppliers: Supplier[] = [];
  for (let index = 0; index < (spec.suppliers ?? 3); index += 1)
    suppliers.push(await addSupplier(app, room));
  clock.advance(MINUTE);
  const startAt = clock.now();
  clock.advance((spec.lateSeconds ?? 0) * SECOND);
  const { started } = await runDueTransitions(app.ctx);
  if (!started.includes(room.tenderId)) throw new Error('the tender did not start');
  return { ...room, suppliers, startAt };
}

/** One tick of the clock loop's work for the lots: the tender transitions, then the rounds. */
export async function tick(app: TestApp): Promise<void> {
  await runDueTransitions(app.ctx);
  await closeDueRounds(app.ctx);
}

export async function post(app: TestApp, user: CreatedUser, path: string, payload: object) {
  const fresh = await withFreshToken(app, user);
  return app.inject({
    method: 'POST',
    url: `/api/tendersupplier/${path}`,
    headers: bearer(fresh.token),
    payload,
  });
}

export const acceptLevelCall = (
  app: TestApp,
  user: CreatedUser,
  room: Room,
  round: number,
  itemId = room.itemIds[0],
) => post(app, user, 'AcceptLevel', { tenderId: room.tenderId, itemId, round });

export const dropOutCall = (
  app: TestApp,
  user: CreatedUser,
  room: Room,
  itemId = room.itemIds[0],
) => post(app, user, 'DropOut', { tenderId: room.tenderId, itemId });

export const acceptOfferCall = (
  app: TestApp,
  user: CreatedUser,
  room: Room,
  level: number,
  itemId = room.itemIds[0],
) => post(app, user, 'AcceptOffer', { tenderId: room.tenderId, itemId, level });

/** A Japanese acceptance that must be taken; its receipt. */
export async function accepted(
  app: TestApp,
  user: CreatedUser,
  room: Room,
  round: number,
  itemId = room.itemIds[0],
): Promise<TLotReceipt> {
  const reply = await acceptLevelCall(app, user, room, round, itemId);
  if (reply.statusCode !== 200) throw new Error(`acceptance refused: ${reply.body}`);
  return reply.json();
}

export async function getLots(app: TestApp, user: CreatedUser, tenderId: string) {
  const fresh = await withFreshToken(app, user);
  return app.inject({
    method: 'GET',
    url: `/api/tender/GetLots?tenderId=${tenderId}`,
    headers: bearer(fresh.token),
  });
}

export async function lotsOf(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
): Promise<TLotsReply> {
  const reply = await getLots(app, user, tenderId);
  if (reply.statusCode !== 200) throw new Error(`GetLots refused: ${reply.body}`);
  return reply.json();
}

export async function lotRow(app: TestApp, itemId: string) {
  const [lot] = await app.ctx.db.select().from(tenderLots).where(eq(tenderLots.itemId, itemId));
  return lot;
}

/** Moves the clock to `seconds` after the start (never back). */
export function atSecond(clock: TestClock, room: ClockRoom, seconds: number) {
  clock.set(new Date(room.startAt.getTime() + seconds * SECOND));
}
