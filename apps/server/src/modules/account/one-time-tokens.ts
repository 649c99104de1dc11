/** Single-use tokens sent in mail links (activation, password reset), stored as SHA-256 hashes. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { hashToken, newSecretToken } from '../../lib/crypto.ts';

export type OneTimeTokenPurpose =
  'activation' | 'reset' | 'contact-mail' | 'removal' | 'newsletter';

const HOUR_MS = 60 * 60 * 1000;

export const OneTimeTokenLifetimeMs = {
  activation: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  newsletter: 7 * 24 * HOUR_MS,
  'contact-mail': 7 * 24 * HOUR_MS,
  removal: 24 * HOUR_MS,
} as const;

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export async function createOneTimeToken(
  db: DbExecutor,
  {
    userId,
    purpose,
    lifetimeMs,
  }: { userId: string; purpose: OneTimeTokenPurpose; lifetimeMs: number },
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

const isUsable = (purpose: OneTimeTokenPurpose, token: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** The token if it is unused and unexpired, without using it. */
export async function findUsableOneTimeToken(
  db: DbExecutor,
  purpose: OneTimeTokenPurpose,
  token: string,
  now: Date,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(isUsable(purpose, token, now));
  return row;
}

/**
 * Marks the token used and returns it; undefined when it is unknown, used, expired, or (with
 * `userId`) belongs to someone else. The conditional update makes a second use fail even when
 * two requests race.
 */
export async function useOneTimeToken(
  db: DbExecutor,
  purpose: OneTimeTokenPurpose,
  token: string,
  now: Date,
  userId?: string,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(isUsable(purpose, token, now), userId ? eq(oneTimeTokens.userId, userId) : undefined),
    )
    .returning();
  return row;
}

/** Makes every open token of this purpose unusable, e.g. earlier reset links when a new one is sent. */
export async function invalidateOneTimeTokens(
  db: DbExecutor,
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** A new token of a purpose that has a fixed lifetime, making the user's earlier ones unusable. */
export async function replaceOneTimeToken(
  db: DbExecutor,
  userId: string,
  purpose: keyof typeof OneTimeTokenLifetimeMs,
  now: Date,
): Promise<string> {
  await invalidateOneTimeTokens(db, userId, purpose, now);
  return createOneTimeToken(
    db,
    { userId, purpose, lifetimeMs: OneTimeTokenLifetimeMs[purpose] },
    now,
  );
}
