/**
 * Account mails are outbox rows written in the transaction of the change (issue 28): when the
 * reply arrives the row is there, a transaction that fails takes its queued mail with it, and
 * an SMTP server that refuses connections does not fail the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxMails, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { MAIL_RETRY_DELAYS_MS } from '../../src/mail/sender.ts';
import { build, lastMailTo, type TestApp } from '../helper.ts';
import { freePort } from '../trust/server-process.ts';
import { createTestUser, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Outbox123';

describe('account mails go through the outbox, in the request transaction', () => {
  const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on the port: every SMTP connection is refused.
    const port = await freePort();
    app = await build({ clock, runClock: false, config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(() => app.dispose());

  it('registration: the activation mail is committed with the new account, and SMTP down still answers 200', async () => {
    const email = uniqueEmail('outbox');
    const reply = await app.inject({
      method: 'POST',
      url: '/api/account/Register',
      payload: { Email: email, Password: PASSWORD, ConfirmPassword: PASSWORD },
    });
    expect(reply.statusCode).toBe(200);

    // Queued before the reply, not yet sent.
    expect(await lastMailTo(app, email, 'activation')).toMatchObject({ sentAt: null });

    // The worker's attempt fails (connection refused); the mail waits for its retry.
    await app.ctx.mailer.sender.idle();
    const waiting = await lastMailTo(app, email, 'activation');
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
    expect(waiting?.error).toMatch(/ECONNREFUSED/);
    expect(waiting?.nextAttemptAt).toEqual(
      new Date(clock.now().getTime() + MAIL_RETRY_DELAYS_MS[0]!),
    );
  });

  it('password reset: the link mail is committed with its token, and SMTP down still answers 200', async () => {
    const user = await createTestUser(app);
    const reply = await app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(user.userName)}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(await lastMailTo(app, user.userName, 'resetPassword')).toMatchObject({ sentAt: null });

    await app.ctx.mailer.sender.idle();
    expect(await lastMailTo(app, user.userName, 'resetPassword')).toMatchObject({
      sentAt: null,
      attempts: 1,
    });
  });

  it('a registration whose transaction fails after queuing its mail leaves neither account nor mail', async () => {
    // The newsletter's mail is queued last in the registration's transaction: refusing it makes
    // the transaction fail after the activation mail was queued.
    await app.ctx.db.execute(sql`
      create function refuse_newsletter_mail() returns trigger language plpgsql as $$
      begin raise exception 'newsletter mail refused by the test'; end $$`);
    await app.ctx.db.execute(sql`
      create trigger refuse_newsletter_mail before insert on outbox_mails for each row
      when (new.template = 'newsletterConfirm') execute function refuse_newsletter_mail()`);
    try {
      const email = uniqueEmail('rolled-back');
      const reply = await app.inject({
        method: 'POST',
        url: '/api/account/Register',
        payload: {
          Email: email,
          Password: PASSWORD,
          ConfirmPassword: PASSWORD,
          subscribeForNewsletter: true,
        },
      });
      expect(reply.statusCode).toBe(500);
      expect(await app.ctx.db.select().from(users).where(eq(users.userName, email))).toEqual([]);
      expect(await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, email))).toEqual(
        [],
      );
    } finally {
      await app.ctx.db.execute(sql`drop trigger refuse_newsletter_mail on outbox_mails`);
      await app.ctx.db.execute(sql`drop function refuse_newsletter_mail`);
    }
  });
});
