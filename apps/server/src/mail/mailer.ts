/**
 * Outgoing mail: every message is recorded in the outbox; with SMTP_URL it is also sent, with
 * MAIL_DROP_DIR also written as a file. Mails a user can switch off go through sendToUser, which
 * honours the user's preferences and adds the one-click unsubscribe link (and the
 * List-Unsubscribe header). Mails carry one-time links: the log names a mail, never its text.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import { redactSecrets } from '../lib/log-redaction.ts';
import { createMailDrop, type DroppedMail } from './mail-drop.ts';
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

export type Mailer = {
  /** A mail that goes out whatever the recipient's preferences (account security and the like). */
  send<T extends AccountMailTemplate>(
    to: string,
    template: T,
    data: MailTemplateData[T],
  ): Promise<void>;
  /** A mail of a category the user may have switched off; false when the user did. */
  sendToUser<T extends PreferenceMailTemplate>(
    user: MailUser,
    template: T,
    data: MailTemplateData[T],
  ): Promise<boolean>;
};

export type MailerOptions = {
  db: Database;
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
  log: FastifyBaseLogger;
  /** Where each mail is also written as a file (the developer's mailbox without SMTP). */
  dropDir?: string;
  /** Told of an address the receiving server refused for good (an SMTP 5xx answer). */
  onBounce?: (address: string) => Promise<void>;
};

/** A refusal the receiving server means for good (5xx), as opposed to a network or 4xx failure. */
const isPermanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl, from, publicUrl, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const drop = options.dropDir ? createMailDrop(options.dropDir) : undefined;

  async function dropFile(mail: DroppedMail) {
    if (!drop) return undefined;
    try {
      return await drop.write(mail);
    } catch (error) {
      log.warn({ err: error, id: mail.id }, 'mail could not be written to MAIL_DROP_DIR');
      return undefined;
    }
  }

  async function deliver(to: string, template: MailTemplate, data: unknown, footer: MailFooter) {
    const mail = renderMail(template, data as never, publicUrl, footer);
    const [row] = await db
      .insert(outboxMails)
      .values({ to, template, ...mail })
      .returning({ id: outboxMails.id, createdAt: outboxMails.createdAt });
    const file = await dropFile({
      id: row.id,
      to,
      template,
      ...mail,
      createdAt: row.createdAt.toISOString(),
    });
    if (!transport) {
      // The id and kind only: the text holds one-time links and names tenders.
      log.info({ id: row.id, to, template, file }, 'mail stored in outbox');
      return;
    }
    const list = footer.unsubscribeUrl ? { unsubscribe: footer.unsubscribeUrl } : undefined;
    try {
      await transport.sendMail({ from, to, list, ...mail });
      await db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, row.id));
    } catch (error) {
      // A mail failure must not fail the user's action; the outbox keeps the message and the error.
      log.error({ err: error, id: row.id, to, template }, 'mail sending failed');
      await db
        .update(outboxMails)
        .set({ error: redactSecrets(String(error)) })
        .where(eq(outboxMails.id, row.id));
      if (isPermanentRefusal(error)) await options.onBounce?.(to);
    }
  }

  return {
    send: (to, template, data) => deliver(to, template, data, {}),
    async sendToUser(user, template, data) {
      const category = MAIL_TEMPLATE_CATEGORIES[template];
      if (!wantsMail(user, category)) return false;
      const footer = {
        unsubscribeUrl: unsubscribeUrl(publicUrl, options.secret, user.id, category),
      };
      await deliver(user.email, template, data, footer);
      return true;
    },
  };
}
