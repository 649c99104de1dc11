/**
 * Full-text vectors as generated columns. Weights say which group of the search form a word belongs
 * to: A the auction (title, keywords), B the delivery place, C the buyer, D the longer texts of the
 * auction (descriptions, items). 'simple' keeps English and Spanish words alike (no stemming; the
 * query matches prefixes instead).
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type VectorWeight = 'A' | 'B' | 'C' | 'D';

/** The texts joined by spaces, a missing one counting as empty (immutable, unlike concat_ws). */
export const joinedText = (...parts: SQL[]): SQL =>
  sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );

/** The vector of some texts under one weight. */
export const weighted = (weight: VectorWeight, ...parts: SQL[]): SQL =>
  sql`setweight(to_tsvector('simple', ${joinedText(...parts)}), '${sql.raw(weight)}')`;

/** Concatenated vectors. */
export const vectorOf = (...vectors: SQL[]): SQL => sql.join(vectors, sql` || `);
