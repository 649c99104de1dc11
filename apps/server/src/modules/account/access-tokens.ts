/** Short-lived JWT access tokens (HS256) carrying the user id, name and roles. */
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@tendermark/shared';
import type { Clock } from '../../lib/clock.ts';

export type AuthUser = { id: string; userName: string; roles: Role[] };

export type AccessTokens = {
  issue(user: AuthUser): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<AuthUser | undefined>;
};

export function createAccessTokens(
  secret: string,
  lifetimeSeconds: number,
  clock: Clock,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const token = await new SignJWT({ name: user.userName, roles: user.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
      return { token, expiresIn: lifetimeSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.name !== 'string') return undefined;
        return { id: payload.sub, userName: payload.name, roles: (payload.roles as Role[]) ?? [] };
      } catch {
        return undefined;
      }
    },
  };
}
