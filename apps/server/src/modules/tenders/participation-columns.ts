/**
 * The supplier entries and favourites of a tender as subqueries: of each row of a query over
 * `tenders` (pass `tenders.id`) or of one tender (pass its id).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tenderFavorites, tenderSuppliers, type tenders } from '../../db/schema/index.ts';

export type TenderRef = typeof tenders.id | string;

/** How many entries of the tender are in one of the statuses. */
export const entriesIn = (tender: TenderRef, statuses: readonly number[]) => sql<number>`(
  select count(*) from ${tenderSuppliers}
  where ${and(eq(tenderSuppliers.tenderId, tender), inArray(tenderSuppliers.status, [...statuses]))}
)::int`;

/** The status of the user's entry in the tender; null without one. */
export const entryStatusOf = (tender: TenderRef, userId: string) => sql<number | null>`(
  select ${tenderSuppliers.status} from ${tenderSuppliers}
  where ${and(eq(tenderSuppliers.tenderId, tender), eq(tenderSuppliers.userId, userId))}
)`;

/** Whether the user marked the tender as a favourite. */
export const isFavoriteOf = (tender: TenderRef, userId: string) => sql<boolean>`exists (
  select 1 from ${tenderFavorites}
  where ${and(eq(tenderFavorites.tenderId, tender), eq(tenderFavorites.userId, userId))}
)`;
