/** Search (spec §7 Search): government tenders imported from OCDS releases, and saved searches. */
import { sql, type SQL } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TGovClassification,
  TGovNoticeAward,
  TGovNoticeDocument,
  TGovNoticeItem,
  TSavedSearchCriteria,
} from '@tendermark/shared';
import { countries } from './codelists.ts';
import { tsvector, vectorOf, weighted } from './full-text.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const govTenders = pgTable(
  'gov_tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The contracting process's id: one row per process, replaced by a newer release. */
    ocid: text('ocid').notNull().unique(),
    releaseId: text('release_id').notNull(),
    releaseDate: instant('release_date'),
    title: text('title').notNull(),
    description: text('description'),
    buyerName: text('buyer_name'),
    /** Locality, region and country of the buyer, as one line. */
    buyerAddress: text('buyer_address'),
    /** Where the goods or works are delivered, as one line. */
    deliveryPlace: text('delivery_place'),
    /** Item descriptions, one per line. */
    itemsText: text('items_text'),
    countryId: integer('country_id').references(() => countries.id),
    valueAmount: numeric('value_amount', { precision: 20, scale: 2, mode: 'number' }),
    valueCurrency: text('value_currency'),
    /** The value in EUR at import, so that value filters in any currency can use one index. */
    valueEur: numeric('value_eur', { precision: 20, scale: 2, mode: 'number' }),
    tenderStartDate: instant('tender_start_date'),
    tenderEndDate: instant('tender_end_date'),
    status: text('status'),
    procurementMethod: text('procurement_method'),
    classifications: jsonb('classifications').$type<TGovClassification[]>().notNull().default([]),
    /** The items and documents of the notice, for its page (GetGovTenderNotice). */
    items: jsonb('items').$type<TGovNoticeItem[]>().notNull().default([]),
    documents: jsonb('documents').$type<TGovNoticeDocument[]>().notNull().default([]),
    /** Its awards (suppliers, values), cut to NOTICE_LIMITS (issue 29: the round trip of open data). */
    awards: jsonb('awards').$type<TGovNoticeAward[]>().notNull().default([]),
    /** The delivery place (else the buyer's locality) from the gazetteer at import; null if unknown. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** A page of the notice at its publisher, when the release gives one. */
    sourceUrl: text('source_url'),
    publisher: text('publisher').notNull(),
    license: text('license'),
    language: text('language'),
    importedAt: instant('imported_at').notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        vectorOf(
          weighted('A', sql`${govTenders.title}`),
          weighted('B', sql`${govTenders.deliveryPlace}`),
          weighted('C', sql`${govTenders.buyerName}`, sql`${govTenders.buyerAddress}`),
          weighted('D', sql`${govTenders.description}`, sql`${govTenders.itemsText}`),
        ),
      ),
  },
  (table) => [
    index('gov_tenders_search_idx').using('gin', table.searchVector),
    index('gov_tenders_country_idx').on(table.countryId),
    index('gov_tenders_value_eur_idx').on(table.valueEur),
    index('gov_tenders_end_idx').on(table.tenderEndDate),
    // Browsing without keywords reads the newest first (search/full-text-query.ts).
    index('gov_tenders_release_idx').on(table.releaseDate.desc().nullsLast()),
  ],
);

/** A search a user keeps; new matching tenders are mailed to them (beyond the spec). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** auctions | gov */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<TSavedSearchCriteria>().notNull(),
    /** Matches created up to this instant were already reported. */
    checkedUntil: instant('checked_until').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('saved_searches_user_idx').on(table.userId)],
);
