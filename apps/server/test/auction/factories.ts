/**
 * Test data for the live room: tenders in a chosen status with items and criteria, supplier
 * entries written straight to the database, bids over HTTP, and apps sharing one database.
 */
import { eq } from 'drizzle-orm';
import {
  SupplierStatus,
  TenderStatus,
  auctionEnd,
  bidStepFor,
  type TBidReceipt,
  type AuctionFormat,
  type TFormatRules,
  type TieRule,
} from '@tendermark/shared';
import { buildApp } from '../../src/app.ts';
import {
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
} from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { AppConfig } from '../../src/config.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { freshDatabase, onFreshDatabase, testConfig, type TestApp } from '../helper.ts';

const MINUTE = 60_000;

export type ItemSpec = { name?: string; unitPrice: number; quantity: number; bidStep?: number };
export type CriterionSpec = {
  name?: string;
  weight: number;
  winningThreshold?: number;
  minBid?: number | null;
  maxBid?: number | null;
};

export type RoomSpec = {
  status?: number;
  /** Minutes from the clock's now; defaults: proposals ended 20 min ago, started 10 min ago. */
  proposalEndInMinutes?: number;
  startInMinutes?: number;
  durationMinutes?: number;
  items?: ItemSpec[];
  /** Criteria besides the price criterion, which takes the remaining weight. */
  criteria?: CriterionSpec[];
  bidVisibility?: 'rank' | 'rankAndBest';
  tieRule?: TieRule;
  /** Issue 30: the format and its settings (defaults: english, the default rules). */
  auctionFormat?: AuctionFormat;
  formatRules?: Partial<TFormatRules>;
  autoExtendMinutes?: number;
  isDemo?: boolean;
  owner?: CreatedUser;
};

export type Room = {
  tenderId: string;
  owner: CreatedUser;
  itemIds: string[];
  priceCriterionId: string;
  criterionIds: string[];
};

/** A tender as the clock would have left it (running by default), written to the database. */
export async function createRoom(app: TestApp, spec: RoomSpec = {}): Promise<Room> {
  const owner = spec.owner ?? (await createUser(app, { roles: ['BusinessStandard'] }));
  const now = app.ctx.clock.now().getTime();
  const proposalEndDate = new Date(now + (spec.proposalEndInMinutes ?? -20) * MINUTE);
  const startDate = new Date(now + (spec.startInMinutes ?? -10) * MINUTE);
  const durationMinutes = spec.durationMinutes ?? 60;
  const [tender] = await app.ctx.db
    .insert(tenders)
    .values({
      ownerId: owner.user.id,
      status: spec.status ?? TenderStatus.SUBMITTED,
      name: 'Office paper',
      currency: 'EUR',
      isDemo: spec.isDemo ?? false,
      proposalEndDate,
      startDate,
      durationMinutes,
      endDate: auctionEnd(startDate, durationMinutes),
      bidVisibility: spec.bidVisibility ?? 'rankAndBest',
      tieRule: spec.tieRule ?? 'earlierWins',
      auctionFormat: spec.auctionFormat ?? 'english',
      formatRules: spec.formatRules ?? {},
      autoExtendMinutes: spec.autoExtendMinutes ?? 0,
    })
    .returning({ id: tenders.id });
  const [unit] = await app.ctx.db
    .select({ id: unitsOfMeasurement.id })
    .from(unitsOfMeasurement)
    .limit(1);
  const items = spec.items ?? [{ unitPrice: 100, quantity: 10 }];
  const itemRows = await app.ctx.db
    .insert(tenderItems)
    .values(
      items.map((item, position) => ({
        tenderId: tender.id,
        position,
        name: item.name ?? `Item ${position + 1}`,
        unitPrice: item.unitPrice,
        unitId: unit.id,
        quantity: item.quantity,
        bidStep: item.bidStep ?? bidStepFor(item.unitPrice),
      })),
    )
    .returning({ id: tenderItems.id });
  const others = spec.criteria ?? [];
  const priceWeight = 1 - others.reduce((sum, criterion) => sum + criterion.weight, 0);
  const criterionRows = await app.ctx.db
    .insert(tenderCriteria)
    .values([
      {
        tenderId: tender.id,
        position: 0,
        name: 'Total price',
        unitId: 1,
        weight: priceWeight,
        isPrice: true,
      },
      ...others.map((criterion, index) => ({
        tenderId: tender.id,
        position: index + 1,
        name: criterion.name ?? `Criterion ${index + 1}`,
        unitId: 2,
        weight: criterion.weight,
        winningThreshold: criterion.winningThreshold ?? 0,
        minBid: criterion.minBid ?? null,
        maxBid: criterion.maxBid ?? null,
      })),
    ])
    .returning({ id: tenderCriteria.id });
  return {
    tenderId: tender.id,
    owner,
    itemIds: itemRows.map((row) => row.id),
    priceCriterionId: criterionRows[0].id,
    criterionIds: criterionRows.slice(1).map((row) => row.id),
  };
}

