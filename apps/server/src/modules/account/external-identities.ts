/** Storage of external login: identities linked to users, and the single-use /token tickets. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ExternalLoginProviderName } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { externalLoginTickets, externalLogins, users } from '../../db/schema/index.ts';
import { hashToken, newSecretToken } from '../../lib/crypto.ts';
import type { ExternalProfile } from './external-login-providers.ts';
import type { UserRow } from './users.ts';

/** Long enough to fill in the finish-registration form, short enough to be useless when leaked. */
const TICKET_LIFETIME_MS = 15 * 60 * 1000;

export type ExternalIdentity = {
  provider: ExternalLoginProviderName;
  subject: string;
  email: string | null;
};

export type ExternalLoginTicket = typeof externalLoginTickets.$inferSelect & {
  provider: ExternalLoginProviderName;
};

export async function findLinkedUser(
  db: DbExecutor,
  identity: Pick<ExternalIdentity, 'provider' | 'subject'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(externalLogins)
    .innerJoin(users, eq(users.id, externalLogins.userId))
    .where(
      and(
        eq(externalLogins.provider, identity.provider),
        eq(externalLogins.subject, identity.subject),
      ),
    );
  return row?.user;
}

/** Links the identity to the user; false when it is already linked (to anyone). */
export async function linkIdentity(
  db: DbExecutor,
  userId: string,
  identity: ExternalIdentity,
  now: Date,
): Promise<boolean> {
  const linked = await db
    .insert(externalLogins)
    .values({ ...identity, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: externalLogins.id });
  return linked.length > 0;
}

/** Records what the provider verified and returns the ticket that redeems it. */
export async function createTicket(
  db: DbExecutor,
  provider: ExternalLoginProviderName,
  profile: ExternalProfile,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db.delete(externalLoginTickets).where(lt(externalLoginTickets.expiresAt, now));
  await db.insert(externalLoginTickets).values({
    tokenHash: hashToken(token),
    provider,
    subject: profile.subject,
    email: profile.email?.toLowerCase() ?? null,
    isEmailVerified: profile.isEmailVerified,
    firstName: profile.firstName,
    lastName: profile.lastName,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_LIFETIME_MS),
  });
  return token;
}

const isUsable = (token: string, now: Date) =>
  and(
    eq(externalLoginTickets.tokenHash, hashToken(token)),
    isNull(externalLoginTickets.usedAt),
    gt(externalLoginTickets.expiresAt, now),
  );

/** The ticket while it is unused and unexpired, without using it. */
export async function findTicket(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<ExternalLoginTicket | undefined> {
  const [ticket] = await db.select().from(externalLoginTickets).where(isUsable(token, now));
  return ticket as ExternalLoginTicket | undefined;
}

/** Uses the ticket up; false when it was not usable (a second sign-in with it, even a racing one). */
export async function useTicket(db: DbExecutor, token: string, now: Date): Promise<boolean> {
  const used = await db
    .update(externalLoginTickets)
    .set({ usedAt: now })
    .where(isUsable(token, now))
    .returning({ id: externalLoginTickets.id });
  return used.length > 0;
}
