/**
 * Every event a user must know about creates exactly one notification for exactly the right
 * users, and pushes it live on their notification hub (issue: notifications, e-mail, newsletter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Hubs, Messages, type TNotification } from '@tendermark/shared';
import { notifications, tenders } from '../../src/db/schema/index.ts';
import { runDueReminders, ReminderLeadMs } from '../../src/jobs/reminders.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { withFreshToken } from '../auction/factories.ts';
import { settle, type Recorder } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { mailsTo } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  acceptedSupplier,
  allYes,
  buildTenderSuite,
  call,
  createTender,
  invite,
  invitedSupplier,
  mustHaveIds,
  supplierCall,
} from '../suppliers/helpers.ts';

const MINUTE = 60_000;

/** The users of a suite, each with a live socket on the notification hub. */
function watcher(app: LiveApp) {
  const watched: Array<{ user: CreatedUser; recorder: Recorder }> = [];
  const storedIds = async (user: CreatedUser) =>
    (
      await app.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, user.user.id))
    ).map((row) => row.id);
  const liveIds = (recorder: Recorder) =>
    recorder.events
      .filter((entry) => entry.event === 'addNotification')
      .map((entry) => (entry.payload as TNotification).Id);

  return {
    async watch(...users: CreatedUser[]) {
      for (const user of users)
        watched.push({ user, recorder: await app.openRecorder(user.token, Hubs.notification) });
    },
    /**
     * Runs the action, then expects one new notification with the title for each told user, none
     * for anyone else watched, and each new one pushed live to its user.
     */
    async expectTold(action: () => Promise<unknown>, told: CreatedUser[], title: string) {
      const before = new Map(
        await Promise.all(watched.map(async ({ user }) => [user, await storedIds(user)] as const)),
      );
      const reply = await action();
      if (reply && typeof reply === 'object' && 'statusCode' in reply)
        expect(reply.statusCode, String((reply as { body?: unknown }).body)).toBe(200);
      const fresh = new Map<CreatedUser, string[]>();
      for (const { user } of watched) {
        const known = new Set(before.get(user));
        fresh.set(
          user,
          (await storedIds(user)).filter((id) => !known.has(id)),
        );
      }
      for (const { user } of watched) {
        const expected = told.includes(user) ? 1 : 0;
        expect({ user: user.user.userName, fresh: fresh.get(user)!.length }).toEqual({
          user: user.user.userName,
          fresh: expected,
        });
      }
      const toldOnes = watched.filter(({ user }) => told.includes(user));
      await settle(() =>
        toldOnes.every(({ user, recorder }) => liveIds(recorder).includes(fresh.get(user)![0])),
      );
      for (const { user, recorder } of toldOnes) {
        const payload = recorder.events.find(
          (entry) =>
            entry.event === 'addNotification' &&
            (entry.payload as TNotification).Id === fresh.get(user)![0],
        )!.payload as TNotification;
        expect(payload.Title).toBe(title);
      }
    },
  };
}

describe('notifications of participation', () => {
  let app: LiveApp;
  let owner: CreatedUser;
  let privateId: string;
  let publicId: string;
  let conditions: string[];
  let invited: CreatedUser;
  let decliner: CreatedUser;
  let applicant: CreatedUser;
  let rejected: CreatedUser;
  let stranger: CreatedUser;
  let events: ReturnType<typeof watcher>;

  beforeAll(async () => {
    const suite = await buildTenderSuite({ runClock: false });
    app = await listening(suite.app);
    owner = suite.owner;
    stranger = suite.stranger;
    privateId = await createTender(app, owner);
    publicId = await createTender(app, owner, { isPublic: true });
    conditions = await mustHaveIds(app, owner, publicId);
    [invited, decliner, applicant, rejected] = await Promise.all(
      Array.from({ length: 4 }, () => createUser(app)),
    );
    events = watcher(app);
    await events.watch(owner, stranger, invited, decliner, applicant, rejected);
  });
  afterAll(() => app.dispose());

  const apply = (user: CreatedUser) =>
    supplierCall(app, user, 'ApplyToPublicAuction', {
      tenderId: publicId,
      MhcResponse: allYes(conditions),
    });
  const answerApplicant = (user: CreatedUser, approve: boolean) =>
    supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId: publicId,
      userName: user.user.userName,
      approve,
      reason: approve ? undefined : 'Not in our region',
    });

  it('an invitation reaches the invited supplier only', async () => {
    await events.expectTold(
      () => invite(app, owner, privateId, [invited.user.email, decliner.user.email]),
      [invited, decliner],
      'New invitation',
    );
  });

  it('accepting and declining reach the owner', async () => {
    await events.expectTold(
      () => supplierCall(app, invited, 'ResponseInvitation', { tenderId: privateId, accept: true }),
      [owner],
      'Invitation accepted',
    );
    await events.expectTold(
      () =>
        supplierCall(app, decliner, 'ResponseInvitation', {
          tenderId: privateId,
          accept: false,
          reason: 'Too far',
        }),
      [owner],
      'Invitation declined',
    );
  });

  it('a public application reaches the owner; approval and rejection reach the applicant', async () => {
    await events.expectTold(() => apply(applicant), [owner], 'New applicant');
    await events.expectTold(() => apply(rejected), [owner], 'New applicant');
    await events.expectTold(
      () => answerApplicant(applicant, true),
      [applicant],
      'Application approved',
    );
    await events.expectTold(
      () => answerApplicant(rejected, false),
      [rejected],
      'Application rejected',
    );
  });

  it('blocking, a comment and a message to bidders reach the suppliers concerned', async () => {
    const target = { tenderId: privateId, user: invited.user.userName };
    await events.expectTold(
      () => supplierCall(app, owner, 'BlockBidder', { ...target, reason: 'Late' }),
      [invited],
      'Blocked in an auction',
    );
    await events.expectTold(
      () => supplierCall(app, owner, 'UnblockBidder', target),
      [invited],
      'Unblocked in an auction',
    );
    await events.expectTold(
      () =>
        supplierCall(app, owner, 'CommentOffer', {
          tenderId: privateId,
          userName: invited.user.userName,
          comment: 'Please add delivery costs',
        }),
      [invited],
      'Comment on your offer',
    );
    await events.expectTold(
      () =>
        call(app, owner, 'POST', `/api/tender/MessageToBidders?id=${publicId}`, {
          msg: 'Samples are due on Friday',
        }),
      [applicant],
      `Message about "Office paper"`,
    );
  });

  it('a rejoin request reaches the owner', async () => {
    await events.expectTold(
      () => supplierCall(app, applicant, 'LeaveAuction', { tenderId: publicId }),
      [owner],
      'Supplier left',
    );
    await events.expectTold(
      () =>
        supplierCall(app, applicant, 'RejoinAuction', {
          tenderId: publicId,
          reason: 'We can deliver after all',
        }),
      [owner],
      'Rejoin request',
    );
  });
});

