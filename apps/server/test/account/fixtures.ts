/** Test data and calls for the account API: users made through the real service, logins through /token. */
import type { Role, TTokenReply } from '@tendermark/shared';
import type { App } from '../../src/app.ts';
import { createUser, type NewAccount } from '../../src/modules/account/users.ts';

export const DEFAULT_PASSWORD = 'Secret123';

let userCounter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}${++userCounter}-${process.pid}@example.com`;

export type TestUser = { id: string; userName: string; password: string };

/** An activated user with a password (override anything, e.g. `isActivated: false`). */
export async function createTestUser(
  app: App,
  overrides: Partial<NewAccount> & { roles?: Role[] } = {},
): Promise<TestUser> {
  const account = {
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    isActivated: true,
    ...overrides,
  };
  const user = await createUser(app.ctx.db, account, app.ctx.clock.now());
  if (!user) throw new Error(`test user ${account.email} exists already`);
  return { id: user.id, userName: user.userName, password: account.password };
}

/** POST /token as the login form sends it (form-encoded). */
export function postToken(app: App, fields: Record<string, string>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

export async function login(app: App, userName: string, password = DEFAULT_PASSWORD) {
  const reply = await postToken(app, { grant_type: 'password', userName, password });
  if (reply.statusCode !== 200) throw new Error(`login of ${userName} failed: ${reply.body}`);
  return reply.json<TTokenReply>();
}

export const refresh = (app: App, refreshToken: string) =>
  postToken(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

export const bearer = (tokens: Pick<TTokenReply, 'access_token'>) => ({
  authorization: `Bearer ${tokens.access_token}`,
});

/** A new activated user, logged in. */
export async function createLoggedInUser(
  app: App,
  overrides: Partial<NewAccount> & { roles?: Role[] } = {},
) {
  const user = await createTestUser(app, overrides);
  return { ...user, tokens: await login(app, user.userName, user.password) };
}

export const loginAsAdmin = (app: App) =>
  login(app, app.ctx.config.adminEmail, app.ctx.config.adminPassword);
