/**
 * External login (spec §1, §7): the browser goes to the provider through ExternalLogin, comes back
 * to ExternalLoginCallback, which records what the provider verified as a one-time ticket and sends
 * the browser on to the web app's /token page; that page redeems the ticket with
 * CheckExternalToken (signed in, or the finish-registration form) and Register?externalToken.
 * Refresh tokens never travel in a URL, and the ticket only in the fragment, which no server sees.
 */
import {
  ExternalLoginErrorMessages,
  ExternalLoginErrors,
  type ExternalLoginErrorCode,
  type TCheckExternalTokenReply,
  type TExternalLogin,
  type ZExternalRegisterRequest,
} from '@tendermark/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createTicket,
  findLinkedUser,
  findTicket,
  linkIdentity,
  useTicket,
  type ExternalIdentity,
  type ExternalLoginTicket,
} from './external-identities.ts';
import {
  createAttemptCookies,
  type AttemptCookies,
  type ExternalLoginAttempt,
} from './external-login-attempt.ts';
import {
  createExternalLoginProviders,
  type ExternalLoginProvider,
} from './external-login-providers.ts';
import { register, resendActivation } from './service.ts';
import { signInUser } from './session-service.ts';
import { findUserByName, normalizeUserName, type UserRow } from './users.ts';

/** The configured providers and the attempt cookies of one app instance. */
export type ExternalLogins = {
  providers: readonly ExternalLoginProvider[];
  attempts: AttemptCookies;
};

export function createExternalLogins(ctx: AppContext): ExternalLogins {
  return {
    providers: createExternalLoginProviders(ctx.config),
    attempts: createAttemptCookies(ctx.config.jwtSecret, ctx.config.publicUrl, ctx.clock),
  };
}

/** An external-login failure with the spec's message, reported as HTTP 400 with its code. */
export class ExternalLoginError extends AppError {
  constructor(code: ExternalLoginErrorCode) {
    super(400, code, ExternalLoginErrorMessages[code]);
  }
}

const notWorking = () => new ExternalLoginError(ExternalLoginErrors.notWorking);

/** The enabled providers, each with the address that starts its sign-in. */
export function listExternalLogins(logins: ExternalLogins, returnUrl?: string): TExternalLogin[] {
  return logins.providers.map((provider) => {
    const query = new URLSearchParams({ provider: provider.name });
    if (returnUrl) query.set('returnUrl', returnUrl);
    return { name: provider.name, url: `/api/account/ExternalLogin?${query}` };
  });
}

/** Where the browser goes to sign in with the provider, and the cookie that remembers the attempt. */
export async function startExternalLogin(
  logins: ExternalLogins,
  providerName: string,
  returnTo: string | undefined,
): Promise<{ location: string; cookie: string }> {
  const provider = findProvider(logins, providerName);
  if (!provider) throw notWorking();
  const { url, checks } = await provider.authorizationUrl();
  const attempt: ExternalLoginAttempt = { provider: provider.name, checks, returnTo };
  return { location: url.href, cookie: await logins.attempts.seal(attempt) };
}

/**
 * The provider's callback: checks it against the attempt (state, nonce, PKCE), reads the verified
 * identity and returns where the web app takes over: /token with a ticket in the fragment.
 * Throws ExternalLoginError (not working) for anything that does not check out.
 */
export async function finishExternalLogin(
  ctx: AppContext,
  logins: ExternalLogins,
  providerName: string,
  query: string,
  cookieHeader: string | undefined,
): Promise<string> {
  const attempt = await logins.attempts.open(cookieHeader);
  const provider = findProvider(logins, providerName);
  if (!attempt || !provider || attempt.provider !== provider.name) throw notWorking();
  const profile = await provider.readCallback(query, attempt.checks);
  const ticket = await createTicket(ctx.db, provider.name, profile, ctx.clock.now());
  const fragment = new URLSearchParams({ externalToken: ticket });
  if (attempt.returnTo) fragment.set('returnTo', attempt.returnTo);
  return `${tokenPageUrl(ctx)}#${fragment}`;
}

