/** Short-lived JWT access tokens (HS256) carrying the user id, name, roles and login session. */
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@tendermark/shared';
import type { AuthUser } from '../../lib/auth.ts';
import type { Clock } from '../../lib/clock.ts';

export type AccessTokens = {
  issue(user: AuthUser): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<AuthUser | undefined>;
};

const MAX_CACHED_TOKENS = 10_000;

export function createAccessTokens(
  secret: string,
  lifetimeSeconds: number,
  clock: Clock,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // Verifying the signature was a sixth of the server's CPU under bidding load; a verified token
  // stays valid until its own expiry, so remembering the result is safe.
  const verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  return {
    async issue(user) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const claims = { name: user.userName, roles: user.roles, sid: user.sessionId };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
      return { token, expiresIn: lifetimeSeconds };
    },
    async verify(token) {
      const nowMs = clock.now().getTime();
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAtMs > nowMs) return cached.user;
        verified.delete(token);
      }
      try {
        // A token signed with the key but without an expiry would never end, and one without a
        // session could not be ended by a logout or a password change: both are refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
          requiredClaims: ['exp', 'sid', 'sub'],
        });
        const { sub, name, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof name !== 'string' || typeof sid !== 'string')
          return undefined;
        if (typeof exp !== 'number' || sid === '') return undefined;
        const roles = (payload.roles as Role[]) ?? [];
        const user = { id: sub, userName: name, roles, sessionId: sid };
        if (verified.size >= MAX_CACHED_TOKENS) verified.clear();
        verified.set(token, { user, expiresAtMs: exp * 1000 });
        return user;
      } catch {
        return undefined;
      }
    },
  };
}
