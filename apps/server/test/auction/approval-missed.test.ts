import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hubs, SupplierStatus, TenderStatus } from '@tendermark/shared';
import { notifications, outboxMails, tenderSuppliers } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { TestApp } from '../helper.ts';
import { addSupplier, appsOnOneDatabase, createRoom, readTender } from './factories.ts';
import { eventsNamed, listen, openRecorder, settle, type Recorder } from './sockets.ts';

const MINUTE = 60_000;

async function statusOf(app: TestApp, entryId: string) {
  const [entry] = await app.ctx.db
    .select({ status: tenderSuppliers.status })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.id, entryId));
  return entry.status;
}

async function noticesOf(app: TestApp, userId: string, title: string) {
  return app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}

// Two processes on a fresh database: slow to build on a busy machine.
describe('approval missed (spec §4 status 8)', { timeout: 120_000 }, () => {
  const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  const recorders: Recorder[] = [];
  afterAll(async () => {
    recorders.forEach((recorder) => recorder.socket.disconnect());
    await cluster?.dispose();
  });

  const runEverywhereTwice = async () => {
    for (let round = 0; round < 2; round += 1)
      await Promise.all(cluster.apps.map((app) => runDueTransitions(app.ctx)));
  };

  it('unanswered applications and rejoin requests become it once when the auction starts, with a notice', async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false });
    const [first] = cluster.apps;
    const room = await createRoom(first, {
      status: TenderStatus.RFP_ENDED,
      proposalEndInMinutes: -5,
      startInMinutes: 5,
      durationMinutes: 30,
    });
    const applicant = await addSupplier(first, room, { status: SupplierStatus.PENDING_PUBLIC });
    const rejoiner = await addSupplier(first, room, { status: SupplierStatus.PENDING_COMEBACK });
    const accepted = await addSupplier(first, room);
    const demo = await addSupplier(first, room, {
      status: SupplierStatus.PENDING_PUBLIC,
      isDemo: true,
    });
    // Without Redis each process pushes to its own sockets: listen on both.
    const urls = await Promise.all(cluster.apps.map((app) => listen(app)));
    const hubsOf = async (token: string) => {
      const opened = await Promise.all(
        urls.map((url) => openRecorder(url, token, Hubs.notification)),
      );
      recorders.push(...opened);
      return (event: string) => opened.flatMap((recorder) => eventsNamed(recorder, event));
    };
    const applicantHears = await hubsOf(applicant.token);
    const ownerHears = await hubsOf(room.owner.token);

    // While the owner checks proposals the application can still be answered.
    await runEverywhereTwice();
    expect(await statusOf(first, applicant.entryId)).toBe(SupplierStatus.PENDING_PUBLIC);

    clock.advance(5 * MINUTE);
    await runEverywhereTwice();
    expect((await readTender(first, room.tenderId)).status).toBe(TenderStatus.SUBMITTED);
    expect(await statusOf(first, applicant.entryId)).toBe(SupplierStatus.APPROVAL_MISSED);
    expect(await statusOf(first, rejoiner.entryId)).toBe(SupplierStatus.APPROVAL_MISSED);
    expect(await statusOf(first, demo.entryId)).toBe(SupplierStatus.APPROVAL_MISSED);
    expect(await statusOf(first, accepted.entryId)).toBe(SupplierStatus.ACCEPTED);

    // One notice each, though two processes ran the clock twice; none for the demo bidder.
    const [applicantNotice] = await noticesOf(first, applicant.user.id, 'Approval missed');
    expect(await noticesOf(first, applicant.user.id, 'Approval missed')).toHaveLength(1);
    expect(applicantNotice.text).toContain('did not answer your application');
    const rejoinNotices = await noticesOf(first, rejoiner.user.id, 'Approval missed');
    expect(rejoinNotices.map((notice) => notice.text)).toEqual([
      expect.stringContaining('request to rejoin'),
    ]);
    expect(await noticesOf(first, demo.user.id, 'Approval missed')).toEqual([]);
    const mails = await first.ctx.db
      .select({ to: outboxMails.to })
      .from(outboxMails)
      .where(eq(outboxMails.template, 'participationChanged'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [applicant.user.email, rejoiner.user.email].sort(),
    );

    // Delivered live after the commit: the notice, and the owner's applicant count.
    await settle(() => applicantHears('addNotification').length > 0);
    expect(applicantHears('addNotification')).toEqual([
      expect.objectContaining({ Id: applicantNotice.id, Title: 'Approval missed' }),
    ]);
    await settle(() => ownerHears('updatePendingPublicBiddersCount').length >= 2);
    expect(ownerHears('updatePendingPublicBiddersCount').at(-1)).toEqual({ count: 0 });
  });

  it('a rejoin request asked during the auction and unanswered at its end becomes it too', async () => {
    const [, second] = cluster.apps;
    const room = await createRoom(second, { startInMinutes: -10, durationMinutes: 20 });
    const rejoiner = await addSupplier(second, room, { status: SupplierStatus.PENDING_COMEBACK });
    await runEverywhereTwice();
    expect(await statusOf(second, rejoiner.entryId)).toBe(SupplierStatus.PENDING_COMEBACK);

    clock.advance(10 * MINUTE);
    await runEverywhereTwice();
    expect((await readTender(second, room.tenderId)).status).toBe(TenderStatus.ENDED);
    expect(await statusOf(second, rejoiner.entryId)).toBe(SupplierStatus.APPROVAL_MISSED);
    expect(await noticesOf(second, rejoiner.user.id, 'Approval missed')).toHaveLength(1);
  });
});