/** The web app's /token page showing an external-login error. */
export function tokenPageErrorUrl(ctx: AppContext, code: ExternalLoginErrorCode): string {
  return `${tokenPageUrl(ctx)}?${new URLSearchParams({ error: code })}`;
}

const tokenPageUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/token`;

function findProvider(logins: ExternalLogins, name: string) {
  return logins.providers.find((provider) => provider.name.toLowerCase() === name.toLowerCase());
}

/**
 * CheckExternalToken: a linked identity signs in (the ticket is used up); an unknown identity whose
 * verified e-mail belongs to an activated account is linked to it and signs in; a first-time user
 * gets what the finish-registration form needs. Otherwise one of the spec's three errors.
 */
export async function checkExternalToken(
  ctx: AppContext,
  externalToken: string | undefined,
): Promise<TCheckExternalTokenReply> {
  const ticket = externalToken
    ? await findTicket(ctx.db, externalToken, ctx.clock.now())
    : undefined;
  if (!externalToken || !ticket) throw notWorking();
  const identity = identityOf(ticket);

  const linkedUser = await findLinkedUser(ctx.db, identity);
  if (linkedUser) {
    await assertActivated(ctx, linkedUser);
    return signIn(ctx, externalToken, linkedUser);
  }

  const accountOfEmail = ticket.email ? await findUserByName(ctx.db, ticket.email) : undefined;
  if (!accountOfEmail) {
    return {
      status: 'register',
      provider: ticket.provider,
      email: ticket.isEmailVerified ? ticket.email : null,
      firstName: ticket.firstName,
      lastName: ticket.lastName,
    };
  }
  await assertActivated(ctx, accountOfEmail);
  // Linking on an e-mail the provider did not verify would hand the account to whoever typed it.
  if (!ticket.isEmailVerified) {
    throw new ExternalLoginError(ExternalLoginErrors.notAuthenticated);
  }
  return signIn(ctx, externalToken, accountOfEmail, identity);
}

/**
 * Register?externalToken: creates the account of a first-time external user and links the
 * identity. With the address the provider verified the account is active at once (the web app
 * then signs in with CheckExternalToken); any other address is activated by the mailed link.
 */
export async function registerExternal(
  ctx: AppContext,
  externalToken: string,
  /** The parsed body: the UTM parameters already as one query string. */
  request: z.output<typeof ZExternalRegisterRequest>,
  tenderId: string | undefined,
): Promise<void> {
  const ticket = await findTicket(ctx.db, externalToken, ctx.clock.now());
  if (!ticket) throw notWorking();
  const email = normalizeUserName(request.email);
  await register(ctx, {
    email,
    subscribeForNewsletter: request.subscribeForNewsletter,
    registerUTMParameters: request.registerUTMParameters,
    tenderId,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    externalIdentity: identityOf(ticket),
    isEmailVerified: ticket.isEmailVerified && ticket.email === email,
  });
}

const identityOf = (ticket: ExternalLoginTicket): ExternalIdentity => ({
  provider: ticket.provider,
  subject: ticket.subject,
  email: ticket.email,
});

/** An account that is not activated gets a fresh activation link and the "not activated" error. */
async function assertActivated(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.isActivated) return;
  await resendActivation(ctx, user);
  throw new ExternalLoginError(ExternalLoginErrors.notActivated);
}

async function signIn(
  ctx: AppContext,
  externalToken: string,
  user: UserRow,
  identityToLink?: ExternalIdentity,
): Promise<TCheckExternalTokenReply> {
  const now = ctx.clock.now();
  const isRedeemed = await ctx.db.transaction(async (tx) => {
    if (!(await useTicket(tx, externalToken, now))) return false;
    if (identityToLink) await linkIdentity(tx, user.id, identityToLink, now);
    return true;
  });
  if (!isRedeemed) throw notWorking();
  return { status: 'signedIn', token: await signInUser(ctx, user) };
}