/** A supplier entry (accepted by default) for a new user. */
export async function addSupplier(
  app: TestApp,
  room: Room,
  options: { status?: number; isDemo?: boolean; email?: string } = {},
): Promise<CreatedUser & { entryId: string }> {
  const supplier = await createUser(app, { email: options.email });
  const [entry] = await app.ctx.db
    .insert(tenderSuppliers)
    .values({
      tenderId: room.tenderId,
      userId: supplier.user.id,
      status: options.status ?? SupplierStatus.ACCEPTED,
      isDemo: options.isDemo ?? false,
    })
    .returning({ id: tenderSuppliers.id });
  return { ...supplier, entryId: entry.id };
}

export async function setTender(
  app: TestApp,
  tenderId: string,
  values: Partial<typeof tenders.$inferInsert>,
) {
  await app.ctx.db.update(tenders).set(values).where(eq(tenders.id, tenderId));
}

export async function readTender(app: TestApp, tenderId: string) {
  const [tender] = await app.ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
  return tender;
}

export function bidItem(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
  itemId: string,
  bid: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/tendersupplier/BidToItem',
    headers: bearer(user.token),
    payload: { tenderId, ItemId: itemId, Bid: bid },
  });
}

export function bidCriterion(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
  criterionId: string,
  bid: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/tendersupplier/BidToCriterion',
    headers: bearer(user.token),
    payload: { tenderId, CriterionId: criterionId, Bid: bid },
  });
}

/** A bid that must be accepted; returns its receipt. */
export async function acceptedItemBid(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
  itemId: string,
  bid: number,
): Promise<TBidReceipt> {
  const reply = await bidItem(app, user, tenderId, itemId, bid);
  if (reply.statusCode !== 200) throw new Error(`bid ${bid} refused: ${reply.body}`);
  return reply.json();
}

export function get(app: TestApp, user: CreatedUser, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(user.token) });
}

/**
 * The app on a fresh database, by default without its clock loop so the test decides when
 * transitions and demo bids run (runDueTransitions, createDemoBidders).
 */
export async function buildRoomApp(
  options: { clock?: Clock; runClock?: boolean; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    ...onFreshDatabase(database, config),
    clock: options.clock,
    logger: false,
    runClock: options.runClock ?? false,
  });
  await app.ready();
  return Object.assign(app, {
    async dispose() {
      await app.close();
      await database.drop();
    },
  });
}

/** Several apps on one fresh database, as several server processes would run. */
export async function appsOnOneDatabase(
  count: number,
  clock: Clock,
  { runClock = true, config = {} }: { runClock?: boolean; config?: Partial<AppConfig> } = {},
) {
  const database = await freshDatabase();
  const apps: TestApp[] = [];
  for (let index = 0; index < count; index += 1) {
    const nodeConfig = testConfig(config);
    const app = await buildApp(nodeConfig, {
      ...onFreshDatabase(database, nodeConfig),
      clock,
      logger: false,
      runClock,
    });
    await app.ready();
    apps.push(Object.assign(app, { dispose: () => app.close() }));
  }
  return {
    apps,
    async dispose() {
      for (const app of apps) await app.close();
      await database.drop();
    },
  };
}

/** The user with a token issued now (tests that move a manual clock outlive the first one). */
export async function withFreshToken<User extends CreatedUser>(
  app: TestApp,
  user: User,
): Promise<User> {
  const { token } = await app.ctx.accessTokens.issue({
    id: user.user.id,
    userName: user.user.userName,
    roles: user.roles,
    sessionId: user.sessionId,
  });
  return { ...user, token };
}
