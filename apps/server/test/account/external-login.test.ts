/**
 * External login end to end against a real OpenID Connect provider running on 127.0.0.1: the
 * browser's trip (ExternalLogin → provider login and consent → ExternalLoginCallback → /token) is
 * driven over HTTP, and the web app's /token page is played by CheckExternalToken and Register.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ExternalLoginErrors,
  Messages,
  type TCheckExternalTokenReply,
  type TTokenReply,
} from '@tendermark/shared';
import { externalLogins, users } from '../../src/db/schema/index.ts';
import {
  readFacebookProfile,
  readOpenIdClaims,
  readTwitterProfile,
} from '../../src/modules/account/external-login-providers.ts';
import { build, linkFromMail, mailsTo, type TestApp } from '../helper.ts';
import { bearer, createTestUser, uniqueEmail } from './fixtures.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.ts';

const PUBLIC_URL = 'http://tendermark.test';
const callbackUrl = (provider: string) =>
  `${PUBLIC_URL}/api/account/ExternalLoginCallback/${provider}`;

describe('external login through a local OpenID Connect provider', () => {
  let oidc: LocalOidcProvider;
  let app: TestApp;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider([
      {
        client_id: 'tendermark-google',
        client_secret: 'google-secret',
        redirect_uris: [callbackUrl('Google')],
      },
      {
        client_id: 'tendermark-twitter',
        client_secret: 'twitter-secret',
        redirect_uris: [callbackUrl('Twitter')],
      },
    ]);
    app = await build({
      config: {
        publicUrl: PUBLIC_URL,
        externalLogins: {
          Google: {
            clientId: 'tendermark-google',
            clientSecret: 'google-secret',
            issuer: oidc.issuer,
          },
          // Twitter gives no e-mail address: the local provider stands in with accounts without one.
          Twitter: {
            clientId: 'tendermark-twitter',
            clientSecret: 'twitter-secret',
            issuer: oidc.issuer,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await app?.dispose();
    await oidc?.close();
  });

  /** ExternalLogin: the redirect to the provider and the attempt cookie it sets. */
  async function startLogin(provider: string, returnUrl?: string) {
    const query = new URLSearchParams({ provider });
    if (returnUrl) query.set('returnUrl', returnUrl);
    const reply = await app.inject({ method: 'GET', url: `/api/account/ExternalLogin?${query}` });
    expect(reply.statusCode).toBe(302);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    return { location: String(reply.headers.location), cookie: setCookie.split(';')[0] };
  }

  /** The provider's redirect back, answered by the app: where the app sends the browser next. */
  async function callback(url: URL, cookie?: string) {
    const reply = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(reply.statusCode).toBe(302);
    return new URL(String(reply.headers.location));
  }

  /** The whole browser trip for one account; returns the /token URL the app ends on. */
  async function signInAtProvider(login: string, provider = 'Google', returnUrl?: string) {
    const started = await startLogin(provider, returnUrl);
    const back = await oidc.signIn(started.location, login);
    expect(back.href.startsWith(callbackUrl(provider))).toBe(true);
    return callback(back, started.cookie);
  }

  const ticketOf = (tokenPage: URL) => {
    expect(tokenPage.origin + tokenPage.pathname).toBe(`${PUBLIC_URL}/token`);
    const ticket = new URLSearchParams(tokenPage.hash.slice(1)).get('externalToken');
    expect(ticket).toBeTruthy();
    return ticket!;
  };

  const checkExternalToken = (externalToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/CheckExternalToken',
      payload: { externalToken },
    });

  async function checkedIn(externalToken: string): Promise<TTokenReply> {
    const reply = await checkExternalToken(externalToken);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<TCheckExternalTokenReply>();
    if (body.status !== 'signedIn') throw new Error(`not signed in: ${reply.body}`);
    return body.token;
  }

  const registerExternal = (externalToken: string, email: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/Register?externalToken=${encodeURIComponent(externalToken)}`,
      payload: { Email: email, subscribeForNewsletter: false },
    });

  async function userInfo(tokens: TTokenReply) {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: bearer(tokens),
    });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  }

  const linksOf = (userId: string) =>
    app.ctx.db.select().from(externalLogins).where(eq(externalLogins.userId, userId));

  it('lists the configured providers with the URL that starts each', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/account/ExternalLogins?returnUrl=%2Fauctions%2Fmy',
    });
    expect(reply.json()).toEqual([
      {
        name: 'Google',
        url: '/api/account/ExternalLogin?provider=Google&returnUrl=%2Fauctions%2Fmy',
      },
      {
        name: 'Twitter',
        url: '/api/account/ExternalLogin?provider=Twitter&returnUrl=%2Fauctions%2Fmy',
      },
    ]);
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { location } = await startLogin('google');
    const url = new URL(location);
    expect(url.origin).toBe(oidc.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'tendermark-google',
      redirect_uri: callbackUrl('Google'),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const check of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(check)?.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('signs an existing activated user in by the verified e-mail, links the identity, and uses the ticket once', async () => {
    const user = await createTestUser(app, { email: uniqueEmail('Existing') });
    oidc.accounts.set('google-existing', { email: user.userName, email_verified: true });

    const tokenPage = await signInAtProvider('google-existing', 'Google', '/auctions/my');
    expect(new URLSearchParams(tokenPage.hash.slice(1)).get('returnTo')).toBe('/auctions/my');
    expect(tokenPage.search).toBe(''); // the ticket stays out of the query, which servers log
    const ticket = ticketOf(tokenPage);

    const tokens = await checkedIn(ticket);
    expect(tokens.userName).toBe(user.userName);
    expect(tokens.refresh_token).toBeTruthy();
    expect(await userInfo(tokens)).toMatchObject({ Name: user.userName, IsActivated: true });
    expect(await linksOf(user.id)).toMatchObject([
      { provider: 'Google', subject: 'google-existing' },
    ]);

    const again = await checkExternalToken(ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: ExternalLoginErrors.notWorking,
      message: Messages.externalLoginNotWorking,
    });
  });

  it('registers a first-time user with the e-mail the provider verified, active at once, and signs in again as the same user', async () => {
    const email = uniqueEmail('first.time').toLowerCase();
    oidc.accounts.set('google-new', {
      email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const ticket = ticketOf(await signInAtProvider('google-new'));

    const check = await checkExternalToken(ticket);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      status: 'register',
      provider: 'Google',
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    const registered = await registerExternal(ticket, email);
    expect(registered.statusCode).toBe(200);
    const [stored] = await app.ctx.db.select().from(users).where(eq(users.userName, email));
    expect(stored).toMatchObject({
      isActivated: true,
      isEmailConfirmed: true,
      passwordHash: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(await mailsTo(app, email, 'activation')).toEqual([]);
    expect(await linksOf(stored.id)).toMatchObject([{ provider: 'Google', subject: 'google-new' }]);

    // The /token page signs the new user in with the same ticket.
    const first = await checkedIn(ticket);
    expect(await userInfo(first)).toMatchObject({ Name: email, InRoles: ['Free'] });

    // A later login, in a new browser, with the provider's e-mail changed meanwhile: same user.
    oidc.accounts.set('google-new', { email: 'renamed@example.com', email_verified: true });
    const second = await checkedIn(ticketOf(await signInAtProvider('google-new')));
    expect(second.userName).toBe(email);
    expect(await linksOf(stored.id)).toHaveLength(1);
  });

  it('asks a Twitter user for the e-mail the provider does not give, activates it by mail, then signs in', async () => {
    oidc.accounts.set('twitter-user', { given_name: 'Grace', family_name: 'Hopper' });
    const ticket = ticketOf(await signInAtProvider('twitter-user', 'Twitter'));
    expect((await checkExternalToken(ticket)).json()).toEqual({
      status: 'register',
      provider: 'Twitter',
      email: null,
      firstName: 'Grace',
      lastName: 'Hopper',
    });

    const email = uniqueEmail('tweeter').toLowerCase();
    const missing = await registerExternal(ticket, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(Messages.required);
    expect((await registerExternal(ticket, email)).statusCode).toBe(200);
    const [stored] = await app.ctx.db.select().from(users).where(eq(users.userName, email));
    expect(stored).toMatchObject({ isActivated: false, passwordHash: null });
    expect(await mailsTo(app, email, 'activation')).toHaveLength(1);

    // Not activated yet: the spec's "not activated (activation link sent)".
    const early = await checkExternalToken(ticket);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      error: ExternalLoginErrors.notActivated,
      message: Messages.externalLoginNotActivated,
    });
    const activationMails = await mailsTo(app, email, 'activation');
    expect(activationMails).toHaveLength(2);

    const link = linkFromMail(activationMails[1].text, '/activation');
    const activated = await app.inject({
      method: 'PATCH',
      url: `/api/account/Activate?${new URLSearchParams({
        user: link.searchParams.get('user')!,
        token: link.searchParams.get('token')!,
      })}`,
    });
    expect(activated.statusCode).toBe(200);

    const tokens = await checkedIn(ticketOf(await signInAtProvider('twitter-user', 'Twitter')));
    expect(await userInfo(tokens)).toMatchObject({ Name: email, IsActivated: true });
  });

  it('does not link an account by an e-mail the provider did not verify: the user must log in', async () => {
    const user = await createTestUser(app);
    oidc.accounts.set('google-unverified', { email: user.userName, email_verified: false });
    const reply = await checkExternalToken(ticketOf(await signInAtProvider('google-unverified')));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: ExternalLoginErrors.notAuthenticated,
      message: Messages.externalLoginNotAuthenticated,
    });
    expect(await linksOf(user.id)).toEqual([]);
  });

  it('sends a not yet activated account a new activation link instead of signing it in', async () => {
    const user = await createTestUser(app, { isActivated: false });
    oidc.accounts.set('google-inactive', { email: user.userName, email_verified: true });
    const reply = await checkExternalToken(ticketOf(await signInAtProvider('google-inactive')));
    expect(reply.json().error).toBe(ExternalLoginErrors.notActivated);
    expect(await mailsTo(app, user.userName, 'activation')).toHaveLength(1);
    expect(await linksOf(user.id)).toEqual([]);
  });

  it('refuses a callback whose state does not match, one without the attempt cookie, and a forged cookie', async () => {
    oidc.accounts.set('google-attacker', { email: uniqueEmail(), email_verified: true });
    const refused = `${PUBLIC_URL}/token?error=${ExternalLoginErrors.notWorking}`;

    const badState = await startLogin('Google');
    const back = await oidc.signIn(badState.location, 'google-attacker');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'not-the-state-we-sent');
    expect((await callback(tampered, badState.cookie)).href).toBe(refused);

    const noCookie = await startLogin('Google');
    expect((await callback(await oidc.signIn(noCookie.location, 'google-attacker'))).href).toBe(
      refused,
    );

    const forged = await startLogin('Google');
    const forgedBack = await oidc.signIn(forged.location, 'google-attacker');
    expect((await callback(forgedBack, 'tm_external_login=eyJhbGciOiJkaXIifQ.x.y.z.w')).href).toBe(
      refused,
    );

    // An attempt started for one provider does not finish at another's callback.
    const crossed = await startLogin('Twitter');
    const crossedBack = await oidc.signIn(crossed.location, 'google-attacker');
    const atGoogle = new URL(
      `/api/account/ExternalLoginCallback/Google${crossedBack.search}`,
      PUBLIC_URL,
    );
    expect((await callback(atGoogle, crossed.cookie)).href).toBe(refused);
  });

  it('refuses an unknown or used-up ticket in CheckExternalToken and Register', async () => {
    const check = await checkExternalToken('made-up');
    expect(check.json()).toEqual({
      error: ExternalLoginErrors.notWorking,
      message: Messages.externalLoginNotWorking,
    });
    const register = await registerExternal('made-up', uniqueEmail());
    expect(register.statusCode).toBe(400);
    expect(register.json().error).toBe(ExternalLoginErrors.notWorking);
  });
});

describe('external login without configured providers (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('lists no provider and sends a started login to the "not working" error', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/account/ExternalLogins' });
    expect(list.json()).toEqual([]);

    const start = await app.inject({
      method: 'GET',
      url: '/api/account/ExternalLogin?provider=Google',
    });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(
      `${app.ctx.config.publicUrl}/token?error=${ExternalLoginErrors.notWorking}`,
    );
    expect(start.headers['set-cookie']).toBeUndefined();

    const callback = await app.inject({
      method: 'GET',
      url: '/api/account/ExternalLoginCallback/Google?code=x&state=y',
    });
    expect(callback.headers.location).toBe(
      `${app.ctx.config.publicUrl}/token?error=${ExternalLoginErrors.notWorking}`,
    );
  });
});

describe("reading the plain OAuth 2.0 providers' profile APIs", () => {
  it('takes a Facebook Graph /me with its confirmed e-mail as verified', () => {
    expect(
      readFacebookProfile({
        id: '1029',
        email: 'Ann@Example.com',
        first_name: 'Ann',
        last_name: 'Lee',
      }),
    ).toEqual({
      subject: '1029',
      email: 'Ann@Example.com',
      isEmailVerified: true,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(readFacebookProfile({ id: '7' })).toMatchObject({ email: null, isEmailVerified: false });
    expect(readFacebookProfile({ error: { message: 'bad token' } })).toBeUndefined();
  });

  it('takes an X users/me without an e-mail and splits the display name', () => {
    expect(
      readTwitterProfile({ data: { id: '42', name: 'Grace B. Hopper', username: 'grace' } }),
    ).toEqual({
      subject: '42',
      email: null,
      isEmailVerified: false,
      firstName: 'Grace',
      lastName: 'B. Hopper',
    });
    expect(readTwitterProfile({ errors: [] })).toBeUndefined();
  });

  it('takes OpenID Connect claims, an e-mail counting as verified only when the provider says so', () => {
    expect(readOpenIdClaims({ sub: 's', email: 'a@b.cd' })).toMatchObject({
      email: 'a@b.cd',
      isEmailVerified: false,
    });
    expect(readOpenIdClaims({ email: 'a@b.cd', email_verified: true })).toBeUndefined();
  });
});
