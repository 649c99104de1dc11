/** Users, their roles, companies and addresses (spec §3 User, Company, Address). */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { TMailPreferences } from '@tendermark/shared';
import { countries } from './codelists.ts';
import { tsvector, vectorOf, weighted } from './full-text.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id'),
    /** user | company | delivery */
    kind: text('kind').notNull(),
    streetAddress: text('street_address'),
    streetAddress2: text('street_address2'),
    zipCode: text('zip_code'),
    city: text('city'),
    state: text('state'),
    countryId: integer('country_id').references(() => countries.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_owner_idx').on(table.ownerId, table.kind)],
);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    web: text('web'),
    position: text('position'),
    industryIds: jsonb('industry_ids').$type<number[]>().notNull().default([]),
    addressId: uuid('address_id').references(() => addresses.id),
    numberOfEmployees: integer('number_of_employees'),
    registrationId: text('registration_id'),
    taxId: text('tax_id'),
    branches: integer('branches').notNull().default(1),
    vatId: text('vat_id'),
    /** The company is registered for VAT: its VAT id is then required (spec §5 "when flagged"). */
    isVatPayer: boolean('is_vat_payer').notNull().default(false),
    yearlyRevenue: doublePrecision('yearly_revenue'),
    createdAt: createdAt(),
    /** The name first, then the web address and the contact's position. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        vectorOf(
          weighted('A', sql`${companies.name}`),
          weighted('B', sql`${companies.web}`, sql`${companies.position}`),
        ),
      ),
  },
  (table) => [index('companies_search_idx').using('gin', table.searchVector)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userName: text('user_name').notNull().unique(),
  email: text('email').notNull(),
  /** A new contact e-mail waiting for its activation link; `email` changes once it is followed. */
  pendingEmail: text('pending_email'),
  passwordHash: text('password_hash'),
  isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
  isActivated: boolean('is_activated').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  rating: doublePrecision('rating'),
  facebookProfile: text('facebook_profile'),
  linkedinProfile: text('linkedin_profile'),
  /** The user's own words about themselves, shown to those who keep them as a contact. */
  personalDescription: text('personal_description'),
  defaultCurrency: text('default_currency').notNull().default('USD'),
  wantToBuy: boolean('want_to_buy').notNull().default(true),
  wantToSell: boolean('want_to_sell').notNull().default(true),
  isSearchable: boolean('is_searchable').notNull().default(true),
  favouriteAuctionKeywords: text('favourite_auction_keywords'),
  addressId: uuid('address_id').references(() => addresses.id),
  companyId: uuid('company_id').references(() => companies.id),
  countryId: integer('country_id').references(() => countries.id),
  remainingFreeTenders: integer('remaining_free_tenders').notNull().default(0),
  surveyCompleted: boolean('survey_completed').notNull().default(false),
  /** subscribed | unsubscribed | pending (double opt-in mail sent) | cleaned (the address bounced). */
  newsletterStatus: text('newsletter_status').notNull().default('unsubscribed'),
  /** Which kinds of e-mail the user wants (TMailPreferences); a missing key takes its default. */
  mailPreferences: jsonb('mail_preferences')
    .$type<Partial<TMailPreferences>>()
    .notNull()
    .default({}),
  /** When the last daily digest of unread notifications was mailed. */
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  registerUtmParameters: text('register_utm_parameters'),
  /** End of a paid plan or trial; roles above Free lapse after it. */
  subscriptionExpires: timestamp('subscription_expires', { withTimezone: true }),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
  /** When the user removed their account; the row stays, anonymised, for tenders others rely on. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);
