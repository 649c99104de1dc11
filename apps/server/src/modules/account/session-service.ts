/** Login sessions: the /token grants (password, refresh_token) and logout. */
import {
  Messages,
  type OAuthErrorCode,
  type TOAuthErrorReply,
  type TTokenReply,
  type TTokenRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { dispatchNow } from '../../events/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { verifyPassword } from './password-hashing.ts';
import {
  createRefreshToken,
  revokeFamilyOfToken,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
  rotateRefreshToken,
} from './refresh-tokens.ts';
import { loadEffectiveRoles } from './user-roles.ts';
import { findUserById, findUserByName, type UserRow } from './users.ts';

/** An OAuth2 error reply (RFC 6749 §5.2), always HTTP 400. */
export class OAuthError extends AppError {
  constructor(
    readonly oauthCode: OAuthErrorCode,
    description: string,
  ) {
    super(400, oauthCode, description);
  }

  toReply(): TOAuthErrorReply {
    return { error: this.oauthCode, error_description: this.message, message: this.message };
  }
}

const loginFailed = () => new OAuthError('invalid_grant', Messages.loginFailed);
/** A session that cannot be renewed (spec §8 "Authentication failed"): no password was given. */
const authenticationFailed = () => new OAuthError('invalid_grant', Messages.authenticationFailed);

export async function grantTokens(ctx: AppContext, request: TTokenRequest): Promise<TTokenReply> {
  switch (request.grant_type) {
    case 'password':
      return passwordGrant(ctx, request);
    case 'refresh_token':
      return refreshTokenGrant(ctx, request);
    default:
      throw new OAuthError('unsupported_grant_type', Messages.unsupportedGrantType);
  }
}

async function passwordGrant(ctx: AppContext, { userName, password }: TTokenRequest) {
  if (!userName?.trim() || !password) throw new OAuthError('invalid_request', Messages.required);
  const user = await findUserByName(ctx.db, userName);
  const isPasswordRight = await verifyPassword(user?.passwordHash, password);
  if (!user || !isPasswordRight) throw loginFailed();
  // Only after the password matched, so that this answer does not reveal which accounts exist.
  if (!user.isActivated) throw new OAuthError('invalid_grant', Messages.accountNotActivated);
  const refresh = await createRefreshToken(ctx.db, user.id, refreshTokenOptions(ctx));
  return tokenReply(ctx, user, refresh.token, refresh.familyId);
}

async function refreshTokenGrant(ctx: AppContext, { refresh_token }: TTokenRequest) {
  if (!refresh_token) throw authenticationFailed();
  const rotation = await rotateRefreshToken(ctx.db, refresh_token, refreshTokenOptions(ctx));
  if (rotation.status === 'reused') await dispatchNow(ctx, sessionEnded(rotation.revoked));
  if (rotation.status !== 'rotated') throw authenticationFailed();
  const refresh = rotation.issued;
  const user = await findUserById(ctx.db, refresh.userId);
  if (!user?.isActivated) {
    await revokeRefreshTokenFamily(ctx.db, refresh.familyId, ctx.clock.now());
    await dispatchNow(ctx, sessionEnded(refresh));
    throw authenticationFailed();
  }
  return tokenReply(ctx, user, refresh.token, refresh.familyId);
}

/** Starts a session for a user whom someone else vouched for (an external login provider). */
export async function signInUser(ctx: AppContext, user: UserRow): Promise<TTokenReply> {
  const refresh = await createRefreshToken(ctx.db, user.id, refreshTokenOptions(ctx));
  return tokenReply(ctx, user, refresh.token, refresh.familyId);
}

const refreshTokenOptions = (ctx: AppContext) => ({
  now: ctx.clock.now(),
  lifetimeDays: ctx.config.refreshTokenDays,
});

async function tokenReply(
  ctx: AppContext,
  user: UserRow,
  refreshToken: string,
  sessionId: string,
): Promise<TTokenReply> {
  const authUser: AuthUser = {
    id: user.id,
    userName: user.userName,
    roles: await loadEffectiveRoles(ctx.db, user, ctx.clock.now()),
    sessionId,
  };
  const access = await ctx.accessTokens.issue(authUser);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    refresh_token: refreshToken,
    userName: user.userName,
  };
}

const sessionEnded = (session: { userId: string; familyId: string }) =>
  ({ type: 'sessionEnded', userId: session.userId, familyId: session.familyId }) as const;

/** Ends the session of the given refresh token, or every session of the user without one. */
export async function logout(ctx: AppContext, userId: string, refreshToken?: string) {
  const now = ctx.clock.now();
  if (refreshToken) {
    const revoked = await revokeFamilyOfToken(ctx.db, userId, refreshToken, now);
    if (revoked) await dispatchNow(ctx, sessionEnded(revoked));
    return;
  }
  await revokeUserRefreshTokens(ctx.db, userId, now);
  await dispatchNow(ctx, { type: 'sessionsRevoked', userId });
}
