/**
 * Mail through a real SMTP server started by the test (smtp-server), parsed as a mail client
 * would (mailparser): the invitation with its working link and unsubscribe line, the
 * newsletter's double opt-in, and a bounce that cleans the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, NewsletterStatus } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import { linkFromMail } from '../helper.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { buildTenderSuite, call, createTender, invite } from '../suppliers/helpers.ts';
import type { TenderSuite } from '../tenders/helpers.ts';
import type { TestApp } from '../helper.ts';

describe('mail through a real SMTP server', () => {
  const refused = new Set<string>();
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;

  beforeAll(async () => {
    sink = await startSmtpSink(refused);
    const suite: TenderSuite = await buildTenderSuite({ runClock: false, smtpUrl: sink.url });
    ({ app, owner } = suite);
    tenderId = await createTender(app, owner);
  });
  afterAll(async () => {
    await app.dispose();
    await sink.close();
  });

  it('delivers the invitation with a text and an HTML part, a working link and an unsubscribe line', async () => {
    const supplier = await createUser(app);
    expect((await invite(app, owner, tenderId, [supplier.user.email])).statusCode).toBe(200);
    const [mail] = await sink.mailsTo(
      supplier.user.email,
      'Invitation to the auction "Office paper"',
    );

    expect(mail.html).toContain('Open the auction');
    const link = linkFromMail(mail.text!, '/auctions/supplier/');
    expect(link.origin).toBe('http://tendermark.test');
    const linkedId = link.pathname.split('/').at(-1)!;
    const tender = await call(app, supplier, 'GET', `/api/tender/GetTender?id=${linkedId}`);
    expect(tender.statusCode).toBe(200);
    expect(tender.json()).toMatchObject({ tenderId, name: 'Office paper' });

    const unsubscribe = linkFromMail(mail.text!, '/unsubscribe');
    expect(mail.headers.get('list')).toMatchObject({
      unsubscribe: { url: unsubscribe.toString() },
    });
    expect(mail.html).toContain('Unsubscribe from these e-mails');
    const params = Object.fromEntries(unsubscribe.searchParams);
    expect(params).toMatchObject({ user: supplier.user.id, category: 'participation' });
    const reply = await call(app, undefined, 'POST', '/api/notifications/Unsubscribe', params);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ participation: false, messages: true });

    // Unsubscribed: the next invitation still arrives in the bell, but not by mail.
    const otherTender = await createTender(app, owner);
    const before = sink.received.length;
    expect((await invite(app, owner, otherTender, [supplier.user.email])).statusCode).toBe(200);
    const notes = await call(app, supplier, 'GET', '/api/notifications/GetNotificationsForUser');
    expect(notes.json()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length).toBe(before);
  });

  it('subscribes to the newsletter only once the mailed link is followed', async () => {
    const user = await createUser(app);
    const status = () => call(app, user, 'GET', '/api/settings/GetNewsLetterStatus');
    expect((await status()).json()).toEqual({ status: NewsletterStatus.UNSUBSCRIBED });

    const subscribe = await call(app, user, 'PUT', '/api/settings/SubscribeForNewsLetter');
    expect(subscribe.json()).toEqual({ status: NewsletterStatus.PENDING });
    const [mail] = await sink.mailsTo(
      user.user.email,
      'Confirm your Tendermark newsletter subscription',
    );
    expect(mail.html).toContain('Confirm subscription');
    const token = linkFromMail(mail.text!, '/newsletter/confirm').searchParams.get('token')!;

    const confirm = () =>
      call(app, undefined, 'POST', `/api/settings/ConfirmNewsLetter?token=${token}`);
    expect((await confirm()).json()).toEqual({ status: NewsletterStatus.SUBSCRIBED });
    expect((await status()).json()).toEqual({ status: NewsletterStatus.SUBSCRIBED });
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.invalidToken);

    const unsubscribe = await call(app, user, 'PUT', '/api/settings/UnSubscribeForNewsLetter');
    expect(unsubscribe.json()).toEqual({ status: NewsletterStatus.UNSUBSCRIBED });
  });

  it('cleans an address the receiving server refuses for good', async () => {
    const user = await createUser(app);
    refused.add(user.user.email);
    await call(app, user, 'PUT', '/api/settings/SubscribeForNewsLetter');
    // The worker sends after the commit; the refusal cleans the address when it has tried.
    await app.ctx.mailer.sender.idle();
    const status = async () =>
      (await call(app, user, 'GET', '/api/settings/GetNewsLetterStatus')).json().status;
    expect(await status()).toBe(NewsletterStatus.CLEANED);
    const again = await call(app, user, 'PUT', '/api/settings/SubscribeForNewsLetter');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.newsletterBounced);
  });
});
