/** Scripted transactions (the bidding engine's two round trips) on PGlite and, in CI, PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { prepared } from '../../src/db/scripted-transaction.ts';
import { freshDatabase } from '../helper.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await freshDatabase();
  handle = database.handle;
  await handle.db.execute(sql`CREATE TABLE script_rows (id int PRIMARY KEY, note text, doc jsonb)`);
});
afterAll(() => database.drop());

const rows = async () =>
  (
    (await handle.db.execute(
      sql`SELECT id, note, doc FROM script_rows ORDER BY id`,
    )) as unknown as {
      rows: { id: number; note: string; doc: unknown }[];
    }
  ).rows;

describe('scripted transactions', () => {
  it('answers each statement of a step with its rows and commits the last step', async () => {
    const value = await handle.scriptedTransaction(async ({ run }) => {
      const [first, second] = await run([sql`SELECT 1 AS one`, sql`SELECT 2 AS two, 3 AS three`]);
      return {
        value: { first, second },
        commitWith: [sql`INSERT INTO script_rows (id, note) VALUES (${1}, ${'committed'})`],
      };
    });
    expect(value).toEqual({ first: [{ one: 1 }], second: [{ two: 2, three: 3 }] });
    expect(await rows()).toEqual([{ id: 1, note: 'committed', doc: null }]);
  });

  it('inlines values as literals that quotes and backslashes cannot break out of', async () => {
    const note = `it's a \\'; DROP TABLE script_rows; --`;
    const doc = { text: `"quoted" and 'single' \\ back` };
    await handle.scriptedTransaction(async () => ({
      value: undefined,
      commitWith: [
        sql`INSERT INTO script_rows (id, note, doc)
          VALUES (${2}, ${note}, ${JSON.stringify(doc)}::jsonb)`,
      ],
    }));
    expect((await rows()).find((row) => row.id === 2)).toEqual({ id: 2, note, doc });
  });

  it('rolls back every step when the work fails after a step', async () => {
    await expect(
      handle.scriptedTransaction(async ({ run }) => {
        await run([sql`INSERT INTO script_rows (id, note) VALUES (${3}, ${'first step'})`]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await rows()).map((row) => row.id)).not.toContain(3);
  });

  it('rolls back when a statement of the committing step fails', async () => {
    await expect(
      handle.scriptedTransaction(async ({ run }) => {
        await run([sql`INSERT INTO script_rows (id, note) VALUES (${4}, ${'first step'})`]);
        return {
          value: undefined,
          commitWith: [sql`INSERT INTO script_rows (id, note) VALUES (${1}, ${'duplicate key'})`],
        };
      }),
    ).rejects.toThrow();
    expect((await rows()).map((row) => row.id)).toEqual([1, 2]);
    // The connection is usable afterwards.
    await handle.scriptedTransaction(async () => ({
      value: undefined,
      commitWith: [sql`INSERT INTO script_rows (id, note) VALUES (${5}, ${'after'})`],
    }));
    expect((await rows()).map((row) => row.id)).toEqual([1, 2, 5]);
  });

  const insertNote = prepared<'id' | 'note'>(
    'test_insert_note',
    ({ id, note }) =>
      sql`INSERT INTO script_rows (id, note) VALUES (${id}::int, ${note}::text) RETURNING id`,
  );

  it('prepares a statement once per connection and executes it with new arguments', async () => {
    for (const id of [10, 11, 12]) {
      const inserted = await handle.scriptedTransaction(async ({ run }) => {
        const [[row]] = await run([insertNote({ id, note: `it's ${id}` })]);
        return { value: row, commitWith: [insertNote({ id: id + 100, note: 'with commit' })] };
      });
      expect(inserted).toEqual({ id });
    }
    const notes = (await rows()).filter((row) => row.id >= 10).map((row) => [row.id, row.note]);
    expect(notes).toEqual([
      [10, "it's 10"],
      [11, "it's 11"],
      [12, "it's 12"],
      [110, 'with commit'],
      [111, 'with commit'],
      [112, 'with commit'],
    ]);
  });

  it('prepares again after a failed script, on whichever connection runs next', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(
        handle.scriptedTransaction(async ({ run }) => {
          await run([insertNote({ id: 20 + attempt, note: 'rolled back' })]);
          return { value: undefined, commitWith: [insertNote({ id: 10, note: 'duplicate' })] };
        }),
      ).rejects.toThrow();
    await handle.scriptedTransaction(async ({ run }) => {
      await run([insertNote({ id: 30, note: 'after' })]);
      return { value: undefined, commitWith: [] };
    });
    const ids = (await rows()).map((row) => row.id);
    expect(ids).toContain(30);
    expect(ids.filter((id) => id >= 20 && id < 30)).toEqual([]);
  });
});
