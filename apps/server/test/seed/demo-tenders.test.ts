import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { SupplierStatus, TenderStatus, type TMyTendersPage } from '@tendermark/shared';
import { savings, tenderBids, tenderSuppliers, tenders, users } from '../../src/db/schema/index.ts';
import {
  DEMO_BUYER,
  DEMO_SUPPLIERS,
  DemoTenderNames,
  seedDemoTenders,
} from '../../src/db/seed/demo-tenders.ts';
import { readParameters } from '../../src/modules/tenders/parameters-store.ts';
import { seedAccounts } from '../../src/modules/account/seed.ts';
import { openDatabase } from '../../src/db/client.ts';
import type { AppContext } from '../../src/context.ts';
import { verifyBidChain } from '../../src/modules/auction/bid-chain.ts';
import { bearer, login } from '../account/fixtures.ts';
import { build, type TestApp } from '../helper.ts';

describe('demo tenders of SEED_DEMO', () => {
  let app: TestApp;
  let buyerId: string;
  const byStatus = new Map<number, typeof tenders.$inferSelect>();

  beforeAll(async () => {
    app = await build({ config: { seedDemo: true }, runClock: false });
    const [buyer] = await app.ctx.db.select().from(users).where(eq(users.userName, DEMO_BUYER));
    buyerId = buyer.id;
    const rows = await app.ctx.db.select().from(tenders).where(eq(tenders.ownerId, buyerId));
    for (const row of rows) byStatus.set(row.status, row);
  });
  afterAll(() => app.dispose());

  const chainOf = (tender: typeof tenders.$inferSelect) =>
    verifyBidChain(app.ctx.db, tender.id, { seq: tender.bidSeq, hash: tender.bidHash });

  const entriesOf = (tenderId: string) =>
    app.ctx.db
      .select({
        userName: users.userName,
        status: tenderSuppliers.status,
        overallPosition: tenderSuppliers.overallPosition,
        id: tenderSuppliers.id,
      })
      .from(tenderSuppliers)
      .innerJoin(users, eq(users.id, tenderSuppliers.userId))
      .where(eq(tenderSuppliers.tenderId, tenderId))
      .orderBy(asc(users.userName));

  it('gives the demo buyer one tender in each state, with items, criteria and both suppliers', async () => {
    expect([...byStatus.keys()].sort((a, b) => a - b)).toEqual([
      TenderStatus.NEW,
      TenderStatus.SCHEDULED,
      TenderStatus.SUBMITTED,
      TenderStatus.ENDED,
      TenderStatus.CANCELED,
    ]);
    expect(byStatus.size).toBe(5);
    for (const tender of byStatus.values()) {
      expect(tender.isDemo).toBe(false);
      expect(Object.values(DemoTenderNames)).toContain(tender.name);
      const parameters = await readParameters(app.ctx.db, tender);
      expect(parameters.itemsDetails.length).toBeGreaterThanOrEqual(2);
      expect(parameters.criteriaDetails.map((criterion) => criterion.isPrice)).toEqual([
        true,
        false,
      ]);
      expect((await entriesOf(tender.id)).map((entry) => entry.userName)).toEqual([
        ...DEMO_SUPPLIERS,
      ]);
    }
  });

  it('leaves the draft with suppliers picked only, and the scheduled one taking proposals', async () => {
    const draft = byStatus.get(TenderStatus.NEW)!;
    expect((await entriesOf(draft.id)).map((entry) => entry.status)).toEqual([
      SupplierStatus.WAITING_FOR_INVITE,
      SupplierStatus.WAITING_FOR_INVITE,
    ]);
    const scheduled = byStatus.get(TenderStatus.SCHEDULED)!;
    expect(scheduled.proposalEndDate.getTime()).toBeGreaterThan(Date.now());
    expect((await entriesOf(scheduled.id)).map((entry) => entry.status)).toEqual([
      SupplierStatus.ACCEPTED,
      SupplierStatus.INVITED,
    ]);
    const canceled = byStatus.get(TenderStatus.CANCELED)!;
    expect(canceled.canceledReason).toBeTruthy();
  });

  it('ended the auction with a valid bid chain, a winner, positions and savings', async () => {
    const ended = byStatus.get(TenderStatus.ENDED)!;
    expect(ended.endDate.getTime()).toBeLessThan(Date.now());
    const entries = await entriesOf(ended.id);
    expect(entries.map((entry) => entry.overallPosition).sort()).toEqual([1, 2]);
    const winner = entries.find((entry) => entry.overallPosition === 1)!;
    expect(ended.winnerSupplierId).toBe(winner.id);
    expect(winner.userName).toBe(DEMO_SUPPLIERS[0]);
    const bids = await app.ctx.db
      .select({ id: tenderBids.id })
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, ended.id));
    expect(bids.length).toBeGreaterThan(0);
    expect(await chainOf(ended)).toMatchObject({ valid: true, count: bids.length });
    const saved = await app.ctx.db
      .select()
      .from(savings)
      .where(and(eq(savings.tenderId, ended.id), eq(savings.userId, buyerId)));
    expect(saved).toHaveLength(1);
    expect(Number(saved[0].amount)).toBeGreaterThan(0);
  });

  it('keeps the live auction open to a bid of a demo supplier', async () => {
    const live = byStatus.get(TenderStatus.SUBMITTED)!;
    expect(live.startDate.getTime()).toBeLessThan(Date.now());
    expect(live.endDate.getTime()).toBeGreaterThan(Date.now());
    const entries = await entriesOf(live.id);
    expect(entries.map((entry) => entry.status)).toEqual([
      SupplierStatus.ACCEPTED,
      SupplierStatus.ACCEPTED,
    ]);
    expect(await chainOf(live)).toMatchObject({ valid: true });
    expect(live.bidSeq).toBeGreaterThan(0);
    const [item] = (await readParameters(app.ctx.db, live)).itemsDetails;
    const supplier = await login(app, DEMO_SUPPLIERS[1], 'Demo1234');
    const reply = await app.inject({
      method: 'POST',
      url: '/api/tendersupplier/BidToItem',
      headers: bearer(supplier),
      payload: { tenderId: live.id, ItemId: item.id, Bid: Math.round(item.unitPrice * 0.8) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('shows the five in the demo buyer’s list', async () => {
    const buyer = await login(app, DEMO_BUYER, 'Demo1234');
    const reply = await app.inject({
      method: 'GET',
      url: '/api/tender/GetMyTenders',
      headers: bearer(buyer),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json<TMyTendersPage>();
    expect(page.items.map((row) => row.name).sort()).toEqual(Object.values(DemoTenderNames).sort());
  });

  it('adds nothing when run again', async () => {
    expect(await seedDemoTenders(app.ctx)).toBe(0);
    const rows = await app.ctx.db.select().from(tenders).where(eq(tenders.ownerId, buyerId));
    expect(rows).toHaveLength(5);
  });
});

describe('demo tenders seeded by two nodes starting at once', () => {
  it('makes one set of five between them', async () => {
    const app = await build({ runClock: false });
    const ctx: AppContext = { ...app.ctx, config: { ...app.ctx.config, seedDemo: true } };
    // The second node: its own connection pool on the same PostgreSQL database (PGlite serves
    // one process, so there both seeds run in that process on the same handle).
    const pool = (app.ctx.db as unknown as { $client: { options?: { connectionString?: string } } })
      .$client.options;
    const other = pool?.connectionString
      ? await openDatabase({ databaseUrl: pool.connectionString, poolSize: 5 })
      : undefined;
    try {
      await seedAccounts(ctx, app.log);
      const made = await Promise.all([
        seedDemoTenders(ctx),
        seedDemoTenders(other ? { ...ctx, db: other.db } : ctx),
      ]);
      expect(made.sort()).toEqual([0, 5]);
      const [buyer] = await app.ctx.db.select().from(users).where(eq(users.userName, DEMO_BUYER));
      const rows = await app.ctx.db.select().from(tenders).where(eq(tenders.ownerId, buyer.id));
      expect(rows.map((row) => row.name).sort()).toEqual(Object.values(DemoTenderNames).sort());
    } finally {
      await other?.close();
      await app.dispose();
    }
  });
});

describe('demo tenders without SEED_DEMO', () => {
  it('are not made', async () => {
    const app = await build({ runClock: false });
    try {
      expect(await app.ctx.db.select({ id: tenders.id }).from(tenders)).toEqual([]);
    } finally {
      await app.dispose();
    }
  });
});
