/** Tenders and their parts: items, criteria, must-have conditions, files, announcements and the audit trail. */
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { TAddress } from '@tendermark/shared';
import { unitsOfMeasurement } from './codelists.ts';
import { tsvector, vectorOf, weighted } from './full-text.ts';
import { users } from './users.ts';

/** A tender's list class: ended or canceled (2) plus hidden (1); my-tenders-statement.ts LIST_CLASS. */
const listClass = (table: { status: AnyPgColumn; hidden: AnyPgColumn }) =>
  sql`((${table.status} in (22, 50))::int * 2 + ${table.hidden}::int)`;

const money = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const tenders = pgTable(
  'tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    name: text('name').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    industryIds: jsonb('industry_ids').$type<number[]>().notNull().default([]),
    isVatIncluded: boolean('is_vat_included').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    addressSource: integer('address_source'),
    deliveryAddress: jsonb('delivery_address').$type<TAddress>(),
    mainPictureFileId: uuid('main_picture_file_id'),
    durationMinutes: integer('duration_minutes').notNull().default(120),
    proposalEndDate: instant('proposal_end_date').notNull(),
    startDate: instant('start_date').notNull(),
    /** start + duration + prolongations, kept in step so the clock can index it. */
    endDate: instant('end_date').notNull(),
    prolongedMinutes: integer('prolonged_minutes').notNull().default(0),
    autoExtendMinutes: integer('auto_extend_minutes').notNull().default(0),
    bidVisibility: text('bid_visibility').notNull().default('rankAndBest'),
    /**
     * How equal scores rank (issue 29): 'earlierWins' (the earlier offer ranks first, the default),
     * 'shareBetter' (equal offers share the better rank) or 'shareWorse' (they share the worse one).
     */
    tieRule: text('tie_rule').notNull().default('earlierWins'),
    /** 'english' (the default) | 'japanese' | 'dutch' | 'sealed' (issue 30, shared auction/formats). */
    auctionFormat: text('auction_format').notNull().default('english'),
    /** The format's settings (shared ZFormatRules); missing keys take their defaults. */
    formatRules: jsonb('format_rules').$type<Record<string, number>>().notNull().default({}),
    /** Sealed: when the offers were opened (null until the deadline has passed and they are). */
    sealedOpenedAt: instant('sealed_opened_at'),
    stepProgress: integer('step_progress').notNull().default(1),
    canceledReason: text('canceled_reason'),
    scheduledAt: instant('scheduled_at'),
    /**
     * The proposal deadline and the start for which "deadline near" and "starts soon" went out:
     * a reminder is due again only when its date moves.
     */
    proposalReminderFor: instant('proposal_reminder_for'),
    startReminderFor: instant('start_reminder_for'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Last bid sequence number and hash of the tender's bid log (hash chain head). */
    bidSeq: integer('bid_seq').notNull().default(0),
    bidHash: text('bid_hash').notNull().default(''),
    /**
     * Bumped whenever the tender's supplier entries (or their users' names) change: a process may
     * keep a live room's entries between bid flushes while this still matches. Triggers bump it
     * for every writer but the room write, which bumps it itself (migration 0010).
     */
    entriesVersion: bigint('entries_version', { mode: 'number' }).notNull().default(0),
    winnerSupplierId: uuid('winner_supplier_id'),
    endedAt: instant('ended_at'),
    /**
     * The buyer's decision after the auction (issue 29): null while none is made (an ended tender
     * is then pending award), 'awarded' (see tender_awards) or 'notAwarded' (with awardReason).
     */
    awardStatus: text('award_status'),
    /** Why the tender closed without award, or why the award is not the best-ranked offer. */
    awardReason: text('award_reason'),
    awardDecidedAt: instant('award_decided_at'),
    /** Set when the buyer makes the award final: it can no longer be cancelled. */
    awardFinalAt: instant('award_final_at'),
    /** Whether suppliers who did not win are told their rank with the award notice. */
    awardShowsRank: boolean('award_shows_rank').notNull().default(false),
    /** Incremented on every saved change; autosave sends it back to detect lost updates. */
    version: integer('version').notNull().default(0),
    /** Name and keywords (the auction group), the delivery place (the delivery group). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        vectorOf(
          weighted('A', sql`${tenders.name}`, sql`${tenders.keywords}`),
          weighted(
            'B',
            sql`${tenders.deliveryAddress} ->> 'city'`,
            sql`${tenders.deliveryAddress} ->> 'state'`,
            sql`${tenders.deliveryAddress} ->> 'zipCode'`,
          ),
        ),
      ),
  },
  (table) => [
    index('tenders_search_idx').using('gin', table.searchVector),
    index('tenders_owner_idx').on(table.ownerId, table.createdAt),
    // GetMyTenders (my-tenders-statement.ts): an owner's tenders per list class, in the order of a
    // sort column, so a page reads about its own rows; the class is LIST_CLASS there.
    index('tenders_owner_list_created_idx').on(table.ownerId, listClass(table), table.createdAt),
    index('tenders_owner_list_start_idx').on(table.ownerId, listClass(table), table.startDate),
    index('tenders_owner_list_name_idx').on(table.ownerId, listClass(table), table.name),
    index('tenders_owner_list_status_idx').on(
      table.ownerId,
      listClass(table),
      table.status,
      table.createdAt,
    ),
    // The blank drafts GetMyTenders' count takes off (untouched-draft.ts, less its files test).
    index('tenders_owner_blank_draft_idx')
      .on(table.ownerId)
      .where(
        sql`status = 0 and version = 0 and not is_demo and not hidden and name = '' and main_picture_file_id is null`,
      ),
    index('tenders_status_proposal_end_idx').on(table.status, table.proposalEndDate),
    index('tenders_status_start_idx').on(table.status, table.startDate),
    index('tenders_status_end_idx').on(table.status, table.endDate),
  ],
);

/**
 * GetMyTenders' count of a user's own tenders per list class (0 active, 1 active and hidden, 2
 * ended or canceled, 3 ended or canceled and hidden), kept by triggers (migration 0022).
 */
export const tenderOwnerCounts = pgTable('tender_owner_counts', {
  userId: uuid('user_id').primaryKey(),
  class0: integer('class0').notNull().default(0),
  class1: integer('class1').notNull().default(0),
  class2: integer('class2').notNull().default(0),
  class3: integer('class3').notNull().default(0),
});

const tenderRef = () =>
  uuid('tender_id')
    .notNull()
    .references(() => tenders.id, { onDelete: 'cascade' });

export const tenderItems = pgTable(
  'tender_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    unitPrice: money('unit_price').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unitsOfMeasurement.id),
    quantity: money('quantity').notNull(),
    bidStep: money('bid_step').notNull(),
    bestBid: money('best_bid'),
  },
  (table) => [index('tender_items_tender_idx').on(table.tenderId, table.position)],
);

export const tenderCriteria = pgTable(
  'tender_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Id from the UnitOfTenderCriterion code list (packages/shared). */
    unitId: integer('unit_id').notNull(),
    /** 0 lowest wins, 1 highest wins. */
    winningThreshold: integer('winning_threshold').notNull().default(0),
    weight: numeric('weight', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    minBid: money('min_bid'),
    maxBid: money('max_bid'),
    bestBid: money('best_bid'),
    isPrice: boolean('is_price').notNull().default(false),
  },
  (table) => [index('tender_criteria_tender_idx').on(table.tenderId, table.position)],
);

export const mustHaveConditions = pgTable(
  'must_have_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    hasAdditionalInfo: boolean('has_additional_info').notNull().default(false),
    isMandatory: boolean('is_mandatory').notNull().default(false),
  },
  (table) => [index('must_have_conditions_tender_idx').on(table.tenderId, table.position)],
);

