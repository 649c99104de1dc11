/** Admin data: the wiki, the client error log, the audit log of admin actions and frozen tenders. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenders } from './tenders.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const wikiCategories = pgTable('wiki_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const wikiEntries = pgTable(
  'wiki_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => wikiCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    /** Markdown; the web app renders it without raw HTML. */
    answer: text('answer').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('wiki_entries_category_idx').on(table.categoryId)],
);

export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** error | unhandledrejection | boundary */
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    userName: text('user_name'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('client_error_logs_created_idx').on(table.createdAt)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was when the action happened, so a removed actor stays readable. */
    actorName: text('actor_name').notNull(),
    /** The admin call, e.g. EditLocalizationText. */
    action: text('action').notNull(),
    /** What the action touched: a text key, a wiki id, a user name, a tender id. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

/** A frozen tender (status FREEZE) and the status that unfreezing restores. */
export const tenderFreezes = pgTable('tender_freezes', {
  tenderId: uuid('tender_id')
    .primaryKey()
    .references(() => tenders.id, { onDelete: 'cascade' }),
  previousStatus: integer('previous_status').notNull(),
  frozenBy: uuid('frozen_by').references(() => users.id, { onDelete: 'set null' }),
  frozenAt: instant('frozen_at').notNull().defaultNow(),
});
