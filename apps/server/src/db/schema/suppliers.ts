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
    /**
     * What the entry records (issue 30): 'bid' (a bid, as ever), 'accept' (a clock lot's level
     * accepted: value is the level), 'drop' (left a Japanese lot: value is the last accepted
     * level, or 0), 'sealed' (a sealed offer submitted: value 0, the hash covers its ciphertext
     * through `sealedDigest`), 'open' (a sealed offer's price at the opening).
     */
    action: text('action').notNull().default('bid'),
    /** For 'sealed': SHA-256 of the stored ciphertext, so the chain covers what was sealed. */
    sealedDigest: text('sealed_digest'),
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

/**
 * One lot of a tender whose lots run on their own (issue 30): each item of a Japanese or Dutch
 * tender (a round clock per lot), or of an English tender with staggered close (its own end and
 * overtime). Written when the auction starts; the row is the lot's lock.
 */
export const tenderLots = pgTable(
  'tender_lots',
  {
    itemId: uuid('item_id').primaryKey(),
    tenderId: tenderRef(),
    position: integer('position').notNull(),
    /** 'waiting' | 'open' | 'closed' */
    state: text('state').notNull().default('open'),
    /** japanese, dutch: the current round, its level (a unit price) and its end. */
    round: integer('round').notNull().default(0),
    level: numeric('level', { precision: 18, scale: 4, mode: 'number' }),
    roundEndsAt: instant('round_ends_at'),
    /** english with staggered close: the lot's end, overtime included. */
    endDate: instant('end_date'),
    prolongedMinutes: integer('prolonged_minutes').notNull().default(0),
    /** japanese: suppliers still in. */
    remaining: integer('remaining'),
    /** Once closed: 'won' | 'tied' | 'noAcceptance', the level and the supplier it went to. */
    outcome: text('outcome'),
    finalLevel: numeric('final_level', { precision: 18, scale: 4, mode: 'number' }),
    winnerSupplierId: uuid('winner_supplier_id'),
    closedAt: instant('closed_at'),
  },
  (table) => [
    index('tender_lots_tender_idx').on(table.tenderId, table.position),
    index('tender_lots_round_end_idx').on(table.state, table.roundEndsAt),
    index('tender_lots_end_idx').on(table.state, table.endDate),
  ],
);

/** A supplier's part in one Japanese lot: the last round accepted and when they dropped out. */
export const lotMembers = pgTable(
  'lot_members',
  {
    itemId: uuid('item_id').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => tenderSuppliers.id, { onDelete: 'cascade' }),
    tenderId: tenderRef(),
    /** -1 until the first acceptance. */
    acceptedRound: integer('accepted_round').notNull().default(-1),
    /** Chain seq of that acceptance (the earlier acceptance of a level ranks first). */
    acceptedSeq: integer('accepted_seq').notNull().default(0),
    droppedRound: integer('dropped_round'),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.supplierId] }),
    index('lot_members_round_idx').on(table.itemId, table.droppedRound, table.acceptedRound),
  ],
);

/**
 * A supplier's sealed offer (issue 30): the prices encrypted (AES-256-GCM, a key derived per
 * tender from a secret that is not in the database), so neither the API nor a reader of the
 * database sees them before the opening. One row per entry; a new submission replaces it.
 */
export const sealedOffers = pgTable('sealed_offers', {
  supplierId: uuid('supplier_id')
    .primaryKey()
    .references(() => tenderSuppliers.id, { onDelete: 'cascade' }),
  tenderId: tenderRef(),
  /** base64 of iv | ciphertext | tag */
  sealed: text('sealed').notNull(),
  keyVersion: integer('key_version').notNull().default(1),
  submittedAt: instant('submitted_at').notNull(),
  seq: integer('seq').notNull(),
  openedAt: instant('opened_at'),
});
