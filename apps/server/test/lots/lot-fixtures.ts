/**
 * Test data for clock lots (issue 30): a suite's app on a manual clock, a Japanese or Dutch tender
 * started by the clock (so its lots and members are written as in production), its suppliers, the
 * lot calls over HTTP with a token issued at the test clock's now, a tick of the clock (the
 * transitions, then the rounds), and the rows the tests read back (lots, offers, the bid chain).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  TenderStatus,
  type AuctionFormat,
  type LotOutcome,
  type TFormatRules,
  type TLotReceipt,
  type TLotsReply,
  type TieRule,
} from '@tendermark/shared';
import { tenderBids, tenderLots, tenderSuppliers } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { closeDueRounds } from '../../src/modules/lots/rounds.ts';
import { bearer, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
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

/** A Japanese tender as most of its tests take it: the default item, the floor at 50 %. */
export const startedJapaneseRoom = (
  app: TestApp,
  clock: TestClock,
  spec: { suppliers?: number; tieRule?: TieRule; floorPercent?: number } = {},
) =>
  startedClockRoom(app, clock, {
    format: 'japanese',
    suppliers: spec.suppliers,
    tieRule: spec.tieRule,
    rules: { floorPercent: spec.floorPercent ?? 50 },
  });

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

/** A supplier's call on a lot (the room's first by default) that names a round or a level. */
const lotCall =
  (path: 'AcceptLevel' | 'AcceptOffer', field: 'round' | 'level') =>
  (app: TestApp, user: CreatedUser, room: Room, value: number, itemId = room.itemIds[0]) =>
    post(app, user, path, { tenderId: room.tenderId, itemId, [field]: value });

/** A Japanese acceptance of the round's level. */
export const acceptLevelCall = lotCall('AcceptLevel', 'round');

/** A Dutch acceptance of the offer at the level. */
export const acceptOfferCall = lotCall('AcceptOffer', 'level');

export const dropOutCall = (
  app: TestApp,
  user: CreatedUser,
  room: Room,
  itemId = room.itemIds[0],
) => post(app, user, 'DropOut', { tenderId: room.tenderId, itemId });

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

/** The lot's row is closed, with the outcome and whatever else `expected` names. */
export async function expectLotClosed(
  app: TestApp,
  itemId: string,
  expected: {
    outcome: LotOutcome;
    winnerSupplierId: string | null;
    finalLevel?: number | null;
    remaining?: number;
    round?: number;
  },
) {
  expect(await lotRow(app, itemId)).toMatchObject({ state: 'closed', ...expected });
}

/** The tender's status and winner. */
export async function tenderResult(app: TestApp, tenderId: string) {
  const { status, winnerSupplierId } = await readTender(app, tenderId);
  return { status, winnerSupplierId };
}

/** What tenderResult reads of a tender the clock has ended, with its winner (null: none). */
export const endedWithWinner = (winnerSupplierId: string | null) => ({
  status: TenderStatus.ENDED,
  winnerSupplierId,
});

/** A supplier entry's offer prices (item id → price). */
export async function itemBidsOfEntry(app: TestApp, entryId: string) {
  const [entry] = await app.ctx.db
    .select({ itemBids: tenderSuppliers.itemBids })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.id, entryId));
  return entry.itemBids;
}

/** The tender's chained lot actions in sequence order. */
export async function chainOf(app: TestApp, tenderId: string) {
  return app.ctx.db
    .select({ seq: tenderBids.seq, action: tenderBids.action, value: tenderBids.value })
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, tenderId))
    .orderBy(asc(tenderBids.seq));
}

/** The owner's VerifyBidChain report on the tender. */
export async function verifiedChain(app: TestApp, room: Room) {
  const owner = await withFreshToken(app, room.owner);
  const report = await get(app, owner, `/api/tender/VerifyBidChain?tenderId=${room.tenderId}`);
  return report.json();
}

/** The start of a clock tender as startedClockRoom takes it. */
type ClockRoomSpec = Parameters<typeof startedClockRoom>[2];

/**
 * A test file's app on a manual clock that starts at `start`, built before the file's tests and
 * disposed after them (call it at the top of the file), with this file's fixtures bound to it.
 */
export function clockRoomSuite(start: string) {
  const clock = manualClock(new Date(start));
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildRoomApp({ clock });
  });
  afterAll(async () => {
    await built?.dispose();
  });
  const app = (): TestApp => {
    if (!built) throw new Error('the suite’s app is built in beforeAll');
    return built;
  };
  /** The fixture with the suite's app as its first argument. */
  const onApp =
    <Args extends unknown[], Result>(fixture: (app: TestApp, ...args: Args) => Result) =>
    (...args: Args) =>
      fixture(app(), ...args);
  return {
    clock,
    get app() {
      return app();
    },
    started: (spec: ClockRoomSpec) => startedClockRoom(app(), clock, spec),
    japanese: (spec?: Parameters<typeof startedJapaneseRoom>[2]) =>
      startedJapaneseRoom(app(), clock, spec),
    /** Moves the clock to `seconds` after the room's start (never back). */
    atSecond: (room: ClockRoom, seconds: number) => atSecond(clock, room, seconds),
    /** Moves the clock to `seconds` after the room's start, then runs one tick. */
    async tickAt(room: ClockRoom, seconds: number) {
      atSecond(clock, room, seconds);
      await tick(app());
    },
    tick: onApp(tick),
    acceptLevelCall: onApp(acceptLevelCall),
    acceptOfferCall: onApp(acceptOfferCall),
    dropOutCall: onApp(dropOutCall),
    accepted: onApp(accepted),
    getLots: onApp(getLots),
    lotsOf: onApp(lotsOf),
    lotRow: onApp(lotRow),
    expectLotClosed: onApp(expectLotClosed),
    tenderResult: onApp(tenderResult),
    itemBidsOfEntry: onApp(itemBidsOfEntry),
    chainOf: onApp(chainOf),
    verifiedChain: onApp(verifiedChain),
  };
}
