/**
 * Bench fixture written straight into the database: one owner, T live tenders with one item and
 * the price criterion, and B accepted suppliers per tender, each with a complete initial offer.
 * Optionally W watchers per tender: accepted suppliers without an offer yet, who may join the room
 * and see its best bids, but are not ranked (so a new best bid does not rewrite their entries).
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { withSessions } from '../common/sessions.ts';

export type BenchTender = {
  tenderId: string;
  itemId: string;
  bidStep: number;
  suppliers: BenchUser[];
  /** Accepted suppliers without an offer (none unless asked for). */
  watchers: BenchUser[];
};
export type BenchUser = { id: string; userName: string; sessionId: string; startBid: number };
export type BenchFixture = { owner: BenchUser; tenders: BenchTender[] };

const UNIT_PRICE = 1000;
const BID_STEP = 0.01;

export async function createFixture(
  databaseUrl: string,
  tenderCount: number,
  biddersPerTender: number,
  watchersPerTender = 0,
): Promise<BenchFixture> {
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  await handle.migrate();
  const { db } = handle;
  try {
    const run = Date.now().toString(36);
    const passwordHash = await hash('Bench1234');
    const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).limit(1);
    const unitId = unit?.id ?? (await seedPieceUnit(handle.db));
    const [owner] = await db
      .insert(users)
      .values({
        userName: `bench-owner-${run}@bench.test`,
        email: `bench-owner-${run}@bench.test`,
        passwordHash,
        isActivated: true,
        isEmailConfirmed: true,
      })
      .returning({ id: users.id, userName: users.userName })
      .then((rows) => withSessions(db, rows));

    const now = Date.now();
    const benchTenders: BenchTender[] = [];
    for (let t = 0; t < tenderCount; t++) {
      const [tender] = await db
        .insert(tenders)
        .values({
          ownerId: owner.id,
          status: 20,
          name: `Bench tender ${t + 1}`,
          proposalEndDate: new Date(now - 2 * 3600_000),
          startDate: new Date(now - 60_000),
          endDate: new Date(now + 3 * 3600_000),
          durationMinutes: 181,
          bidVisibility: 'rankAndBest',
        })
        .returning({ id: tenders.id });
      const [item] = await db
        .insert(tenderItems)
        .values({
          tenderId: tender.id,
          position: 0,
          name: 'Copper cable',
          unitPrice: UNIT_PRICE,
          unitId,
          quantity: 10,
          bidStep: BID_STEP,
        })
        .returning({ id: tenderItems.id });
      await db.insert(tenderCriteria).values({
        tenderId: tender.id,
        position: 0,
        name: 'Total price',
        unitId: 0,
        weight: 1,
        isPrice: true,
        winningThreshold: 0,
      });
      const insertUsers = async (count: number, tag: string) =>
        count === 0
          ? []
          : await db
              .insert(users)
              .values(
                Array.from({ length: count }, (_, s) => ({
                  userName: `bench-${run}-t${t}-${tag}${s}@bench.test`,
                  email: `bench-${run}-t${t}-${tag}${s}@bench.test`,
                  passwordHash,
                  isActivated: true,
                  isEmailConfirmed: true,
                })),
              )
              .returning({ id: users.id, userName: users.userName })
              .then((rows) => withSessions(db, rows));
      const supplierRows = await insertUsers(biddersPerTender, 's');
      const suppliers = supplierRows.map((row, s) => ({ ...row, startBid: UNIT_PRICE - s * 0.5 }));
      const watchers = (await insertUsers(watchersPerTender, 'w')).map((row) => ({
        ...row,
        startBid: 0,
      }));
      await db.insert(tenderSuppliers).values(
        [...suppliers, ...watchers].map((supplier) => ({
          tenderId: tender.id,
          userId: supplier.id,
          status: 3,
          itemBids: supplier.startBid > 0 ? { [item.id]: supplier.startBid } : {},
          invitedAt: new Date(now - 3 * 3600_000),
        })),
      );
      benchTenders.push({
        tenderId: tender.id,
        itemId: item.id,
        bidStep: BID_STEP,
        suppliers,
        watchers,
      });
    }
    // This machine's PostgreSQL runs without autovacuum (a CI setting): without fresh statistics
    // and with the dead rows of earlier runs, the planner picks plans no production server would.
    await db.execute(
      sql`VACUUM (ANALYZE) tenders, tender_items, tender_criteria, tender_suppliers, tender_bids, users`,
    );
    return { owner: { ...owner, startBid: 0 }, tenders: benchTenders };
  } finally {
    await handle.close();
  }
}

async function seedPieceUnit(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const [unit] = await db
    .insert(unitsOfMeasurement)
    .values({ code: 'C62', name: 'piece' })
    .returning({ id: unitsOfMeasurement.id });
  return unit.id;
}

/** Every accepted bid acknowledged to a client must be in the bid log. */
export async function countStoredBids(
  databaseUrl: string,
  tenderIds: string[],
  seqsByTender: Map<string, number[]>,
) {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    let missing = 0;
    let stored = 0;
    for (const tenderId of tenderIds) {
      const rows = await handle.db.execute<{ seq: number }>(
        sql`select seq from tender_bids where tender_id = ${tenderId}`,
      );
      const storedSeqs = new Set(
        (rows as unknown as { rows: { seq: number }[] }).rows.map((row) => Number(row.seq)),
      );
      stored += storedSeqs.size;
      for (const seq of seqsByTender.get(tenderId) ?? []) if (!storedSeqs.has(seq)) missing++;
    }
    return { stored, missing };
  } finally {
    await handle.close();
  }
}
