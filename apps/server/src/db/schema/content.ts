/** Texts and mail: localization texts served to the web app and the outbox of sent mail. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const localizationTexts = pgTable('localization_texts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  correction: text('correction'),
  isFeText: boolean('is_fe_text').notNull().default(true),
  textCorrected: boolean('text_corrected').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** The one-click unsubscribe link of a mail a user may switch off (List-Unsubscribe). */
    unsubscribeUrl: text('unsubscribe_url'),
    /** Sending attempts so far (mail/sender.ts). */
    attempts: integer('attempts').notNull().default(0),
    /** When the mail worker should (next) try to send it; null once sent or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker that claimed the mail sends it alone until then (claim once across nodes). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
