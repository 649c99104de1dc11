/**
 * External login calls: ExternalLogins and CheckExternalToken (spec §7), and the two browser
 * redirects around the provider: ExternalLogin (to the provider) and ExternalLoginCallback (back
 * from it, on to the web app's /token page).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ExternalLoginErrors,
  ZCheckExternalTokenReply,
  ZCheckExternalTokenRequest,
  ZExternalLogin,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import {
  checkExternalToken,
  finishExternalLogin,
  listExternalLogins,
  startExternalLogin,
  tokenPageErrorUrl,
  type ExternalLogins,
} from './external-logins.ts';
import { accountTags as tags } from './route-schemas.ts';
import { routeTable } from '../../lib/route-table.ts';

/** A path of the web app (not `//host`): the only kind of place a login may return to. */
const isAppPath = (value: string | undefined): value is string =>
  value !== undefined && value.startsWith('/') && !/^\/[/\\]/.test(value);

const ZReturnUrl = z.string().max(2000).optional();

export function registerExternalLoginRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  logins: ExternalLogins,
): void {
  const route = routeTable(app, { tags, access: 'public' });

  route.get(
    '/api/account/ExternalLogins',
    {
      description:
        'The enabled external login providers, each with the URL that starts its sign-in',
      querystring: z.object({ returnUrl: ZReturnUrl }),
      response: { 200: z.array(ZExternalLogin) },
    },
    async (request) => {
      const { returnUrl } = request.query;
      return listExternalLogins(logins, isAppPath(returnUrl) ? returnUrl : undefined);
    },
  );

  route.get(
    '/api/account/ExternalLogin',
    {
      description: 'Browser redirect to the provider (state, nonce and PKCE kept in a cookie)',
      querystring: z.object({ provider: z.string().max(40).default(''), returnUrl: ZReturnUrl }),
      redirect:
        "To the provider's login page, or back to the web app's /token page with an error code",
    },
    async (request, reply) => {
      const { provider, returnUrl } = request.query;
      try {
        const started = await startExternalLogin(
          logins,
          provider,
          isAppPath(returnUrl) ? returnUrl : undefined,
        );
        return reply.header('set-cookie', started.cookie).redirect(started.location, 302);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'external login could not start');
        return reply.redirect(tokenPageErrorUrl(ctx, ExternalLoginErrors.notWorking), 302);
      }
    },
  );

  route.get(
    '/api/account/ExternalLoginCallback/:provider',
    {
      description: "The provider's redirect back: on to the web app's /token page",
      params: z.object({ provider: z.string().max(40) }),
      redirect: "On to the web app's /token page, with a one-time login token or an error code",
    },
    async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const query = queryStart < 0 ? '' : request.url.slice(queryStart + 1);
      reply.header('set-cookie', logins.attempts.clear());
      try {
        const location = await finishExternalLogin(
          ctx,
          logins,
          request.params.provider,
          query,
          request.headers.cookie,
        );
        return reply.redirect(location, 302);
      } catch (error) {
        request.log.warn(
          { err: error, provider: request.params.provider },
          'external login callback refused',
        );
        return reply.redirect(tokenPageErrorUrl(ctx, ExternalLoginErrors.notWorking), 302);
      }
    },
  );

  route.post(
    '/api/account/CheckExternalToken',
    {
      description:
        'Redeem the ticket of an external login: signed in (token pair) or register (first-time user)',
      body: ZCheckExternalTokenRequest,
      response: { 200: ZCheckExternalTokenReply },
    },
    async (request) => checkExternalToken(ctx, request.body?.externalToken),
  );
}
