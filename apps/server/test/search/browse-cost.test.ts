/**
 * Browsing government tenders without keywords (any visitor, on every visit of the search page)
 * takes the newest SEARCH_CANDIDATE_LIMIT rows by release date: an index in that order lets the
 * database read just those rows instead of sorting the whole (imported, large) table each time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CANDIDATE_LIMIT } from '../../src/modules/search/full-text-query.ts';
import { build, type TestApp } from '../helper.ts';

describe('browsing government tenders', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.dispose();
  });

  it('reads the newest candidates from an index, without sorting the table', async () => {
    const plan = await app.ctx.db.transaction(async (tx) => {
      // The test table is tiny: make the planner show what it would do with a large one.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql`
        explain select id from gov_tenders
        where tender_end_date is null or tender_end_date > now()
        order by release_date desc nulls last
        limit ${SEARCH_CANDIDATE_LIMIT}`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toMatch(/Index Scan using gov_tenders_release_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
