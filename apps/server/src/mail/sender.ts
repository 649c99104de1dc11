/**
 * The mail worker: sends what the outbox holds, after the commit that queued it and outside any
 * request. Each pass claims due mails with FOR UPDATE SKIP LOCKED and a lease, so across nodes
 * one worker sends a mail; a mail whose worker died is claimed again when its lease ends. A
 * network or 4xx failure is tried again later with a growing pause; a permanent refusal (SMTP
 * 5xx) marks the address and the mail is not tried again. Without SMTP the outbox is the mailbox:
 * the mail is only written to MAIL_DROP_DIR, when set.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { redactSecrets } from '../lib/log-redaction.ts';
import type { MailDrop } from './mail-drop.ts';

export type MailSender = {
  /** Runs a pass soon (mails were queued); passes never overlap. */
  wake(): void;
  /** Also runs a pass at every interval: retries, and mails other nodes or a crash left. */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a running pass. */
  stop(): Promise<void>;
  /** Resolves when no pass is running or asked for (tests). */
  idle(): Promise<void>;
};

export type MailSenderOptions = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  transport?: Pick<Transporter, 'sendMail'>;
  drop?: MailDrop;
  /** Told of an address the receiving server refused for good (an SMTP 5xx answer). */
  onBounce?: (address: string) => Promise<void>;
  /** How long a claim keeps other workers off a mail. */
  claimMs?: number;
  batchSize?: number;
};

/** Pause before the 2nd, 3rd, … attempt; after the last, the mail is given up (about 12 hours in all). */
export const MAIL_RETRY_DELAYS_MS = [
  30_000, 60_000, 300_000, 900_000, 3_600_000, 7_200_000, 28_800_000,
];

type OutboxRow = typeof outboxMails.$inferSelect;

/** A refusal the receiving server means for good (5xx), as opposed to a network or 4xx failure. */
const isPermanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, clock, log, transport, drop, batchSize = 20, claimMs = 300_000 } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let interval: NodeJS.Timeout | undefined;

  async function claimDue(): Promise<OutboxRow[]> {
    const now = clock.now();
    const leaseEnd = new Date(now.getTime() + claimMs);
    return db
      .update(outboxMails)
      .set({ claimedUntil: leaseEnd, attempts: sql`${outboxMails.attempts} + 1` })
      .where(
        sql`${outboxMails.id} in (
          select ${outboxMails.id} from ${outboxMails}
          where ${outboxMails.nextAttemptAt} <= ${now}
            and (${outboxMails.claimedUntil} is null or ${outboxMails.claimedUntil} < ${now})
          order by ${outboxMails.nextAttemptAt}
          limit ${batchSize}
          for update skip locked)`,
      )
      .returning();
  }

  async function settle(row: OutboxRow, outcome: Partial<OutboxRow>) {
    await db
      .update(outboxMails)
      .set({ claimedUntil: null, ...outcome })
      .where(sql`${outboxMails.id} = ${row.id}`);
  }

  async function writeDropFile(row: OutboxRow) {
    if (!drop) return;
    try {
      const { id, to, template, subject, text, html } = row;
      const createdAt = row.createdAt.toISOString();
      await drop.write({ id, to, template, subject, text, html, createdAt });
    } catch (error) {
      log.warn({ err: error, id: row.id }, 'mail could not be written to MAIL_DROP_DIR');
    }
  }

  async function deliver(row: OutboxRow) {
    await writeDropFile(row);
    if (!transport) {
      // The id and kind only: the text holds one-time links and names tenders.
      log.info({ id: row.id, to: row.to, template: row.template }, 'mail stored in outbox');
      return settle(row, { nextAttemptAt: null, error: null });
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        list: row.unsubscribeUrl ? { unsubscribe: row.unsubscribeUrl } : undefined,
      });
      await settle(row, { sentAt: clock.now(), nextAttemptAt: null, error: null });
    } catch (error) {
      await failed(row, error);
    }
  }

  async function failed(row: OutboxRow, error: unknown) {
    const permanent = isPermanentRefusal(error);
    const pause = permanent ? undefined : MAIL_RETRY_DELAYS_MS[row.attempts - 1];
    log.error(
      { err: error, id: row.id, to: row.to, template: row.template, attempts: row.attempts },
      pause === undefined ? 'mail sending failed; giving up' : 'mail sending failed; will retry',
    );
    const nextAttemptAt = pause === undefined ? null : new Date(clock.now().getTime() + pause);
    await settle(row, { error: redactSecrets(String(error)), nextAttemptAt });
    if (permanent) await options.onBounce?.(row.to);
  }

  async function pass() {
    do {
      again = false;
      for (let batch = await claimDue(); batch.length > 0; batch = await claimDue())
        for (const row of batch) await deliver(row);
    } while (again);
  }

  function wake() {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.warn({ err: error }, 'mail worker pass failed'))
      .finally(() => (running = undefined));
  }

  return {
    wake,
    start(intervalMs = 15_000) {
      interval = setInterval(wake, intervalMs);
      interval.unref();
      wake();
    },
    async stop() {
      clearInterval(interval);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
