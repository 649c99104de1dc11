/** The owners' tender counts per list class: as the triggers keep them, and counted afresh. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type OwnerCounts = { id: string; n: number[] }[];

const rowsOf = <Row = OwnerCounts[number]>(result: unknown) => (result as { rows: Row[] }).rows;

export async function ownerCounts(
  db: Database,
): Promise<{ counted: OwnerCounts; kept: OwnerCounts }> {
  // Written out here rather than taken from my-tenders-statement's LIST_CLASS: the reference.
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

type Rows = Record<string, unknown>[];

/**
 * What migration 0023's triggers keep for GetMyTenders, as kept and recounted from the tenders,
 * their items and entries: each tender's list row (owner, class, expected price, accepted and
 * awaiting entries), each entry row (the tender's class as the entry's user sees it, sort keys,
 * blank draft, expected price) and the entry rows counted per user and class.
 */
export async function entryLists(
  db: Database,
): Promise<Record<string, { counted: Rows; kept: Rows }>> {
  const rows = async (query: ReturnType<typeof sql>) =>
    rowsOf<Rows[number]>(await db.execute(query));
  const visible = sql.raw('1, 2, 3, 4, 5, 8, 9, 10, 11');
  const keys = sql`
    select s.tender_id::text tender, s.user_id::text "user",
      (t.owner_id = s.user_id)::int * 4 + (t.status in (22, 50))::int * 2
        + (t.owner_id = s.user_id and t.hidden)::int list_class,
      t.name, t.created_at::text created, t.start_date::text start, t.status,
      t.status = 0 and t.version = 0 and not t.is_demo and not t.hidden and t.name = ''
        and t.main_picture_file_id is null blank,
      coalesce((select sum(i.unit_price * i.quantity) from tender_items i
        where i.tender_id = t.id), 0)::float8 total
    from tender_suppliers s join tenders t on t.id = s.tender_id
    where s.status in (${visible})`;
  return {
    listRows: {
      counted: await rows(sql`
        select t.id::text tender, t.owner_id::text owner,
          (t.status in (22, 50))::int * 2 + t.hidden::int list_class,
          coalesce((select sum(i.unit_price * i.quantity) from tender_items i
            where i.tender_id = t.id), 0)::float8 total,
          (select count(*) from tender_suppliers s where s.tender_id = t.id and s.status = 3)::int
            accepted,
          (select count(*) from tender_suppliers s
            where s.tender_id = t.id and s.status in (2, 11))::int awaiting
        from tenders t order by 1`),
      kept: await rows(sql`
        select tender_id::text tender, owner_id::text owner, list_class, total::float8 total,
          accepted, awaiting
        from tender_list_rows order by 1`),
    },
    entryKeys: {
      counted: await rows(sql`${keys} order by 1, 2`),
      kept: await rows(sql`
        select tender_id::text tender, user_id::text "user", list_class, name,
          created_at::text created, start_date::text start, status, blank, total::float8 total
        from tender_entry_keys order by 1, 2`),
    },
    entryCounts: {
      counted: await rows(sql`
        select "user", array[count(*) filter (where list_class = 0),
          count(*) filter (where list_class = 2), count(*) filter (where list_class = 4),
          count(*) filter (where list_class = 5), count(*) filter (where list_class = 6),
          count(*) filter (where list_class = 7)]::int[] n
        from (${keys}) k group by 1 order by 1`),
      kept: await rows(sql`
        select user_id::text "user", array[class0, class2, class4, class5, class6, class7] n
        from tender_entry_counts
        where class0 <> 0 or class2 <> 0 or class4 <> 0 or class5 <> 0 or class6 <> 0
          or class7 <> 0
        order by 1`),
    },
  };
}
