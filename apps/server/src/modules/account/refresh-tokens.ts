/**
 * Rotating refresh tokens: opaque random strings stored as SHA-256 hashes. Every use rotates the
 * token within its family; presenting an already rotated token revokes the whole family.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { hashToken, newSecretToken } from '../../lib/crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RefreshTokenOptions = { now: Date; lifetimeDays: number };

export type IssuedRefreshToken = { token: string; userId: string; familyId: string };

/** A login session (refresh-token family) that was just revoked. */
export type RevokedSession = { userId: string; familyId: string };

/** The outcome of presenting a refresh token: its successor, or why there is none. */
export type RotationResult =
  | { status: 'rotated'; issued: IssuedRefreshToken }
  | { status: 'reused'; revoked: RevokedSession }
  | { status: 'refused' };

/** Starts a new family (a login) or continues one (a rotation). */
export async function createRefreshToken(
  db: DbExecutor,
  userId: string,
  { now, lifetimeDays }: RefreshTokenOptions,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS),
  });
  return { token, userId, familyId };
}

/**
 * Exchanges a live token for its successor in the same family. Unknown, expired or revoked tokens
 * are refused; a token that was already rotated also revokes its family (reuse means it leaked).
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  options: RefreshTokenOptions,
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: options.now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, options.now),
        ),
      )
      .returning();
    if (current) {
      const issued = await createRefreshToken(tx, current.userId, options, current.familyId);
      return { status: 'rotated', issued };
    }

    const [presented] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!presented?.rotatedAt) return { status: 'refused' };
    await revokeRefreshTokenFamily(tx, presented.familyId, options.now);
    return {
      status: 'reused',
      revoked: { userId: presented.userId, familyId: presented.familyId },
    };
  });
}

export async function revokeRefreshTokenFamily(
  db: DbExecutor,
  familyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes the family of a token the user presents (logout) and returns it; tokens of other users
 * are ignored.
 */
export async function revokeFamilyOfToken(
  db: DbExecutor,
  userId: string,
  token: string,
  now: Date,
): Promise<RevokedSession | undefined> {
  const [presented] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)));
  if (!presented) return undefined;
  await revokeRefreshTokenFamily(db, presented.familyId, now);
  return { userId, familyId: presented.familyId };
}

/** Signs the user out everywhere, or everywhere except the session in `keepFamilyId`. */
export async function revokeUserRefreshTokens(
  db: DbExecutor,
  userId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
