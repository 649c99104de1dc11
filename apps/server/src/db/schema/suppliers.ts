/** Supplier participation: entries per tender, invitations of unknown e-mails, favorites, questions and bids. */
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenders } from './tenders.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });
const tenderRef = () =>
  uuid('tender_id')
    .notNull()
    .references(() => tenders.id, { onDelete: 'cascade' });

/** A supplier's current value per item or criterion id. */
export type BidValues = Record<string, number>;

/** One supplier in one tender (spec §3 Supplier entry), with the current offer kept denormalized for the room. */
export const tenderSuppliers = pgTable(
  'tender_suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Participation status id of spec §4 (0–11). */
    status: integer('status').notNull(),
    /** The status a blocked entry had before blocking; unblocking returns there (1 or 3 only). */
    statusBeforeBlock: integer('status_before_block'),
    isPublic: boolean('is_public').notNull().default(false),
    rejectedReason: text('rejected_reason'),
    rejoinReason: text('rejoin_reason'),
    offerDescription: text('offer_description'),
    ownerComment: text('owner_comment'),
    mustHaveResponses: jsonb('must_have_responses')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    itemBids: jsonb('item_bids').$type<BidValues>().notNull().default({}),
    criterionBids: jsonb('criterion_bids').$type<BidValues>().notNull().default({}),
    /** Sequence number of the bid that last changed this offer (ties go to the lower one). */
    reachedSeq: integer('reached_seq').notNull().default(0),
    overallPosition: integer('overall_position').notNull().default(9999),
    score: doublePrecision('score'),
    total: numeric('total', { precision: 18, scale: 4, mode: 'number' }),
    isDemo: boolean('is_demo').notNull().default(false),
    proposalFinalizedAt: instant('proposal_finalized_at'),
    invitedAt: instant('invited_at'),
    lastActivityDate: instant('last_activity_date'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tender_suppliers_tender_user_idx').on(table.tenderId, table.userId),
    index('tender_suppliers_user_idx').on(table.userId, table.status),
  ],
);

/** Invitations sent to addresses with no account yet; redeemed when that address registers. */
export const tenderInvitations = pgTable(
  'tender_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    email: text('email').notNull(),
    message: text('message'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    redeemedAt: instant('redeemed_at'),
  },
  (table) => [uniqueIndex('tender_invitations_tender_email_idx').on(table.tenderId, table.email)],
);

export const tenderFavorites = pgTable(
  'tender_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenderId: tenderRef(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tenderId] })],
);

/** Clarification questions: a supplier asks privately, the owner answers to all participants. */
export const tenderQuestions = pgTable(
  'tender_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    askedById: uuid('asked_by_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('tender_questions_tender_idx').on(table.tenderId, table.createdAt)],
);

/**
 * Every accepted bid, in order. `seq` numbers the bids of one tender; each row's hash covers the
 * previous row's hash, so any later change to the log is detectable.
 */
export const tenderBids = pgTable(
  'tender_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenderId: tenderRef(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => tenderSuppliers.id, { onDelete: 'cascade' }),
    /** 'item' | 'criterion' */
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    value: numeric('value', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    /** 'proposal' (initial offer) | 'live' (auction room) */
    phase: text('phase').notNull(),
    createdAt: instant('created_at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    /** Set when the supplier left and their bids were cleared; kept for the audit chain. */
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [
    uniqueIndex('tender_bids_tender_seq_idx').on(table.tenderId, table.seq),
    index('tender_bids_supplier_idx').on(table.supplierId, table.targetId),
  ],
);

/** In-app notifications (spec §3 Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Optional link target: { action, dataId } (spec: text may embed a link object). */
    link: jsonb('link').$type<{ action: string; dataId: string }>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/** Savings achieved by an ended auction, for the owner and the winning supplier (spec §3). */
export const savings = pgTable(
  'savings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: tenderRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    tenderName: text('tender_name').notNull(),
    date: instant('date').notNull(),
  },
  (table) => [uniqueIndex('savings_tender_user_idx').on(table.tenderId, table.userId)],
);
