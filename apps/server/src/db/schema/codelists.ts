/** Reference data served by /api/codelist (spec §7), seeded from real code lists. */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  capital: text('capital'),
  region: text('region'),
  banned: boolean('banned').notNull().default(false),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

export const unitsOfMeasurement = pgTable('units_of_measurement', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol'),
  sortOrder: integer('sort_order').notNull().default(1000),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  display: text('display').notNull(),
});

/** US states and Canadian provinces. */
export const regions = pgTable(
  'regions',
  {
    countryCode: text('country_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code] })],
);
