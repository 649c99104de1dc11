/**
 * The trust suites' proof that a refused request wrote nothing: the checksum must change with
 * every row written to a main table, also after it answered from its tally of writes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { changedTables, tableChecksum } from './database-checksum.ts';

describe('main table checksum', () => {
  let app: TestApp;
  let user: CreatedUser;
  const rename = (firstName: string) =>
    app.ctx.db.execute(sql`UPDATE users SET first_name = ${firstName} WHERE id = ${user.user.id}`);

  beforeAll(async () => {
    app = await build({ runClock: false });
    user = await createUser(app);
    await rename('Ada');
  });
  afterAll(() => app.dispose());

  it('stays the same while nothing is written', async () => {
    const first = await tableChecksum(app);
    expect(await tableChecksum(app)).toBe(first);
  });

  it('changes with a row changed after an answer from the tally, and names its table', async () => {
    const before = await tableChecksum(app);
    await rename('Grace');
    const after = await tableChecksum(app);
    expect(after).not.toBe(before);
    expect(changedTables(before, after)).toBe('users');
    await rename('Ada');
    expect(await tableChecksum(app)).toBe(before);
  });

  it('changes with a row added or removed', async () => {
    const before = await tableChecksum(app);
    const other = await createUser(app);
    const added = await tableChecksum(app);
    expect(changedTables(before, added)).toContain('users');
    await app.ctx.db.execute(sql`DELETE FROM user_roles WHERE user_id = ${other.user.id}`);
    expect(changedTables(added, await tableChecksum(app))).toBe('user_roles');
  });

  it('stays the same when a write rewrote the same values or was rolled back', async () => {
    const before = await tableChecksum(app);
    await rename('Ada');
    expect(await tableChecksum(app)).toBe(before);
    await app.ctx.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE users SET first_name = 'Rolled back' WHERE id = ${user.user.id}`,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await tableChecksum(app)).toBe(before);
  });
});
