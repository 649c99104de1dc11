import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { build, lastMailTo, type TestApp } from '../helper.ts';
import { createTestUser, DEFAULT_PASSWORD, postToken } from './fixtures.ts';

const rateLimited = { error: 'rate_limited', message: Messages.tooManyRequests };

describe('rate limiting of POST /token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { rateLimitTokenPerMinute: 3 } });
  });
  afterAll(() => app.dispose());

  const attempt = (userName: string, password: string, ip: string) =>
    postToken(app, { grant_type: 'password', userName, password }, ip);

  it('refuses a user name with 429 after the allowed failures, even with the right password', async () => {
    const user = await createTestUser(app);
    // Failures from different addresses still count against the user name.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await attempt(user.userName, 'Wrong1234', ip)).statusCode).toBe(400);
    const blocked = await attempt(user.userName, DEFAULT_PASSWORD, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    // Another user is not affected.
    const other = await createTestUser(app);
    expect((await attempt(other.userName, DEFAULT_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('refuses an address with 429 after the allowed failures across user names', async () => {
    const ip = '10.0.1.1';
    for (const userName of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await attempt(userName, 'Wrong1234', ip)).statusCode).toBe(400);
    const user = await createTestUser(app);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('counts bad refresh tokens per address', async () => {
    const ip = '10.0.2.1';
    const bad = () => postToken(app, { grant_type: 'refresh_token', refresh_token: 'nope' }, ip);
    for (let i = 0; i < 3; i++) expect((await bad()).statusCode).toBe(400);
    expect((await bad()).statusCode).toBe(429);
  });

  it('keeps failed renewals and failed password logins apart', async () => {
    const ip = '10.0.4.1';
    const user = await createTestUser(app);
    const badRenewal = () =>
      postToken(app, { grant_type: 'refresh_token', refresh_token: 'revoked' }, ip);
    for (let i = 0; i < 3; i++) expect((await badRenewal()).statusCode).toBe(400);
    const login = await attempt(user.userName, DEFAULT_PASSWORD, ip);
    expect(login.statusCode).toBe(200);

    for (const userName of ['d@example.com', 'e@example.com', 'f@example.com'])
      expect((await attempt(userName, 'Wrong1234', '10.0.4.2')).statusCode).toBe(400);
    const renewal = await postToken(
      app,
      { grant_type: 'refresh_token', refresh_token: login.json().refresh_token },
      '10.0.4.2',
    );
    expect(renewal.statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 6; i++)
      expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('keeps counters per app instance', async () => {
    const fresh = await build({ config: { rateLimitTokenPerMinute: 3 } });
    try {
      const reply = await postToken(
        fresh,
        { grant_type: 'password', userName: 'a@example.com', password: 'Wrong1234' },
        '10.0.1.1',
      );
      expect(reply.statusCode).toBe(400);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('rate limiting of POST /api/account/RequestResetPassword', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const requestReset = (username: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(username)}`,
      remoteAddress: ip,
    });

  it('allows 5 requests an hour per user name', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 5; i++)
      expect((await requestReset(user.userName, `10.1.0.${i}`)).statusCode).toBe(200);
    const mailsBefore = await lastMailTo(app, user.userName);
    const blocked = await requestReset(user.userName, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect((await lastMailTo(app, user.userName))?.id).toBe(mailsBefore?.id);
  });

  it('allows 20 requests an hour per address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await requestReset(`someone${i}@example.com`, '10.1.1.1')).statusCode).toBe(200);
    expect((await requestReset('someone-else@example.com', '10.1.1.1')).statusCode).toBe(429);
  });
});

describe('rate limiting of POST /api/account/ReportIssue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('allows 10 reports an hour per address', async () => {
    const report = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/ReportIssue',
        payload: { email: 'a@example.com', subject: 'Spam?', description: 'text' },
        remoteAddress: '10.2.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await report()).statusCode).toBe(200);
    expect((await report()).json()).toEqual(rateLimited);
  });
});

describe('rate limiting of POST /api/account/Register', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { rateLimitRegistrationsPerHour: 2 } });
  });
  afterAll(() => app.dispose());

  const registerFrom = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/Register',
      payload: { Email: email, Password: 'Secret123', ConfirmPassword: 'Secret123' },
      remoteAddress,
    });

  it('allows the configured number of registrations an hour per address, and mails no more', async () => {
    expect((await registerFrom('reg-a@example.com', '10.2.0.1')).statusCode).toBe(200);
    expect((await registerFrom('reg-b@example.com', '10.2.0.1')).statusCode).toBe(200);
    const blocked = await registerFrom('reg-c@example.com', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect(await lastMailTo(app, 'reg-c@example.com')).toBeUndefined();
    expect((await registerFrom('reg-c@example.com', '10.2.0.2')).statusCode).toBe(200);
  });
});
