/** The owners' tender counts per list class: as the triggers keep them, and counted afresh. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type OwnerCounts = { id: string; n: number[] }[];

const rowsOf = (result: unknown) => (result as { rows: OwnerCounts }).rows;

export async function ownerCounts(
  db: Database,
): Promise<{ counted: OwnerCounts; kept: OwnerCounts }> {
  // Written out here rather than taken from my-tenders-page's LIST_CLASS: the reference.
  const counted = await db.execute(sql`
    select owner_id::text id,
      array[count(*) filter (where (status in (22, 50))::int * 2 + hidden::int = 0),
            count(*) filter (where (status in (22, 50))::int * 2 + hidden::int = 1),
            count(*) filter (where (status in (22, 50))::int * 2 + hidden::int = 2),
            count(*) filter (where (status in (22, 50))::int * 2 + hidden::int = 3)]::int[] n
    from tenders group by owner_id order by 1`);
  const kept = await db.execute(sql`
    select user_id::text id, array[class0, class1, class2, class3] n from tender_owner_counts
    where class0 + class1 + class2 + class3 > 0 order by 1`);
  return { counted: rowsOf(counted), kept: rowsOf(kept) };
}
