/**
 * Outgoing mail is queued, not sent: every message is a row of the outbox written in the caller's
 * transaction, and the mail worker (mail/sender.ts) sends it after the commit, with retries. Mails
 * a user can switch off go through queueToUser, which honours the user's preferences and adds the
 * one-click unsubscribe link (and the List-Unsubscribe header). Mails carry one-time links: the
 * log names a mail, never its text.
 */
import type { DbExecutor } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { EventRecorder } from '../events/domain-events.ts';
import {
  MAIL_TEMPLATE_CATEGORIES,
  renderMail,
  type AccountMailTemplate,
  type MailFooter,
  type MailTemplate,
  type MailTemplateData,
  type PreferenceMailTemplate,
} from './templates.ts';
import { wantsMail, type MailUser, unsubscribeUrl } from './preferences.ts';
import type { MailSender } from './sender.ts';

/** Where a mail is queued: the caller's transaction and its events (the worker wakes on commit). */
export type MailQueue = { tx: DbExecutor; events: EventRecorder };

export type Mailer = {
  /** Queues, in the caller's transaction, a mail that goes out whatever the recipient's preferences. */
  queue<T extends AccountMailTemplate>(
    into: MailQueue,
    to: string,
    template: T,
    data: MailTemplateData[T],
  ): Promise<void>;
  /** Queues a mail of a category the user may have switched off; false when the user did. */
  queueToUser<T extends PreferenceMailTemplate>(
    into: MailQueue,
    user: MailUser,
    template: T,
    data: MailTemplateData[T],
  ): Promise<boolean>;
  /** Queues on its own (no transaction of the caller's) and wakes the worker: jobs and scripts. */
  send<T extends AccountMailTemplate>(
    to: string,
    template: T,
    data: MailTemplateData[T],
  ): Promise<void>;
  sendToUser<T extends PreferenceMailTemplate>(
    user: MailUser,
    template: T,
    data: MailTemplateData[T],
  ): Promise<boolean>;
  /** The worker that sends what is queued. */
  sender: MailSender;
};

export type MailerOptions = {
  db: DbExecutor;
  clock: Clock;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  sender: MailSender;
};

export function createMailer(options: MailerOptions): Mailer {
  const { publicUrl, sender } = options;

  async function enqueue(
    { tx, events }: MailQueue,
    to: string,
    template: MailTemplate,
    data: unknown,
    footer: MailFooter,
  ) {
    const mail = renderMail(template, data as never, publicUrl, footer);
    await tx.insert(outboxMails).values({
      to,
      template,
      ...mail,
      unsubscribeUrl: footer.unsubscribeUrl ?? null,
      nextAttemptAt: options.clock.now(),
    });
    events.record({ type: 'mailQueued' });
  }

  async function enqueueToUser(
    into: MailQueue,
    user: MailUser,
    template: PreferenceMailTemplate,
    data: unknown,
  ) {
    const category = MAIL_TEMPLATE_CATEGORIES[template];
    if (!wantsMail(user, category)) return false;
    const footer = { unsubscribeUrl: unsubscribeUrl(publicUrl, options.secret, user.id, category) };
    await enqueue(into, user.email, template, data, footer);
    return true;
  }

  /** Queues outside the caller's transactions: the row is committed, then the worker wakes. */
  const standalone = { tx: options.db, events: { record: () => sender.wake() } };

  return {
    queue: (into, to, template, data) => enqueue(into, to, template, data, {}),
    queueToUser: (into, user, template, data) => enqueueToUser(into, user, template, data),
    send: (to, template, data) => enqueue(standalone, to, template, data, {}),
    sendToUser: (user, template, data) => enqueueToUser(standalone, user, template, data),
    sender,
  };
}
