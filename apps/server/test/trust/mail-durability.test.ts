/**
 * What a user must hear of survives a crash (issue 28): the real server on PostgreSQL cancels a
 * live tender, so both suppliers get a notification and a mail, and is killed with SIGKILL while
 * its mail worker waits on SMTP. The notifications were committed with the cancel; after the
 * restart, with SMTP answering again, each mail goes out exactly once.
 */
import { createServer, type Socket } from 'node:net';
import { inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { notifications, outboxMails } from '../../src/db/schema/index.ts';
import { createPostgresDatabase } from '../helper.ts';
import { startSmtpSink } from '../notifications/smtp-sink.ts';
import {
  call,
  freePort,
  openTestHandle,
  seedLiveTender,
  startServer,
  type ServerProcess,
} from './server-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(baseUrl)('notifications and mail under a SIGKILL of the server (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle | undefined;
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl!, 'tm_trust');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
    await handle?.close();
    await database.drop();
  });

  it(
    'keeps the notifications of a committed action and sends its mails once after a restart',
    { timeout: 240_000 },
    async () => {
      const smtpPort = await freePort();
      // SMTP that takes the connection and never greets: the worker is in the middle of sending.
      const stalled: Socket[] = [];
      const silentSmtp = createServer((socket) => void stalled.push(socket));
      await new Promise<void>((resolve) => silentSmtp.listen(smtpPort, '127.0.0.1', resolve));
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_CLAIM_SECONDS: '1' };
      server = await startServer(database.url, await freePort(), env);
      handle = await openTestHandle(database.url);
      const tender = await seedLiveTender(handle, {
        supplierCount: 2,
        endDate: new Date(Date.now() + 3600_000),
      });
      const supplierIds = tender.suppliers.map((supplier) => supplier.id);

      const cancel = await call(
        server.url,
        tender.owner.token,
        'POST',
        `/api/tender/CancelTender?tenderId=${tender.tenderId}&reason=Budget%20cut`,
      );
      expect(cancel.status).toBe(200);
      await until(() => stalled.length > 0);
      await server.stop('SIGKILL');
      for (const socket of stalled) socket.destroy();
      await new Promise<void>((resolve) => silentSmtp.close(() => resolve()));

      const told = await handle.db
        .select()
        .from(notifications)
        .where(inArray(notifications.userId, supplierIds));
      expect(told.map((row) => row.title)).toEqual(['Auction canceled', 'Auction canceled']);
      const queued = await handle.db.select().from(outboxMails);
      expect(queued).toHaveLength(2);
      expect(queued.every((mail) => mail.sentAt === null)).toBe(true);

      // The dead node's claim ends (MAIL_CLAIM_SECONDS); a restarted node then sends the mails.
      const [{ claimEnd }] = await handle.db
        .select({ claimEnd: max(outboxMails.claimedUntil) })
        .from(outboxMails);
      await until(() => claimEnd === null || Date.now() > claimEnd.getTime());
      const sink = await startSmtpSink(new Set(), smtpPort);
      cleanups.push(() => sink.close());
      server = await startServer(database.url, await freePort(), env);
      await until(async () => {
        const mails = await handle!.db.select().from(outboxMails);
        return mails.every((mail) => mail.sentAt !== null);
      });
      for (const supplier of tender.suppliers)
        expect(await sink.mailsTo(supplier.userName, /canceled/i)).toHaveLength(1);
      expect(sink.received).toHaveLength(2);
    },
  );
});
