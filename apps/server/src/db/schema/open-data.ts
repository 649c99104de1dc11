/** Open Contracting Data Standard releases of public tenders (issue 29). */
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenders } from './tenders.ts';

/**
 * One published OCDS 1.1 release: immutable once written. `ocid` is the configured prefix plus the
 * tender id; `releaseId` is unique within the ocid. Listed by (publishedAt, id) for date paging.
 */
export const ocdsReleases = pgTable(
  'ocds_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the tender is deleted: its releases stay published (they are immutable). */
    tenderId: uuid('tender_id').references(() => tenders.id, { onDelete: 'set null' }),
    ocid: text('ocid').notNull(),
    releaseId: text('release_id').notNull(),
    /** The release's tags: tender, tenderUpdate, award, contract, tenderCancellation… */
    tags: jsonb('tags').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    release: jsonb('release').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    uniqueIndex('ocds_releases_release_idx').on(table.ocid, table.releaseId),
    index('ocds_releases_published_idx').on(table.publishedAt, table.id),
    index('ocds_releases_tender_idx').on(table.tenderId, table.id),
  ],
);
