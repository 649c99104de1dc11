/**
 * The mail worker (mail/sender.ts): an action whose mail cannot go out still succeeds, the mail
 * waits in the outbox and goes out once SMTP is back; two workers on one database send each mail
 * once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMails } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createMailSender, MAIL_RETRY_DELAYS_MS } from '../../src/mail/sender.ts';
import { createUser } from '../factories.ts';
import { build, lastMailTo, type TestApp } from '../helper.ts';
import { freePort } from '../trust/server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';

const quiet = () => {};
const silentLog = { info: quiet, warn: quiet, error: quiet } as never;

describe('the mail worker', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('SMTP refusing connections: the action answers 2xx, the mail goes out when SMTP is back', async () => {
    const port = await freePort();
    const clock = manualClock(new Date('2031-03-01T09:00:00Z'));
    const app: TestApp = await build({
      clock,
      runClock: false,
      config: { smtpUrl: `smtp://127.0.0.1:${port}` },
    });
    cleanups.push(() => app.dispose());
    const user = await createUser(app);

    const subscribe = await app.inject({
      method: 'PUT',
      url: '/api/settings/SubscribeForNewsLetter',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(subscribe.statusCode).toBe(200);
    await app.ctx.mailer.sender.idle();
    const waiting = await lastMailTo(app, user.user.email);
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
    expect(waiting?.error).toMatch(/ECONNREFUSED/);
    expect(waiting?.nextAttemptAt).toEqual(
      new Date(clock.now().getTime() + MAIL_RETRY_DELAYS_MS[0]),
    );

    const sink = await startSmtpSink(new Set(), port);
    cleanups.push(() => sink.close());
    app.ctx.mailer.sender.wake();
    await app.ctx.mailer.sender.idle();
    expect(sink.received).toHaveLength(0); // not due yet

    clock.advance(MAIL_RETRY_DELAYS_MS[0]);
    app.ctx.mailer.sender.wake();
    await app.ctx.mailer.sender.idle();
    const [mail] = await sink.mailsTo(user.user.email, /newsletter/i);
    expect(mail.text).toContain('/newsletter/confirm');
    expect(await lastMailTo(app, user.user.email)).toMatchObject({
      sentAt: clock.now(),
      error: null,
      nextAttemptAt: null,
      attempts: 2,
    });
  });

  it('two workers on one database send each mail once', async () => {
    const app: TestApp = await build({ runClock: false });
    cleanups.push(() => app.dispose());
    const queuedOnly = { tx: app.ctx.db, events: { record: quiet } };
    for (let index = 0; index < 12; index += 1)
      await app.ctx.mailer.queue(queuedOnly, `reader-${index}@tendermark.test`, 'resetPassword', {
        token: `token-${index}`,
      });

    const sent: string[][] = [[], []];
    const workers = sent.map((log) =>
      createMailSender({
        db: app.ctx.db,
        clock: app.ctx.clock,
        log: silentLog,
        from: 'Tendermark <noreply@tendermark.test>',
        batchSize: 3,
        transport: {
          sendMail: async (mail: { to: string }) => {
            await new Promise((resolve) => setImmediate(resolve));
            log.push(mail.to);
          },
        } as never,
      }),
    );
    for (const worker of workers) worker.wake();
    await Promise.all(workers.map((worker) => worker.idle()));

    const everyone = [...sent[0], ...sent[1]].sort();
    expect(everyone).toHaveLength(12);
    expect(new Set(everyone).size).toBe(12);
    const unsent = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.attempts, 0));
    expect(unsent).toHaveLength(0);
  });
});
