import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, createLoggedInUser, createTestUser, login, loginAsAdmin } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/admin/GiveTrialToUser', () => {
  const clock = manualClock(new Date('2030-07-01T00:00:00Z'));
  let app: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    app = await build({ clock });
  });
  afterAll(() => app.dispose());

  const giveTrial = (payload: object, headers: Record<string, string> = adminHeaders) =>
    app.inject({ method: 'POST', url: '/api/admin/GiveTrialToUser', headers, payload });
  const rolesOf = async (userName: string) => {
    const info = await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: bearer(await login(app, userName)),
    });
    return info.json().InRoles;
  };

  it('grants BusinessStandard for the default 30 days; the role lapses afterwards', async () => {
    adminHeaders = bearer(await loginAsAdmin(app));
    const user = await createTestUser(app);
    const reply = await giveTrial({ userName: user.userName.toUpperCase() });
    expect(reply.statusCode).toBe(200);
    const expires = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(reply.json()).toEqual({ userName: user.userName, roles: ['BusinessStandard'], expires });
    expect(await rolesOf(user.userName)).toEqual(['BusinessStandard']);

    clock.advance(30 * DAY_MS - 60_000);
    expect(await rolesOf(user.userName)).toEqual(['BusinessStandard']);
    clock.advance(120_000);
    expect(await rolesOf(user.userName)).toEqual(['Free']);
  });

  it('takes a number of days and does not revive a lapsed premium plan', async () => {
    adminHeaders = bearer(await loginAsAdmin(app));
    const user = await createTestUser(app, {
      roles: ['BusinessPremium'],
      subscriptionExpires: new Date(clock.now().getTime() - DAY_MS),
    });
    const reply = await giveTrial({ userName: user.userName, days: 7 });
    expect(reply.json()).toMatchObject({
      roles: ['BusinessStandard'],
      expires: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
  });

  it('never shortens a paid plan that runs longer', async () => {
    const longer = new Date(clock.now().getTime() + 200 * DAY_MS);
    const user = await createTestUser(app, {
      roles: ['BusinessPremium'],
      subscriptionExpires: longer,
    });
    const reply = await giveTrial({ userName: user.userName, days: 10 });
    expect(reply.json()).toEqual({
      userName: user.userName,
      roles: ['BusinessStandard', 'BusinessPremium'],
      expires: longer.toISOString(),
    });
  });

  it('answers an unknown user with 404 and bad input with 400', async () => {
    const unknown = await giveTrial({ userName: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: Messages.userNotRegistered });
    for (const payload of [
      {},
      { userName: 'x@y.cz', days: 0 },
      { userName: 'x@y.cz', days: 'ten' },
    ])
      expect((await giveTrial(payload)).statusCode).toBe(400);
  });

  it('refuses non-admins with 403 and anonymous callers with 401', async () => {
    const user = await createLoggedInUser(app, { roles: ['BusinessPremium'] });
    const asUser = await giveTrial({ userName: user.userName }, bearer(user.tokens));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: 'forbidden', message: Messages.forbidden });
    expect((await giveTrial({ userName: user.userName }, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/GetOutboxMails and POST /api/account/ReportIssue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const outbox = (query: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/admin/GetOutboxMails${query}`, headers });
  const reportIssue = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/account/ReportIssue', payload, headers });

  it('mails an issue report to the admin address, which the admin reads in the outbox', async () => {
    const reporter = await createLoggedInUser(app);
    const reply = await reportIssue(
      {
        email: 'reporter@example.com',
        subject: 'Broken\nbutton',
        description: 'It does not click.',
      },
      bearer(reporter.tokens),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);

    const admin = bearer(await loginAsAdmin(app));
    const adminEmail = app.ctx.config.adminEmail;
    const mails = (
      await outbox(`?to=${encodeURIComponent(adminEmail.toUpperCase())}`, admin)
    ).json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: adminEmail,
      subject: 'Issue report: Broken button',
      sentAt: null,
    });
    expect(mails[0].text).toContain('From: reporter@example.com');
    expect(mails[0].text).toContain(`signed in as ${reporter.userName}`);
    expect(mails[0].text).toContain('It does not click.');
    expect(mails[0]).toMatchObject({
      template: 'reportIssue',
      isContentHidden: false,
      error: null,
    });
    expect(Object.keys(mails[0]).sort()).toEqual([
      'createdAt',
      'error',
      'id',
      'isContentHidden',
      'sentAt',
      'subject',
      'template',
      'text',
      'to',
    ]);
  });

  it('lists the newest mails first and honours the limit', async () => {
    const admin = bearer(await loginAsAdmin(app));
    await reportIssue({ email: 'a@example.com', subject: 'First', description: 'one' });
    await reportIssue({ email: 'a@example.com', subject: 'Second', description: 'two' });
    const mails = (await outbox('?limit=2', admin)).json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Issue report: Second',
      'Issue report: First',
    ]);
    expect((await outbox('?limit=0', admin)).statusCode).toBe(400);
    expect((await outbox('?limit=abc', admin)).statusCode).toBe(400);
  });

  it('refuses the outbox to non-admins with 403 and anonymous callers with 401', async () => {
    const user = await createLoggedInUser(app);
    expect((await outbox('', bearer(user.tokens))).statusCode).toBe(403);
    expect((await outbox('', {})).statusCode).toBe(401);
  });

  it('requires email, subject and description in a report', async () => {
    const cases = [
      [{ subject: 's', description: 'd' }, Messages.required],
      [{ email: 'bad', subject: 's', description: 'd' }, Messages.invalidEmail],
      [{ email: 'a@example.com', subject: ' ', description: 'd' }, Messages.required],
      [{ email: 'a@example.com', subject: 's' }, Messages.required],
    ] as const;
    for (const [payload, message] of cases) {
      const reply = await reportIssue(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
  });
});
