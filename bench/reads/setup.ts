/**
 * bench/reads fixture, written straight into the database: one buyer with many tenders in every
 * stage of their life, each with items, criteria, must-have conditions and supplier entries drawn
 * from one pool of suppliers, who therefore take part in many tenders each (as a busy buyer's
 * regular suppliers do).
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  mustHaveConditions,
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { withSessions } from '../common/sessions.ts';

export type ReadsUser = { id: string; userName: string; sessionId: string };
export type ReadsFixture = {
  owner: ReadsUser;
  tenderIds: string[];
  /** One supplier of the pool and the tenders it has an entry in. */
  supplier: ReadsUser & { tenderIds: string[] };
  /** Every supplier of the pool (with their login sessions), and each tender's suppliers. */
  pool: ReadsUser[];
  suppliersOf: Map<string, ReadsUser[]>;
};

export type ReadsFixtureSize = {
  tenders: number;
  itemsPerTender: number;
  suppliersPerTender: number;
  supplierPool: number;
};

/** NEW, SCHEDULED, RFP_ENDED, SUBMITTED (live), ENDED: a buyer's list holds them all. */
const STATUSES = [0, 5, 11, 20, 22, 22, 22, 20];
const CHUNK = 1000;

export async function createReadsFixture(
  databaseUrl: string,
  size: ReadsFixtureSize,
): Promise<ReadsFixture> {
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  await handle.migrate();
  const { db } = handle;
  try {
    const run = Date.now().toString(36);
    const passwordHash = await hash('Bench1234');
    const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).limit(1);
    if (!unit) throw new Error('no units of measurement: has the server seeded the code lists?');
    const [owner] = await db
      .insert(users)
      .values({
        userName: `reads-owner-${run}@bench.test`,
        email: `reads-owner-${run}@bench.test`,
        passwordHash,
        isActivated: true,
        isEmailConfirmed: true,
      })
      .returning({ id: users.id, userName: users.userName })
      .then((rows) => withSessions(db, rows));
    const pool = await db
      .insert(users)
      .values(
        Array.from({ length: size.supplierPool }, (_, s) => ({
          userName: `reads-${run}-supplier${s}@bench.test`,
          email: `reads-${run}-supplier${s}@bench.test`,
          passwordHash,
          isActivated: true,
          isEmailConfirmed: true,
        })),
      )
      .returning({ id: users.id, userName: users.userName })
      .then((rows) => withSessions(db, rows));

    const now = Date.now();
    const hour = 3600_000;
    const tenderRows = await insertChunked(
      Array.from({ length: size.tenders }, (_, t) => {
        const status = STATUSES[t % STATUSES.length];
        // Spread over two years, so that sorting by date has work to do.
        const start = now + (status >= 20 ? -1 : 1) * ((t * 17) % 700) * 24 * hour;
        return {
          ownerId: owner.id,
          status,
          name: `Reads bench tender ${t + 1}: office supplies and services`,
          keywords: 'office supplies',
          createdAt: new Date(now - (size.tenders - t) * hour),
          proposalEndDate: new Date(start - 24 * hour),
          startDate: new Date(start),
          endDate: new Date(start + 2 * hour),
          durationMinutes: 120,
          bidVisibility: 'rankAndBest' as const,
        };
      }),
      (chunk) => db.insert(tenders).values(chunk).returning({ id: tenders.id }),
    );
    const tenderIds = tenderRows.map((row) => row.id);

    const itemRows = await insertChunked(
      tenderIds.flatMap((tenderId) =>
        Array.from({ length: size.itemsPerTender }, (_, i) => ({
          tenderId,
          position: i,
          name: `Item ${i + 1}: A4 paper, 80 g/m², box of 5 reams`,
          description: 'Delivered to the central warehouse, pallets of 40 boxes.',
          unitPrice: 20 + i,
          unitId: unit.id,
          quantity: 100 + 10 * i,
          bidStep: 0.2,
        })),
      ),
      (chunk) =>
        db
          .insert(tenderItems)
          .values(chunk)
          .returning({ id: tenderItems.id, tenderId: tenderItems.tenderId }),
    );
    await insertChunked(
      tenderIds.flatMap((tenderId) => [
        { tenderId, position: 0, name: 'Total price', unitId: 0, weight: 0.7, isPrice: true },
        { tenderId, position: 1, name: 'Delivery time', unitId: unit.id, weight: 0.2 },
        { tenderId, position: 2, name: 'Warranty', unitId: unit.id, weight: 0.1 },
      ]),
      (chunk) => db.insert(tenderCriteria).values(chunk).returning({ id: tenderCriteria.id }),
    );
    await insertChunked(
      tenderIds.flatMap((tenderId) =>
        ['ISO 9001 certified', 'Invoices in EUR', 'Delivery within 30 days'].map((text, p) => ({
          tenderId,
          position: p,
          text,
        })),
      ),
      (chunk) =>
        db.insert(mustHaveConditions).values(chunk).returning({ id: mustHaveConditions.id }),
    );

    const itemsOf = new Map<string, string[]>();
    for (const item of itemRows)
      itemsOf.set(item.tenderId, [...(itemsOf.get(item.tenderId) ?? []), item.id]);
    const supplierTenders: string[] = [];
    const suppliersOf = new Map<string, ReadsUser[]>();
    const entries = tenderIds.flatMap((tenderId, t) =>
      Array.from({ length: size.suppliersPerTender }, (_, s) => {
        const supplier = pool[(t * 7 + s) % pool.length];
        suppliersOf.set(tenderId, [...(suppliersOf.get(tenderId) ?? []), supplier]);
        const isDraft = STATUSES[t % STATUSES.length] === 0;
        if (supplier.id === pool[0].id && !isDraft) supplierTenders.push(tenderId);
        const itemBids = Object.fromEntries(
          (itemsOf.get(tenderId) ?? []).map((itemId, i) => [itemId, 19 + i - s * 0.1]),
        );
        return {
          tenderId,
          userId: supplier.id,
          // On a draft the entry waits for its invitation; later it has been accepted.
          status: STATUSES[t % STATUSES.length] === 0 ? 0 : 3,
          itemBids,
          invitedAt: new Date(now - 30 * 24 * hour),
        };
      }),
    );
    await insertChunked(entries, (chunk) =>
      db.insert(tenderSuppliers).values(chunk).returning({ id: tenderSuppliers.id }),
    );
    // This machine's PostgreSQL runs without autovacuum (bench/README.md): fresh statistics.
    await db.execute(
      sql`VACUUM (ANALYZE) tenders, tender_items, tender_criteria, must_have_conditions, tender_suppliers, users`,
    );
    return {
      owner,
      tenderIds,
      supplier: { ...pool[0], tenderIds: supplierTenders },
      pool,
      suppliersOf,
    };
  } finally {
    await handle.close();
  }
}

async function insertChunked<Row, Out>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<Out[]>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}
