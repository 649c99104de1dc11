/** Test data factories: users with roles and a ready access token, written straight to the database. */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '@tendermark/shared';
import type { App } from '../src/app.ts';
import { userRoles, users } from '../src/db/schema/index.ts';
import { createRefreshToken } from '../src/modules/account/refresh-tokens.ts';

export type CreateUserOptions = {
  /** Defaults to ['Free'], a normal registered user. */
  roles?: Role[];
  /** Defaults to a unique address; also the user name. */
  email?: string;
  /** Hashed and stored only when given (hashing costs ~25 ms). */
  password?: string;
  /** Defaults to true: an activated account with a confirmed e-mail. */
  isActivated?: boolean;
};

export type CreatedUser = {
  user: typeof users.$inferSelect;
  roles: Role[];
  /** A bearer access token for the user. */
  token: string;
  /** The login session the token belongs to (a live refresh-token family). */
  sessionId: string;
};

export async function createUser(app: App, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const roles = options.roles ?? ['Free'];
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@tendermark.test`;
  const isActivated = options.isActivated ?? true;
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      userName: email,
      email,
      passwordHash: options.password ? await hash(options.password) : null,
      isActivated,
      isEmailConfirmed: isActivated,
    })
    .returning();
  if (!user) throw new Error(`createUser: could not insert ${email}`);
  if (roles.length > 0) {
    await app.ctx.db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  }
  // Every access token belongs to a login session: the user gets one, as a login would give.
  const session = await createRefreshToken(app.ctx.db, user.id, {
    now: app.ctx.clock.now(),
    lifetimeDays: app.ctx.config.refreshTokenDays,
  });
  const { token } = await app.ctx.accessTokens.issue({
    id: user.id,
    userName: email,
    roles,
    sessionId: session.familyId,
  });
  return { user, roles, token, sessionId: session.familyId };
}

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
