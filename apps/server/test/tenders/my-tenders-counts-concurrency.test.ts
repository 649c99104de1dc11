/**
 * The owners' tender counts GetMyTenders reads (tender_owner_counts, kept by triggers, migration
 * 0022) stay equal to a recount when two nodes — two connection pools on one PostgreSQL database —
 * insert, end, reopen, hide and delete one owner's tenders at the same time, some of them in
 * transactions that roll back; and so do the list rows, entry rows and entry counts (migration
 * 0023) when the nodes change entries of shared suppliers and end, reopen, hide and rename their
 * tenders at the same time. PostgreSQL only (PGlite has one connection).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderListFilter, TenderStatus, type TMyTendersQuery } from '@tendermark/shared';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { tenderSuppliers, tenders, users } from '../../src/db/schema/index.ts';
import { myTendersPage } from '../../src/modules/tenders/my-tenders-page.ts';
import { createPostgresDatabase } from '../helper.ts';
import { legacyListMyTenders } from './legacy-my-tenders.ts';
import { entryLists, ownerCounts } from './owner-counts.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('tender_owner_counts under concurrent writers on two nodes', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const nodes: DatabaseHandle[] = [];
  const owners: string[] = [];
  const suppliers: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl as string);
    for (let node = 0; node < 2; node++)
      nodes.push(await openDatabase({ databaseUrl: database.url, poolSize: 6 }));
    await nodes[0].migrate();
    const made = await nodes[0].db
      .insert(users)
      .values(
        [0, 1, 2, 3, 4].map((n) => ({
          userName: `counts-${n}@tendermark.test`,
          email: `counts-${n}@tendermark.test`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    owners.push(...made.slice(0, 2).map((user) => user.id));
    suppliers.push(...made.slice(2).map((user) => user.id));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.drop();
  });

  /** One writer: `rounds` transactions, each one statement on the owner's tenders. */
  async function writer(node: DatabaseHandle, worker: number, rounds: number) {
    for (let round = 0; round < rounds; round++) {
      const owner = owners[(worker + round) % owners.length];
      const step = (worker * 7 + round * 3) % 6;
      const rollBack = round % 5 === 4;
      const attempt = node.db.transaction(async (tx) => {
        if (step === 0 || step === 1)
          await tx.insert(tenders).values(
            Array.from({ length: 1 + (round % 3) }, (_, n) => ({
              ownerId: owner,
              status: [TenderStatus.NEW, TenderStatus.SUBMITTED, TenderStatus.ENDED][n % 3],
              hidden: (round + n) % 4 === 0,
              name: `T ${worker}.${round}.${n}`,
              proposalEndDate: new Date(),
              startDate: new Date(),
              endDate: new Date(),
            })),
          );
        // Moves between classes, several rows a statement; any tender of the owner's may be hit.
        // The rows are locked in id order, so that writers never wait for each other in a cycle.
        else {
          const count = step === 5 ? 1 : step === 2 ? 3 : 2;
          const picked = sql`(select id from tenders where id in (select id from tenders
            where owner_id = ${owner} order by random() limit ${count}) order by id for update)`;
          if (step === 2)
            await tx.execute(
              sql`update tenders set status = ${TenderStatus.ENDED} where id in ${picked}`,
            );
          else if (step === 3)
            await tx.execute(
              sql`update tenders set status = ${TenderStatus.SUBMITTED} where id in ${picked}`,
            );
          else if (step === 4)
            await tx.execute(sql`update tenders set hidden = not hidden where id in ${picked}`);
          else await tx.execute(sql`delete from tenders where id in ${picked}`);
        }
        // Still open while the other writers go on.
        await tx.execute(sql`select pg_sleep(0)`);
        if (rollBack) throw new Error('roll back');
      });
      await attempt.catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    }
  }

  it('equal a recount, and GetMyTenders counts as the old query did', async () => {
    await Promise.all(
      nodes.flatMap((node, n) =>
        Array.from({ length: 5 }, (_, worker) => writer(node, n * 5 + worker, 40)),
      ),
    );
    const { counted, kept } = await ownerCounts(nodes[1].db);
    expect(counted.length).toBe(2);
    expect(kept).toEqual(counted);
    for (const [n, owner] of owners.entries())
      for (const filter of Object.values(TenderListFilter))
        for (const includeHidden of [false, true]) {
          const query: TMyTendersQuery = {
            owner: true,
            filter,
            includeHidden,
            searchByColumn: 'createDate',
            order: 'desc',
            pageNo: 1,
            recordsPerPage: 5,
          };
          const expected = await legacyListMyTenders(nodes[0].db, owner, query);
          expect(await myTendersPage(nodes[n].db, owner, query)).toEqual(expected);
        }
  }, 120_000);

  /**
   * One writer of entries and of the tenders they are in: `rounds` transactions, each an entry's
   * status (seen or not, accepted or awaiting), a new or a deleted entry, or one tender ended,
   * reopened, hidden or renamed (as the app does: one tender a transaction).
   */
  async function entryWriter(node: DatabaseHandle, worker: number, rounds: number) {
    for (let round = 0; round < rounds; round++) {
      const step = (worker * 5 + round * 3) % 7;
      const supplier = suppliers[(worker + round) % suppliers.length];
      const rollBack = round % 6 === 5;
      const attempt = node.db.transaction(async (tx) => {
        const tender = sql`(select id from tenders where owner_id in (${owners[0]}, ${owners[1]})
          order by random() limit 1)`;
        if (step === 0)
          await tx.execute(sql`insert into tender_suppliers (tender_id, user_id, status)
            select ${tender}, ${supplier}::uuid, ${[1, 2, 3, 11, 0][round % 5]}::int
            on conflict (tender_id, user_id) do nothing`);
        else if (step === 1 || step === 2)
          await tx.execute(sql`update tender_suppliers set status = ${[0, 1, 2, 3, 6, 11][round % 6]}::int
            where id = (select id from tender_suppliers where user_id = ${supplier}
              order by random() limit 1)`);
        else if (step === 3)
          await tx.execute(sql`delete from tender_suppliers where id = (select id
            from tender_suppliers where user_id = ${supplier} order by random() limit 1)`);
        else {
          const change =
            step === 4
              ? sql`status = case when status = ${TenderStatus.ENDED}::int
                  then ${TenderStatus.SUBMITTED}::int else ${TenderStatus.ENDED}::int end`
              : step === 5
                ? sql`hidden = not hidden`
                : sql`name = ${`Renamed ${worker}.${round}`}`;
          await tx.execute(sql`update tenders set ${change} where id = ${tender}`);
        }
        await tx.execute(sql`select pg_sleep(0)`);
        if (rollBack) throw new Error('roll back');
      });
      await attempt.catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    }
  }

  it('keep the list rows, entry rows and entry counts under entry and tender writers', async () => {
    await nodes[0].db.insert(tenders).values(
      owners.flatMap((ownerId) =>
        Array.from({ length: 8 }, (_, n) => ({
          ownerId,
          status: [TenderStatus.SCHEDULED, TenderStatus.SUBMITTED, TenderStatus.ENDED][n % 3],
          name: `E ${n}`,
          proposalEndDate: new Date(),
          startDate: new Date(),
          endDate: new Date(),
        })),
      ),
    );
    await nodes[0].db.insert(tenderSuppliers).values(
      suppliers.flatMap((userId, n) =>
        [0, 1, 2].map((k) => ({
          tenderId: sql`(select id from tenders order by id offset ${n * 3 + k} limit 1)`,
          userId,
          status: [1, 3, 2][k],
        })),
      ) as unknown as Array<typeof tenderSuppliers.$inferInsert>,
    );
    await Promise.all(
      nodes.flatMap((node, n) =>
        Array.from({ length: 4 }, (_, worker) => entryWriter(node, n * 4 + worker, 40)),
      ),
    );
    for (const [part, { kept, counted }] of Object.entries(await entryLists(nodes[1].db)))
      expect(kept, part).toEqual(counted);
    for (const [n, supplier] of suppliers.entries())
      for (const owner of [undefined, false])
        for (const filter of Object.values(TenderListFilter)) {
          const query: TMyTendersQuery = {
            ...(owner === undefined ? {} : { owner }),
            filter,
            includeHidden: false,
            searchByColumn: 'createDate',
            order: 'desc',
            pageNo: 1,
            recordsPerPage: 5,
          };
          const expected = await legacyListMyTenders(nodes[0].db, supplier, query);
          expect(await myTendersPage(nodes[n % 2].db, supplier, query)).toEqual(expected);
        }
  }, 120_000);
});