/** Stored files: tender attachments, main pictures, and (later) bidders' attachments. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: uuid('tender_id').references(() => tenders.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** attachment | main-picture | bidder-attachment */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('files_tender_idx').on(table.tenderId, table.kind)],
);

export const tenderAnnouncements = pgTable(
  'tender_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('tender_announcements_tender_idx').on(table.tenderId, table.createdAt)],
);

/** Who changed what and when, for the owner's audit trail. */
export const tenderAuditLog = pgTable(
  'tender_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenderId: tenderRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull().defaultNow(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('tender_audit_log_tender_idx').on(table.tenderId, table.at)],
);

/** Reference rates: units of `currency` per 1 EUR on `rateDate` (ECB daily reference rates). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    perEur: numeric('per_eur', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.rateDate] })],
);

/**
 * A counter per tender that triggers bump in the transaction of every change to what GetTender
 * shows of it besides the tender row itself (parts, entries' texts, files, announcements,
 * invitations, awards, the owner's and suppliers' names; migration 0021). With the tender row's
 * xmin it is the key a process's cached reply is checked against on every read
 * (modules/tenders/reply-cache.ts). A table of its own, without a foreign key: bumping it never
 * waits for the tender row, which the bid flush holds.
 */
export const tenderReadRevisions = pgTable('tender_read_revisions', {
  tenderId: uuid('tender_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
