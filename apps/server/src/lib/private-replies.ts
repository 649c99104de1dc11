/**
 * Keeps private replies out of caches (browser, proxy, CDN): a token reply or a user's own data
 * must not be stored where the next user of the machine or of the proxy could read it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ACCOUNT_API = /^\/api\/account(\/|$|\?)/i;
const TOKEN_PATH = /^\/token(\/|$|\?)/i;

/** The token endpoint (GET /token is the web app's external-login return page, not the API's). */
const isTokenEndpoint = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && TOKEN_PATH.test(request.url);

/** A request made as someone: with a bearer token, or identified by a guard. */
const isAuthenticated = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.authUser !== undefined;

/**
 * `Cache-Control: no-store` on every reply of POST /token and /api/account/*, and on every reply
 * to an authenticated request (or one that sets a cookie) unless its route chose its own caching
 * (a public code list, a hashed asset, a private file download); POST /token also gets
 * `Pragma: no-cache` (RFC 6749 §5.1).
 */
export function registerPrivateReplyCaching(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // The token endpoint and the account API: never stored, whatever the route set.
    if (isTokenEndpoint(request) || ACCOUNT_API.test(request.url)) {
      reply.header('Cache-Control', 'no-store');
      if (isTokenEndpoint(request)) reply.header('Pragma', 'no-cache');
    } else if (
      (isAuthenticated(request) || reply.hasHeader('set-cookie')) &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
