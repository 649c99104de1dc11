/** Profile-related storage: company invitations, billing events, survey answers and issue reports. */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A colleague invited by e-mail into a company (the collaborator form); the mail carries the token. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased address the invitation was sent to. */
    email: text('email').notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
  },
  (table) => [
    uniqueIndex('company_invitations_company_email_idx').on(table.companyId, table.email),
  ],
);

/** Billing webhook events already applied, so that a repeated delivery changes nothing twice. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  plan: text('plan').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/** The answers of the survey shown once after the first login. */
export const surveyAnswers = pgTable('survey_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Issue reports (also mailed to the admins), for the admin list. */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('issue_reports_created_idx').on(table.createdAt)],
);
