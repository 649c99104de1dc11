/** Outgoing mail: every message is recorded in the outbox; with SMTP_URL it is also sent. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import { renderMail, type MailTemplate, type MailTemplateData } from './templates.ts';

export type Mailer = {
  send<T extends MailTemplate>(to: string, template: T, data: MailTemplateData[T]): Promise<void>;
};

export type MailerOptions = {
  db: Database;
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  log: FastifyBaseLogger;
};

export function createMailer({ db, smtpUrl, from, publicUrl, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(to, template, data) {
      const mail = renderMail(template, data, publicUrl);
      const [row] = await db
        .insert(outboxMails)
        .values({ to, template, ...mail })
        .returning({ id: outboxMails.id });
      if (!transport) {
        log.info({ to, subject: mail.subject, text: mail.text }, 'mail stored in outbox');
        return;
      }
      try {
        await transport.sendMail({ from, to, ...mail });
        await db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, row.id));
      } catch (error) {
        // A mail failure must not fail the user's action; the outbox keeps the message and the error.
        log.error({ err: error, to }, 'mail sending failed');
        await db
          .update(outboxMails)
          .set({ error: String(error) })
          .where(eq(outboxMails.id, row.id));
      }
    },
  };
}
