/** External login: identities linked to accounts, and the one-time tickets of the /token return route. */
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A provider's account (Google, Facebook, Twitter) that signs in as one of our users. */
export const externalLogins = pgTable(
  'external_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The provider's stable user id (`sub` in OpenID Connect); never the e-mail, which can change. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider gave when the identity was linked, for support only. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('external_logins_provider_subject_key').on(table.provider, table.subject),
    index('external_logins_user_idx').on(table.userId),
  ],
);

/**
 * What the provider's callback verified, waiting for the web app's /token page to redeem it
 * (CheckExternalToken, Register?externalToken). Only the ticket's SHA-256 hash is stored.
 */
export const externalLoginTickets = pgTable('external_login_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
