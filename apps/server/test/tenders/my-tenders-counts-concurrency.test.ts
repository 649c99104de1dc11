/**
 * The owners' tender counts GetMyTenders reads (tender_owner_counts, kept by triggers, migration
 * 0022) stay equal to a recount when two nodes — two connection pools on one PostgreSQL database —
 * insert, end, reopen, hide and delete one owner's tenders at the same time, some of them in
 * transactions that roll back. PostgreSQL only (PGlite has one connection).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderListFilter, TenderStatus, type TMyTendersQuery } from '@tendermark/shared';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { tenders, users } from '../../src/db/schema/index.ts';
import { myTendersPage } from '../../src/modules/tenders/my-tenders-page.ts';
import { createPostgresDatabase } from '../helper.ts';
import { legacyListMyTenders } from './legacy-my-tenders.ts';
import { ownerCounts } from './owner-counts.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('tender_owner_counts under concurrent writers on two nodes', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const nodes: DatabaseHandle[] = [];
  const owners: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl as string);
    for (let node = 0; node < 2; node++)
      nodes.push(await openDatabase({ databaseUrl: database.url, poolSize: 6 }));
    await nodes[0].migrate();
    const made = await nodes[0].db
      .insert(users)
      .values(
        [0, 1].map((n) => ({
          userName: `counts-${n}@tendermark.test`,
          email: `counts-${n}@tendermark.test`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    owners.push(...made.map((user) => user.id));
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
});
