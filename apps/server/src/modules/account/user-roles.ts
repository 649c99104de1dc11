/** Stored roles of a user and the roles in effect now (rule: effectiveRoles in @tendermark/shared). */
import { eq } from 'drizzle-orm';
import { effectiveRoles, type Role } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { userRoles, type users } from '../../db/schema/index.ts';

export async function loadEffectiveRoles(
  db: DbExecutor,
  user: Pick<typeof users.$inferSelect, 'id' | 'subscriptionExpires'>,
  now: Date,
): Promise<Role[]> {
  const stored = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  return effectiveRoles(
    stored.map((row) => row.role),
    user.subscriptionExpires,
    now,
  );
}

/** Adds roles (Free is never stored: it is what a user without a paid role is). */
export async function grantRoles(db: DbExecutor, userId: string, roles: Role[]): Promise<void> {
  const stored = roles.filter((role) => role !== 'Free');
  if (stored.length === 0) return;
  await db
    .insert(userRoles)
    .values(stored.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}
