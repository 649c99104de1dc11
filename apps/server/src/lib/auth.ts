/** Request guards: bearer-token authentication and role checks. */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@tendermark/shared';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in user an access token names. */
export type AuthUser = {
  id: string;
  userName: string;
  roles: Role[];
  /** Refresh-token family of the login that issued the token: every token belongs to a session. */
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1];
}

/** The user of a signed, unexpired access token whose login session is still live. */
export type Authenticate = (token: string) => Promise<AuthUser | undefined>;

/**
 * Built from the account module's access tokens and live sessions; only what is used here is
 * named, so this file imports nothing from the modules that import it.
 */
export function createAuthenticate(
  accessTokens: { verify(token: string): Promise<AuthUser | undefined> },
  liveSessions: { isLive(user: AuthUser): Promise<boolean> },
): Authenticate {
  return async (token) => {
    const user = await accessTokens.verify(token);
    return user && (await liveSessions.isLive(user)) ? user : undefined;
  };
}

/** Guards that routes attach as `preHandler`. */
export function createGuards(authenticateToken: Authenticate) {
  async function verifyRequest(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    const user = token ? await authenticateToken(token) : undefined;
    if (!user) throw unauthorized();
    request.authUser = user;
    return user;
  }
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    await verifyRequest(request);
  };
  /** Sets authUser when a valid token is present, without requiring one. */
  const identify: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (token) request.authUser = await authenticateToken(token);
  };
  const requireRole =
    (role: Role): preHandlerAsyncHookHandler =>
    async (request) => {
      const user = await verifyRequest(request);
      if (!user.roles.includes(role)) throw forbidden();
    };
  /** Any one of the roles is enough (the admin area lets a Translator reach localization). */
  const requireAnyRole =
    (...roles: Role[]): preHandlerAsyncHookHandler =>
    async (request) => {
      const user = await verifyRequest(request);
      if (!roles.some((role) => user.roles.includes(role))) throw forbidden();
    };
  return { authenticate, identify, requireRole, requireAnyRole };
}

export type Guards = ReturnType<typeof createGuards>;

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
