/** Texts and mail: localization texts served to the web app and the outbox of sent mail. */
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const localizationTexts = pgTable('localization_texts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  correction: text('correction'),
  isFeText: boolean('is_fe_text').notNull().default(true),
  textCorrected: boolean('text_corrected').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  template: text('template').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
