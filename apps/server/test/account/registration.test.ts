import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages, Roles } from '@tendermark/shared';
import { users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { build, lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import { bearer, createTestUser, login, postToken, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Register1';

describe('registration and activation', () => {
  const clock = manualClock(new Date('2030-03-01T08:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock });
  });
  afterAll(() => app.dispose());

  const registerBody = (email: string) => ({
    Email: email,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    subscribeForNewsletter: true,
    RegisterUTMParameters: 'utm_source=test',
  });
  const register = (payload: unknown, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/account/Register${query}`,
      payload: payload as object,
    });
  const activate = (user: string, token: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/account/Activate?${new URLSearchParams({ user, token })}`,
    });
  const activationLink = async (email: string) => {
    const mail = await lastMailTo(app, email, 'activation');
    if (!mail) throw new Error(`no mail to ${email}`);
    return linkFromMail(mail.text, '/activation');
  };

  it('registers a Free, unactivated user and mails an activation link', async () => {
    const email = uniqueEmail('New.User');
    const reply = await register(registerBody(email));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);

    const [stored] = await app.ctx.db
      .select()
      .from(users)
      .where(eq(users.userName, email.toLowerCase()));
    expect(stored).toMatchObject({
      isActivated: false,
      isEmailConfirmed: false,
      remainingFreeTenders: 0,
      newsletterStatus: 'pending',
      registerUtmParameters: 'utm_source=test',
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const link = await activationLink(email.toLowerCase());
    expect(link.searchParams.get('user')).toBe(email.toLowerCase());
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it("stores the landing page's utm_* parameters sent as an object, and refuses other shapes", async () => {
    const email = uniqueEmail('campaign');
    const reply = await register({
      ...registerBody(email),
      RegisterUTMParameters: {
        utm_source: 'newsletter',
        utm_campaign: 'autumn sale',
        utm_medium: '  ',
        tracker: 'dropped',
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [stored] = await app.ctx.db
      .select({ utm: users.registerUtmParameters })
      .from(users)
      .where(eq(users.userName, email.toLowerCase()));
    expect(stored?.utm).toBe('utm_source=newsletter&utm_campaign=autumn+sale');

    for (const RegisterUTMParameters of [42, ['utm_source=x'], { utm_source: 7 }]) {
      const refused = await register({
        ...registerBody(uniqueEmail('campaign')),
        RegisterUTMParameters,
      });
      expect(refused.statusCode, JSON.stringify(RegisterUTMParameters)).toBe(400);
    }
  });

  it('activates once with the mailed link; the account can then log in as Free', async () => {
    const email = uniqueEmail();
    await register(registerBody(email));
    const notYet = await postToken(app, {
      grant_type: 'password',
      userName: email,
      password: PASSWORD,
    });
    expect(notYet.json().error_description).toBe(Messages.accountNotActivated);

    const link = await activationLink(email);
    const reply = await activate(link.searchParams.get('user')!, link.searchParams.get('token')!);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);

    const tokens = await login(app, email, PASSWORD);
    const info = await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: bearer(tokens),
    });
    expect(info.json()).toMatchObject({
      IsActivated: true,
      InRoles: ['Free'],
      RemainingFreeTenders: 0,
    });

    const again = await activate(link.searchParams.get('user')!, link.searchParams.get('token')!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', message: Messages.invalidToken });
  });

  it("refuses a token with another user's name, a made-up token and an expired link", async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    await register(registerBody(first));
    await register(registerBody(second));
    const firstToken = (await activationLink(first)).searchParams.get('token')!;

    expect((await activate(second, firstToken)).json().message).toBe(Messages.invalidToken);
    expect((await activate(first, 'made-up')).statusCode).toBe(400);
    expect((await activate('nobody@example.com', firstToken)).statusCode).toBe(400);

    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await activate(first, firstToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(Messages.invalidToken);
  });

  it('puts the invitation tenderId into the activation link', async () => {
    const email = uniqueEmail();
    const reply = await register(registerBody(email), '?tenderId=42&externalToken=');
    expect(reply.statusCode).toBe(200);
    expect((await activationLink(email)).searchParams.get('tenderId')).toBe('42');
  });

  it('refuses a second registration of the same e-mail in any case with 409', async () => {
    const email = uniqueEmail();
    await register(registerBody(email));
    const reply = await register(registerBody(email.toUpperCase()));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ error: 'user_exists', message: Messages.userExists });
  });

  it.each([
    ['an e-mail with a 5-letter top-level domain', { Email: 'a@b.local' }, Messages.invalidEmail],
    [
      'a password without a digit',
      { Password: 'Password', ConfirmPassword: 'Password' },
      Messages.passwordRule,
    ],
    ['a short password', { Password: 'Ab1', ConfirmPassword: 'Ab1' }, Messages.passwordMinLength],
    ['a confirmation that differs', { ConfirmPassword: 'Register2' }, Messages.passwordsMustMatch],
    ['a missing e-mail', { Email: undefined }, Messages.required],
    ['a wrong type', { subscribeForNewsletter: 'yes' }, undefined],
  ])('answers %s with 400', async (_case, change, message) => {
    const reply = await register({ ...registerBody(uniqueEmail()), ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('validation_error');
    if (message) expect(reply.json().message).toBe(message);
  });

  it.each([
    ['1 MB', 1_000_000],
    ['255 characters', 255],
  ])('refuses an e-mail of %s with 400, and stores nothing', async (_case, length) => {
    const email = `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const reply = await register(registerBody(email));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error: 'validation_error',
      message: Messages.emailTooLong,
    });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('registers an e-mail of 254 characters', async () => {
    const email = `${'b'.repeat(254 - '@example.com'.length)}@example.com`;
    expect((await register(registerBody(email))).statusCode).toBe(200);
  });

  it('answers malformed JSON and a missing body with 400', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/account/Register',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/account/Register' })).statusCode).toBe(
      400,
    );
  });

  it('answers Activate without parameters with 400', async () => {
    const reply = await app.inject({ method: 'PATCH', url: '/api/account/Activate' });
    expect(reply.statusCode).toBe(400);
  });
});

describe('account lookups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('UserExistsInSystem tells whether a user name is registered, in any case', async () => {
    const user = await createTestUser(app);
    const exists = (name: string) =>
      app.inject({
        method: 'POST',
        url: `/api/account/UserExistsInSystem?user=${encodeURIComponent(name)}`,
      });
    expect((await exists(user.userName.toUpperCase())).json()).toBe(true);
    expect((await exists('nobody@example.com')).json()).toBe(false);
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/UserExistsInSystem' })).statusCode,
    ).toBe(400);
  });

  it('Roles lists every role', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/account/Roles' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([...Roles]);
  });

  it('ExternalLogins is empty and CheckExternalToken says external login is not working', async () => {
    const logins = await app.inject({
      method: 'GET',
      url: '/api/account/ExternalLogins?returnUrl=%2F&generateState=true',
    });
    expect(logins.statusCode).toBe(200);
    expect(logins.json()).toEqual([]);
    const check = await app.inject({
      method: 'POST',
      url: '/api/account/CheckExternalToken',
      payload: { provider: 'Google', externalAccessToken: 'x' },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({
      error: 'external_login_unavailable',
      message: Messages.externalLoginNotWorking,
    });
  });

  it('matches account paths case-insensitively', async () => {
    const reply = await app.inject({ method: 'GET', url: '/API/ACCOUNT/roles' });
    expect(reply.statusCode).toBe(200);
  });
});
