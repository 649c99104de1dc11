/** Reading and creating user accounts; user names are the lower-cased e-mail address. */
import { eq } from 'drizzle-orm';
import { Constants, type Role } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './password-hashing.ts';
import { grantRoles } from './user-roles.ts';

export type UserRow = typeof users.$inferSelect;

export const normalizeUserName = (userName: string) => userName.trim().toLowerCase();

export async function findUserByName(
  db: DbExecutor,
  userName: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.userName, normalizeUserName(userName)));
  return user;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export type NewAccount = {
  email: string;
  /** Absent for an account made through external login: the provider signs the user in. */
  password?: string;
  /** Stored roles; Free is implied whenever no paid role is held. */
  roles?: Role[];
  isActivated?: boolean;
} & Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'countryId'
    | 'subscriptionExpires'
    | 'registerUtmParameters'
    | 'isDemo'
  >
>;

/** Creates the account, or returns undefined when the user name is already taken. */
export async function createUser(
  db: DbExecutor,
  { email, password, roles = [], isActivated = false, ...details }: NewAccount,
  now: Date,
): Promise<UserRow | undefined> {
  const userName = normalizeUserName(email);
  const [user] = await db
    .insert(users)
    .values({
      ...details,
      userName,
      email: userName,
      passwordHash: password === undefined ? null : await hashPassword(password),
      isActivated,
      isEmailConfirmed: isActivated,
      remainingFreeTenders: Constants.initialFreeTenders,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.userName })
    .returning();
  if (user) await grantRoles(db, user.id, roles);
  return user;
}
