// Throttling of the other account calls: UserExistsInSystem, password-reset requests, issue
// reports and registrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, lastMailTo, type TestApp } from '../helper.ts';
import { solvedChallenge } from './challenge-solver.ts';
import { createTestUser } from './fixtures.ts';
import { plainChallengeRequired, rateLimited, throttle } from './throttle-fixtures.ts';

describe('UserExistsInSystem throttled per address (issue 26: 1 000 anonymous look-ups in 9.6 s)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({
      config: { throttle: throttle({ lookupsBeforeChallenge: 5, lookupCeilingPerHour: 12 }) },
    });
  });
  afterAll(() => app.dispose());

  const lookUp = (user: string, ip: string, altcha?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/UserExistsInSystem?user=${encodeURIComponent(user)}`,
      payload: altcha ? { altcha } : undefined,
      remoteAddress: ip,
    });

  it('answers normally below the threshold, then asks for the challenge, then 429 past the ceiling', async () => {
    const user = await createTestUser(app);
    const ip = '10.4.0.1';
    for (let i = 0; i < 5; i++) expect((await lookUp(user.userName, ip)).json()).toBe(true);
    const asked = await lookUp(user.userName, ip);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(plainChallengeRequired);
    expect((await lookUp(user.userName, ip, await solvedChallenge(app, ip))).json()).toBe(true);
    const nobody = await lookUp('nobody@example.com', ip, await solvedChallenge(app, ip));
    expect(nobody.json()).toBe(false);
    // Another address is answered as usual.
    expect((await lookUp(user.userName, '10.4.0.2')).json()).toBe(true);
    for (let i = 0; i < 4; i++) await lookUp(user.userName, ip);
    const refused = await lookUp(user.userName, ip, await solvedChallenge(app, ip));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(rateLimited);
  });
});

describe('rate limiting of POST /api/account/RequestResetPassword', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { throttle: throttle({ resetRequestsBeforeChallenge: 3 }) } });
  });
  afterAll(() => app.dispose());

  const requestReset = (username: string, ip: string, altcha?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(username)}`,
      payload: altcha ? { altcha } : undefined,
      remoteAddress: ip,
    });

  // Reproduction: 5 requests for a user name from anywhere refused the owner's own request.
  it('asks for the challenge after 3 requests for a user name, never refuses them, and mails at most 5 an hour', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 3; i++)
      expect((await requestReset(user.userName, `10.1.0.${i}`)).statusCode).toBe(200);
    const asked = await requestReset(user.userName, '10.1.0.8');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(plainChallengeRequired);
    for (let i = 0; i < 2; i++) {
      const payload = await solvedChallenge(app, '10.1.0.8');
      expect((await requestReset(user.userName, '10.1.0.8', payload)).statusCode).toBe(200);
    }
    const mailsBefore = await lastMailTo(app, user.userName);
    const payload = await solvedChallenge(app, '10.1.0.9');
    expect((await requestReset(user.userName, '10.1.0.9', payload)).json()).toBe(true);
    expect((await lastMailTo(app, user.userName))?.id).toBe(mailsBefore?.id);
  });

  it('asks an address for the challenge after 3 requests, and refuses it past 20 an hour', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++)
      expect((await requestReset(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    expect((await requestReset('someone3@example.com', ip)).json()).toEqual(plainChallengeRequired);
    for (let i = 4; i < 20; i++) {
      const payload = await solvedChallenge(app, ip);
      expect((await requestReset(`someone${i}@example.com`, ip, payload)).statusCode).toBe(200);
    }
    const payload = await solvedChallenge(app, ip);
    expect((await requestReset('someone-else@example.com', ip, payload)).statusCode).toBe(429);
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

describe('the challenge on POST /api/account/Register', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { throttle: throttle({ registrationsBeforeChallenge: 2 }) } });
  });
  afterAll(() => app.dispose());

  const registerFrom = (email: string, remoteAddress: string, altcha?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/Register',
      payload: { email, password: 'Secret123', confirmPassword: 'Secret123', altcha },
      remoteAddress,
    });

  it('asks an address for the challenge after its registrations of the hour, and mails none without it', async () => {
    expect((await registerFrom('chal-a@example.com', '10.2.1.1')).statusCode).toBe(200);
    expect((await registerFrom('chal-b@example.com', '10.2.1.1')).statusCode).toBe(200);
    const asked = await registerFrom('chal-c@example.com', '10.2.1.1');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(plainChallengeRequired);
    expect(await lastMailTo(app, 'chal-c@example.com')).toBeUndefined();
    const altcha = await solvedChallenge(app, '10.2.1.1');
    expect((await registerFrom('chal-c@example.com', '10.2.1.1', altcha)).statusCode).toBe(200);
    expect((await registerFrom('chal-d@example.com', '10.2.1.2')).statusCode).toBe(200);
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
