/** Statements prepared on pooled connections (db/prepared-statements.ts), on PGlite and PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { genericPlanQuery } from '../../src/db/prepared-statements.ts';
import { prepared } from '../../src/db/scripted-transaction.ts';
import { freshDatabase } from '../helper.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await freshDatabase();
  handle = database.handle;
});
afterAll(() => database.drop());

const plusOne = { name: 'test_plus_one', text: 'select $1::int + 1 as n, $2::text as note' };
const selectValue = prepared<'value'>('test_select_value', (a) => sql`SELECT ${a.value}::int AS v`);

describe('generic-plan statements', () => {
  it('answers with escaped literals, again from the prepared statement', async () => {
    const note = `it's a \\'; select 1; --`;
    expect(await genericPlanQuery(handle.db, plusOne, [41, note])).toEqual([{ n: 42, note }]);
    expect(await genericPlanQuery(handle.db, plusOne, [1, 'again'])).toEqual([
      { n: 2, note: 'again' },
    ]);
  });

  // A failed scripted transaction deallocates everything its connection holds; the pool hands
  // the last released connection out next, so the page's statement must be prepared anew there.
  it('prepares again after a failed scripted transaction deallocated the connection', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await genericPlanQuery(handle.db, plusOne, [round, 'before'])).toEqual([
        { n: round + 1, note: 'before' },
      ]);
      await expect(
        handle.scriptedTransaction(async ({ run }) => {
          await run([selectValue({ value: round })]);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await genericPlanQuery(handle.db, plusOne, [round, 'after'])).toEqual([
        { n: round + 1, note: 'after' },
      ]);
    }
  });
});