describe('notifications of the auction room', () => {
  const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
  let app: LiveApp;
  let owner: CreatedUser;
  let tenderId: string;
  let participant: CreatedUser;
  let undecided: CreatedUser;
  let stranger: CreatedUser;
  let events: ReturnType<typeof watcher>;
  let tender: typeof tenders.$inferSelect;

  beforeAll(async () => {
    const suite = await buildTenderSuite({ clock, runClock: false });
    app = await listening(suite.app);
    owner = suite.owner;
    stranger = suite.stranger;
    tenderId = await createTender(app, owner);
    participant = await acceptedSupplier(app, owner, tenderId);
    undecided = await invitedSupplier(app, owner, tenderId);
    [tender] = await app.ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
    events = watcher(app);
    await events.watch(owner, stranger, participant, undecided);
  });
  afterAll(() => app.dispose());

  const reminders = () => runDueReminders(app.ctx);

  it('a day before the proposal deadline, suppliers owing a proposal are reminded once', async () => {
    clock.set(
      new Date(tender.proposalEndDate.getTime() - ReminderLeadMs.proposalDeadline - MINUTE),
    );
    await events.expectTold(reminders, [], '');
    clock.advance(2 * MINUTE);
    await events.expectTold(
      reminders,
      [participant, undecided],
      Messages.proposalDeadlineNearTitle,
    );
    await events.expectTold(reminders, [], '');
  });

  it('an hour before the start, the owner and the participants are reminded once, also by mail', async () => {
    clock.set(new Date(tender.startDate.getTime() - ReminderLeadMs.start + MINUTE));
    await runDueTransitions(app.ctx);
    await events.expectTold(reminders, [owner, participant], Messages.auctionStartsSoonTitle);
    await events.expectTold(reminders, [], '');
    for (const user of [owner, participant]) {
      const [mail] = await mailsTo(app, user.user.email, 'auctionStartsSoon');
      expect(mail.subject).toBe('The auction "Office paper" starts in 1 hour');
      expect(mail.text).toContain(
        'Unsubscribe from these e-mails: http://tendermark.test/unsubscribe?',
      );
    }
    expect(await mailsTo(app, undecided.user.email, 'auctionStartsSoon')).toEqual([]);
  });

  it('the start, an announcement and a prolongation are told to the room', async () => {
    clock.set(tender.startDate);
    owner.token = (await withFreshToken(app, owner)).token;
    await events.expectTold(
      () => runDueTransitions(app.ctx),
      [owner, participant],
      Messages.auctionStartedTitle,
    );
    await events.expectTold(
      () =>
        call(app, owner, 'POST', `/api/tender/AddAnnouncement?tenderId=${tenderId}`, {
          text: 'Delivery moves to Monday',
        }),
      [participant],
      'Announcement in "Office paper"',
    );
    await events.expectTold(
      () => call(app, owner, 'PUT', `/api/tender/ProlongTender?tenderId=${tenderId}&length=10`),
      [participant],
      Messages.auctionProlongedTitle,
    );
  });

  it('the end with each one’s result, in-app and by mail', async () => {
    const [running] = await app.ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
    clock.set(running.endDate);
    await events.expectTold(
      () => runDueTransitions(app.ctx),
      [owner, participant],
      Messages.auctionEndedTitle,
    );
    const [ownerMail] = await mailsTo(app, owner.user.email, 'auctionEnded');
    expect(ownerMail.text).toContain('The auction "Office paper" has ended.');
    const [supplierMail] = await mailsTo(app, participant.user.email, 'auctionEnded');
    expect(supplierMail.text).toContain('Your offer was not complete.');
    expect(supplierMail.html).toContain('Unsubscribe from these e-mails');
  });
});
